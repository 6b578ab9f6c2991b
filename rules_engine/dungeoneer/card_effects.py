"""What a card did, recorded by the table: the app does not read card texts, so the table says what a card
changed and the app keeps it, with the card named, cited and undoable like any step.

`effect COUNTER AMOUNT [pN] from CARD` changes health (heal, wound), glory, peril, action points, or a battle
value (melee, magic, speed) for the rest of the turn; every counter stays within its bounds (no wound past
health and a hero defeated once, nothing below zero). A speed raised for the turn gives no action points (the
book's «Скорость»). `transfer LOCATION [pN] from CARD` carries a hero to a placed location: in its own turn it
gains the location's points and meets its hazard as on entering, outside it nothing (the book's «Перенос»);
either way it keeps its state (a fallen hero stays fallen). Alone, transfer cards left the deck at setup.
"""

from __future__ import annotations

from rules_engine.dungeoneer.actions import CardEffect, Transfer
from rules_engine.dungeoneer.battles import settle_defeats
from rules_engine.dungeoneer.entering import GAIN_RULE, HAZARD_RULE, gain_on_entering, hazard_met
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat
from rules_engine.dungeoneer.words import named, term
from rules_engine.messages import Joined, Message
from rules_engine.referee import Referee
from rules_engine.values import replace

EFFECT_RULE = "dungeoneer.companion.card-effect"
CARD_PRIORITY_RULE = "dungeoneer.general.card-priority"
TRANSFER_RULE = "dungeoneer.cards.transfer"
SOLO_SETUP_RULE = "dungeoneer.solo.setup"
PLAYERS_RULE = "dungeoneer.companion.players"
#: The counters a card's effect may change, as the command names them.
COUNTERS = ("heal", "wound", "glory", "peril", "points", "melee", "magic", "speed")


def _hero(state: DgState, seat: int, card: str, ref: Referee) -> HeroState:
    # A card's effect is recorded during the turns: the phase table (phases.py) says so; the engine enforced it.
    ref.require(0 <= seat < len(state.heroes), PLAYERS_RULE, Message('no such player'), hard=True)
    hero = state.heroes[seat]
    ref.require(not hero.defeated, "dungeoneer.battle.compare", Message("{hero}'s hero has left the game", hero=hero.player))
    ref.require(bool(card.strip()), EFFECT_RULE, Message('name the card whose effect this is'), hard=True)
    return hero


def card_effect(state: DgState, action: CardEffect, ref: Referee) -> tuple[DgState, str]:
    """One counter changed by a named card, within its bounds; a wound to no health defeats the hero once."""
    hero = _hero(state, action.seat, action.card, ref)
    ref.require(action.counter in COUNTERS, EFFECT_RULE, Message('no counter {counter!r}', counter=action.counter),
                hard=True)
    amount, card = action.amount, named(state.card_name(action.card))
    ref.require(amount != 0, EFFECT_RULE, Message('an effect changes its counter by at least one'))
    if action.counter in ("heal", "wound"):
        ref.require(amount > 0, EFFECT_RULE, Message('heal and wound take a number of at least one'))
    hero, changed = _changed(hero, action.counter, amount, ref)
    ref.cite(EFFECT_RULE, CARD_PRIORITY_RULE)
    said: str = Message("{card}: {hero}'s {changed}", card=card, hero=hero.player, changed=changed)
    state = state.with_hero(action.seat, hero)
    if hero.defeated:
        ref.cite("dungeoneer.battle.compare")
        state, said = settle_defeats(state, ref, Joined("; ", (said, Message("{hero}'s hero is defeated and leaves "
                                                                             "the game", hero=hero.player))))
    return state, said


def _changed(hero: HeroState, counter: str, amount: int, ref: Referee) -> tuple[HeroState, str]:
    """The hero with the counter changed, and what changed; refused when it would leave its bounds."""
    if counter == "heal":
        ref.require(amount <= hero.wounds, EFFECT_RULE, Message("{hero}'s hero has {wounds} wounds to heal",
                                                                hero=hero.player, wounds=hero.wounds))
        return replace(hero, wounds=hero.wounds - amount), Message('wounds {before} → {after}',
                                                                   before=hero.wounds, after=hero.wounds - amount)
    if counter == "wound":
        ref.require(amount <= hero.health, EFFECT_RULE, Message("{hero}'s hero has {health} health left",
                                                                hero=hero.player, health=hero.health))
        wounds = hero.wounds + amount
        return replace(hero, wounds=wounds, defeated=wounds >= hero.hero.health), \
            Message('wounds {before} → {after}', before=hero.wounds, after=wounds)
    if counter in ("glory", "peril", "points"):
        before = getattr(hero, counter)
        ref.require(before + amount >= 0, EFFECT_RULE, Message("{hero} has {before} {counter}: it never goes below 0",
                                                               hero=hero.player, before=before, counter=term(counter)))
        return replace(hero, **{counter: before + amount}), Message('{counter} {before} → {after}', counter=term(counter),
                                                                     before=before, after=before + amount)
    stat = Stat(counter)
    assert stat in BATTLE_FORMS
    before = hero.value(stat)
    ref.require(before + amount >= 0, EFFECT_RULE, Message("{hero}'s {counter} is {before}: it never goes below 0",
                                                           hero=hero.player, before=before, counter=term(counter)))
    return replace(hero, boosts=hero.boosts + ((stat, amount),)), \
        Message('{counter} {before} → {after} for this turn', counter=term(counter), before=before,
                after=before + amount)


def transfer(state: DgState, action: Transfer, ref: Referee) -> tuple[DgState, str]:
    """A hero carried by a card to a placed location; only in its own turn does it gain there and meet a hazard."""
    ref.require(state.solo is None, SOLO_SETUP_RULE,
                Message('alone, the shift and transfer cards leave the deck at setup: no hero is transferred'))
    hero = _hero(state, action.seat, action.card, ref)
    cell = state.dungeon.cell_of(action.location)
    ref.require(cell is not None, TRANSFER_RULE, Message('{location!r} is not on the table',
                                                         location=action.location), hard=True)
    assert cell is not None
    ref.require(cell != hero.cell, TRANSFER_RULE, Message("{hero}'s hero is there already", hero=hero.player))
    place = state.dungeon.card_at(cell)
    assert place is not None
    ref.cite(TRANSFER_RULE, CARD_PRIORITY_RULE)
    parts = [Message("{card}: {hero}'s hero is carried to {place}", card=named(state.card_name(action.card)),
                     hero=hero.player, place=named(place.name))]
    own_turn = action.seat == state.active
    moved = replace(hero, cell=cell, holding=None)
    if own_turn:
        gain = gain_on_entering(place, own_turn=True, new_to_hero=cell not in hero.visited)
        moved = replace(moved, moved=True, visited=hero.visited | {cell}, glory=hero.glory + gain.glory,
                        peril=hero.peril + gain.peril)
        if gain.glory or gain.peril:
            ref.cite(GAIN_RULE)
            parts.append(Message('+{glory} glory, +{peril} peril', glory=gain.glory, peril=gain.peril))
        hazard = hazard_met(place, own_turn=True)
        state = replace(state.with_hero(action.seat, moved), hazard=hazard)
        if hazard is not None:
            ref.cite(HAZARD_RULE)
            parts.append(Message('{kind} {target}+ to face', kind=term(hazard.kind), target=hazard.target))
    else:
        state = state.with_hero(action.seat, moved)
        parts.append(Message('outside its own turn it gains nothing there and meets no hazard'))
    return state, Joined("; ", tuple(parts))
