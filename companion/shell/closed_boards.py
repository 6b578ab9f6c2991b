"""The boards the app has opened, seen weakly, so that a closed one is known to be gone before the next is read.

A board's opening freezes what lives out of the cyclic collector's passes (`gc.freeze()`), the board's session and
widgets included; once closed they are cyclic garbage that no pass looks at. The app unfreezes and collects on the way
to the next board (`CompanionApp._let_closed_boards_go`). A closed board can still be held then: Textual hands the
callbacks a closing screen asked for after its refresh (its bindings refreshed once its focus is cleared) to the
screen shown next, which runs them when it is next idle; a key typed ahead reaches the home screen before that. Read
then, the next board would freeze the closed one again with itself (about 17 MiB at 50,000 actions). `BoardsSeen`
tells the app whether a closed board outlived the collection, so that it opens the next one only once it is gone.

A closed board can also be held for up to a second by a timer of its own (its clock's tick, its cursor's blink):
stopped with the board, but kept in asyncio's queue until its time, with the context it was started in, where
Textual's `active_message_pump` is the board. No callback of the screen on top waits for that, and the next board is
not put off for it: it opens, and the app looks again `LOOK_AGAIN_AFTER` seconds later, at a pause in the keys
(`CompanionApp._let_held_boards_go`: the collector unfrozen, a pass, frozen again).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable

from textual.screen import Screen

#: How many times the next board's opening is put off while a closed board is still held (each time until the screen
#: on top has run the callbacks it holds). Then it opens anyway: a board still held after that is held by something
#: else than a callback, and is let go on the way to the board after.
MOST_PUT_OFF = 4
#: Seconds after a board opened with a closed one still held before the app looks again: longer than the interval of
#: any timer a board runs (a second), whose stopped handle asyncio keeps until its time.
LOOK_AGAIN_AFTER = 1.5
#: Seconds without a key after which the app counts as paused (a pass of the collector then waits for no frame) ...
QUIET_AFTER_KEY = 0.1
#: ... and seconds before it looks whether the keys have paused, when they have not.
LOOK_AGAIN_SOON = 0.5
#: How many times the app looks again; a board still held after that is held by something else than a timer, and is
#: let go on the way to the board after.
MOST_LOOKS_AGAIN = 3


class BoardsSeen:
    """Weak references to every board the app has pushed (the app keeps no board alive by listing it)."""

    def __init__(self) -> None:
        self._boards: list[weakref.ref[Screen]] = []

    def opened(self, board: Screen) -> None:
        """A board was pushed."""
        self._boards.append(weakref.ref(board))

    def closed_still_held(self, shown: Iterable[Screen]) -> int:
        """How many boards not among `shown` (the screen stack) are still alive; the dead ones are forgotten."""
        on_screen = list(shown)
        alive = [(reference, reference()) for reference in self._boards]
        self._boards = [reference for reference, board in alive if board is not None]
        return sum(1 for _reference, board in alive
                   if board is not None and not any(board is screen for screen in on_screen))
