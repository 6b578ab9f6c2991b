"""The game's view of a state, computed once however many panels draw it, and again for a state shown a move ago.

After an action the frame and the game area both draw from `game.view(state)`, and a view can
cost milliseconds (Dice Throne's carries exact odds). States are immutable, so what was worked out
for a state is kept and given again while that same state object is asked for. A few states are
kept, not one: in the player's order (act, take it back, put it back) an undo shows again the very
state object the board showed before the action, and its view, its choices and its commands line
are those worked out then (tests/tui/test_view_cache.py counts the engine's calls).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from companion.services.i18n import current_language
from rules_engine.game import CommandHelp, Game, GameView

T = TypeVar("T")

#: How many states' results are kept per kind (the state shown, the one before the last action, and a little more).
KEPT_STATES = 4


class RecentStates:
    """What one function of the game gave for the few states most recently asked for, by identity (states are
    immutable: the same object always gives the same answer), in the interface's language of the time (a view or
    a command's help may carry text already translated)."""

    def __init__(self, size: int = KEPT_STATES) -> None:
        self._size = size
        #: (game, state, language, result), the most recently asked for last.
        self._kept: list[tuple[Game, Any, str, Any]] = []

    def get(self, game: Game, state: Any, work: Callable[[], T]) -> T:
        """The result kept for this game and state, or `work()`'s, kept from now on."""
        kept, language = self._kept, current_language()
        for index in range(len(kept) - 1, -1, -1):
            entry = kept[index]
            if entry[1] is state and entry[0] is game and entry[2] == language:
                if index != len(kept) - 1:
                    kept.append(kept.pop(index))
                return entry[3]
        result = work()
        kept.append((game, state, language, result))
        if len(kept) > self._size:
            del kept[0]
        return result


_views = RecentStates()


def view_of(game: Game, state: Any) -> GameView:
    """`game.view(state)`, computed once for each of the states most recently asked for."""
    return _views.get(game, state, lambda: game.view(state))


_commands = RecentStates()


def commands_of(game: Game, state: Any) -> tuple[CommandHelp, ...]:
    """`game.commands(state)` (the commands line's help), computed once for each of the states most recently asked
    for."""
    return _commands.get(game, state, lambda: tuple(game.commands(state)))
