"""The line above the command input wraps and draws only the part of its text that its row shows, and says when
there is more.

A Runebound turn's commands line is several rows of text for one row on screen; Textual wrapped, styled and cut the
whole of it on each move. `first_rows` gives the start of the text that wraps to the same first rows (Textual's
wrapping followed word by word, stopped at the first word of the next row): held here to give the same lines as the
whole text for any text and width, and counted in the frame (the characters the line hands to wrapping), never timed.
A text cut so ends its last row in "…" (play-test, 2026-12-02: Runebound 2e's first turn read "Commands: hero [PLAYER]
[life:N] … [spirit:N]" and stopped there, with nothing to say that `[magic:N]` and the rest, and `help`, followed).
"""

from __future__ import annotations

import pytest
import textual.content
from hypothesis import given, settings
from rich.cells import cell_len
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
    whole, cut = Content(text).wrap(width), Content(start).wrap(width)
    if len(whole) <= rows or width < 2:  # it fits (or a row too narrow to cut: given whole)
        assert start == text
        return
    # Cut: the same first rows, the last of them ending in "…" (a word or a few cells making room for it).
    assert len(cut) == rows, (start, cut)
    assert [line.plain for line in cut[:-1]] == [line.plain for line in whole[:rows - 1]]
    last, whole_last = cut[-1].plain.rstrip(), whole[rows - 1].plain.rstrip()
    assert last.endswith("…") and cell_len(last) <= width
    assert whole_last.startswith(last[:-1].rstrip())


def test_a_text_of_several_lines_or_tabs_is_given_whole() -> None:
    assert first_rows("a b c\nd e f", 2, 1) == "a b c\nd e f"
    assert first_rows("a\tb c d e f", 2, 1) == "a\tb c d e f"
    assert first_rows("short", 80, 1) == "short"
    assert first_rows("one two three four", 7, 1) == "one…"
    assert first_rows("one two three four", 8, 1) == "one two…"
    assert first_rows("one two three four five six", 14, 2) == "one two three four five six"
    assert first_rows("one two three four five six seven", 14, 2) == "one two three\nfour five six…"
    assert first_rows("abcdefghij k", 5, 1) == "abcd…"


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
            # The whole text is never wrapped: only its row's part, when Textual wraps it at all (a part that fits
            # its row is drawn as it is, screens/row_text.py).
            assert all(len(text) <= width + longest_word + 2 for text in own), (own, width)
            # What it draws is what Textual draws for the whole text at its size, up to the mark that there is more.
            whole_drawn = Visual.to_strips(line, visualize(line, Static.render(line), markup=False), width, 1,
                                           line.visual_style)
            part_drawn = Visual.to_strips(line, visualize(line, line.render(), markup=False), width, 1,
                                          line.visual_style)
            shown, whole_row = part_drawn[0].text.rstrip(), whole_drawn[0].text.rstrip()
            if len(Content(whole).wrap(width)) > 1:
                assert shown.endswith("…") and whole_row.startswith(shown[:-1].rstrip()), (shown, whole_row)
            else:
                assert shown == whole_row
            assert len(part_drawn) == 1 and part_drawn[0].cell_length <= width
            assert drawn[0].text.strip() and drawn[0].text.strip().rstrip("…") in whole
