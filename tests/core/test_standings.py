"""`Game.standings`: the heroes and winners play statistics count, as typed data of a game's state."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.games import get_game
from rules_engine.standings import Standings


def test_a_winner_must_sit_at_the_table_and_a_game_going_on_has_none() -> None:
    with pytest.raises(ValueError):
        Standings(("A", "B"), finished=True, winners=(2,))
    with pytest.raises(ValueError):
        Standings(("A", "B"), finished=False, winners=(0,))
    assert Standings(("A", "B"), finished=True, winners=(1,)).winners == (1,)


def test_runebound2_ends_with_no_winner_when_every_hero_lost_and_nothing_splits_them() -> None:
    from tests.runebound2.helpers import new_game

    game = get_game("runebound2")
    state = new_game(2)
    tied = game.standings(replace(state, winner=-1))
    assert tied.finished and tied.winners == ()
    assert game.standings(replace(state, winner=1)).winners == (1,)
    going = game.standings(state)
    assert not going.finished and len(going.heroes) == 2 and all(going.heroes)


def test_runebound3_leaves_the_winner_to_the_scenario_card() -> None:
    from rules_engine.runebound3.state import Stage
    from tests.runebound3.helpers import new_state

    game = get_game("runebound3")
    over = game.standings(replace(new_state(2), stage=Stage.OVER))
    assert over.finished and not over.decided and over.winners == ()
    assert not game.standings(new_state(2)).finished
