"""Whose peril pays, at a table of three: one opponent per card, X chosen by the payer, and a monster
attacking once a turn paid with the attacked hero's peril."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules_engine.dungeoneer.actions import PlayPeril
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.values import replace
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS, act, refused

MAGE = {"id": "mage", "name": "Mage", "health": 3, "boon_limit": 3, "treasure_limit": 1,
        "melee": [0, 1, 1, 2], "magic": [2, 2, 3, 3], "speed": [2, 3, 3, 3]}


def three_players(peril: tuple[int, int, int] = (2, 2, 2)) -> DgState:
    """Ann, Bo and Cy; Ann first, in her dungeon lord phase; each with the peril given."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight"), PlayerSetup("Cy", "mage")), {},
                      {"heroes": {**HEROES, "mage": MAGE}, "locations": LOCATIONS, "monsters": MONSTERS,
                       "quests": QUESTS, "cards": CARDS})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "quests p3 hall-rite entrance-oath")
    state = act(act(state, "shared t1-watch"), "first-player", 6, 2, 1)
    for seat, amount in enumerate(peril):
        state = state.with_hero(seat, replace(state.heroes[seat], peril=amount))
    return state


@pytest.mark.rule("dungeoneer.points.one-opponent", "dungeoneer.points.x-cost")
def test_one_card_is_never_paid_with_two_opponents_peril() -> None:
    state = three_players((0, 2, 2))
    # Quake costs X: 3 is more than either opponent has, and the two cannot pool their peril.
    assert refused(state, "peril quake paid-by p2 x 3") == "dungeoneer.points.one-opponent"
    assert refused(state, "peril quake paid-by p3 x 3") == "dungeoneer.points.one-opponent"
    with pytest.raises(CommandError):
        GAME.parse_command(state, "peril quake paid-by p2 p3 x 3")  # the command has room for one payer only
    after = act(state, "peril quake paid-by p2 x 2")
    assert [h.peril for h in after.heroes] == [0, 0, 2]


@pytest.mark.rule("dungeoneer.points.x-cost")
@settings(max_examples=30, deadline=None)
@given(x=st.integers(0, 6), peril=st.integers(0, 6))
def test_an_x_cost_is_what_the_player_chooses_paid_in_full_by_one_opponent(x: int, peril: int) -> None:
    state = three_players((0, peril, 5))
    action = PlayPeril(0, "quake", None, 1, x)
    if x <= peril:
        after = GAME.apply(state, action).state
        assert after.heroes[1].peril == peril - x and after.heroes[2].peril == 5
    else:
        with pytest.raises(RuleViolation):
            GAME.apply(state, action)


@pytest.mark.rule("dungeoneer.points.x-cost")
def test_a_card_with_a_printed_cost_has_no_x_and_x_is_never_negative() -> None:
    state = three_players((0, 5, 5))
    assert refused(state, "peril curse on p2 x 2") == "dungeoneer.points.x-cost"
    with pytest.raises(RuleViolation):
        GAME.apply(state, PlayPeril(0, "quake", None, 1, -1))


@pytest.mark.rule("dungeoneer.battle.monster-attack", "dungeoneer.points.spending")
def test_a_monster_is_paid_with_the_attacked_heros_peril_not_another_opponents() -> None:
    state = three_players((0, 0, 2))
    assert refused(state, "monsters p2 zombie:melee") == "dungeoneer.points.spending"  # Bo has none; Cy cannot pay
    state = act(state, "monsters p3 zombie:melee")
    assert [h.peril for h in state.heroes] == [0, 0, 1]


@pytest.mark.rule("dungeoneer.battle.monster-attack", "dungeoneer.battle.lair")
def test_a_monster_attacks_once_a_turn_even_back_from_the_lair() -> None:
    state = three_players((0, 3, 3))
    state = act(state, "monsters p2 zombie:melee")
    state = act(act(state, "respond"), "attack-roll", 1)  # 1 + 2 = 3
    state = act(state, "counter-roll", 1)  # the knight: 1 + 2 = 3, a tie
    assert state.battle.stage is Stage.LAIR
    state = act(state, "send zombie lair")
    assert state.battle is None and state.heroes[0].lair == ("zombie",)
    assert refused(state, "monsters p3 zombie:melee") == "dungeoneer.battle.monster-attack"  # once this turn
    assert state.heroes[0].lair == ("zombie",)  # nothing changed


@pytest.mark.rule("dungeoneer.battle.lair-play", "dungeoneer.points.spending")
def test_a_monster_played_from_the_lair_is_paid_again_like_one_from_the_hand() -> None:
    state = three_players((0, 1, 0))
    state = state.with_hero(0, replace(state.heroes[0], lair=("legion", "zombie")))
    # The legion costs 2: Bo's one peril cannot pay for it, lair or not; nothing changes.
    assert refused(state, "monsters p2 legion:melee") == "dungeoneer.points.spending"
    assert state.heroes[0].lair == ("legion", "zombie") and state.heroes[1].peril == 1
    # Cy has no peril at all: not even the zombie (cost 1) comes out of the lair against her.
    assert refused(state, "monsters p3 zombie:melee") == "dungeoneer.points.spending"
    state = act(state, "monsters p2 zombie:melee")
    assert state.heroes[1].peril == 0 and state.heroes[0].lair == ("legion",)
