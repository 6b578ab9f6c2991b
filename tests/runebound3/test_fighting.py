"""An enemy challenge is fought token by token inside the game: the fight's start, its steps, its end."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.chance import DiceRequest
from rules_engine.decisions import DecisionKind
from rules_engine.dice import DiceRoll, Face
from rules_engine.runebound3.actions import Adventure, CombatResult, Escape, Move, Rest
from rules_engine.runebound3.board import R3Board
from rules_engine.runebound3.combat.actions import FightOn, Pass, Retreat, Shield, Strike, TakeDamage, Toss
from rules_engine.runebound3.fighting import TERRAIN_DIE
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Colour, Fight, PendingCombat, Stage
from rules_engine.runebound3.villains import FaceVillain
from rules_engine.serialization import to_jsonable
from tests.runebound3.helpers import challenge, fighting_state, refused_rule


def play(state, *actions):
    for act in actions:
        state = RUNEBOUND3.apply(state, act).state
    return state


def terrain(symbol: str) -> DiceRoll:
    return DiceRoll(TERRAIN_DIE.id, (Face(symbol, None, (symbol,)),), "table")


def wolf_fight(players: int = 2, **options):
    return play(fighting_state(players, **options), Adventure(challenge("Wolf", "enemy")))


@pytest.mark.rule("runebound3.combat.gather")
@pytest.mark.rule("runebound3.combat.enemy-tokens")
def test_an_enemy_starts_a_fight_with_the_heroes_and_the_common_tokens() -> None:
    state = wolf_fight()
    fight = state.combat
    assert state.stage is Stage.COMBAT and isinstance(fight, Fight)
    hero, enemy = fight.combat.sides
    assert [t.notation() for t in hero.fighter.tokens] == ["axe/shield*", "bolt/miss"]
    assert len(enemy.fighter.tokens) == 5 and (enemy.fighter.health, fight.enemy.reward) == (2, "2 gold")
    assert fight.colour is Colour.GREEN  # the token under Tamalir
    decision = RUNEBOUND3.decision(state)
    assert decision.kind is DecisionKind.DICE and decision.seat == 0
    (toss,) = RUNEBOUND3.choices(state)
    assert isinstance(toss.request, DiceRequest) and toss.request.count == 7


@pytest.mark.rule("runebound3.combat.enemy-tokens")
@pytest.mark.rule("runebound3.combat.villain-token")
def test_act_two_adds_the_sixth_token_and_a_villain_its_seventh() -> None:
    state = fighting_state()
    state = replace(state, act=2)
    wolf = play(state, Adventure(challenge("Wolf", "enemy"))).combat.combat.side(1)
    assert len(wolf.fighter.tokens) == 6 and wolf.fighter.tokens[5].notation() == "2skull*/skull"
    villain = play(state, FaceVillain("Margath")).combat.combat.side(1)  # the scenario brings it in
    assert len(villain.fighter.tokens) == 7 and villain.fighter.tokens[6].notation() == "3skull*/2shield"


@pytest.mark.rule("runebound3.enemy")
@pytest.mark.parametrize(("players", "seat"), [(1, 0), (2, 1), (3, 2), (4, 3)])
def test_the_player_on_the_right_decides_for_the_enemy(players: int, seat: int) -> None:
    state = play(wolf_fight(players), Toss(((True, True), (True,) * 5)))  # the Wolf has the initiative
    assert state.combat.combat.side(1).fighter.seat == seat
    assert RUNEBOUND3.decision(state).seat == seat
    assert {c.actor for c in RUNEBOUND3.choices(state)} == {seat}


@pytest.mark.rule("runebound3.combat.hero-wins")
@pytest.mark.rule("runebound3.enemy.won")
def test_a_whole_fight_with_fixed_tosses_ends_in_a_trophy_and_the_turn_goes_on() -> None:
    state = wolf_fight()
    state = play(state, Toss(((True, True), (False,) * 5)))  # axe, bolt against miss, shield, miss, skull, miss
    assert RUNEBOUND3.decision(state).seat == 0  # tied initiative: the hero first
    state = play(state, Strike(0, (0, 1)))
    assert state.combat.combat.pending.amount == 2 and RUNEBOUND3.decision(state).window == "shield"
    state = play(state, Shield(1, (1,)), Strike(1, (3,)))
    assert state.combat.combat.side(1).wounds == 1 and state.combat.combat.side(0).wounds == 1
    state = play(state, Pass(0), Pass(1))
    assert RUNEBOUND3.decision(state).window == "retreat"
    state = play(state, FightOn(0), Toss(((True, False), (True,) * 5)), Strike(1, (0, 2)))
    assert state.combat.combat.side(0).wounds == 3
    data = RUNEBOUND3.view(state).data
    assert isinstance(data, R3Board) and data.fight.board.round == 2 and data.fight.enemy_seat == 1
    ruling = RUNEBOUND3.apply(state, Strike(0, (0,))).ruling
    state = play(state, Strike(0, (0,)), TakeDamage(1))
    assert state.stage is Stage.ACTIONS and state.combat is None
    hero = state.heroes[0]
    assert hero.trophies == (Colour.GREEN,) and hero.wounds == 3 and not hero.defeated
    assert (state.active, state.actions_used) == (0, 2), "the hero's third action is still to come"
    assert ruling.allowed


@pytest.mark.rule("runebound3.combat.hero-defeated")
@pytest.mark.rule("runebound3.enemy.defeated")
def test_a_defeated_hero_may_only_rest_until_healed() -> None:
    state = fighting_state(1)
    state = replace(state, heroes=(replace(state.heroes[0], wounds=7),))
    state = play(state, Adventure(challenge("Wolf", "enemy")), Toss(((True, True), (True,) * 5)),
                 Strike(1, (0,)))
    assert state.stage is Stage.ACTIONS and state.heroes[0].defeated and state.heroes[0].wounds == 8
    rule, message = refused_rule(state, Move("Forge", "city"))
    assert rule == "runebound3.enemy.defeated" and "only rest" in message
    assert RUNEBOUND3.check(state, Rest()).allowed


@pytest.mark.rule("runebound3.combat.retreat")
@pytest.mark.rule("runebound3.enemy.retreat")
@pytest.mark.rule("runebound3.combat.retreat-fail")
def test_a_retreat_between_rounds_steps_to_the_named_space_or_fails() -> None:
    between = play(wolf_fight(), Toss(((True, True), (False,) * 5)), Pass(0), Pass(1))
    failed = play(between, Escape("Old Wood", "wilds", "forest", terrain("hills")))
    assert failed.stage is Stage.COMBAT and failed.combat.combat.phase.value == "toss"
    assert failed.combat.combat.side(0).fighter.escape_terrain == ()
    away = play(between, Escape("Old Wood", "wilds", "forest", terrain("forest")))
    assert away.stage is Stage.ACTIONS and away.combat is None
    assert (away.heroes[0].space, away.heroes[0].trophies) == ("Old Wood", ())


def test_a_bare_retreat_and_an_entered_outcome_are_refused_during_a_token_fight() -> None:
    between = play(wolf_fight(), Toss(((True, True), (False,) * 5)), Pass(0), Pass(1))
    rule, message = refused_rule(between, Retreat(0, terrain("forest")))
    assert rule == "runebound3.combat.retreat" and "neighbouring space" in message
    rule, message = refused_rule(between, CombatResult("won"))
    assert rule == "runebound3.outcome-entered" and "token by token" in message


def test_combat_refusals_cite_the_combat_rule_and_change_nothing() -> None:
    state = play(wolf_fight(), Toss(((True, True), (True,) * 5)))
    before = to_jsonable(state)
    rule, message = refused_rule(state, Strike(0, (0,)))
    assert rule.startswith("runebound3.combat.") and "Wolf" in message and to_jsonable(state) == before


@pytest.mark.rule("runebound3.enemy")
def test_without_the_common_tokens_the_table_enters_the_outcome() -> None:
    state = play(fighting_state(), Adventure(challenge("Bandits", "enemy")))  # no health anywhere
    assert isinstance(state.combat, PendingCombat)
    assert "fight won/defeated/retreated" not in RUNEBOUND3.decision(state).prompt
    assert [c.action for c in RUNEBOUND3.choices(state)] == [CombatResult]


def test_before_a_toss_the_board_gives_exact_odds_and_the_sections_show_the_fight() -> None:
    state = wolf_fight()
    odds = RUNEBOUND3.view(state).data.fight.odds
    hero, wolf = odds.sides
    # the hero's golden mark is on one back face; the Wolf's on one front face: ties go to the hero
    assert (hero.first, wolf.first) == (75.0, 25.0)
    assert dict(hero.damage) == {0: 25.0, 1: 50.0, 2: 25.0} and hero.expected_damage == 1.0
    assert dict(wolf.damage) == {0: 12.5, 1: 37.5, 2: 37.5, 3: 12.5}
    sections = dict(RUNEBOUND3.view(state).sections)
    assert "Test Hero acts first 75.0%" in sections["Fight: Wolf"][0]
    tossed = play(state, Toss(((True, True), (False,) * 5)))
    assert RUNEBOUND3.view(tossed).data.fight.odds is None
    lines = dict(RUNEBOUND3.view(tossed).sections)["Fight: Wolf"]
    assert "token 1 (axe): deal 1 damage" in lines and any(line.startswith("Wolf: 2/2 health") for line in lines)


@pytest.mark.rule("runebound3.combat.must-pass")
def test_a_refusal_names_the_token_by_the_number_the_table_types_and_the_board_shows() -> None:
    state = play(wolf_fight(), Toss(((True, True), (False,) * 5)))  # axe, bolt against miss, shield, miss, skull, miss
    state = play(state, RUNEBOUND3.parse_command(state, "strike 1"), TakeDamage(1))
    assert state.combat.combat.side(0).spent[0]
    hero_turn = replace(state, combat=replace(state.combat, combat=replace(state.combat.combat, to_act=0)))
    assert RUNEBOUND3.parse_command(hero_turn, "strike 1") == Strike(0, (0,))
    message = refused_rule(hero_turn, Strike(0, (0,)))[1]
    assert message.endswith("token 1 is already spent"), message
    enemy = refused_rule(state, RUNEBOUND3.parse_command(state, "strike 1"))[1]
    assert enemy == "token 1 shows a miss: nothing to spend"
