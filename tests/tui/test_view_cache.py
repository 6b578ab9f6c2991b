"""An undo shows again the very state the board showed before the action, and a redo the action's own: their views,
checked choices and commands lines are those worked out when they were first shown, not worked out again (`screens.view_cache.RecentStates`). Counted calls
of the engine in the player's order (act, take it back, put it back), never timings."""

from __future__ import annotations

from collections import Counter
from typing import cast

import pytest

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.game import Game
from screens.session_frame import SessionFrame
from screens.view_cache import RecentStates
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_area_view import counting
from tests.tui.test_layouts_per_move import legal_actions, settle


async def test_an_undo_or_a_redo_draws_a_state_shown_before_without_asking_the_engine_again(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        game = shown.live.game
        calls: Counter[str] = Counter()
        kind = type(game)
        monkeypatch.setattr(kind, "view", counting(calls, "view", kind.view))
        monkeypatch.setattr(kind, "own_choices", counting(calls, "choices", kind.own_choices))
        monkeypatch.setattr(kind, "commands", counting(calls, "commands", kind.commands))
        for _, action in legal_actions(12):
            for name, step in (("act", lambda action=action: shown.apply(action)), ("undo", shown.action_undo),
                               ("redo", shown.action_redo)):
                calls.clear()
                before = shown.live.state
                step()
                await settle(pilot)
                # An action gives a new state; an undo gives back the state object shown before the action, and a
                # redo the action's own (the engine answers the same action on the same state with its first
                # outcome, `Game.apply`): both were worked out when they were shown.
                expected = 1 if name == "act" else 0
                assert (calls["view"], calls["choices"], calls["commands"]) == (expected,) * 3, (name, calls)
                assert shown.live.state is not before


def test_recent_states_keeps_a_few_states_by_identity_and_language() -> None:
    kept = RecentStates(size=2)
    game = cast(Game, object())
    states = [object() for _ in range(3)]
    worked: list[int] = []

    def work(n: int) -> int:
        worked.append(n)
        return n

    assert kept.get(game, states[0], lambda: work(0)) == 0
    assert kept.get(game, states[1], lambda: work(1)) == 1
    assert kept.get(game, states[0], lambda: work(9)) == 0  # kept, and now the most recent
    assert kept.get(game, states[2], lambda: work(2)) == 2  # the oldest (states[1]) goes
    assert kept.get(game, states[1], lambda: work(1)) == 1
    assert worked == [0, 1, 2, 1]
    use_language("ru")  # the suite's conftest puts English back afterwards
    assert kept.get(game, states[1], lambda: work(5)) == 5  # worked out again in the new language
    assert worked == [0, 1, 2, 1, 5]
