"""Surge effects the combat engine applies (a held shield, turning tokens, a toss again, damage of a kind),
words left to the table, cited refusals, and item and enemy surges read from the catalogue."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cards_db.errors import CatalogueError
from cards_db.runebound3 import validate_enemy, validate_item
from cards_db.runebound3_format import ENEMY, ITEM
from rules_engine.chance import DiceRequest
from rules_engine.runebound3.card_data import item_from
from rules_engine.runebound3.combat.actions import Pass, Strike, Surge
from rules_engine.runebound3.combat.choices import choices
from rules_engine.runebound3.combat.fighters import SurgeAbility
from rules_engine.runebound3.combat.board import board
from rules_engine.runebound3.combat.resolve import rule_on
from rules_engine.runebound3.combat.state import CombatState, Phase
from rules_engine.runebound3.combat.surge_effects import AtTable, Mend, TossAgain, TurnOver, Ward, Wound
from rules_engine.runebound3.combat.tokens_up import amount, unit_of
from rules_engine.runebound3.enemies import EnemyCard, enemy_from
from rules_engine.runebound3.fighting import hero_fighter
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Colour, Fight, Stage
from rules_engine.runebound3.tokens import Symbol
from rules_engine.values import replace
from tests.runebound3.helpers import fighting_state
from tests.runebound3.test_combat_properties import fights
from tests.runebound3.test_combat_rules import cites, enemy, fought, hero, refused

GUARD = SurgeAbility("Guard", 1, shield=2)
TWIST = SurgeAbility("Twist", 1, flip=1)
HEX = SurgeAbility("Hex", 1, reroll=2)
FIREBOLT = SurgeAbility("Firebolt", 2, damage=2, kind="magic")
TAUNT = SurgeAbility("Taunt", 1, effect="the enemy discards a skull")


def test_each_ability_reads_as_typed_effects_in_the_order_they_apply() -> None:
    mixed = SurgeAbility("Storm", 2, damage=1, effect="the hero is delayed", heal=1, shield=1, reroll=1,
                         kind="physical")
    assert mixed.effects == (Mend(1), Ward(1), TossAgain(1), Wound(1, "physical"), AtTable("the hero is delayed"))
    assert TWIST.effects == (TurnOver(1),) and TWIST.targets == 1 and HEX.targets == 2 and GUARD.targets == 0
    assert "not applied by the app" in TAUNT.describe()


@pytest.mark.rule("runebound3.combat.surge")
@pytest.mark.rule("runebound3.combat.shield")
def test_a_held_shield_prevents_the_next_damage_this_round_only() -> None:
    state = fought(hero(["surge*/miss", "miss/miss"], abilities=[GUARD]), enemy(["3skull/miss"], health=9),
                   ["surge*", "miss"], ["3skull"])
    state, ruling = rule_on(state, Surge(0, "Guard", (0,)))
    assert state.side(0).ward == 2 and board(state).sides[0].ward == 2 and cites(ruling, "runebound3.combat.surge")
    state, ruling = rule_on(state, Strike(1, (0,)))
    assert state.side(0).wounds == 1 and state.side(0).ward == 0
    assert any("held shield prevents 2" in e for e in ruling.effects) and cites(ruling, "runebound3.combat.shield")
    state = fought(hero(["surge*/miss", "miss/miss"], abilities=[GUARD]), enemy(["skull/miss"], health=9),
                   ["surge*", "miss"], ["miss"])
    state, _ = rule_on(state, Surge(0, "Guard", (0,)))
    state, _ = rule_on(state, Pass(1))
    state, _ = rule_on(state, Pass(0))
    assert state.phase is Phase.BETWEEN and state.side(0).ward == 0, "a held shield lasts this round only"


@pytest.mark.rule("runebound3.combat.surge")
def test_a_turning_surge_turns_own_unspent_tokens_but_not_its_payment() -> None:
    state = fought(hero(["surge*/miss", "miss/axe", "miss/bolt"], abilities=[TWIST]), enemy([], health=9),
                   ["surge*", "miss", "miss"], [])
    assert refused(state, Surge(0, "Twist", (0,), (0,)))[0] == "runebound3.combat.surge"
    rule, message = refused(state, Surge(0, "Twist", (0,), (1, 2)))
    assert rule == "runebound3.combat.surge" and "up to 1 token" in message
    state, _ = rule_on(state, Surge(0, "Twist", (0,), (1,)))
    assert state.side(0).up[1] is False and state.side(0).spent[0]
    state, _ = rule_on(state, Pass(1))
    state, _ = rule_on(state, Strike(0, (1,)))
    assert state.side(1).wounds == 1


@pytest.mark.rule("runebound3.combat.surge")
@pytest.mark.rule("runebound3.combat.double-locked")
def test_a_toss_again_surge_rerolls_the_opponents_tokens_as_they_land() -> None:
    state = fought(hero(["surge*/miss"], abilities=[HEX]), enemy(["3skull/miss", "double/miss", "skull/miss"]),
                   ["surge*"], ["3skull", "double", "skull"])
    request = [c for c in choices(state) if c.label == "surge: Hex: opponent tosses token 1 again"][0].request
    assert isinstance(request, DiceRequest) and request.count == 1
    rule, message = refused(state, Surge(0, "Hex", (0,), (1,), (True, False)))
    assert rule == "runebound3.combat.surge" and "how each token" in message
    state, ruling = rule_on(state, Surge(0, "Hex", (0,), (0, 2), (False, True)))
    assert state.side(1).up[:3] == (False, True, True) and cites(ruling, "runebound3.combat.surge")
    loaded = fought(hero(["surge*/miss"], abilities=[HEX]), enemy(["double/miss", "skull/miss"]), ["surge*"],
                    ["double", "skull"])
    loaded = replace(loaded, sides=(loaded.side(0), replace(loaded.side(1), stacks=((0, 1),))))
    assert refused(loaded, Surge(0, "Hex", (0,), (0,), (True,)))[0] == "runebound3.combat.double-locked"
    assert refused(loaded, Surge(0, "Hex", (0,), (0,)))[0] == "runebound3.combat.surge"


@pytest.mark.rule("runebound3.combat.surge")
def test_damage_of_one_kind_lands_and_its_kind_is_shown() -> None:
    state = fought(hero(["2surge*/miss"], abilities=[FIREBOLT]), enemy([], health=9), ["2surge*"], [])
    state, ruling = rule_on(state, Surge(0, "Firebolt", (0,)))
    assert state.side(1).wounds == 2 and "deal 2 magic damage" in ruling.message


@pytest.mark.rule("runebound3.combat.surge")
def test_an_effect_beyond_the_vocabulary_is_shown_for_the_table_and_says_so() -> None:
    state = fought(hero(["surge*/miss"], abilities=[TAUNT]), enemy([]), ["surge*"], [])
    after, ruling = rule_on(state, Surge(0, "Taunt", (0,)))
    assert any("not applied by the app" in e and "discards a skull" in e for e in ruling.effects)
    assert after.side(1) == state.side(1), "the app changes nothing the words describe"


@pytest.mark.rule("runebound3.combat.surge")
@pytest.mark.rule("runebound3.combat.surge-once")
def test_too_few_surges_or_a_second_use_is_refused_with_its_rule() -> None:
    state = fought(hero(["surge*/miss", "surge/miss", "miss/miss"], abilities=[FIREBOLT, GUARD]), enemy([], health=9),
                   ["surge*", "surge", "miss"], [])
    rule, message = refused(state, Surge(0, "Firebolt", (0,)))
    assert rule == "runebound3.combat.surge" and "costs 2 surges" in message
    assert refused(state, Surge(0, "Guard", (0,), (2,)))[0] == "runebound3.combat.surge"
    state, _ = rule_on(state, Surge(0, "Guard", (0,)))
    state, _ = rule_on(state, Pass(1))
    rule, message = refused(state, Surge(0, "Guard", (1,)))
    assert rule == "runebound3.combat.surge-once" and "already used this round" in message


def test_item_and_enemy_surges_come_from_their_cards() -> None:
    lance = item_from("Lance", {"type": "weapon", "cost": 3, "tokens": ["surge/axe"],
                                "surges": [{"name": "Charge", "cost": 1, "damage": 1, "kind": "physical"}]})
    assert lance.abilities == (SurgeAbility("Charge", 1, damage=1, kind="physical"),)
    state = fighting_state(1)
    armed = replace(state.heroes[0], items=(lance,))
    assert [a.name for a in hero_fighter(armed, 0).abilities] == ["Charge"]
    wolf = enemy_from("Wolf", {"health": 3, "surges": [{"name": "Howl", "cost": 2, "reroll": 1}]})
    assert wolf.abilities == (SurgeAbility("Howl", 2, reroll=1),)
    assert validate_item(ITEM.example() | {"surges": [{"name": "Parry", "cost": 1, "shield": 1}]})["surges"]
    assert validate_enemy(ENEMY.example() | {"surges": [{"name": "Bite", "cost": 1, "damage": 1}]})["surges"]


@pytest.mark.parametrize(("surge", "named"), [
    ({"name": "Odd", "cost": 1, "damage": 1, "kind": "fire"}, "kind"),
    ({"name": "Odd", "cost": 1, "flip": 1, "reroll": 1}, "not both"),
    ({"name": "Odd", "cost": 1, "shield": -1}, "shield"),
    ({"name": "Odd", "cost": 1, "kind": "magic", "heal": 1}, "deals none"),
])
def test_a_bad_item_or_enemy_surge_names_the_card_and_the_field(surge: dict, named: str) -> None:
    with pytest.raises(CatalogueError, match=named):
        validate_item(ITEM.example() | {"surges": [surge]})
    with pytest.raises(CatalogueError, match=named):
        validate_enemy(ENEMY.example() | {"surges": [surge]})


def test_typed_surge_commands_name_their_targets_and_a_toss_again_asks_for_the_toss() -> None:
    state = fighting_state(1)
    combat = fought(hero(["surge*/miss", "miss/axe"], abilities=[TWIST, HEX]), enemy(["skull/miss"]),
                    ["surge*", "miss"], ["skull"])
    state = replace(state, stage=Stage.COMBAT, combat=Fight(0, EnemyCard("Goblin", 5), Colour.ORANGE, combat))
    twist = RUNEBOUND3.parse_command(state, "surge Twist 1 on 2")
    assert twist == Surge(0, "Twist", (0,), (1,))
    assert RUNEBOUND3.format_command(twist) == "surge Twist 1 on 2"
    request = RUNEBOUND3.parse_command(state, "surge Hex 1 on 1")
    assert isinstance(request, DiceRequest) and request.count == 1


# -- the property: surges spent never exceed surges tossed; each ability once a round ----------------------

vocabulary = st.builds(
    SurgeAbility, st.sampled_from(["Blast", "Guard", "Twist", "Hex", "Mend"]), st.integers(1, 3),
    damage=st.integers(0, 2), heal=st.integers(0, 1), shield=st.integers(0, 2),
    flip=st.integers(0, 2), kind=st.sampled_from(["", "magic"]),
).map(lambda a: a if a.flip or a.name != "Hex" else replace(a, reroll=1))


@st.composite
def surging_fights(draw) -> CombatState:
    state = draw(fights())
    sides = []
    for side in state.sides:
        abilities = tuple({a.name: a for a in draw(st.lists(vocabulary, min_size=1, max_size=3))}.values())
        sides.append(replace(side, fighter=replace(side.fighter, abilities=abilities)))
    return replace(state, sides=tuple(sides))


@settings(max_examples=60, deadline=None)
@given(surging_fights(), st.integers(0, 2**32))
def test_surges_spent_never_exceed_surges_tossed_and_each_ability_is_used_once_a_round(
        state: CombatState, seed: int) -> None:
    rng = Random(seed)
    used: dict[tuple[int, int], list[str]] = {}
    for _ in range(150):
        offered = choices(state)
        if not offered:
            break
        action = rng.choice(offered).sample(rng)
        if isinstance(action, Surge):
            side = state.side(action.side)
            ability = side.fighter.ability(action.ability)
            paying = [t for i in action.tokens for t in unit_of(side, i)]
            assert not any(side.spent[t] for t in paying), "a token pays twice"
            shown = sum(amount(side, i, {Symbol.SURGE}) for i in action.tokens)
            assert ability.cost <= shown, "surges spent exceed the surges the tokens show"
            round_uses = used.setdefault((state.round, action.side), [])
            assert ability.name not in round_uses, "an ability used twice in a round"
            round_uses.append(ability.name)
        after, ruling = rule_on(state, action)
        assert ruling.allowed
        for index in (0, 1):
            names = after.side(index).surges_used
            assert len(names) == len(set(names))
            if after.phase is Phase.SPENDING or after.phase is Phase.SHIELDING:
                assert list(names) == used.get((after.round, index), [])
        state = after
    assert all(len(names) == len(set(names)) for names in used.values())
