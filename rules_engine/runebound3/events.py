"""Event cards: choose one of the two options, then apply it as fully as the hero can.

An event card's data names its two options (`options`: two mappings, or two effect notations such as
`gold-2,trophy` and `body-1,gold+3`). The player may pick either, even one that would do nothing; the
chosen option is then applied as far as it can be: paying 2 gold with 1 gold pays the 1, discarding
three skill cards with two in hand discards the two (1. События:). An option that tests an attribute
starts the test first; a failed test stops the card and discards it (`attribute_tests.py`), a passed
one applies the rest of the option.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.errors import CommandError
from rules_engine.messages import Joined, Message, N_
from rules_engine.plurals import count as count_of
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import ChooseOption
from rules_engine.runebound3.skill_effects import cards_owed
from rules_engine.runebound3.card_records import EventOption
from rules_engine.runebound3.words import word as table_word
from rules_engine.runebound3.state import (
    Attribute, AttributeTest, ChallengeKind, Colour, R3State, Stage,
)
from rules_engine.values import replace

#: The signed amounts an option may change, and what a positive and a negative amount mean.
AMOUNTS = {"gold": (N_("gains {n} gold"), N_("pays {n} gold")), "wounds": (N_("takes {n} wounds"), N_("heals {n} wounds")),
           "cards": (N_("draws {n} skill cards"), N_("discards {n} skill cards"))}
#: The words an option may carry without an amount.
FLAGS = ("delayed", "trophy")
#: Every key an option's data may hold.
OPTION_KEYS = ("text", *AMOUNTS, *FLAGS, "test", "modifier")
NOTATION_HELP = N_("effects joined by commas: gold+N/gold-N, wounds+N/wounds-N, cards+N/cards-N, delayed, trophy, "
                   "an attribute test such as body-1, or none")


def _whole(value: Any, what: str, card: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise CommandError(Message("{card!r}: an event option's {what} is a whole number, not {value!r}", card=card,
                                   what=what, value=value))
    return value


def option_from(data: Mapping[str, Any], card: str) -> EventOption:
    """One option from its data, or a CommandError naming the card and what is wrong."""
    unknown = sorted(set(data) - set(OPTION_KEYS))
    if unknown:
        raise CommandError(Message("{card!r}: an event option has no effect {unknown} (known: {known})", card=card,
                                   unknown=", ".join(map(repr, unknown)), known=", ".join(OPTION_KEYS)))
    test = str(data.get("test", "")).strip().lower()
    if test and test not in tuple(a.value for a in Attribute):
        raise CommandError(Message("{card!r}: an event option tests body, mind or spirit, not {test!r}", card=card, test=test))
    modifier = _whole(data.get("modifier", 0), Message("test modifier"), card)
    if not -3 <= modifier <= 3:
        raise CommandError(Message("{card!r}: a test's modifier is small (+1 or -1 as printed), not {modifier}", card=card,
                                   modifier=modifier))
    amounts = {key: _whole(data.get(key, 0), key, card) for key in AMOUNTS}
    option = EventOption("", **amounts, delayed=bool(data.get("delayed", False)),
                         trophy=bool(data.get("trophy", False)), test=test, modifier=modifier)
    return replace(option, text=str(data.get("text") or describe(option)))


def parse_option(text: str, card: str = "event") -> dict[str, Any]:
    """An option's data from its notation (`gold-2,trophy`, `body-1,gold+3`, `none`); ValueError if unreadable."""
    data: dict[str, Any] = {}
    for word in (w.strip().casefold() for w in text.split(",")):
        if word == "none" or not word:
            continue
        if word in FLAGS:
            data[word] = True
            continue
        name = word.rstrip("+-0123456789")
        number = word[len(name):]
        if name in (a.value for a in Attribute):
            data["test"], data["modifier"] = name, int(number or 0)
        elif name in AMOUNTS and number[:1] in ("+", "-") and number[1:].isdigit():
            data[name] = int(number)
        else:
            raise ValueError(Message("{card!r}: {word!r} is not an event effect ({help})", card=card, word=word,
                                         help=Message(NOTATION_HELP)))
    return data


def notation(data: Mapping[str, Any] | str) -> str:
    """An option's data written back as its notation (the inverse of `parse_option`)."""
    if isinstance(data, str):
        return data
    words = [f"{data['test']}{int(data.get('modifier', 0)):+d}" if data.get("modifier") else str(data["test"])] \
        if data.get("test") else []
    words += [f"{key}{int(data[key]):+d}" for key in AMOUNTS if data.get(key)]
    words += [flag for flag in FLAGS if data.get(flag)]
    return ",".join(words) or "none"


def options_of(data: Mapping[str, Any], card: str) -> tuple[EventOption, ...]:
    """An event card's two options from its data (none when the data gives none)."""
    given = data.get("options")
    if given is None:
        return ()
    if not isinstance(given, (list, tuple)) or len(given) != 2:
        raise CommandError(Message("{card!r}: an event card has exactly two options", card=card))
    try:
        return tuple(option_from(parse_option(o, card) if isinstance(o, str) else o, card) for o in given)
    except ValueError as error:
        raise CommandError(error.args[0]) from None


