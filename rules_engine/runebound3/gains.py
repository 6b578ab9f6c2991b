"""What a hero gains from a card: a beaten enemy's reward, applied, and gains the table records by card.

A hero who beats an enemy takes its card as a trophy and the reward printed at its foot (Поражение:). The
reward is read in the effect vocabulary events use (`gold+3`, `cards+1`, `wounds-2`, `delayed`), or in
plain words the way cards print it ("3 gold", "a skill card", "2 skill cards", "heal 2"); a reward in
other words ("victory") is shown for the table to carry out, saying so. Any other card's gain (gold found,
cards drawn, wounds healed) is typed by the table with the card named: `gain gold+3 from "Lucky Find"`, at
no action cost, as the app's convention for effects of cards it cannot read.
"""

from __future__ import annotations

import re

from rules_engine.messages import Message, N_
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import Gain
from rules_engine.runebound3.events import describe_gains, option_from, parse_option
from rules_engine.runebound3.card_records import EventOption
from rules_engine.runebound3.state import HeroState, R3State
from rules_engine.values import replace

#: Plain words a printed reward may use, each read as one effect of the vocabulary.
_WORDS = (
    (re.compile(r"^(\d+) gold$"), "gold+{n}"),
    (re.compile(r"^an? skill card$"), "cards+1"),
    (re.compile(r"^(\d+) skill cards?$"), "cards+{n}"),
    (re.compile(r"^heal (\d+)(?: wounds?)?$"), "wounds-{n}"),
)
GAIN_HELP = N_("what the card gives, as effects joined by commas: gold+N, cards+N, wounds-N (healed), or the "
               "same with a minus for a loss")


def reward_option(text: str) -> EventOption | None:
    """A printed reward read as effects, or None when its words are not in the vocabulary."""
    notation = []
    for part in (p.strip().casefold() for p in re.split(r",|\band\b", text)):
        if not part:
            continue
        for pattern, effect in _WORDS:
            found = pattern.match(part)
            if found:
                notation.append(effect.format(n=found.group(1) if found.groups() else ""))
                break
        else:
            notation.append(part)
    try:
        data = parse_option(",".join(notation))
    except ValueError:
        return None
    if not data or data.get("test") or data.get("trophy"):
        return None
    return option_from(data, "reward")


def gain(hero: HeroState, option: EventOption, ref: Referee) -> HeroState:
    """The hero with an option's gold, skill cards and wounds applied as fully as possible (never below zero,
    wounds never past health)."""
    gold = max(0, hero.gold + option.gold)
    hand = max(0, hero.hand + option.cards)
    wounds = min(max(0, hero.wounds + option.wounds), hero.sheet.health)
    defeated = (hero.defeated and wounds == hero.wounds) or wounds >= hero.sheet.health
    if wounds >= hero.sheet.health and not hero.defeated:
        ref.cite("runebound3.enemy.defeated")
    return replace(hero, gold=gold, hand=hand, wounds=wounds, defeated=defeated,
                   delayed=hero.delayed or option.delayed)


def take_reward(hero: HeroState, enemy: str, reward: str, ref: Referee) -> HeroState:
    """A winning hero takes the enemy's printed reward: applied when it is in the vocabulary, else shown."""
    if not reward:
        return hero
    option = reward_option(reward)
    if option is None:
        ref.note(Message("{enemy}'s reward for the table to carry out (the app does not apply it): {reward}",
                         enemy=enemy, reward=reward))
        return hero
    ref.note(Message("{hero} takes {enemy}'s reward: {reward}", hero=hero.sheet.name, enemy=enemy,
                     reward=describe_gains(option)))
    return gain(hero, option, ref)


def record_gain(state: R3State, act: Gain, ref: Referee) -> R3State:
    """Apply what the named card gave the hero in seat `seat`, at no action cost."""
    ref.require(0 <= act.seat < len(state.heroes), "runebound3.cards.effects",
                Message("there is no hero in seat {seat}", seat=act.seat + 1), hard=True)
    ref.require(bool(act.card.strip()), "runebound3.cards.effects",
                Message("name the card that gives it: gain EFFECTS from CARD"), hard=True)
    try:
        data = parse_option(act.effects, act.card)
    except ValueError:
        data = {}
    ref.require(bool(data) and set(data) <= {"gold", "cards", "wounds"}, "runebound3.cards.effects",
                Message("a card's gain is gold, skill cards or wounds ({help}), not {effects!r}",
                        help=Message(GAIN_HELP), effects=act.effects), hard=True)
    ref.cite("runebound3.cards.effects")
    option = option_from(data, act.card)
    hero = state.heroes[act.seat]
    ref.note(Message("{hero} from {card}: {gains}", hero=hero.sheet.name, card=act.card,
                     gains=describe_gains(option)))
    heroes = list(state.heroes)
    heroes[act.seat] = gain(hero, option, ref)
    return replace(state, heroes=tuple(heroes))


__all__ = ["GAIN_HELP", "Gain", "gain", "record_gain", "reward_option", "take_reward"]
