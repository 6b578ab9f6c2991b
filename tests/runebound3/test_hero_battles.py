"""Battles between heroes: started by naming the ability that allows the attack, fought with the ordinary combat
rules, both heroes may retreat between rounds (the attacker first), a beaten hero may only rest until healed."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dice import DiceRoll, Face
from rules_engine.rules_index import get_rule
from rules_engine.runebound3.actions import Escape, Move, Rest
from rules_engine.runebound3.combat.actions import FightOn, Pass, Strike, Toss
from rules_engine.runebound3.combat.state import Phase
from rules_engine.runebound3.fight_heroes import AttackHero
from rules_engine.runebound3.fighting import TERRAIN_DIE
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import HeroBattle, R3State, Stage
from rules_engine.values import replace
from screens.runebound3.combat_board import fight_text
from tests.runebound3.helpers import fighting_state, refused_rule
from tests.runebound3.test_random_games import check_limits
from tests.support.search_budget import budget
from tests.support.untouched import fingerprint

GAUNTLET = "Duelling Gauntlet"


def rolled(symbol: str) -> DiceRoll:
    return DiceRoll(TERRAIN_DIE.id, (Face(symbol, None, (symbol,)),), "table")


def battle(players: int = 2, *, rival_wounds: int = 0) -> R3State:
    state = fighting_state(players)
    heroes = list(state.heroes)
    heroes[1] = replace(heroes[1], wounds=rival_wounds, space="Black Wood")
    state = replace(state, heroes=tuple(heroes))
    outcome = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, f"attack p2 with {GAUNTLET}"))
    assert outcome.ruling.allowed, outcome.ruling.message
    return outcome.state


def apply(state: R3State, action) -> R3State:
    outcome = RUNEBOUND3.apply(state, action)
    assert outcome.ruling.allowed, outcome.ruling.message
    return outcome.state


@pytest.mark.rule("runebound3.combat.hero-battle")
def test_naming_the_ability_starts_a_battle_with_the_other_hero_as_the_opponent() -> None:
    state = fighting_state(2)
    assert RUNEBOUND3.parse_command(state, f"attack p2 with {GAUNTLET}") == AttackHero(1, GAUNTLET)
    assert RUNEBOUND3.format_command(AttackHero(1, GAUNTLET)) == f'attack p2 with "{GAUNTLET}"'
    offered = [c for c in RUNEBOUND3.choices(state) if c.action is AttackHero]
    assert len(offered) == 1 and offered[0].actor == 0
    outcome = RUNEBOUND3.apply(state, AttackHero(1, GAUNTLET))
    assert "runebound3.combat.hero-battle" in {c.rule_id for c in outcome.ruling.citations}
    after = outcome.state
    assert after.stage is Stage.COMBAT and isinstance(after.combat, HeroBattle)
    assert after.actions_used == state.actions_used, "the battle itself costs no action"
    combat = after.combat.combat
    assert combat.hero_battle and combat.side(1).fighter.seat == 1 and combat.side(0).fighter.seat == 0
    view = RUNEBOUND3.view(after).data.fight
    assert view.battle == GAUNTLET and view.enemy_seat == 1 and view.odds is not None
    assert "Hero battle" in fight_text(view, {}).plain and GAUNTLET in fight_text(view, {}).plain


@pytest.mark.rule("runebound3.combat.hero-battle")
def test_an_attack_is_refused_with_its_rule_when_it_cannot_be_fought() -> None:
    state = fighting_state(2)
    assert refused_rule(state, AttackHero(0, GAUNTLET))[0] == "runebound3.combat.hero-battle"
    assert refused_rule(state, AttackHero(5, GAUNTLET))[0] == "runebound3.combat.hero-battle"
    rule, message = refused_rule(state, AttackHero(1, " "))
    assert rule == "runebound3.combat.hero-battle" and "ability" in message
    beaten = replace(state, heroes=(state.heroes[0], replace(state.heroes[1], wounds=8, defeated=True)))
    rule, message = refused_rule(beaten, AttackHero(1, GAUNTLET))
    assert rule == "runebound3.combat.hero-battle" and "defeated" in message
    assert not [c for c in RUNEBOUND3.choices(beaten) if c.action is AttackHero]
    delayed = replace(state, heroes=(replace(state.heroes[0], delayed=True), state.heroes[1]))
    assert refused_rule(delayed, AttackHero(1, GAUNTLET))[0] == "runebound3.delayed"
    assert not [c for c in RUNEBOUND3.choices(fighting_state(1)) if c.action is AttackHero]
    assert refused_rule(battle(), AttackHero(1, GAUNTLET))[0] == "runebound3.enemy"


@pytest.mark.rule("runebound3.combat.hero-battle")
@pytest.mark.rule("runebound3.combat.retreat")
def test_between_rounds_both_heroes_may_retreat_the_attacker_deciding_first() -> None:
    state = battle()
    state = apply(state, Toss(((False, False), (False, False))))  # shields and misses: nothing to strike
    assert RUNEBOUND3.decision(state).seat == 0
    state = apply(state, Pass(0))
    assert RUNEBOUND3.decision(state).seat == 1
    state = apply(state, Pass(1))
    assert state.combat.combat.phase is Phase.BETWEEN
    escapes = [c for c in RUNEBOUND3.choices(state) if c.action is Escape]
    assert RUNEBOUND3.decision(state).seat == 0 and [c.actor for c in escapes] == [0]
    assert refused_rule(state, FightOn(1))[0] == "runebound3.combat.hero-battle"
    state = apply(state, FightOn(0))
    escapes = [c for c in RUNEBOUND3.choices(state) if c.action is Escape]
    assert RUNEBOUND3.decision(state).seat == 1 and [c.actor for c in escapes] == [1]
    outcome = RUNEBOUND3.apply(state, Escape("Oakvale", "town", "any", rolled("forest")))
    assert outcome.ruling.allowed
    after = outcome.state
    assert after.stage is Stage.ACTIONS and after.combat is None and after.active == 0
    assert after.heroes[1].space == "Oakvale" and after.heroes[0].space == state.heroes[0].space
    assert not after.heroes[0].defeated and not after.heroes[1].defeated


@pytest.mark.rule("runebound3.combat.retreat-fail")
def test_a_failed_retreat_of_the_attacker_leaves_the_defender_to_decide() -> None:
    state = battle()
    state = apply(state, Toss(((False, False), (False, False))))
    state = apply(apply(state, Pass(0)), Pass(1))
    state = apply(state, Escape("Oakvale", "town", "plains", rolled("forest")))
    assert state.combat.combat.phase is Phase.BETWEEN and RUNEBOUND3.decision(state).seat == 1
    state = apply(state, FightOn(1))
    assert state.combat.combat.phase is Phase.TOSS and state.combat.combat.round == 2


@pytest.mark.rule("runebound3.combat.defeat")
@pytest.mark.rule("runebound3.enemy.defeated")
def test_the_beaten_hero_may_only_rest_and_the_winner_takes_no_card() -> None:
    state = battle(rival_wounds=6)
    state = apply(state, Toss(((True, True), (True, True))))  # axe and bolt each, no shields; the tie: attacker
    assert RUNEBOUND3.decision(state).seat == 0
    outcome = RUNEBOUND3.apply(state, Strike(0, (0, 1)))
    state = outcome.state
    assert "runebound3.combat.defeat" in {c.rule_id for c in outcome.ruling.citations}
    assert state.stage is Stage.ACTIONS and state.combat is None
    loser, winner = state.heroes[1], state.heroes[0]
    assert loser.defeated and loser.wounds == loser.sheet.health
    assert winner.trophies == () and not winner.defeated
    state = replace(state, active=1, actions_used=0)
    assert refused_rule(state, Move("Forge", "city"))[0] == "runebound3.enemy.defeated"
    assert RUNEBOUND3.check(state, Rest(0)).allowed


def test_a_battle_is_typed_start_to_end_and_every_step_formats_back() -> None:
    state = battle()
    for text in ("landed shield* miss / shield* miss", "pass", "pass", "stay", 'retreat any town "Oakvale"'):
        parsed = RUNEBOUND3.parse_command(state, text)
        action = parsed.build(rolled("hills")) if hasattr(parsed, "build") else parsed
        state = apply(state, action)
    assert state.combat is None and state.heroes[1].space == "Oakvale"


# -- the property: random games from choices, hero battles included ------------------------------------------


@settings(max_examples=budget(2, 6), deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_random_games_with_hero_battles_never_crash_and_every_refusal_is_cited(seed: int, players: int) -> None:
    rng = Random(seed)
    state = fighting_state(players, first_player=rng.randrange(players))
    played, battles = [], 0
    for _ in range(1200):
        if state.stage is Stage.OVER:
            break
        options = RUNEBOUND3.choices(state)
        attacks = [c for c in options if c.action is AttackHero]
        choice = rng.choice(attacks) if attacks and rng.random() < 0.3 else rng.choice(options)
        act = choice.sample(rng)
        if played and rng.random() < 0.3:  # an action from another moment: allowed, or refused with a cited rule
            stray = rng.choice(played)
            before = fingerprint(state)
            ruling = RUNEBOUND3.check(state, stray)
            assert fingerprint(state) == before, f"checking {stray} changed the state"
            if not ruling.allowed:
                assert ruling.message and ruling.citations, f"uncited refusal of {stray}"
                assert all(get_rule(c.rule_id).heading for c in ruling.citations)
        outcome = RUNEBOUND3.apply(state, act)
        assert outcome.ruling.allowed, outcome.ruling.message
        battles += isinstance(outcome.state.combat, HeroBattle) and not isinstance(state.combat, HeroBattle)
        state = outcome.state
        check_limits(state)
        if isinstance(state.combat, HeroBattle):
            assert {c.actor for c in RUNEBOUND3.choices(state)} == {RUNEBOUND3.decision(state).seat}
        played.append(act)
    assert battles > 0
