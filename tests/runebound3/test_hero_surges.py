"""Hero surge abilities as catalogue data: imported with the hero, offered and applied in the session's fights."""

from __future__ import annotations

import pytest

from cards_db.errors import CatalogueError
from cards_db.runebound3 import hero_card, validate_hero
from cards_db.runebound3_format import HERO
from rules_engine.game import GameSetup, SetupError
from rules_engine.runebound3.actions import Adventure
from rules_engine.runebound3.combat.actions import Surge, Toss
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import R3State
from rules_engine.serialization import to_jsonable
from rules_engine.values import replace
from tests.runebound3.helpers import HERO as TEST_HERO
from tests.runebound3.helpers import challenge, fighting_setup, refused_rule

SURGES = [{"name": "Cleave", "cost": 2, "damage": 1}, {"name": "Second Wind", "cost": 1, "heal": 2},
          {"name": "Taunt", "cost": 1, "effect": "the enemy discards a skull"}]
SURGING_HERO = TEST_HERO | {"tokens": ["2surge*/miss", "surge/axe"], "surges": SURGES}


def surging_fight(wounds: int = 0) -> R3State:
    setup = fighting_setup(1)
    state = RUNEBOUND3.new_game(GameSetup(setup.players, setup.options,
                                          {**setup.catalogue, "heroes": {"hero": SURGING_HERO}}))
    state = replace(state, heroes=(replace(state.heroes[0], wounds=wounds),))
    state = RUNEBOUND3.apply(state, Adventure(challenge("Wolf", "enemy"))).state
    return RUNEBOUND3.apply(state, Toss(((True, True), (False,) * 5))).state  # 2 surges* and 1 surge: hero first


def test_the_template_hero_carries_its_surge_ability() -> None:
    (cleave,) = hero_card(validate_hero(HERO.example())).abilities
    assert (cleave.name, cleave.cost, cleave.damage) == ("Cleave", 2, 1)


@pytest.mark.parametrize(("surge", "named"), [
    ({"name": "Cleave", "cost": 0, "damage": 1}, "cost"), ({"name": "Cleave", "cost": 1}, "damage, heal, shield, flip, reroll or"),
    ({"name": "Cleave", "cost": 1, "damage": -1}, "damage"), ({"cost": 1, "damage": 1}, "name"),
])
def test_a_bad_surge_ability_names_the_hero_and_the_field(surge: dict, named: str) -> None:
    with pytest.raises(CatalogueError) as error:
        validate_hero(HERO.example() | {"surges": [surge]})
    assert "elder-mok" in str(error.value) and named in str(error.value)


def test_a_bad_surge_in_a_session_catalogue_is_a_setup_error() -> None:
    setup = fighting_setup(1)
    with pytest.raises(SetupError, match="Cleave"):
        RUNEBOUND3.new_game(GameSetup(setup.players, setup.options, {**setup.catalogue, "heroes": {
            "hero": TEST_HERO | {"surges": [{"name": "Cleave", "cost": 1}]}}}))


@pytest.mark.rule("runebound3.combat.surge")
def test_the_fight_offers_the_heroes_surge_abilities_its_surges_can_pay() -> None:
    state = surging_fight()
    offered = {c.label for c in RUNEBOUND3.choices(state) if c.action is Surge}
    assert offered == {"surge: Cleave", "surge: Second Wind", "surge: Taunt"}
    assert "Cleave (2 surge): deal 1 damage" in str(to_jsonable(RUNEBOUND3.view(state).data))


@pytest.mark.rule("runebound3.combat.surge")
def test_a_damage_surge_deals_its_damage_to_the_enemy() -> None:
    state = RUNEBOUND3.apply(surging_fight(), Surge(0, "Cleave", (0,))).state
    assert state.combat.combat.pending.amount == 1 and state.combat.combat.pending.target == 1


@pytest.mark.rule("runebound3.combat.surge")
@pytest.mark.rule("runebound3.combat.surge-once")
def test_a_healing_surge_heals_the_hero_once_a_round() -> None:
    outcome = RUNEBOUND3.apply(surging_fight(wounds=3), Surge(0, "Second Wind", (1,)))
    assert outcome.state.combat.combat.side(0).wounds == 1
    assert "Second Wind (1 surge): heal 2" in outcome.ruling.message or any(
        "heals 2" in e for e in outcome.ruling.effects)
    state = replace(outcome.state, combat=replace(outcome.state.combat, combat=replace(
        outcome.state.combat.combat, to_act=0)))
    assert refused_rule(state, Surge(0, "Second Wind", (0,)))[0] == "runebound3.combat.surge-once"


@pytest.mark.rule("runebound3.combat.surge")
def test_an_effect_in_words_is_left_to_the_table_and_unpaid_abilities_are_refused() -> None:
    outcome = RUNEBOUND3.apply(surging_fight(), Surge(0, "Taunt", (1,)))
    assert any("the enemy discards a skull" in e for e in outcome.ruling.effects)
    assert refused_rule(surging_fight(), Surge(0, "Cleave", (1,)))[0] == "runebound3.combat.surge"
