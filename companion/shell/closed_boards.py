"""The boards the app has opened, seen weakly, so that a closed one has let go of its session before the next is read.

A board's opening freezes what lives out of the cyclic collector's passes (`gc.freeze()`), the board's session and
widgets included; once closed they are cyclic garbage that no pass looks at. The app unfreezes and collects on the way
to the next board (`CompanionApp._let_closed_boards_go`).

A closed board lets go of its session, its controller and its widgets as it is unmounted
(`SessionFrame._let_go_of_what_is_heavy`), so whatever still names the screen object afterwards holds a few kilobytes,
not the session (about 17 MiB at 50,000 actions): the cancelled handles of its stopped timers, kept in asyncio's queue
until their time with the context they were started in, and Textual's `visible_screen_stack`, copied into every timer
started under a screen drawn over the board (help, the timeline, a prompt). Neither is waited for.

What is waited for is the unmount itself: a key typed ahead can ask for the next board before the closed one has been
unmounted (Textual removes a popped screen in a task of its own, and hands the callbacks it asked for after its refresh
to the screen shown next, which runs them when next idle). Read then, the next board would freeze the closed one's
session with itself. `BoardsSeen` tells the app whether a closed board still holds its session, so that it opens the
next one only once it has let go.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable

from textual.screen import Screen

#: How many times the next board's opening is put off while a closed board still holds its session (each time until
#: the screen on top has run the callbacks it holds). Then it opens anyway: a board that has still not let go after
#: that is let go on the way to the board after.
MOST_PUT_OFF = 4


class BoardsSeen:
    """Weak references to every board the app has pushed (the app keeps no board alive by listing it)."""

    def __init__(self) -> None:
        self._boards: list[weakref.ref[Screen]] = []

    def opened(self, board: Screen) -> None:
        """A board was pushed."""
        self._boards.append(weakref.ref(board))

    def closed_still_holding(self, shown: Iterable[Screen]) -> int:
        """How many boards not among `shown` (the screen stack) are alive and have not yet let go of their session
        (`let_go`, set once a board is unmounted); those gone or let go are forgotten."""
        on_screen = list(shown)
        holding = [(reference, board) for reference in self._boards
                   if (board := reference()) is not None and not getattr(board, "let_go", False)]
        self._boards = [reference for reference, _board in holding]
        return sum(1 for _reference, board in holding if not any(board is screen for screen in on_screen))
