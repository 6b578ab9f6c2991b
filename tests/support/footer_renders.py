"""Count the footer keys Textual draws: the action of every key whose `FooterKey.render` runs from now on (counted,
never timed). A key drawn from the lines it kept (`SwitchableFooterKey.render_lines`) is not counted."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.widgets._footer import FooterKey


def counted_footer_renders(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The list that records the action of each footer key rendered from now on."""
    rendered: list[str] = []
    render = FooterKey.render

    def counted(key: FooterKey) -> Text:
        rendered.append(key.action)
        return render(key)

    monkeypatch.setattr(FooterKey, "render", counted)
    return rendered
