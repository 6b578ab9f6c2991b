"""Alone, a peril or glory card drawn when none is owed, applied as a house rule, owes nothing afterwards.

Played in Polish (twenty-second pass, text23): a peril card named in the card tray when the roll owed none, applied as
a house rule, left the game owing «-1 kart ryzyka» («teraz: dobierz: -1 kart ryzyka»), and the card drawn was never
played. It is played at once now, as the last owed card would be, and nothing more is owed."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from tests.dungeoneer.flow import act, solo_table


@pytest.mark.rule("dungeoneer.solo.peril-roll")
def test_a_peril_card_drawn_when_none_is_owed_is_played_and_leaves_nothing_owed() -> None:
    state = act(solo_table(), "next")
    state = act(act(state, "place corner north of t1"), "next")
    state = act(act(state, "move north"), "move north")
    state = act(state, "peril-roll", 6, 6)  # no die at or under the peril: no card owed
    assert state.solo is not None and state.solo.to_draw == 0
    drawn = GAME.apply(state, A.DrawPeril("zombie", source="table"), override=True)
    assert drawn.state.solo is not None and drawn.state.solo.to_draw == 0
    assert "-1" not in str(GAME.decision(drawn.state).prompt)
    assert drawn.state.battle is not None and drawn.state.battle.stage is Stage.RESPONSE  # the zombie attacks


@pytest.mark.rule("dungeoneer.solo.glory-draws")
def test_a_glory_card_drawn_when_none_is_owed_leaves_nothing_owed() -> None:
    state = solo_table()
    assert state.solo is not None and state.solo.glory_draws == 0
    drawn = GAME.apply(state, A.DrawGlory("scare", source="table"), override=True)
    assert drawn.state.solo is not None and drawn.state.solo.glory_draws == 0
