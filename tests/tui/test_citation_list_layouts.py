"""A new ruling's citations lay the screen out only when the list's height changes.

Counted, never timed (`Screen._refresh_layout`). Textual's `OptionList.add_options` asks for a layout of the
whole screen whenever the list's height is `auto`; most moves replace one citation by another, which takes
the same row, so the ruling panel's `CitationList.replace` asks for the layout only when the rows change. In the
session frame the list keeps two rows and shows no scroll bar (a bar coming or going laid the screen out twice, and
set the p95 of a typed move and of ctrl+z): the panel's border says when more rules are cited than the rows show.
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


async def shown(pilot, panel: RulingPanel, ruling: Ruling) -> None:
    """The ruling shown in the panel, and two pauses for its citations to settle."""
    panel.show_ruling(ruling)
    await pilot.pause()
    await pilot.pause()


def counted_layouts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A counter of the screen's layouts from now on (its one item; a test may set it back to 0)."""
    layouts = [0]
    refresh_layout = Screen._refresh_layout

    def counted(screen, *args, **kwargs):
        layouts[0] += 1
        return refresh_layout(screen, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", counted)
    return layouts


class PanelApp(App[None]):
    def compose(self) -> ComposeResult:
        yield RulingPanel(id="ruling-panel")


async def test_a_citation_replaced_by_another_asks_no_layout_and_a_second_citation_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    layouts = counted_layouts(monkeypatch)
    app = PanelApp()
    async with app.run_test(size=(80, 12)) as pilot:
        panel = app.query_one(RulingPanel)
        citations = panel.query_one(CitationList)
        await shown(pilot, panel, cited("Rolling"))
        assert citations.outer_size.height == 1
        layouts[0] = 0
        await shown(pilot, panel, cited("Attacking"))
        assert layouts[0] == 0
        assert "Attacking" in str(citations.get_option_at_index(0).prompt)
        await shown(pilot, panel, cited("Attacking", "Defending"))
        assert layouts[0] >= 1
        assert citations.outer_size.height == 2


class FramePanelApp(App[None]):
    """The ruling panel as the session frame keeps it: two rows of citations, no scroll bar."""

    CSS = "#ruling-panel #ruling-citations { height: 2; max-height: 2; overflow-y: hidden; }"

    def compose(self) -> ComposeResult:
        yield RulingPanel(id="ruling-panel", keep_citation_rows=True)


async def test_more_citations_than_rows_lay_nothing_out_the_border_says_so_and_the_keys_scroll_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    layouts = counted_layouts(monkeypatch)
    app = FramePanelApp()
    async with app.run_test(size=(80, 12)) as pilot:
        panel = app.query_one(RulingPanel)
        citations = panel.query_one(CitationList)
        await shown(pilot, panel, cited("Rolling"))
        layouts[0] = 0
        await shown(pilot, panel, cited("Attacking", "Defending", "Damage"))
        assert layouts[0] == 0 and not citations.show_vertical_scrollbar
        assert panel.border_subtitle == "more rules cited ↓"
        citations.focus()
        await pilot.press("down", "down", "down")
        assert citations.highlighted == 2 and round(citations.scroll_offset.y) == 1
        assert panel.border_subtitle == "↑ more rules cited"
        await pilot.press("up", "up")
        assert citations.highlighted == 0 and panel.border_subtitle == "more rules cited ↓"
        assert citations.allow_vertical_scroll  # the wheel scrolls them too, without a bar
        await shown(pilot, panel, cited("Rolling", "Attacking"))
        assert panel.border_subtitle is None and layouts[0] == 0


async def test_the_ruling_text_looks_its_style_up_once_per_ruling_not_per_row(monkeypatch: pytest.MonkeyPatch) -> None:
    """`rich_style` walks every ancestor's styles; the ruling's box drew each of its rows with a fresh look-up (8 a
    move in the session frame). Its lines are wrapped in one style, and the rows below them drawn in the same."""
    from textual.dom import DOMNode

    from screens.ruling_panel import RulingText

    looked_up = [0]
    rich_style = DOMNode.rich_style

    def counted(node: DOMNode):  # type: ignore[no-untyped-def]  # the property's getter
        if isinstance(node, RulingText):
            looked_up[0] += 1
        return rich_style.fget(node)  # type: ignore[attr-defined]

    monkeypatch.setattr(DOMNode, "rich_style", property(counted))
    app = PanelApp()
    async with app.run_test(size=(80, 12)) as pilot:
        panel = app.query_one(RulingPanel)
        box = panel.query_one(RulingText)
        await shown(pilot, panel, cited("Rolling"))
        for heading in ("Attacking", "Defending", "Healing"):
            looked_up[0] = 0
            await shown(pilot, panel, Ruling(True, f"{heading} ends.", cited(heading).citations))
            box.refresh()  # every row drawn again
            await pilot.pause()
            assert box.size.height > 2 and looked_up[0] == 1, (box.size, looked_up)


class KeptRowsPanelApp(App[None]):
    def compose(self) -> ComposeResult:
        yield RulingPanel(id="ruling-panel", keep_citation_rows=True)


async def test_a_citation_cited_again_after_a_note_is_drawn_from_its_kept_strips(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The player's order: an action's ruling cites a rule, its undo's and its redo's notes cite nothing, and the next
    action's ruling cites the same rule. The panel keeps the citation's line, and the line its text wrapped and its
    strips: the citation is wrapped once and styled once, not at every ruling (before, with Textual's `OptionList`,
    its text was converted once but drawn from nothing at every ruling: the list cleared its renderings with its
    options). The list shows the same lines all the same."""
    from screens.kept_line_list import KeptLineList

    wrapped: list[str] = []
    styled = [0]
    wrap, strip = KeptLineList.wrapped, KeptLineList._strip

    def counted_wrap(self, prompt, width):  # type: ignore[no-untyped-def]  # KeptLineList.wrapped
        if isinstance(self, CitationList):
            wrapped.append(prompt.plain)
        return wrap(self, prompt, width)

    def counted_strip(self, content, style):  # type: ignore[no-untyped-def]  # KeptLineList._strip
        if isinstance(self, CitationList):
            styled[0] += 1
        return strip(self, content, style)

    monkeypatch.setattr(KeptLineList, "wrapped", counted_wrap)
    monkeypatch.setattr(KeptLineList, "_strip", counted_strip)
    app = KeptRowsPanelApp()
    async with app.run_test(size=(80, 12)) as pilot:
        panel = app.query_one(RulingPanel)
        citations = panel.query_one(CitationList)
        for n in range(4):
            await shown(pilot, panel, Ruling(True, f"Move {n}.", cited("Rolling").citations))
            assert [str(citations.get_option_at_index(i).prompt) for i in range(citations.option_count)] \
                == ["see Rulebook, «Rolling», p. 1"], panel.text()
            assert "see Rulebook, «Rolling», p. 1" in "".join(
                segment.text for segment in citations.render_line(0)), "the citation is on the list's first row"
            panel.show_ruling(None, note=f"Undone: move {n}")
            await pilot.pause()
            assert citations.option_count == 0
        assert wrapped == ["see Rulebook, «Rolling», p. 1"] and styled[0] == 1
        await shown(pilot, panel, Ruling(True, "Move 5.", cited("Rolling", "Attacking").citations))  # one rule more
        assert wrapped == ["see Rulebook, «Rolling», p. 1", "see Rulebook, «Attacking», p. 2"] and styled[0] == 2


class BorderedPanelApp(App[None]):
    """The ruling panel as the session frame shows it: in a border, with two rows of citations."""

    CSS = ("#ruling-panel { border: round white; } "
           "#ruling-panel #ruling-citations { height: 2; max-height: 2; overflow-y: hidden; }")

    def compose(self) -> ComposeResult:
        yield RulingPanel(id="ruling-panel", keep_citation_rows=True)


async def test_the_hint_in_the_border_coming_and_going_draws_the_border_s_bottom_row_alone() -> None:
    """A ruling longer than its box says so in the panel's bottom border ("more below"), and the next note takes the
    hint away: only that row of the panel is drawn again, not its rows of border and background (a subtitle set
    repaints the whole widget). The row drawn shows the hint, and then no hint."""
    from textual.geometry import Region

    app = BorderedPanelApp()
    async with app.run_test(size=(60, 12)) as pilot:
        panel = app.query_one(RulingPanel)
        await shown(pilot, panel, cited("Rolling"))
        drawn: list[int] = []
        cache = panel._styles_cache
        render_line = cache.render_line

        def counted(styles, y, *args, **kwargs):  # type: ignore[no-untyped-def]  # Textual's StylesCache.render_line
            drawn.append(y)
            return render_line(styles, y, *args, **kwargs)

        def bottom_row() -> str:
            width, height = panel.outer_size
            return "".join(segment.text for segment in panel.render_lines(Region(0, height - 1, width, 1))[0])

        cache.render_line = counted  # type: ignore[method-assign]
        long = Ruling(True, " ".join(["The phase ends and the next begins."] * 30), cited("Rolling").citations)
        await shown(pilot, panel, long)
        bottom = panel.outer_size.height - 1
        assert panel.border_subtitle == "more below ↓ (scroll)" and drawn == [bottom]
        assert "more below ↓ (scroll)" in bottom_row()
        drawn.clear()
        panel.show_ruling(None, note="Undone: the phase's end (#3)")
        await pilot.pause()
        assert panel.border_subtitle is None and drawn == [bottom]
        assert "more below" not in bottom_row() and bottom_row().startswith("╰─")


class OpeningPanelApp(App[None]):
    """The panel as the session frame keeps it, recording the rules it is asked to open."""

    CSS = FramePanelApp.CSS

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    def compose(self) -> ComposeResult:
        yield RulingPanel(id="ruling-panel", keep_citation_rows=True)

    def on_ruling_panel_open_rule(self, event: RulingPanel.OpenRule) -> None:
        self.opened.append(event.rule_id)


async def test_a_citation_chosen_with_the_keys_or_a_click_opens_its_rule() -> None:
    app = OpeningPanelApp()
    async with app.run_test(size=(80, 12)) as pilot:
        panel = app.query_one(RulingPanel)
        citations = panel.query_one(CitationList)
        await shown(pilot, panel, cited("Rolling", "Attacking"))
        citations.focus()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.opened == ["test-0"] and panel.first_rule_id() == "test-0"
        await pilot.click(CitationList, offset=(3, 1))
        await pilot.pause()
        assert app.opened == ["test-0", "test-1"] and panel.first_rule_id() == "test-1"
        assert panel.text().splitlines()[-2:] == ["see Rulebook, «Rolling», p. 1", "see Rulebook, «Attacking», p. 2"]
