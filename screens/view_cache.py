"""The game's view of a state, computed once however many panels draw it.

After an action the frame and the game area both draw from `game.view(state)`, and a view can
cost milliseconds (Dice Throne's carries exact odds). States are immutable, so the view of the
state last asked for is kept and given again while that same state object is asked for.
"""

from __future__ import annotations

from typing import Any

from rules_engine.game import Game, GameView

_last: tuple[Game, Any, GameView] | None = None


def view_of(game: Game, state: Any) -> GameView:
    """`game.view(state)`, computed once for the state most recently asked for."""
    global _last
    if _last is not None and _last[0] is game and _last[1] is state:
        return _last[2]
    view = game.view(state)
    _last = (game, state, view)
    return view
