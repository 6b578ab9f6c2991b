"""Count the layouts a part of the screen asks for: every widget of it (itself included) that calls `refresh` with
`layout=True` from now on, in order (counted, never timed)."""

from __future__ import annotations

import pytest
from textual.widget import Widget


def layouts_asked(monkeypatch: pytest.MonkeyPatch, area: Widget) -> list[Widget]:
    """The widgets of `area` (itself included) that ask for a layout from now on."""
    asked: list[Widget] = []
    refresh = Widget.refresh

    def counted(widget: Widget, *regions, repaint: bool = True, layout: bool = False, recompose: bool = False):  # type: ignore[no-untyped-def]
        if layout and (widget is area or area in widget.ancestors):
            asked.append(widget)
        return refresh(widget, *regions, repaint=repaint, layout=layout, recompose=recompose)

    monkeypatch.setattr(Widget, "refresh", counted)
    return asked
