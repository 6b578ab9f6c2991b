"""What a game's area is given to draw: one typed value per refresh, with the board and the checked choices.

The session frame (and the timeline of past moments, and the tests' small apps) build it once per refresh
with `area_view`: the game's view of the state (its typed board in `view.data`) and `Game.choices`, each
computed once, however many panels and dialogs read them. An area renders it and builds its dialogs' options
from `choices`; it never asks the engine for choices itself (tests/tui/test_area_view.py counts the calls).
The choices are worked out when first read, not with the view: most moves draw no panel that reads them (a board
reads them for a dialog, a click, a fight's buttons), and a typed command's new position paid for them at every Enter.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from rules_engine.decisions import Choice
from rules_engine.game import Game, GameView
from rules_engine.ruling import Ruling
from screens.view_cache import RecentStates, view_of


@dataclass(frozen=True, eq=False)
class AreaView:
    """One moment of a session as an area draws it: the state, the game's view of it and its checked choices."""

    #: The session's game.
    game: Game
    #: The state shown (read by the widgets that still draw from it; the typed board is `board`).
    state: Any
    #: The game's view of the state: turn, phase, players, what is allowed now, and the typed board (`view.data`).
    view: GameView
    #: The latest ruling of the session (an open dialog shows the result of the step just taken), or None.
    ruling: Ruling | None = None

    @property
    def choices(self) -> tuple[Choice, ...]:
        """Everything the engine has checked as allowed now (`Game.choices`), in its order: worked out at the first
        reading for this state, and kept with the few states most recently asked for (`choices_of`)."""
        return choices_of(self.game, self.state)

    @property
    def board(self) -> Any:
        """The game's typed view data (`GameView.data`)."""
        return self.view.data

    def offered(self, *kinds: type) -> tuple[Choice, ...]:
        """The choices whose action is one of `kinds`, in the engine's order."""
        return tuple(choice for choice in self.choices if choice.action in kinds)

    def offers(self, step: Hashable) -> Any:
        """Every candidate of one of the game's steps with the engine's verdict on it (`Game.offers`, the game's typed
        value, worked out when a dialog asks), or None when the game has no such step now."""
        return self.game.offers(self.state, step)

    def answering(self, *kinds: type) -> tuple[Choice, ...]:
        """The choices that answer the game's decision (`Choice.answers`) whose action is one of `kinds`, in order."""
        return tuple(choice for choice in self.choices if choice.answers and choice.action in kinds)


_choices = RecentStates()


def choices_of(game: Game, state: Any) -> tuple[Choice, ...]:
    """`game.choices(state)`, computed once for each of the states most recently asked for (states are immutable)."""
    return _choices.get(game, state, lambda: tuple(game.choices(state)))


def area_view(game: Game, state: Any, ruling: Ruling | None = None) -> AreaView:
    """The value an area is shown: the view of this state, computed once (its choices once, when first read)."""
    return AreaView(game, state, view_of(game, state), ruling)
