"""Every combat rule of the Runebound 3e summary by a small example, each test citing its rule."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from rules_engine.decisions import DecisionKind
from rules_engine.dice import DiceRoll, DieSpec, Face
from rules_engine.errors import RuleViolation
from rules_engine.runebound3.combat.actions import (
    Double,
    FightOn,
    Flip,
    Pass,
    Reroll,
    Retreat,
    Shield,
    Strike,
    Surge,
    TakeDamage,
    Toss,
)
from rules_engine.runebound3.combat.choices import choices
from rules_engine.runebound3.combat.decision import decision
from rules_engine.runebound3.combat.fighters import Fighter, SideKind, SurgeAbility, enemy_tokens, hero_tokens
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.combat.landing import toss_from_faces
from rules_engine.runebound3.combat.resolve import rule_on
from rules_engine.runebound3.combat.state import CombatState, Ending, Phase
from rules_engine.runebound3.tokens import parse_token

TERRAIN = DieSpec("rb3-terrain", "terrain die", tuple(Face(s, None, (s,)) for s in ("plains", "forest", "wild")),
                  kind="symbols")
PLAINS, FOREST = TERRAIN.faces[0], TERRAIN.faces[1]
FILLER = "miss/miss"


def tokens(owner: str, texts: Sequence[str]) -> tuple:
    return tuple(parse_token(f"{owner} {i}", t) for i, t in enumerate(texts))


def hero(texts: Sequence[str], *, health: int = 6, name: str = "Hero", abilities=(), escape=("forest",),
         seat: int = 0) -> Fighter:
    return Fighter(name, SideKind.HERO, health, tokens(name, texts), tuple(abilities), seat, 0, tuple(escape))


def enemy(texts: Sequence[str], *, health: int = 5, abilities=()) -> Fighter:
    padded = list(texts) + [FILLER] * (5 - len(texts))
    return Fighter("Goblin", SideKind.ENEMY, health, tokens("enemy", padded), tuple(abilities), 1)


def fought(attacker: Fighter, defender: Fighter, hero_faces: Sequence[str], enemy_faces: Sequence[str]) -> CombatState:
    """A fight whose first toss landed as the faces say (every face written out, front or back)."""
    state = start_combat(attacker, defender, TERRAIN)
    enemy_faces = list(enemy_faces) + ["miss"] * (len(defender.tokens) - len(enemy_faces))
    return rule_on(state, toss_from_faces(state, hero_faces, enemy_faces))[0]


def refused(state: CombatState, action) -> tuple[str, str]:
    with pytest.raises(RuleViolation) as caught:
        rule_on(state, action)
    ruling = caught.value.ruling
    assert ruling.citations, "a refusal names its rule"
    return ruling.citations[0].rule_id, ruling.message


def cites(ruling, rule: str) -> bool:
    return rule in {c.rule_id for c in ruling.citations}


@pytest.mark.rule("runebound3.combat.gather")
def test_a_hero_gathers_its_own_and_its_items_tokens():
    own = tokens("h", ["axe/shield"])
    sword, cloak = tokens("sword", ["2axe/miss"]), tokens("cloak", ["shield/wing", "surge/miss"])
    assert hero_tokens(own, [sword, cloak]) == own + sword + cloak
    with pytest.raises(RuleViolation) as caught:
        start_combat(hero([]), enemy([]), TERRAIN)
    assert caught.value.ruling.citations[0].rule_id == "runebound3.combat.gather"
    state = fought(hero(["axe/shield"]), enemy([]), ["axe"], [])
    assert refused(state, Strike(0, (3,)))[0] == "runebound3.combat.gather"


@pytest.mark.rule("runebound3.combat.enemy-tokens")
def test_enemies_share_five_tokens_and_a_sixth_in_act_two():
    common = tokens("enemy", ["skull/miss"] * 6)
    assert enemy_tokens(common, 1) == common[:5]
    assert enemy_tokens(common, 2) == common
    with pytest.raises(RuleViolation):
        enemy_tokens(common[:5], 2)
    short = Fighter("Rat", SideKind.ENEMY, 3, common[:4])
    with pytest.raises(RuleViolation) as caught:
        start_combat(hero(["axe/miss"]), short, TERRAIN)
    assert caught.value.ruling.citations[0].rule_id == "runebound3.combat.enemy-tokens"


@pytest.mark.rule("runebound3.combat.villain-token")
def test_a_main_villain_adds_its_seventh_token():
    common = tokens("enemy", ["skull/miss"] * 6)
    villain = parse_token("Margath", "3skull*/2shield")
    assert enemy_tokens(common, 2, villain) == common + (villain,)
    too_many = Fighter("Margath", SideKind.ENEMY, 12, common + (villain, villain))
    with pytest.raises(RuleViolation) as caught:
        start_combat(hero(["axe/miss"]), too_many, TERRAIN)
    assert caught.value.ruling.citations[0].rule_id == "runebound3.combat.villain-token"


@pytest.mark.rule("runebound3.combat.toss")
def test_every_round_begins_with_a_toss_of_all_tokens():
    state = start_combat(hero(["axe/shield"]), enemy(["skull/miss"]), TERRAIN)
    assert refused(state, Strike(0, (0,)))[0] == "runebound3.combat.toss"
    assert refused(state, Toss(((True,), (True,))))[0] == "runebound3.combat.toss"
    state, ruling = rule_on(state, Toss(((False,), (True,) * 5)))
    assert cites(ruling, "runebound3.combat.toss") and state.phase is Phase.SPENDING
    assert state.side(0).up == (False,)
    assert refused(state, Toss(((True,), (True,) * 5)))[0] == "runebound3.combat.toss"


@pytest.mark.rule("runebound3.combat.initiative")
def test_more_golden_marks_act_first_and_a_tie_goes_to_the_hero():
    defender = enemy(["skull*/miss", "skull*/miss"])
    state = fought(hero(["axe*/miss", "axe/miss"]), defender, ["axe*", "axe"], ["skull*", "skull*"])
    assert state.first == 1 and state.to_act == 1
    state = fought(hero(["axe*/miss", "axe*/miss"]), defender, ["axe*", "axe*"], ["skull*", "skull*"])
    assert state.first == 0
    state = fought(hero(["axe/miss"]), defender, ["axe"], ["miss", "miss"])
    assert state.first == 0


@pytest.mark.rule("runebound3.combat.alternate")
def test_the_sides_take_turns_spending():
    state = fought(hero(["axe/miss", "axe/miss"]), enemy(["skull/miss", "skull/miss"]), ["axe", "axe"],
                   ["skull", "skull"])
    assert refused(state, Strike(1, (0,)))[0] == "runebound3.combat.alternate"
    state, ruling = rule_on(state, Strike(0, (0,)))
    assert state.to_act == 1 and cites(ruling, "runebound3.combat.alternate")
    assert refused(state, Strike(0, (1,)))[0] == "runebound3.combat.alternate"


@pytest.mark.rule("runebound3.combat.round-end")
def test_a_round_ends_when_both_pass_or_every_token_is_spent():
    state = fought(hero(["axe/miss"]), enemy(["skull/miss"]), ["axe"], ["skull"])
    state, _ = rule_on(state, Pass(0))
    state, ruling = rule_on(state, Pass(1))
    assert cites(ruling, "runebound3.combat.round-end") and state.phase is Phase.BETWEEN and state.round == 2
    one_each = fought(hero(["axe/miss"], health=9),
                      Fighter("Goblin", SideKind.ENEMY, 9, tokens("e", ["skull/miss"] * 5)), ["axe"], ["skull"] * 5)
    state, _ = rule_on(one_each, Strike(0, (0,)))
    state, _ = rule_on(state, Strike(1, (0, 1, 2, 3, 4)))
    assert state.phase is Phase.BETWEEN and state.side(0).wounds == 5 and state.side(1).wounds == 1


@pytest.mark.rule("runebound3.combat.axe")
def test_a_hero_spends_axes_from_several_tokens_and_an_enemy_cannot():
    state = fought(hero(["2axe/miss", "axe/miss"]), enemy(["axe/miss"], health=9), ["2axe", "axe"], ["axe"])
    state, ruling = rule_on(state, Strike(0, (0, 1)))
    assert state.side(1).wounds == 3 and cites(ruling, "runebound3.combat.axe")
    rule, message = refused(state, Strike(1, (0,)))
    assert rule == "runebound3.combat.axe" and "only heroes" in message


@pytest.mark.rule("runebound3.combat.bolt")
def test_bolts_are_magic_damage_for_heroes_only():
    state = fought(hero(["bolt/miss", "axe/miss"]), enemy(["bolt/miss"], health=9), ["bolt", "axe"], ["bolt"])
    state, ruling = rule_on(state, Strike(0, (0, 1)))
    assert state.side(1).wounds == 2 and cites(ruling, "runebound3.combat.bolt")
    assert refused(state, Strike(1, (0,)))[0] == "runebound3.combat.bolt"


@pytest.mark.rule("runebound3.combat.skull")
def test_skulls_are_enemy_damage_only():
    state = fought(hero(["skull/miss", "axe/miss"], health=9), enemy(["skull/miss", "2skull/miss"]),
                   ["skull", "axe"], ["skull", "2skull"])
    assert refused(state, Strike(0, (0,)))[0] == "runebound3.combat.skull"
    state, _ = rule_on(state, Strike(0, (1,)))
    state, ruling = rule_on(state, Strike(1, (0, 1)))
    assert state.side(0).wounds == 3 and cites(ruling, "runebound3.combat.skull")


@pytest.mark.rule("runebound3.combat.wing")
def test_a_wing_flips_an_own_token_or_makes_the_opponent_toss_again():
    state = fought(hero(["wing/miss", "miss/axe", "wing/miss"]), enemy(["skull/shield"]),
                   ["wing", "miss", "wing"], ["skull"])
    assert refused(state, Flip(0, 0, (0,)))[0] == "runebound3.combat.wing"
    assert refused(state, Flip(0, 0, (1, 2)))[0] == "runebound3.combat.wing"  # one wing, one token
    state, ruling = rule_on(state, Flip(0, 0, (1,)))
    assert state.side(0).up[1] is False and state.side(0).spent[0] and cites(ruling, "runebound3.combat.wing")
    state, _ = rule_on(state, Pass(1))
    state, _ = rule_on(state, Reroll(0, 2, (0,), (False,)))
    assert state.side(1).up[0] is False


@pytest.mark.rule("runebound3.combat.surge")
def test_surge_abilities_cost_surges():
    blast = SurgeAbility("Blast", 2, damage=2)
    state = fought(hero(["surge/miss", "surge/miss", "2surge/miss"], abilities=[blast]), enemy([], health=9),
                   ["surge", "surge", "2surge"], [])
    rule, message = refused(state, Surge(0, "Blast", (0,)))
    assert rule == "runebound3.combat.surge" and "costs 2" in message
    assert refused(state, Surge(0, "Fireball", (0, 1)))[0] == "runebound3.combat.surge"
    state, ruling = rule_on(state, Surge(0, "blast", (2,)))
    assert state.side(1).wounds == 2 and cites(ruling, "runebound3.combat.surge")


@pytest.mark.rule("runebound3.combat.surge-once")
def test_each_surge_ability_once_a_round():
    heal = SurgeAbility("Mend", 1, effect="heal one wound")
    state = fought(hero(["surge/miss", "surge/miss"], abilities=[heal]), enemy([]), ["surge", "surge"], [])
    state, ruling = rule_on(state, Surge(0, "Mend", (0,)))
    assert any("heal one wound" in e for e in ruling.effects)
    state, _ = rule_on(state, Pass(1))
    assert refused(state, Surge(0, "Mend", (1,)))[0] == "runebound3.combat.surge-once"
    state, _ = rule_on(state, Pass(0))
    state, _ = rule_on(state, FightOn(0))
    state, _ = rule_on(state, Toss(((True, True), (False,) * 5)))
    state, _ = rule_on(state, Surge(0, "Mend", (1,)))
    assert state.side(0).surges_used == ("Mend",)


@pytest.mark.rule("runebound3.combat.double")
def test_a_token_on_a_doubling_token_counts_twice():
    state = fought(hero(["double/miss", "2axe/miss", "axe/miss"]), enemy([], health=9),
                   ["double", "2axe", "axe"], [])
    assert refused(state, Double(0, 1, 2))[0] == "runebound3.combat.double"
    state, ruling = rule_on(state, Double(0, 0, 1))
    assert cites(ruling, "runebound3.combat.double") and state.side(0).stacks == ((0, 1),)
    state, _ = rule_on(state, Pass(1))
    state, _ = rule_on(state, Strike(0, (1,)))
    assert state.side(1).wounds == 4


@pytest.mark.rule("runebound3.combat.double-one")
def test_a_doubling_token_holds_one_token():
    state = fought(hero(["double/miss", "double/miss", "axe/miss", "axe/miss"]), enemy([]),
                   ["double", "double", "axe", "axe"], [])
    state, _ = rule_on(state, Double(0, 0, 2))
    state, _ = rule_on(state, Pass(1))
    assert refused(state, Double(0, 0, 3))[0] == "runebound3.combat.double-one"
    assert refused(state, Double(0, 1, 2))[0] == "runebound3.combat.double-one"
    assert refused(state, Double(0, 1, 0))[0] == "runebound3.combat.double-one"


@pytest.mark.rule("runebound3.combat.double-pair")
def test_a_doubled_pair_is_spent_together():
    state = fought(hero(["double/miss", "shield/miss", "axe/miss"]), enemy(["2skull/miss", "2skull/miss"]),
                   ["double", "shield", "axe"], ["2skull", "2skull"])
    state, _ = rule_on(state, Double(0, 0, 1))
    state, _ = rule_on(state, Strike(1, (0, 1)))
    assert state.pending.amount == 4
    assert refused(state, Shield(0, (0, 1)))[0] == "runebound3.combat.double-pair"
    state, ruling = rule_on(state, Shield(0, (1,)))
    assert cites(ruling, "runebound3.combat.double-pair")
    assert state.side(0).spent == (True, True, False) and state.side(0).wounds == 2


@pytest.mark.rule("runebound3.combat.double-locked")
def test_a_loaded_doubling_token_cannot_be_turned_but_its_top_can():
    state = fought(hero(["double/miss", "miss/axe", "wing/miss", "wing/miss"]), enemy(["wing/miss"]),
                   ["double", "miss", "wing", "wing"], ["wing"])
    state, _ = rule_on(state, Double(0, 0, 1))
    assert refused(state, Reroll(1, 0, (0,), (False,)))[0] == "runebound3.combat.double-locked"
    state, ruling = rule_on(state, Reroll(1, 0, (1,), (True,)))
    assert cites(ruling, "runebound3.combat.double-locked") and state.side(0).stacks == ((0, 1),)
    assert refused(state, Flip(0, 2, (0,)))[0] == "runebound3.combat.double-locked"
    state, _ = rule_on(state, Flip(0, 2, (1,)))
    assert state.side(0).up[1] is False and state.side(0).stacks == ((0, 1),)


@pytest.mark.rule("runebound3.combat.shield")
def test_shields_prevent_damage_at_any_time_but_only_damage():
    state = fought(hero(["shield/miss", "2shield/miss"], health=9), enemy(["2skull/miss", "skull/miss"]),
                   ["shield", "2shield"], ["2skull", "skull"])
    assert refused(state, Shield(0, (0,)))[0] == "runebound3.combat.shield"
    state, _ = rule_on(state, Pass(0))
    state, _ = rule_on(state, Strike(1, (0,)))
    assert decision(state).seat == 0 and decision(state).window == "shield"
    assert refused(state, Strike(1, (1,)))[0] == "runebound3.combat.shield"
    state, ruling = rule_on(state, Shield(0, (1,)))
    assert state.side(0).wounds == 0 and state.pending is None and cites(ruling, "runebound3.combat.shield")
    state, _ = rule_on(state, Strike(1, (1,)))
    state, _ = rule_on(state, TakeDamage(0))
    assert state.side(0).wounds == 1 and not state.side(0).spent[0]


@pytest.mark.rule("runebound3.combat.defeat")
def test_wounds_reaching_health_end_the_fight():
    state = fought(hero(["3axe/miss"]), enemy(["skull/miss"], health=3), ["3axe"], ["skull"])
    state, ruling = rule_on(state, Strike(0, (0,)))
    assert state.phase is Phase.OVER and state.result.ending is Ending.DEFEAT
    assert cites(ruling, "runebound3.combat.defeat")
    assert refused(state, Strike(1, (0,)))[0] == "runebound3.combat.defeat"
    assert choices(state) == ()


@pytest.mark.rule("runebound3.combat.hero-wins")
def test_a_victorious_hero_takes_the_card_and_its_reward():
    state = fought(hero(["3axe/miss"]), enemy([], health=3), ["3axe"], [])
    state, ruling = rule_on(state, Strike(0, (0,)))
    assert state.result.winner == 0 and "trophy" in state.result.text and "reward" in state.result.text
    assert cites(ruling, "runebound3.combat.hero-wins")


@pytest.mark.rule("runebound3.combat.hero-defeated")
def test_a_defeated_hero_discards_the_enemy_and_can_only_rest():
    state = fought(hero(["miss/miss"], health=2), enemy(["2skull/miss"]), ["miss"], ["2skull"])
    state, _ = rule_on(state, Pass(0))
    state, ruling = rule_on(state, Strike(1, (0,)))
    assert state.result.winner == 1 and state.result.loser == 0
    assert "discard" in state.result.text and "rest" in state.result.text
    assert cites(ruling, "runebound3.combat.hero-defeated")


@pytest.mark.rule("runebound3.combat.pass")
def test_a_side_that_passed_takes_no_more_actions_this_round():
    state = fought(hero(["axe/miss", "axe/miss"]), enemy(["skull/miss", "skull/miss"], health=9),
                   ["axe", "axe"], ["skull", "skull"])
    state, ruling = rule_on(state, Pass(0))
    assert cites(ruling, "runebound3.combat.pass") and state.to_act == 1
    state, _ = rule_on(state, Strike(1, (0,)))
    assert state.to_act == 1  # the hero passed: the enemy keeps acting
    assert refused(state, Strike(0, (1,)))[0] == "runebound3.combat.pass"


@pytest.mark.rule("runebound3.combat.must-pass")
def test_a_side_with_only_misses_or_spent_tokens_must_pass():
    state = fought(hero(["miss/axe", "shield/miss"]), enemy(["skull/miss"]), ["miss", "shield"], ["skull"])
    assert decision(state).prompt.endswith("must pass")
    assert [c.action for c in choices(state)] == [Pass]
    assert refused(state, Strike(0, (0,)))[0] == "runebound3.combat.must-pass"
    state, ruling = rule_on(state, Pass(0))
    assert cites(ruling, "runebound3.combat.must-pass")


@pytest.mark.rule("runebound3.combat.retreat")
def test_between_rounds_a_hero_may_retreat_and_end_the_fight():
    state = fought(hero(["axe/miss"]), enemy(["skull/miss"]), ["axe"], ["skull"])
    assert refused(state, Retreat(0, DiceRoll(TERRAIN.id, (FOREST,), "table")))[0] == "runebound3.combat.retreat"
    state, _ = rule_on(state, Pass(0))
    state, _ = rule_on(state, Pass(1))
    assert refused(state, Toss(((True,), (True,) * 5)))[0] == "runebound3.combat.retreat"
    assert refused(state, FightOn(1))[0] == "runebound3.combat.retreat"  # an enemy never retreats
    state, ruling = rule_on(state, Retreat(0, DiceRoll(TERRAIN.id, (FOREST,), "table")))
    assert state.phase is Phase.OVER and state.result.ending is Ending.RETREAT and state.result.retreated == 0
    assert "discard Goblin" in state.result.text and cites(ruling, "runebound3.combat.retreat")


@pytest.mark.rule("runebound3.combat.retreat-fail")
def test_a_retreat_that_moves_nowhere_fails_and_the_fight_goes_on():
    state = fought(hero(["axe/miss"]), enemy(["skull/miss"]), ["axe"], ["skull"])
    state, _ = rule_on(state, Pass(0))
    state, _ = rule_on(state, Pass(1))
    state, ruling = rule_on(state, Retreat(0, DiceRoll(TERRAIN.id, (PLAINS,), "table")))
    assert cites(ruling, "runebound3.combat.retreat-fail") and state.phase is Phase.TOSS and state.round == 2
    assert decision(state).kind is DecisionKind.DICE


@pytest.mark.rule("runebound3.combat.hero-battle")
def test_in_a_battle_of_heroes_both_may_retreat_the_attacker_first():
    attacker = hero(["axe*/miss"], name="Ann", escape=("forest",))
    defender = hero(["2axe/miss"], name="Bo", escape=("plains",), seat=1)
    state = fought(attacker, defender, ["axe*"], ["2axe"])
    state, _ = rule_on(state, Strike(0, (0,)))
    state, ruling = rule_on(state, Strike(1, (0,)))
    assert state.side(0).wounds == 2 and state.side(1).wounds == 1
    assert state.retreat_queue == (0, 1) and cites(ruling, "runebound3.combat.hero-battle")
    assert refused(state, FightOn(1))[0] == "runebound3.combat.hero-battle"
    state, _ = rule_on(state, Retreat(0, DiceRoll(TERRAIN.id, (PLAINS,), "table")))
    assert decision(state).seat == 1
    state, _ = rule_on(state, Retreat(1, DiceRoll(TERRAIN.id, (PLAINS,), "table")))
    assert state.result.retreated == 1 and "discard" not in state.result.text
    with pytest.raises(RuleViolation) as caught:
        start_combat(enemy([]), attacker, TERRAIN)
    assert caught.value.ruling.citations[0].rule_id == "runebound3.combat.hero-battle"
