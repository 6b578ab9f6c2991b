"""Final damage as the book teaches it, the worked example 'Barbarian vs Paladin', and each damage type's properties."""

from __future__ import annotations

import pytest

from rules_engine.dice_throne.damage import DAMAGE_TYPES, Step, calculate
from rules_engine.errors import RuleViolation
from tests.dice_throne.support import GAME, act, started, to_phase

# The book's example lost its numbers with the icons (facts.md); these are chosen to fit what it
# states: an odd intermediate, intermediate - half - half = -1, final 0, Retribution sends half back.
SUPREMACY = 10  # event 1: the Barbarian's incoming damage
DIVINE_DEFENCE_III = 4  # event 4: prevents
GET_SOME = 2  # event 5: attack modifier, adds
REDEMPTION = 1  # event 6: prevents


@pytest.mark.rule("dice-throne.damage.worked-example")
@pytest.mark.rule("dice-throne.damage.final")
def test_barbarian_vs_paladin_step_by_step():
    steps = (
        Step("reflect", 2, "Retribution"),  # event 2, spent first but applied last
        Step("divide", 2, "Protect"),  # event 3
        Step("subtract", DIVINE_DEFENCE_III, "Divine Defense III"),  # event 4
        Step("add", GET_SOME, "Get Some!", attack_modifier=True),  # event 5
        Step("subtract", REDEMPTION, "Redemption"),  # event 6
        Step("divide", 2, "Protect"),  # event 7
    )
    result = calculate(SUPREMACY, steps)
    # 1. incoming
    assert result.incoming == 10
    # 2. additions and subtractions, in any order, give the intermediate
    assert [line.running for line in result.additive] == [6, 8, 7]
    assert result.intermediate == 7 and result.intermediate % 2 == 1
    # 3. each division computed separately from the intermediate, rounded up
    amounts = {(line.step.source, line.step.op): line.amount for line in result.multiplicative}
    assert amounts[("Retribution", "reflect")] == 4
    assert [line.amount for line in result.multiplicative if line.step.source == "Protect"] == [4, 4]
    # intermediate - half - half = -1, never below zero: final 0
    assert result.unclamped == -1
    assert result.final == 0
    # Retribution sends half back without reducing the damage taken
    assert result.reflected == 4
    text = "\n".join(result.lines())
    assert "intermediate 7" in text and "final -1 -> 0" in text and "back to the attacker" in text


@pytest.mark.rule("dice-throne.damage.worked-example")
@pytest.mark.rule("dice-throne.roll-phase.damage-at-end")
def test_barbarian_vs_paladin_through_the_engine():
    """The same fight entered as commands: the defender ends at full health, the attacker takes the reflection."""
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability revolver")
    s = act(s, f"activate {SUPREMACY}")
    s = act(s, "next")
    s = act(s, "reflect 2 from Retribution")
    s = act(s, "halve from Protect")
    s = act(s, f"prevent {DIVINE_DEFENCE_III} from Divine Defense III")
    s = act(s, f"boost {GET_SOME} from Get Some!")
    s = act(s, f"prevent {REDEMPTION} from Redemption")
    s = act(s, "halve from Protect")
    outcome = GAME.apply(s, GAME.parse_command(s, "next"))
    assert outcome.state.health == (46, 50)
    assert "dice-throne.damage.worked-example" in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("dice-throne.damage.final")
def test_multiplications_are_each_from_the_intermediate():
    result = calculate(5, (Step("add", 1, "card"), Step("multiply", 2, "x2"), Step("multiply", 3, "x3")))
    assert result.intermediate == 6
    assert [line.amount for line in result.multiplicative] == [6, 12]
    assert result.final == 24


@pytest.mark.rule("dice-throne.damage.final")
def test_final_damage_never_below_zero():
    assert calculate(3, (Step("subtract", 10, "block"),)).final == 0
    assert calculate(0, (Step("divide", 2, "half"),)).final == 0