def describe(option: EventOption) -> str:
    """An option's effects in words (`test body -1, then pays 2 gold, keeps the card`)."""
    parts = [Message(AMOUNTS[key][0] if value > 0 else AMOUNTS[key][1], n=abs(value))
             for key, value in (("gold", option.gold), ("wounds", option.wounds), ("cards", option.cards)) if value]
    if option.delayed:
        parts.append(Message("is delayed"))
    parts.append(Message("keeps the card as a trophy") if option.trophy else Message("discards the card"))
    effects = Joined(", ", tuple(parts))
    if option.test:
        modifier = f" {option.modifier:+d}" if option.modifier else ""
        return Message("test {test}{modifier}, then {effects}", test=option.test, modifier=modifier, effects=effects)
    return effects


def describe_gains(option: EventOption) -> str:
    """An option's gold, skill cards, wounds and delay in words, without what becomes of the card."""
    parts = [Message(AMOUNTS[key][0] if value > 0 else AMOUNTS[key][1], n=abs(value))
             for key, value in (("gold", option.gold), ("wounds", option.wounds), ("cards", option.cards)) if value]
    if option.delayed:
        parts.append(Message("is delayed"))
    return Joined(", ", tuple(parts))


def choose_option(state: R3State, act: ChooseOption, ref: Referee) -> R3State:
    """Take option 1 or 2: start its test, or apply it at once as fully as possible."""
    challenge = state.challenge
    ref.require(challenge is not None and challenge.kind is ChallengeKind.EVENT and challenge.awaits_option,
                "runebound3.event", Message("no drawn event card waits for one of its two options"), hard=True)
    assert challenge is not None
    ref.require(act.option in (1, 2), "runebound3.event", Message("an event has options 1 and 2, not {option}",
                                                                  option=act.option),
                hard=True)
    ref.cite("runebound3.event")
    option = challenge.options[act.option - 1]
    ref.note(Message("{hero} chooses option {option} of {challenge}: {option_text}",
                     hero=state.hero.sheet.name, option=act.option, challenge=challenge.name, option_text=option.text))
    state = replace(state, challenge=replace(challenge, chosen=act.option))
    if option.test:
        ref.cite("runebound3.test.reveal")
        owed = cards_owed(state.hero, Attribute(option.test), option.modifier, ref)
        ref.note(Message("{hero} tests {test}: reveal {skill_cards}",
                         hero=state.hero.sheet.name, test=table_word(option.test),
                         skill_cards=count_of(owed, 'skill card', 'skill cards')))
        return replace(state, test=AttributeTest(Attribute(option.test), owed))
    return apply_chosen(state, ref)


def apply_chosen(state: R3State, ref: Referee) -> R3State:
    """Apply the chosen option's effects as far as they go, then keep the card as a trophy or discard it."""
    challenge = state.challenge
    assert challenge is not None and challenge.chosen
    option = challenge.options[challenge.chosen - 1]
    hero = state.hero
    ref.cite("runebound3.event.fully")
    short: list[str] = []
    paid = min(-option.gold, hero.gold) if option.gold < 0 else 0
    discarded = min(-option.cards, hero.hand) if option.cards < 0 else 0
    taken = min(option.wounds, hero.sheet.health - hero.wounds) if option.wounds > 0 else 0
    healed = min(-option.wounds, hero.wounds) if option.wounds < 0 else 0
    for owed, done, what in ((-option.gold, paid, Message("gold paid")), (-option.cards, discarded, Message("skill cards discarded")),
                             (option.wounds, taken, Message("wounds taken")), (-option.wounds, healed, Message("wounds healed"))):
        if owed > 0 and done < owed:
            short.append(Message("{done} of {owed} {what}", done=done, owed=owed, what=what))
    if short:
        ref.note(Message("as fully as possible: {names}", names=Joined("; ", tuple(short))))
    gold = hero.gold + (option.gold if option.gold > 0 else -paid)
    hand = hero.hand + (option.cards if option.cards > 0 else -discarded)
    wounds = hero.wounds + taken - healed
    defeated = hero.defeated and not healed or wounds >= hero.sheet.health
    if wounds >= hero.sheet.health and not hero.defeated:
        ref.cite("runebound3.enemy.defeated")
        ref.note(Message("{hero}'s wounds reach their health: defeated, and may only rest until healed",
                         hero=hero.sheet.name))
    if option.delayed:
        ref.cite("runebound3.delayed")
    hero = replace(hero, gold=gold, hand=hand, wounds=wounds, defeated=defeated, delayed=hero.delayed or option.delayed)
    if option.trophy and challenge.story and challenge.colour is Colour.GREY:
        ref.note(Message("{challenge} is a story quest: the table follows its card for what it keeps",
                         challenge=challenge.name))
    elif option.trophy:
        ref.cite("runebound3.trophy")
        hero = replace(hero, trophies=(*hero.trophies, challenge.colour))
    else:
        ref.note(Message("{challenge} is discarded", challenge=challenge.name))
    heroes = list(state.heroes)
    heroes[state.active] = hero
    return replace(state, heroes=tuple(heroes), challenge=None, stage=Stage.ACTIONS)


__all__ = ["NOTATION_HELP", "ChooseOption", "apply_chosen", "choose_option", "describe", "describe_gains", "notation", "option_from", "options_of",
           "parse_option"]
