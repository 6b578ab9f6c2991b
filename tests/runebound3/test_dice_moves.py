"""A move by terrain dice step by step (Движение:): the roll asked of the app or the table, one space per die,
exerting to reroll one named die, the city, road, river and wild rules; random rolls keep every die spent once."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import DiceRequest
from rules_engine.dice import SeededDiceSource, TableDice
from cards_db.errors import CatalogueError
from cards_db.kinds import get_kind
from rules_engine.game import GameSetup, SetupError
from rules_engine.runebound3.exploration import explore_request
from rules_engine.runebound3.outdoor_rest import rest_request
from rules_engine.runebound3.challenge_commands import table_roll
from rules_engine.runebound3.dice_moves import EndMove, MoveReroll, MoveRoll, MoveStep, move_request
from rules_engine.runebound3.terrain_dice import terrain_die
from rules_engine.runebound3.fighting import TERRAIN_SYMBOLS
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Stage
from tests.runebound3.helpers import new_setup, new_state, refused_rule

FACES = [["forest", "hills"], ["plains"], ["water"], ["plains", "road"], ["mountains", "swamp"], ["wild"]]


def described_state():
    """A game whose catalogue describes the table's terrain die, so the app can roll it."""
    setup = new_setup()
    return RUNEBOUND3.new_game(GameSetup(setup.players, setup.options,
                                         {**setup.catalogue, "terrain_dice": {"faces": FACES}}))


def rolled(*faces: str):
    """The state after a move roll showing `faces` (speed 3)."""
    return RUNEBOUND3.apply(new_state(), MoveRoll(table_roll(faces))).state


@pytest.mark.rule("runebound3.move.dice")
def test_a_move_asks_for_speed_terrain_dice_and_the_app_rolls_them_when_the_faces_are_described() -> None:
    request = RUNEBOUND3.parse_command(new_state(), "travel")
    assert isinstance(request, DiceRequest) and request.count == 3 and not request.die.can_roll()
    state = described_state()
    request = RUNEBOUND3.parse_command(state, "travel")
    assert request.die.can_roll() and request == move_request(state)
    roll = SeededDiceSource(4).roll(request.die, request.count)
    after = RUNEBOUND3.apply(state, request.build(roll)).state
    assert after.stage is Stage.MOVING and after.actions_used == 1
    assert after.moving.faces == tuple(tuple(f.symbols) for f in roll.faces)
    table = TableDice(["forest+hills", "plains", "water"]).roll(terrain_die(new_state()), 3)
    assert RUNEBOUND3.parse_command(new_state(), "travel rolled forest+hills plains water") == MoveRoll(table_roll(
        ("forest+hills", "plains", "water"))) and len(table.faces) == 3


@pytest.mark.rule("runebound3.move.dice")
def test_each_die_pays_one_step_showing_its_terrain_and_the_move_ends_when_all_are_spent() -> None:
    state = rolled("forest+hills", "plains", "plains")
    state = RUNEBOUND3.apply(state, MoveStep(0, "Old Wood", "wilds", "hills")).state
    assert state.hero.space == "Old Wood" and state.moving.unspent == (1, 2)
    rule, message = refused_rule(state, MoveStep(0, "Meadow", "wilds", "plains"))
    assert rule == "runebound3.move.dice" and "already spent" in message
    rule, message = refused_rule(state, MoveStep(1, "Crag", "wilds", "mountains"))
    assert rule == "runebound3.move.dice" and "cannot pay" in message
    state = RUNEBOUND3.apply(state, MoveStep(1, "Meadow", "wilds", "plains")).state
    state = RUNEBOUND3.apply(state, MoveStep(2, "Far Meadow", "wilds", "plains")).state
    assert state.stage is Stage.ACTIONS and state.moving is None and state.hero.space == "Far Meadow"
    assert state.actions_used == 1


@pytest.mark.rule("runebound3.move.dice")
def test_stopping_early_loses_the_unspent_dice_and_nothing_else_happens_while_moving() -> None:
    state = rolled("forest", "plains", "water")
    rule, _ = refused_rule(state, MoveRoll(table_roll(("forest", "plains", "water"))))
    assert rule == "runebound3.move.dice"
    after = RUNEBOUND3.apply(state, EndMove()).state
    assert after.stage is Stage.ACTIONS and after.moving is None and after.hero.space == state.hero.space


@pytest.mark.rule("runebound3.move.dice")
def test_a_third_action_move_passes_the_turn_only_once_the_move_ends() -> None:
    state = new_state()
    for _ in range(2):
        state = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, "train")).state
    state = RUNEBOUND3.apply(state, MoveRoll(table_roll(("forest", "plains", "water")))).state
    assert state.active == 0 and state.stage is Stage.MOVING
    state = RUNEBOUND3.apply(state, EndMove()).state
    assert state.active == 1


@pytest.mark.rule("runebound3.move.dice")
def test_the_roll_must_be_speed_terrain_dice() -> None:
    rule, message = refused_rule(new_state(), MoveRoll(table_roll(("forest", "plains"))))
    assert rule == "runebound3.move.dice" and "3 terrain dice" in message


@pytest.mark.rule("runebound3.move.exert")
def test_exerting_discards_a_card_and_rerolls_the_named_unspent_die_as_its_own_roll() -> None:
    state = rolled("forest", "plains", "mountains")
    hand = state.hero.hand
    assert RUNEBOUND3.parse_command(state, "exert 3 rolled hills") == MoveReroll(2, table_roll(("hills",)))
    request = RUNEBOUND3.parse_command(state, "exert 3")
    assert isinstance(request, DiceRequest) and request.count == 1
    state = RUNEBOUND3.apply(state, MoveReroll(2, table_roll(("hills",)))).state
    assert state.moving.faces == (("forest",), ("plains",), ("hills",)) and state.hero.hand == hand - 1
    assert state.moving.rerolls == 1
    state = RUNEBOUND3.apply(state, MoveStep(0, "Old Wood", "wilds", "forest")).state
    rule, message = refused_rule(state, MoveReroll(0, table_roll(("plains",))))
    assert rule == "runebound3.move.dice" and "already spent" in message