@pytest.mark.rule("dice-throne.damage.types")
def test_the_damage_type_table():
    table = {t.id: (t.blockable, t.avoidable, t.boostable, t.special_targeting) for t in DAMAGE_TYPES.values()}
    assert table == {
        "regular": (True, True, True, False),
        "undefendable": (False, True, True, False),
        "pure": (False, True, False, False),
        "collateral": (False, True, False, True),
        "ultimate": (False, False, True, False),
    }


def _attack_pending(kind: str, damage: int = 5):
    """An offensive roll phase with one pending (non-attack) damage of the given type to p2."""
    s = to_phase(started(), "offensive-roll")
    return act(s, f"damage {damage} {kind} to p2 from card")


@pytest.mark.rule("dice-throne.damage.regular")
def test_regular_damage_can_be_boosted_and_reduced():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability revolver")
    s = act(s, "activate")
    s = act(s, "boost 2")
    s = act(s, "prevent 1")
    assert [st.op for st in s.pending[0].steps] == ["add", "subtract"]
    s = act(s, "next")
    s = act(s, "defend", 2, 3, 4, 5)  # regular damage is blockable: the defender may roll
    assert s.roll.defence == "ahoy"


@pytest.mark.rule("dice-throne.damage.undefendable")
@pytest.mark.rule("dice-throne.defence.when")
def test_undefendable_damage_has_no_defence_but_can_be_reduced_and_boosted():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 6, 6, 6, 6, 1)
    s = act(s, "ability deadeye")
    s = act(s, "activate")
    s = act(s, "boost 1")
    s = act(s, "prevent 2")
    s = act(s, "next")
    with pytest.raises(RuleViolation) as refused:
        act(s, "defend", 1, 2, 3, 4)
    assert refused.value.ruling.citations[0].rule_id == "dice-throne.defence.when"


@pytest.mark.rule("dice-throne.damage.pure")
def test_pure_damage_cannot_be_boosted_but_can_be_reduced():
    s = _attack_pending("pure")
    with pytest.raises(RuleViolation) as refused:
        act(s, "add 2 on 1")
    assert refused.value.ruling.citations[0].rule_id == "dice-throne.damage.pure"
    s = act(s, "prevent 2 on 1")
    assert s.pending[0].steps[0].op == "subtract"


@pytest.mark.rule("dice-throne.damage.collateral")
@pytest.mark.rule("dice-throne.damage.attack-modifiers")
def test_collateral_damage_is_not_an_attack_and_cannot_be_boosted():
    s = _attack_pending("collateral")
    assert not s.pending[0].attack
    with pytest.raises(RuleViolation) as refused:
        act(s, "boost 1 on 1")
    assert refused.value.ruling.citations[0].rule_id in ("dice-throne.damage.collateral",
                                                         "dice-throne.damage.attack-modifiers")
    s = act(s, "prevent 1 on 1")
    assert s.pending[0].steps[0].value == 1


@pytest.mark.rule("dice-throne.damage.attack-modifiers")
def test_attack_modifiers_only_on_attacks():
    s = _attack_pending("regular")  # a card's damage: not an offensive ability, so not an attack
    with pytest.raises(RuleViolation) as refused:
        act(s, "boost 2 on 1")
    assert refused.value.ruling.citations[0].rule_id == "dice-throne.damage.attack-modifiers"
    s = act(s, "add 2 on 1")  # a plain addition (not an attack modifier) is still possible
    assert s.pending[0].steps[0].op == "add"


@pytest.mark.rule("dice-throne.damage.ultimate")
@pytest.mark.rule("dice-throne.ultimate.unstoppable")
def test_ultimate_damage_cannot_be_reduced_but_can_be_boosted():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 6, 6, 6, 6, 6)
    s = act(s, "ability fill-em-with-lead")
    s = act(s, "activate")
    assert s.pending[0].kind == "ultimate" and s.roll.ultimate
    s = act(s, "boost 2")
    for command in ("prevent 1 by p1", "halve by p1", "avoid by p1", "reflect 2 by p1"):
        with pytest.raises(RuleViolation) as refused:
            act(s, command)
        assert refused.value.ruling.citations[0].rule_id == "dice-throne.ultimate.unstoppable"
    s = act(s, "next")
    s = act(s, "next")
    assert s.health == (50, 38)
