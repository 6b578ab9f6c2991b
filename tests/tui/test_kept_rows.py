"""`KeptRows` (screens/kept_rows.py) draws the rows of its text as a `Static` draws them, segment for segment (the
offsets text selection reads included), and draws again only the lines of the rows that changed: counted, never
timed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widgets import Static

from screens import kept_rows
from screens.kept_rows import KeptRows

CSS = """
KeptRows, Static { height: auto; border: round $primary; padding: 0 1; }
.-active { border: round $accent; }
.-wide { text-align: center; }
"""


def panel_text(gold: int, actions: int, rows: int = 6, long: bool = False, carried: str = "a lantern",
               place: str = "Forge") -> Text:
    text = Text()
    text.append("▶ Anna\n", style="bold reverse")
    text.append(f"gold {gold}", style="bold yellow")
    text.append(f"  actions left {actions}\n", style="dim")
    for row in range(rows - 3):
        text.append(f"item {row}: a sword, a shield ", style="italic" if row % 2 else "")
        text.append(f"and {carried}\n" if not long else f"and {carried} carried a very long way across the map\n")
    text.append(f"at {place}", style="dim")
    return text


class Panels(App):
    CSS = CSS

    def compose(self) -> ComposeResult:
        yield KeptRows(id="kept")
        yield Static("", id="whole", markup=False)


def drawn(widget: Static) -> list[list[tuple[str, object]]]:
    """Every line of the widget as its segments' text and style (the offsets' meta included)."""
    lines = widget.render_lines(Region(0, 0, widget.outer_size.width, widget.outer_size.height))
    return [[(segment.text, segment.style) for segment in strip] for strip in lines]


class DrawCounts:
    """What `KeptRows` draws, counted (the methods wrapped for the test): the rows drawn alone (`asked`), the whole texts
    formatted and drawn as `Static` does (`whole_texts`), the texts made of changed rows formatted (`formatted`: all of
    a move's rows together make one)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.asked: list[int] = []
        self.whole_texts: list[int] = []
        self.formatted: list[int] = []
        render_line, render_content, visualize = KeptRows.render_line, KeptRows._render_content, kept_rows.visualize

        def counted(widget: KeptRows, y: int) -> Strip:
            self.asked.append(y)
            return render_line(widget, y)

        def counted_whole(widget: KeptRows) -> None:
            self.whole_texts.append(1)
            render_content(widget)

        def counted_rows(*args: object, **kwargs: object) -> object:
            self.formatted.append(1)
            return visualize(*args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(KeptRows, "render_line", counted)
        monkeypatch.setattr(KeptRows, "_render_content", counted_whole)
        monkeypatch.setattr(kept_rows, "visualize", counted_rows)

    def clear(self) -> None:
        """Count from now."""
        self.asked.clear()
        self.whole_texts.clear()
        self.formatted.clear()


async def test_kept_rows_draw_as_a_static_and_again_only_the_rows_that_changed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    #: Each text shown in turn, and the lines drawn again for it when only its changed rows are (None: the whole).
    texts = [
        (panel_text(3, 2), None),
        (panel_text(4, 2), [1]),  # the gold: its row alone
        (panel_text(4, 1), [1]),  # the actions left
        (panel_text(4, 1, rows=8), None),  # two rows more: the whole panel, laid out again
        (panel_text(4, 1, rows=8, long=True), None),  # rows that wrap: the whole panel
        (panel_text(5, 1, rows=8, long=True), [1]),  # the gold, among rows that wrap
        (panel_text(6, 1, rows=8, long=True, place="Tamalir"), [1, -1]),  # the gold and the last row, below wrapped rows
        (panel_text(5, 1, rows=8, long=True, carried="a torch", place="Tamalir"), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),  # five wrapped rows
        (panel_text(5, 1, rows=8, long=True, carried="a great brass lantern, a coil of rope, a bag of flour and a map"), None),  # three lines a row
        (panel_text(6, 1), None),
    ]
    app = Panels()
    async with app.run_test(size=(60, 40)) as pilot:
        kept, whole = app.query_one("#kept", KeptRows), app.query_one("#whole", Static)
        counts = DrawCounts(monkeypatch)
        for number, (text, alone) in enumerate(texts):
            counts.clear()
            kept.show_text(text)
            whole.update(text)
            await pilot.pause()
            if alone is not None:
                alone = [line % kept.size.height for line in alone]  # -1: the last line
                assert counts.asked == alone and counts.whole_texts == [] and counts.formatted == [1], \
                    (number, counts.asked, counts.whole_texts)
            else:
                assert counts.whole_texts == [1], number
            assert drawn(kept) == drawn(whole), number
        assert kept.render() == kept.text == texts[-1][0]


@asynccontextmanager
async def panels_showing(text: Text) -> AsyncIterator[tuple[Pilot, KeptRows, Static]]:
    """The kept panel and the plain `Static` beside it (`Panels`), both showing `text`."""
    app = Panels()
    async with app.run_test(size=(60, 40)) as pilot:
        kept, whole = app.query_one("#kept", KeptRows), app.query_one("#whole", Static)
        kept.show_text(text)
        whole.update(text)
        await pilot.pause()
        yield pilot, kept, whole


async def shown_in_both(pilot: Pilot, counts: DrawCounts, kept: KeptRows, whole: Static, text: Text,
                        classes: str) -> None:
    """`text` shown with `classes` in the kept panel and in the plain `Static` beside it, counted from nothing."""
    counts.clear()
    for panel in (kept, whole):
        panel.set_classes(classes)
    kept.show_text(text)
    whole.update(text)
    await pilot.pause()


async def test_a_new_border_colour_draws_the_kept_lines_and_only_the_changed_rows(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A class that changes only the border's colour (a Runebound 2e party card becoming the active one) repaints the
    panel without formatting its whole text again: its lines are the ones kept, the rows that changed drawn alone;
    a class that changes how the text is laid out (its alignment) draws the whole text again. Each time the lines are
    those a `Static` with the same text and classes draws."""
    async with panels_showing(panel_text(3, 2)) as (pilot, kept, whole):
        counts = DrawCounts(monkeypatch)
        for number, (text, classes, formatted) in enumerate([
            (panel_text(3, 2), "-active", 0),  # the border alone: every line repainted, none formatted again
            (panel_text(4, 2), "", 0),  # the border back and the gold's row: that row alone formatted
            (panel_text(4, 1), "-active", 0),
            (panel_text(4, 1), "-active -wide", 1),  # centred: the whole text formatted again
        ]):
            await shown_in_both(pilot, counts, kept, whole, text, classes)
            assert counts.asked, number  # the panel was repainted
            assert len(counts.whole_texts) == formatted, (number, counts.whole_texts)
            assert drawn(kept) == drawn(whole), number


async def test_a_row_shown_again_takes_its_kept_lines_without_formatting(monkeypatch: pytest.MonkeyPatch) -> None:
    """The player's order on a board: a move changes a row (the gold), its undo puts the row's text of a move ago back,
    its redo the move's again. The rows shown again take the lines they were drawn with (nothing formatted); a text not
    drawn before is formatted; once the panel is drawn with something else (centred), no kept line is used. Each time
    the lines are those a `Static` with the same text draws."""
    async with panels_showing(panel_text(3, 2)) as (pilot, kept, whole):
        counts = DrawCounts(monkeypatch)
        for number, (text, classes, formatted) in enumerate([
            (panel_text(4, 2), "", 1),  # the move: the gold's row formatted
            (panel_text(3, 2), "", 1),  # its undo: the row as the whole text drew it, never drawn alone yet
            (panel_text(4, 2), "", 0),  # its redo: the row's kept lines
            (panel_text(3, 2), "", 0),  # undo again
            (panel_text(3, 1), "", 1),  # another row, a new text
            (panel_text(4, 2), "", 0),  # both rows back to texts drawn before
            (panel_text(4, 2), "-wide", 1),  # centred: the whole text formatted again
            (panel_text(3, 2), "-wide", 1),  # a row drawn before, but not centred: formatted
        ]):
            await shown_in_both(pilot, counts, kept, whole, text, classes)
            assert counts.asked, number  # the panel was repainted
            assert len(counts.formatted) + len(counts.whole_texts) == formatted, \
                (number, counts.formatted, counts.whole_texts)
            assert drawn(kept) == drawn(whole), number
