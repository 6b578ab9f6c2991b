"""Passive skills the engine applies: a small typed vocabulary, everything else shown for the table.

A learned passive skill acts at all times (Трофеи:). What the engine can apply is written as effects:
`test+1` (one more card in every attribute test), `test:body+1` (in body tests only), `speed+1`,
`hand+1` (hand size) and `health+1`. Learning such a skill changes the hero's card values at once
(speed, hand size and health are read from the card everywhere); test bonuses are added when a test
counts its cards. An active skill, or any text beyond these effects, stays with the table.
"""

from __future__ import annotations

from rules_engine.errors import CommandError
from rules_engine.messages import Message, N_
from rules_engine.plurals import count as count_of
from rules_engine.referee import Referee
from rules_engine.runebound3.card_records import SkillEffect
from rules_engine.runebound3.state import Attribute, HeroState
from rules_engine.runebound3.words import word
from rules_engine.values import replace

#: The values a passive skill may change, and the hero card field each is.
VALUES = {"speed": "speed", "hand": "hand_size", "health": "health"}
EFFECT_HELP = N_("test+N, test:ATTRIBUTE+N (body, mind, spirit), speed+N, hand+N or health+N (N may be negative)")


def parse_effect(text: str, card: str) -> SkillEffect:
    """One skill effect from its notation, or a CommandError naming the card."""
    word = text.strip().casefold().replace(" ", "")
    name = word.rstrip("+-0123456789")
    number = word[len(name):]
    if number[:1] not in ("+", "-") or not number[1:].isdigit() or int(number) == 0:
        raise CommandError(Message("{card!r}: effects: {text!r} is not a skill effect ({help})", card=card, text=text,
                                   help=Message(EFFECT_HELP)))
    what, _, attribute = name.partition(":")
    if what == "test" and attribute in ("", *(a.value for a in Attribute)):
        return SkillEffect("test", int(number), attribute)
    if what in VALUES and not attribute:
        return SkillEffect(what, int(number))
    raise CommandError(Message("{card!r}: effects: {text!r} is not a skill effect ({help})", card=card, text=text,
                                   help=Message(EFFECT_HELP)))


def effects_from(values: object, card: str, active: bool) -> tuple[SkillEffect, ...]:
    """A skill card's effects (a list of notations); only a passive skill has effects the engine applies."""
    if not values:
        return ()
    if not isinstance(values, (list, tuple)):
        raise CommandError(Message("{card!r}: effects: a list of effects such as speed+1, not {values!r}", card=card,
                                   values=values))
    if active:
        raise CommandError(Message("{card!r}: effects: an active skill is used by the table when its card says; only a "
                                   "passive skill has effects the app applies", card=card))
    return tuple(parse_effect(str(v), card) for v in values)


def notation(effect: SkillEffect) -> str:
    """An effect written back as its notation."""
    what = f"test:{effect.attribute}" if effect.what == "test" and effect.attribute else effect.what
    return f"{what}{effect.amount:+d}"


def test_bonus(hero: HeroState, attribute: Attribute) -> tuple[int, tuple[str, ...]]:
    """The extra cards the hero's passive skills give in a test of this attribute, and those skills' names."""
    found = [(s.name, e.amount) for s in hero.skills if not s.active for e in s.effects
             if e.what == "test" and e.attribute in ("", attribute.value)]
    return sum(amount for _, amount in found), tuple(dict.fromkeys(name for name, _ in found))


def cards_owed(hero: HeroState, attribute: Attribute, modifier: int, ref: Referee) -> int:
    """Cards a test reveals: the attribute, the test's modifier and the hero's passive test skills (never below 0)."""
    bonus, skills = test_bonus(hero, attribute)
    if bonus:
        ref.cite("runebound3.skill.passive")
        ref.note(Message("{names}: {bonus} {attribute} test cards",
                         names=', '.join(skills), bonus=format(bonus, '+d'), attribute=word(attribute.value)))
    owed = max(0, hero.sheet.attribute(attribute) + modifier + bonus)
    return owed


def learned(hero: HeroState, effects: tuple[SkillEffect, ...], ref: Referee) -> HeroState:
    """The hero after learning a passive skill with these effects: speed, hand size and health changed at once."""
    sheet = hero.sheet
    for effect in effects:
        if effect.what in VALUES:
            field = VALUES[effect.what]
            value = max(1 if field == "health" else 0, getattr(sheet, field) + effect.amount)
            sheet = replace(sheet, **{field: value})
            ref.cite("runebound3.skill.passive")
            ref.note(Message("{hero}'s {what} is now {value}", hero=sheet.name, what=effect.what, value=value))
    wounds = min(hero.wounds, sheet.health)
    if wounds != hero.wounds:
        ref.note(Message("{wounds} beyond the new health fall away",
                         wounds=count_of(hero.wounds - wounds, 'wound', 'wounds')))
    return replace(hero, sheet=sheet, wounds=wounds)
