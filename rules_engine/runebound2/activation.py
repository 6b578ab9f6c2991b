"""Card activation: one card per window (movement, market, before combat, each combat round), none outside them."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import Activate, UseItem
from rules_engine.runebound2.activation_windows import activation_window, outside_the_fight
from rules_engine.runebound2.bookkeeping import discard_adventure
from rules_engine.runebound2.fights import FightPhase
from rules_engine.runebound2.heroes import Usage
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.turn import Pending
from rules_engine.runebound2.warding import land, ward
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message
from rules_engine.runebound2.words import word


def activate(state: Rb2State, act: Activate, ref: Referee) -> tuple[Rb2State, str]:
    """Turn an hourglass card down; optionally ward wounds the hero has just taken."""
    # While wounds are being dealt, the card is the wounded party's unless the table names another.
    seat = state.turn.held_seat if state.turn.pending == Pending.WOUNDS and state.turn.held_seat is not None else state.active
    if act.player:
        key = act.player.strip().casefold()
        duel = state.duel
        seat = ref.present(next((i for i, p in enumerate(state.players) if key in (p.player.casefold(), p.hero.name.casefold())), None),
                           "runebound2.duel.rules" if duel is not None else "runebound2.activation.limits",
                           Message('{player} cannot activate a card now', player=act.player))
        ref.require(seat == state.active or duel is not None and seat in (duel.aggressor, duel.defender),
                    "runebound2.duel.rules" if duel is not None else "runebound2.activation.limits",
                    Message('{player} cannot activate a card now', player=act.player), hard=True)
    party = state.players[seat]
    item = ref.present(party.item(act.name), "runebound2.companion.party", Message('{player} carries no {name!r}', player=party.player, name=act.name))
    ref.require(item.usage == Usage.ACTIVATE, "runebound2.activation.limits",
                Message("{item} needs no activation (star items are discarded with 'use', sword items always work)", item=item.name))
    ref.require(not item.activated, "runebound2.activation.limits",
                Message('{item} is already activated; it turns up in your next refresh step', item=item.name))
    window = activation_window(state) + (f"-{seat}" if state.duel is not None else "")
    ref.require(window not in state.turn.activations, "runebound2.activation.limits",
                Message('one card has already been activated in this {window}', window=window.replace('-', ' ')))
    holding = state.turn.pending == Pending.WOUNDS
    if holding:
        ref.require(act.ward > 0, "runebound2.wounds.ward",
                    (Message("{wounds} is being dealt: activate a card that wards them (ward:N), or 'take-wounds'; other cards wait until they have landed", wounds=count_of(1, 'wound', 'wounds'))
                     if state.turn.held_wounds == 1 else
                     Message("{wounds} are being dealt: activate a card that wards them (ward:N), or 'take-wounds'; other cards wait until they have landed", wounds=count_of(state.turn.held_wounds, 'wound', 'wounds'))))
        ref.require(act.ward <= state.turn.held_wounds, "runebound2.wounds.ward",
                    (Message('only {wounds} is being dealt', wounds=count_of(1, 'wound', 'wounds')) if state.turn.held_wounds == 1
                     else Message('only {wounds} are being dealt', wounds=count_of(state.turn.held_wounds, 'wound', 'wounds'))), hard=True)  # never below zero
    if state.step == Step.EXPERIENCE or state.step == Step.REFRESH:
        ref.refuse("runebound2.activation.limits", Message('cards are not activated in the {step} step', step=word(state.step.label)))
    if outside_the_fight(state) and not holding and not act.ward:
        # A stated reading: the book's adventure-step windows are before combat and each round, nothing else.
        ref.refuse("runebound2.activation.encounter",
                   Message('in the adventure step a card is activated only before combat or in a combat round; outside a fight (an encounter, an event) only a ward as wounds are dealt'))
    ref.cite("runebound2.activation.limits")
    if (state.combat is not None or state.duel is not None) and not holding and not act.ward:
        ref.cite("runebound2.cards.timing")
        before = state.combat is not None and state.combat.phase == FightPhase.BEFORE
        ref.note(Message("only a card marked 'before combat' now: before combat is not a phase, so ranged, melee, magic and any-phase cards wait for the rounds") if before else
                 Message("a card marked for a phase works only in that phase; 'before combat' cards no longer work"))
    party = replace(party, items=tuple(replace(i, activated=True) if i is item else i for i in party.items))
    state = state.with_player(seat, party).with_turn(activations=state.turn.activations + (window,))
    message = Message('{player} activates {item}', player=party.player, item=item.name)
    if holding:
        state = ward(state, seat, act.ward, ref)
        state, landed = land(state, ref)
        return state, Message('{message} and wards {wounds}; {landed}', message=message, wounds=count_of(act.ward, 'wound', 'wounds'), landed=landed)
    if act.ward:
        ref.require(seat == state.active, "runebound2.wounds.ward", Message("only the active hero's wounds can be warded here"), hard=True)
        ref.require(0 < act.ward <= state.turn.wardable, "runebound2.wounds.ward",
                    Message('a ward prevents wounds only as they are dealt: none are waiting to be warded')
                    if not state.turn.wardable else (Message('only {wounds} was just dealt', wounds=count_of(1, 'wound', 'wounds')) if state.turn.wardable == 1
                         else Message('only {wounds} were just dealt', wounds=count_of(state.turn.wardable, 'wound', 'wounds'))))
        hero = state.hero.hero
        state = state.with_hero(replace(state.hero, hero=replace(hero, wounds=max(0, hero.wounds - act.ward))))
        state = state.with_turn(wardable=state.turn.wardable - act.ward)
        message = Message("{message} and wards {wounds}", message=message, wounds=count_of(act.ward, 'wound', 'wounds'))
    return state, message


def use_item(state: Rb2State, act: UseItem, ref: Referee) -> tuple[Rb2State, str]:
    """Use a star item (under the market deck), or spend a kept adventure card as its text allows."""
    party = state.hero
    item = party.item(act.name)
    trophy = next((c for c in party.trophies if c.name.casefold() == act.name.strip().casefold()), None)
    if item is None and trophy is not None:
        ref.cite("runebound2.cards.effects")
        state = state.with_hero(replace(party, trophies=tuple(c for c in party.trophies if c is not trophy)))
        return discard_adventure(state, trophy, ref), Message('{player} spends {trophy} as its card says', player=party.player, trophy=trophy.name)
    item = ref.present(item, "runebound2.companion.party", Message('{player} carries no {name!r}', player=party.player, name=act.name))
    ref.require(item.usage == Usage.DISCARD, "runebound2.activation.limits",
                Message("{item} is not a discard (star) item: activate it", item=item.name) if item.usage == Usage.ACTIVATE
                else Message("{item} is not a discard (star) item", item=item.name))
    ref.cite("runebound2.activation.limits")
    party = replace(party, items=tuple(i for i in party.items if i is not item))
    return replace(state.with_hero(party), acquisitions_under=state.acquisitions_under + (item.name,)), \
        Message('{player} uses {item}; it is discarded', player=party.player, item=item.name)


def refresh(state: Rb2State, ref: Referee) -> Rb2State:
    """The refresh step: every activated card of the active hero turns face up."""
    party = state.hero
    down = [i.name for i in party.items if i.activated]
    ref.cite("runebound2.refresh.step")
    if not down:
        ref.note(Message('{player} has no activated cards: the refresh step is skipped', player=party.player))
        return state
    ref.note(Message('{player} refreshes {down}', player=party.player, down=', '.join(down)))
    return state.with_hero(replace(party, items=tuple(replace(i, activated=False) for i in party.items)))
