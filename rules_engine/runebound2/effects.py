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
from rules_engine.messages import Message
from rules_engine.runebound2.names import printed_name

KINDS = ("gold", "wound", "exhaust", "heal", "rest")


def apply_effect(state: Rb2State, act: Effect, ref: Referee) -> tuple[Rb2State, str]:
    """Apply one card effect to the active party (or to the challenge being fought: who='card')."""
    if act.kind not in KINDS:
        ref.refuse("runebound2.cards.effects", Message('effects are {KINDS}, not {kind!r}', KINDS=', '.join(KINDS), kind=act.kind), hard=True)
    ref.cite("runebound2.cards.effects")
    party = state.hero
    if act.kind == "gold":
        if not (party.gold + act.amount >= 0):
            ref.refuse("runebound2.cards.effects",
                       Message('{player} has {gold} gold; cannot lose {value}', player=party.player, gold=party.gold, value=-act.amount), hard=True)  # never below zero
        return state.with_hero(replace(party, gold=party.gold + act.amount)), \
            Message('{player} {value} {abs} gold', player=party.player, value=Message('gains') if act.amount >= 0 else Message('pays'), abs=abs(act.amount))
    if not (act.amount > 0):
        ref.refuse("runebound2.cards.effects", Message('the amount must be at least 1'), hard=True)
    if act.who.casefold() == "card":
        ref.require(state.combat is not None and act.kind == "wound", "runebound2.cards.effects",
                    Message('only a challenge being fought can be wounded this way'), hard=True)
        assert state.combat is not None  # required (hard) above
        combat = replace(state.combat, wounds=state.combat.wounds + act.amount)
        state = replace(state, combat=combat)
        if combat.wounds >= combat.card.life:
            return victory(state, ref), Message('{card} is defeated', card=printed_name(combat.card.name))
        return state, Message('{card} takes {wounds} ({wounds2}/{life})', card=printed_name(combat.card.name), wounds=count_of(act.amount, 'wound', 'wounds'), wounds2=combat.wounds, life=combat.card.life)
    who = find(state, state.active, act.who, ref)
    if act.by:
        owner = ability_owner(state, act.by, ref)
        if owner.name != who.name:
            ref.require(act.card_allows_others, "runebound2.cards.self-only",
                        Message("{by}'s ability applies to {owner} only, not to {who}, unless its card says otherwise (then add for-others)", by=act.by, owner=owner.name, who=printed_name(who.name)))
            ref.note(Message('the card of {by} names others: it applies to {who}', by=act.by, who=printed_name(who.name)))
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
        return effect_knockout(state, ref), Message('{who} is knocked out', who=printed_name(who.name))
    if act.kind == "exhaust":
        return state, Message("{who} takes {amount} exhaustion", who=printed_name(who.name), amount=act.amount)
    if act.kind == "heal":
        return state, Message("{who} heals {wounds}", who=printed_name(who.name), wounds=count_of(act.amount, "wound", "wounds"))
    return state, Message("{who} rests off {amount} exhaustion", who=printed_name(who.name), amount=act.amount)


def ability_owner(state: Rb2State, by: str, ref: Referee) -> Character:
    """The character an ability belongs to: a character of the party by name, or the hero for a carried item."""
    party = state.hero
    owner = party.character(by)
    if owner is not None:
        return owner
    ref.require(party.item(by) is not None, "runebound2.companion.party",
                Message("{player}'s party has no character or item {by!r} whose ability this could be", player=party.player, by=by), hard=True)
    return party.hero


def use_ability(state: Rb2State, act: UseAbility, ref: Referee) -> tuple[Rb2State, str]:
    """An ability paid with exhaustion: refused if it would take exhaustion past stamina."""
    who = find(state, state.active, act.who, ref)
    if not (act.exhaust >= 1):
        ref.refuse("runebound2.cards.effects", Message('the cost is at least 1 exhaustion'), hard=True)
    if not can_pay_exhaustion(who, act.exhaust):
        ref.refuse("runebound2.wounds.ability-stamina",
                   Message('{who} has {exhaustion}/{stamina} exhaustion: {exhaust} more would pass stamina', who=printed_name(who.name), exhaustion=who.exhaustion, stamina=who.stamina, exhaust=act.exhaust))
    ref.cite("runebound2.wounds.ability-stamina")
    state, _ = exhaust(state, state.active, who, act.exhaust, ref)
    if act.note:
        return state, Message("{who} uses an ability for {exhaust} exhaustion: {note}", who=printed_name(who.name), exhaust=act.exhaust, note=act.note)
    return state, Message("{who} uses an ability for {exhaust} exhaustion", who=printed_name(who.name), exhaust=act.exhaust)
