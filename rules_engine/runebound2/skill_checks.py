"""Skill checks: 2d10 + attribute + skill bonus against a target; allies only when a card allows."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import SkillCheck
from rules_engine.runebound2.heroes import ATTRIBUTES
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.wounds import find


def check_total(roll_total: int, attribute: int, skill: int = 0, bonus: int = 0) -> int:
    """The total of a skill check."""
    return roll_total + attribute + skill + bonus


def skill_check(state: Rb2State, act: SkillCheck, ref: Referee) -> tuple[Rb2State, str]:
    """Roll a skill check and report pass or fail; the card's consequences are the table's to apply."""
    ref.require(act.attribute in ATTRIBUTES, "runebound2.skill.check",
                f"a check tests mind, body or spirit, not {act.attribute!r}", hard=True)
    who = find(state, state.active, act.by, ref, "runebound2.skill.check")
    if who is not state.hero.hero:
        ref.require(act.card_allows_ally, "runebound2.skill.check",
                    f"{who.name} is an ally: allies take checks only when the card says so (add 'ally-ok')")
    ref.cite("runebound2.skill.check", "runebound2.dice.d10-zero-is-ten")
    value = who.attribute(act.attribute)
    total = check_total(act.roll.total, value, act.skill, act.bonus)
    extras = "".join(f" + {x}" for x in (act.skill, act.bonus) if x)
    passed = total >= act.target
    verdict = "passes" if passed else "fails"
    ref.note(f"{act.roll.describe()} + {act.attribute} {value}{extras} = {total} against {act.target}: {verdict}")
    if act.bonus:
        ref.cite("runebound2.cards.bonus-declaration")
    if state.turn.encounter:
        ref.cite("runebound2.adventure.success-failure")
        ref.note(f"what this {'pass' if passed else 'failure'} brings is on {state.turn.encounter}'s card; "
                 "if it says nothing, nothing happens: 'done'")
    state = state.with_turn(wardable=0)
    return state, f"{who.name} {verdict} the {act.attribute} check ({total} vs {act.target})"
