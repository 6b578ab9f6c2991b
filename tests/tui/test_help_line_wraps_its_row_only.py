"""The line above the command input wraps and draws only the part of its text that its row shows.

A Runebound turn's commands line is several rows of text for one row on screen; Textual wrapped, styled and cut the
whole of it on each move. `first_rows` gives the start of the text that wraps to the same first rows (Textual's
wrapping followed word by word, stopped at the first word of the next row): held here to give the same lines as the
whole text for any text and width, and counted in the frame (the characters the line hands to wrapping), never timed.
"""

from __future__ import annotations

import pytest
import textual.content
from hypothesis import given, settings
from hypothesis import strategies as st
from textual.content import Content
from textual.visual import Visual, visualize
from textual.widgets import Input, Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.game import GameSetup, PlayerSetup
from screens.command_line import HelpLine, first_rows
from tests.runebound2.helpers import HEROES as RB2_HEROES
from tests.tui.drive import resume_first
from tests.support.pilot_waits import until

WORDS = st.text(alphabet="ab·ЖЩ漢 ", min_size=0, max_size=14)


@settings(max_examples=400, deadline=None)
@given(words=st.lists(WORDS, max_size=30), width=st.integers(1, 30), rows=st.integers(1, 3))
def test_the_start_wraps_to_the_same_first_rows_as_the_whole_text(words: list[str], width: int, rows: int) -> None:
    text = " ".join(words)
    start = first_rows(text, width, rows)
    assert text.startswith(start)
    whole, cut = Content(text).wrap(width), Content(start).wrap(width)
    assert [line.plain for line in cut[:rows]] == [line.plain for line in whole[:rows]]
    assert (len(cut) > rows) == (len(whole) > rows)  # the last row shown trimmed as one followed by another


def test_a_text_of_several_lines_or_tabs_is_given_whole() -> None:
    assert first_rows("a b c\nd e f", 2, 1) == "a b c\nd e f"
    assert first_rows("a\tb c d e f", 2, 1) == "a\tb c d e f"
    assert first_rows("short", 80, 1) == "short"
    assert first_rows("one two three four", 7, 1) == "one two three "


def test_a_line_of_one_cell_is_given_the_text_whole() -> None:
    """Too narrow for a double-width character, which Textual draws there as a blank and an empty line (found by the
    property above: '漢 a' in one cell and two rows)."""
    assert first_rows("漢 a", 1, 2) == "漢 a"
    assert first_rows("a b c", 1, 1) == "a b c"


def _commands_session(store: SessionStore) -> None:
    setup = GameSetup((PlayerSetup("Anna", "varikas"), PlayerSetup("Boris", "valadir")), {}, {"heroes": RB2_HEROES})
    store.create_session(game_id="runebound2", name="Saturday", setup=setup)


async def test_the_runebound_commands_line_wraps_its_row_only_and_draws_what_the_whole_text_draws(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    wrapped: list[str] = []
    divide_line = textual.content.divide_line

    def counted(text: str, width: int, fold: bool = True) -> list[int]:  # Textual's wrapping of a line, recorded
        wrapped.append(text)
        return divide_line(text, width, fold=fold)

    monkeypatch.setattr(textual.content, "divide_line", counted)
    _commands_session(store)
    async with make_app(store).run_test(size=(80, 24)) as pilot:
        frame = await resume_first(pilot)
        line = frame.query_one("#command-help", HelpLine)
        frame.query_one("#command", Input).cursor_blink = False
        await until(pilot, lambda: str(line.content).startswith("Commands:"), "the commands line shown")
        for typed in ("", "n"):
            if typed:
                await pilot.press(typed)
                await until(pilot, lambda: str(line.content).startswith("Candidates:"), "the candidates shown")
            whole, width = str(line.content), line.size.width
            if not typed:
                assert len(whole) > 3 * width, whole  # a Runebound turn's commands take several rows
            wrapped.clear()
            line.notify_style_update()  # its kept looks forgotten: drawn afresh
            line.refresh()
            drawn = line.render_lines(line.size.region)
            own = [text for text in wrapped if whole.startswith(text)]
            longest_word = max(len(word) for word in whole.split())
            assert own and max(map(len, own)) <= width + longest_word + 2, (own, width)
            # What it draws is what Textual draws for the whole text at its size.
            whole_drawn = Visual.to_strips(line, visualize(line, Static.render(line), markup=False), width, 1,
                                           line.visual_style)
            part_drawn = Visual.to_strips(line, visualize(line, line.render(), markup=False), width, 1,
                                          line.visual_style)
            assert [list(strip) for strip in part_drawn] == [list(strip) for strip in whole_drawn]
            assert drawn[0].text.strip() and drawn[0].text.strip() in whole
