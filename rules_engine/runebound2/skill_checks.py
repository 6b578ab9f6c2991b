"""Skill checks: 2d10 + attribute + skill bonus against a target; allies only when a card allows."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import SkillCheck
from rules_engine.runebound2.heroes import ATTRIBUTES
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.wounds import find
from rules_engine.messages import Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name


def check_total(roll_total: int, attribute: int, skill: int = 0, bonus: int = 0) -> int:
    """The total of a skill check."""
    return roll_total + attribute + skill + bonus


def skill_check(state: Rb2State, act: SkillCheck, ref: Referee) -> tuple[Rb2State, str]:
    """Roll a skill check and report pass or fail; the card's consequences are the table's to apply."""
    if act.attribute not in ATTRIBUTES:
        ref.refuse("runebound2.companion.card-values",
                   Message('a check tests mind, body or spirit, not {attribute!r}', attribute=act.attribute), hard=True)
    who = find(state, state.active, act.by, ref)
    if who is not state.hero.hero:
        ref.require(act.card_allows_ally, "runebound2.skill.check",
                    Message("{who} is an ally: allies take checks only when the card says so (add 'ally-ok')", who=printed_name(who.name)))
    ref.cite("runebound2.skill.check", "runebound2.dice.d10-zero-is-ten")
    value = who.attribute(act.attribute)
    total = check_total(act.roll.total, value, act.skill, act.bonus)
    extras = "".join(f" + {x}" for x in (act.skill, act.bonus) if x)
    passed = total >= act.target
    verdict = Message("passes") if passed else Message("fails")
    ref.note(Message('{roll} + {attribute} {value}{extras} = {total} against {target}: {verdict}', roll=act.roll.describe(), attribute=word(act.attribute), value=value, extras=extras, total=total, target=act.target, verdict=verdict))
    if act.bonus:
        ref.cite("runebound2.cards.bonus-declaration")
    if state.turn.encounter:
        ref.cite("runebound2.adventure.success-failure")
        ref.note(Message("what this {value} brings is on {encounter}'s card; if it says nothing, nothing happens: 'done'", value=Message('pass') if passed else Message('failure'), encounter=state.turn.encounter))
    state = state.with_turn(wardable=0)
    return state, Message('{who} {verdict} the {attribute} check ({total} vs {target})', who=printed_name(who.name), verdict=verdict, attribute=word(act.attribute), total=total, target=act.target)
