"""Count the widgets an app mounts: every widget passed to `Widget.mount` from now on, composed children included
(a widget's compose mounts its children through it), in order (counted, never timed)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widget import Widget


def counted_mounts(monkeypatch: pytest.MonkeyPatch) -> list[Widget]:
    """The list that records each widget mounted anywhere from now on (the widgets are still mounted)."""
    mounted: list[Widget] = []
    mount = Widget.mount

    def counted(self: Widget, *widgets: Widget, **where: Any) -> Any:
        mounted.extend(widgets)
        return mount(self, *widgets, **where)

    monkeypatch.setattr(Widget, "mount", counted)
    return mounted
