"""A new ruling's citations lay the screen out only when the list's height changes.

Counted, never timed (`Screen._refresh_layout`). Textual's `OptionList.add_options` asks for a layout of the
whole screen whenever the list's height is `auto`; most moves replace one citation by another, which takes
the same row, so the ruling panel's `CitationList.replace` asks for the layout only when the rows change.
"""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.screen import Screen

from rules_engine.citations import Citation
from rules_engine.ruling import Ruling
from screens.ruling_panel import CitationList, RulingPanel


def cited(*headings: str) -> Ruling:
    """An allowed ruling with the same words, citing one rule per heading."""
    return Ruling(True, "The phase ends.", tuple(
        Citation(f"test-{n}", "Rulebook", heading, n + 1, "A rule.") for n, heading in enumerate(headings)))


class PanelApp(App[None]):
    def compose(self) -> ComposeResult:
        yield RulingPanel(id="ruling-panel")


async def test_a_citation_replaced_by_another_asks_no_layout_and_a_second_citation_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    layouts = [0]
    refresh_layout = Screen._refresh_layout

    def counted(screen, *args, **kwargs):
        layouts[0] += 1
        return refresh_layout(screen, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", counted)
    app = PanelApp()
    async with app.run_test(size=(80, 12)) as pilot:
        panel = app.query_one(RulingPanel)
        citations = panel.query_one(CitationList)
        panel.show_ruling(cited("Rolling"))
        await pilot.pause()
        await pilot.pause()
        assert citations.outer_size.height == 1
        layouts[0] = 0
        panel.show_ruling(cited("Attacking"))
        await pilot.pause()
        await pilot.pause()
        assert layouts[0] == 0
        assert "Attacking" in str(citations.get_option_at_index(0).prompt)
        panel.show_ruling(cited("Attacking", "Defending"))
        await pilot.pause()
        await pilot.pause()
        assert layouts[0] >= 1
        assert citations.outer_size.height == 2