@pytest.mark.rule("runebound3.move.exert")
def test_exerting_needs_a_card_in_hand() -> None:
    state = rolled("forest", "plains", "mountains")
    for _ in range(state.hero.hand):
        state = RUNEBOUND3.apply(state, MoveReroll(2, table_roll(("mountains",)))).state
    rule, message = refused_rule(state, MoveReroll(2, table_roll(("hills",))))
    assert rule == "runebound3.move.exert" and "holds none" in message


@pytest.mark.rule("runebound3.move.city")
def test_any_face_enters_a_city() -> None:
    state = RUNEBOUND3.apply(rolled("mountains", "plains", "plains"), MoveStep(0, "Forge", "city", "any"))
    assert state.state.hero.space == "Forge" and "runebound3.move.city" in [c.rule_id for c in state.ruling.citations]


@pytest.mark.rule("runebound3.move.road")
def test_any_face_goes_on_along_a_road_or_over_a_bridge() -> None:
    outcome = RUNEBOUND3.apply(rolled("mountains", "plains", "plains"), MoveStep(0, "Old Bridge", "wilds", "any"))
    assert "runebound3.move.road" in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("runebound3.move.river")
def test_crossing_a_river_from_plain_to_plain_spends_a_die_showing_water() -> None:
    state = rolled("plains", "water", "plains")
    rule, message = refused_rule(state, MoveStep(0, "Far Meadow", "wilds", "water"))
    assert rule == "runebound3.move.river" and "water" in message
    assert RUNEBOUND3.apply(state, MoveStep(1, "Far Meadow", "wilds", "water")).state.hero.space == "Far Meadow"


@pytest.mark.rule("runebound3.move.wild")
def test_a_wild_face_pays_for_any_terrain_when_moving() -> None:
    outcome = RUNEBOUND3.apply(rolled("wild", "plains", "plains"), MoveStep(0, "Crag", "wilds", "mountains"))
    assert outcome.state.hero.space == "Crag" and "runebound3.move.wild" in [c.rule_id for c in outcome.ruling.citations]


def test_the_choices_offer_the_roll_then_each_unspent_die_the_reroll_and_stopping() -> None:
    assert any(c.action is MoveRoll and c.request is not None for c in RUNEBOUND3.choices(new_state()))
    state = RUNEBOUND3.apply(rolled("forest", "plains", "water"), MoveStep(1, "Meadow", "wilds", "plains")).state
    choices = RUNEBOUND3.choices(state)
    assert {c.fields["die"].value for c in choices if c.action is MoveStep} == {0, 2}
    assert {c.fields["die"].value for c in choices if c.action is MoveReroll} == {0, 2}
    assert any(c.action is EndMove for c in choices)
    assert "dice left 1: forest, 3: water" in RUNEBOUND3.decision(state).prompt
    assert ("Move", ("dice 1: forest, 2: plains (spent), 3: water",)) in RUNEBOUND3.view(state).sections


def test_a_table_face_the_terrain_die_cannot_show_is_refused_when_typed() -> None:
    with pytest.raises(Exception) as error:
        RUNEBOUND3.parse_command(new_state(), "travel rolled forest+lava")
    assert "lava" in str(error.value)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_random_move_rolls_rerolls_and_steps_never_spend_a_die_twice_and_every_refusal_is_cited(seed: int) -> None:
    rng = random.Random(seed)
    state = described_state()
    die = terrain_die(state)
    state = RUNEBOUND3.apply(state, MoveRoll(SeededDiceSource(seed).roll(die, 3))).state
    spent: set[int] = set()
    while state.stage is Stage.MOVING:
        choice = rng.choice(RUNEBOUND3.choices(state))
        act = choice.sample(rng)
        if isinstance(act, MoveStep) and rng.random() < 0.3:
            act = MoveStep(rng.randrange(4), act.space, act.kind, rng.choice((*TERRAIN_SYMBOLS, "any")))
        ruling = RUNEBOUND3.check(state, act)
        if not ruling.allowed:
            assert ruling.citations, ruling.message
            continue
        before = state
        state = RUNEBOUND3.apply(state, act).state
        if isinstance(act, MoveStep):
            assert act.die not in spent
            spent.add(act.die)
            assert state.hero.space == act.space
        elif isinstance(act, MoveReroll):
            assert act.die not in spent and state.hero.hand == before.hero.hand - 1
        assert state.hero.space and state.hero.hand >= 0
    assert state.moving is None and len(spent) <= 3


def test_the_terrain_die_described_once_in_the_catalogue_lets_the_app_roll_rest_and_exploration_too() -> None:
    entry = get_kind("runebound3", "terrain-dice").validate({"id": "Ours", "name": "Our dice", "faces": FACES})
    setup = new_setup()
    state = RUNEBOUND3.new_game(GameSetup(setup.players, setup.options, {**setup.catalogue, "terrain_dice": entry}))
    assert rest_request(state, "forest").die.can_roll() and explore_request(state, ()).die.can_roll()
    assert not rest_request(new_state(), "forest").die.can_roll()
    with pytest.raises(CatalogueError):
        get_kind("runebound3", "terrain-dice").validate({"id": "o", "name": "o", "faces": [["lava"]]})
    with pytest.raises(SetupError):
        RUNEBOUND3.new_game(GameSetup(setup.players, setup.options,
                                      {**setup.catalogue, "terrain_dice": {"faces": [["lava"]]}}))
