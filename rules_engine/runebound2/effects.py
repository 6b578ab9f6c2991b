"""Card effects the table applies by hand (gold, wounds, exhaustion), kept within the game's bounds.

An effect from a character's own ability (`by:OWNER`) applies to that character only, unless the
table says the card names others (the book's «Свойства карт»).
"""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import Effect, UseAbility
from rules_engine.runebound2.fight_outcomes import effect_knockout, victory
from rules_engine.runebound2.heroes import Character
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import AfterWounds
from rules_engine.runebound2.warding import deal
from rules_engine.runebound2.wounds import can_pay_exhaustion, exhaust, find
from rules_engine.values import replace
from rules_engine.plurals import count as count_of

KINDS = ("gold", "wound", "exhaust", "heal", "rest")


def apply_effect(state: Rb2State, act: Effect, ref: Referee) -> tuple[Rb2State, str]:
    """Apply one card effect to the active party (or to the challenge being fought: who='card')."""
    ref.require(act.kind in KINDS, "runebound2.cards.effects", f"effects are {', '.join(KINDS)}, not {act.kind!r}", hard=True)
    ref.cite("runebound2.cards.effects")
    party = state.hero
    if act.kind == "gold":
        ref.require(party.gold + act.amount >= 0, "runebound2.cards.effects",
                    f"{party.player} has {party.gold} gold; cannot lose {-act.amount}", hard=True)  # never below zero
        return state.with_hero(replace(party, gold=party.gold + act.amount)), \
            f"{party.player} {'gains' if act.amount >= 0 else 'pays'} {abs(act.amount)} gold"
    ref.require(act.amount > 0, "runebound2.cards.effects", "the amount must be at least 1", hard=True)
    if act.who.casefold() == "card":
        ref.require(state.combat is not None and act.kind == "wound", "runebound2.cards.effects",
                    "only a challenge being fought can be wounded this way", hard=True)
        combat = replace(state.combat, wounds=state.combat.wounds + act.amount)
        state = replace(state, combat=combat)
        if combat.wounds >= combat.card.life:
            return victory(state, ref), f"{combat.card.name} is defeated"
        return state, f"{combat.card.name} takes {count_of(act.amount, 'wound')} ({combat.wounds}/{combat.card.life})"
    who = find(state, state.active, act.who, ref, "runebound2.cards.effects")
    if act.by:
        owner = ability_owner(state, act.by, ref)
        if owner.name != who.name:
            ref.require(act.card_allows_others, "runebound2.cards.self-only",
                        f"{act.by}'s ability applies to {owner.name} only, not to {who.name}, unless its card says "
                        "otherwise (then add for-others)")
            ref.note(f"the card of {act.by} names others: it applies to {who.name}")
        ref.cite("runebound2.cards.self-only")
    out = False
    if act.kind == "wound":
        return deal(state, state.active, who.name, act.amount, AfterWounds.EFFECT, ref)
    if act.kind == "exhaust":
        state, out = exhaust(state, state.active, who, act.amount, ref)
    elif act.kind == "heal":
        new = replace(who, wounds=max(0, who.wounds - act.amount))
        state = state.with_hero(party.replace_character(who, new))
    else:
        new = replace(who, exhaustion=max(0, who.exhaustion - act.amount))
        state = state.with_hero(party.replace_character(who, new))
    if out:
        return effect_knockout(state, ref), f"{who.name} is knocked out"
    return state, f"{who.name}: {act.kind} {act.amount}"


def ability_owner(state: Rb2State, by: str, ref: Referee) -> Character:
    """The character an ability belongs to: a character of the party by name, or the hero for a carried item."""
    party = state.hero
    owner = party.character(by)
    if owner is not None:
        return owner
    ref.require(party.item(by) is not None, "runebound2.cards.self-only",
                f"{party.player}'s party has no character or item {by!r} whose ability this could be", hard=True)
    return party.hero


def use_ability(state: Rb2State, act: UseAbility, ref: Referee) -> tuple[Rb2State, str]:
    """An ability paid with exhaustion: refused if it would take exhaustion past stamina."""
    who = find(state, state.active, act.who, ref, "runebound2.wounds.ability-stamina")
    ref.require(act.exhaust >= 1, "runebound2.wounds.ability-stamina", "the cost is at least 1 exhaustion", hard=True)
    ref.require(can_pay_exhaustion(who, act.exhaust), "runebound2.wounds.ability-stamina",
                f"{who.name} has {who.exhaustion}/{who.stamina} exhaustion: {act.exhaust} more would pass stamina")
    ref.cite("runebound2.wounds.ability-stamina")
    state, _ = exhaust(state, state.active, who, act.exhaust, ref)
    return state, f"{who.name} uses an ability for {act.exhaust} exhaustion" + (f": {act.note}" if act.note else "")
