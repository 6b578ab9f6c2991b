"""One refresh of the session frame computes the game's view (with its typed board) and its checked choices once
each, however many panels and dialogs read them (`screens.area_view`): counted calls, never timings."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import rules_engine.runebound2.game as runebound2_game
from screens.area_view import AreaView
from screens.game_area import GameArea
from tests.tui.picture_cases import PICTURES

#: One board of each game with an area of its own (the Class Decks' too), in the real session frame.
BOARDS = ("dice-throne-king-of-the-hill", "runebound2-tracks", "runebound2-class-decks", "runebound3-token-fight",
          "dungeoneer", "dungeoneer-solo")


def counting(calls: Counter[str], name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """`function`, counting each call under `name`."""
    def counted(*args: Any, **kwargs: Any) -> Any:
        calls[name] += 1
        return function(*args, **kwargs)
    return counted


@pytest.mark.parametrize("name", BOARDS)
async def test_one_refresh_computes_the_view_and_the_choices_once(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = PICTURES[name].make()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        frame = app.screen
        session = frame.live
        game = session.game
        calls: Counter[str] = Counter()
        kind = type(game)
        monkeypatch.setattr(kind, "view", counting(calls, "view", kind.view))
        monkeypatch.setattr(kind, "own_choices", counting(calls, "choices", kind.own_choices))  # the work, not the asking
        monkeypatch.setattr(runebound2_game, "board", counting(calls, "runebound2 board", runebound2_game.board))
        shown: list[AreaView] = []
        area = frame.query_one("#game-area", GameArea)
        monkeypatch.setattr(area, "draw", counting(calls, "draw", lambda view: shown.append(view)))
        session._state = copy.copy(session.state)  # a state not seen before: nothing of it is cached yet
        frame.refresh_view()
        await pilot.pause()
        assert calls["view"] == 1 and calls["choices"] <= 1 and calls["draw"] == 1, calls  # choices: when read
        assert calls["runebound2 board"] == (1 if game.id == "runebound2" else 0), calls
        assert shown[0].state is session.state and [c.label for c in shown[0].choices] == [
            c.label for c in game.choices(session.state)]
        assert [c.label for c in shown[0].choices] == [c.label for c in game.choices(session.state)]
        assert calls["choices"] == 1, calls  # worked out once, however often read


#: Boards whose drawing reads no choice of the engine (their dialogs, clicks and buttons do). Not Dice Throne: its
#: engine builds its view from its choices, so they are worked out with the view there.
BOARDS_WITHOUT_CHOICES = ("runebound2-tracks", "runebound2-class-decks", "runebound3-token-fight", "dungeoneer", "dungeoneer-solo")


@pytest.mark.parametrize("name", BOARDS_WITHOUT_CHOICES)
async def test_a_new_position_drawn_works_out_no_choices_when_nothing_drawn_reads_them(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A typed command's new position: the board drawn (its real drawing), the engine's choices not worked out, since
    nothing on the board reads them then. Before: once per new position (`area_view` worked them out with the view)."""
    app = PICTURES[name].make()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        frame = app.screen
        session = frame.live
        kind = type(session.game)
        calls: Counter[str] = Counter()
        monkeypatch.setattr(kind, "view", counting(calls, "view", kind.view))
        monkeypatch.setattr(kind, "own_choices", counting(calls, "choices", kind.own_choices))
        session._state = copy.copy(session.state)  # a state not seen before: nothing of it is cached yet
        frame.refresh_view()
        await pilot.pause()
        await pilot.pause()
        assert calls == Counter(view=1), calls
