"""The real-terminal benchmark leaves the command line's cursor blink out of a key's frames.

`bench/bench_terminal.py` times a key to the end of the last frame it caused. Textual's input redraws its
line every half second to blink the cursor, and a key the line does not read (ctrl+z, ctrl+y) does not
restart that blink, so a blink landing after a move's frames was counted as the move's: up to a quarter of
a second of key-to-screen time that no work of the key caused.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.bench_terminal import COMMAND_ROW, CursorBlinks, row_writes

SYNC = b"\x1b[?2026h"


def line(row: int, text: bytes, cursor_style: bytes) -> bytes:
    """A row drawn as Textual draws it: a move, styled runs of characters."""
    return b"\x1b[%d;3H\x1b[38;2;200;200;200m" % row + text[:-1] + cursor_style + text[-1:] + b"\x1b[0m"


def test_a_row_is_read_as_its_characters_without_their_styles_nor_the_terminal_cursors_place() -> None:
    frame = SYNC + line(COMMAND_ROW, b"next", b"\x1b[7m") + b"\x1b[40;1H\x1b[1m^z\x1b[0m Undo" + b"\x1b[39;7H"
    assert row_writes(frame) == {COMMAND_ROW: ((3, b"next"),), 40: ((1, b"^z Undo"),)}


def test_the_cursor_turning_off_and_on_is_a_blink() -> None:
    blinks = CursorBlinks()
    assert not blinks.only_blinks(SYNC + line(COMMAND_ROW, b"next", b"\x1b[7m"))  # the typed character: a change
    assert blinks.only_blinks(SYNC + line(COMMAND_ROW, b"next", b"\x1b[27m"))
    assert blinks.only_blinks(SYNC + line(COMMAND_ROW, b"next", b"\x1b[7m"))


def test_a_changed_line_or_any_other_row_is_not_a_blink() -> None:
    blinks = CursorBlinks()
    blinks.only_blinks(SYNC + line(COMMAND_ROW, b"next", b"\x1b[7m"))
    assert not blinks.only_blinks(SYNC + line(COMMAND_ROW, b"nex ", b"\x1b[7m"))  # backspace: the text changed
    assert not blinks.only_blinks(SYNC + line(COMMAND_ROW - 1, b"help", b""))  # the help line's first drawing
    assert not blinks.only_blinks(SYNC + line(COMMAND_ROW - 1, b"help", b"\x1b[2m"))  # only a style, but not the line
    both = SYNC + line(COMMAND_ROW, b"nex ", b"\x1b[27m") + line(10, b"board", b"")
    assert not blinks.only_blinks(both)  # the cursor's row drawn with the board: the move's frame


def test_a_short_frame_counts_when_it_changes_characters_and_not_when_it_only_restyles() -> None:
    """A typed character's frame may be shorter than `BLINK_BYTES` (one cell and the cursor's): it changes a
    character, so it is the key's frame (it was taken for a cursor's move, and the bench waited 5 s for a frame)."""
    blinks = CursorBlinks()
    blinks.only_blinks(SYNC + line(COMMAND_ROW, b"ne", b"\x1b[7m"))
    assert not blinks.only_blinks(SYNC + line(COMMAND_ROW, b"nex", b"\x1b[7m")) and blinks.changed
    assert blinks.only_blinks(SYNC + line(COMMAND_ROW, b"nex", b"\x1b[27m")) and not blinks.changed
    assert not blinks.only_blinks(SYNC + line(40, b"^z Undo", b"\x1b[2m")) and blinks.changed  # the footer's first
    assert not blinks.only_blinks(SYNC + line(40, b"^z Undo", b"\x1b[0m")) and not blinks.changed  # lit: a style


def test_a_typed_characters_first_frame_is_its_own_when_the_suggestion_showed_it_already() -> None:
    """Typing `x` after `ne` with `next` suggested redraws the same characters, only the `x` no longer dim: the
    filter took it for a blink and the bench waited 5 s for the key's frame."""
    blinks = CursorBlinks()
    blinks.only_blinks(SYNC + line(COMMAND_ROW, b"next", b"\x1b[2m"))
    blinks.typed = True
    assert not blinks.only_blinks(SYNC + line(COMMAND_ROW, b"next", b"\x1b[7m"))
    assert blinks.only_blinks(SYNC + line(COMMAND_ROW, b"next", b"\x1b[27m"))  # the next one is a blink again
