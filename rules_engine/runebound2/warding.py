"""Warding: wounds dealt in a fight wait while a card could still prevent them, then land.

The book lets a card ward a wound only as it is dealt, never afterwards, so wounds that a party
could ward are held before they are put on the card: before a knock-out is decided.
"""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.activation_windows import activation_window
from rules_engine.runebound2.fight_outcomes import advance_phase, duel_won, effect_knockout, hero_falls
from rules_engine.runebound2.fights import FightPhase
from rules_engine.runebound2.heroes import Usage
from rules_engine.runebound2.limits import ARMOUR
from rules_engine.runebound2.ongoing import ongoing_duel
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import AfterWounds, Pending
from rules_engine.runebound2.wounds import wound
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message
from rules_engine.runebound2.names import printed_name


def ward_candidates(state: Rb2State, seat: int) -> tuple[str, ...]:
    """Hourglass cards of a party that could still be activated now to ward wounds.

    The app cannot read card text: armour wards (the book's Leather Armour wards as the hero is
    wounded), and so does any item the table entered with the word 'ward'. Those not yet turned
    down hold the wounds until the table wards them or lets them land.
    """
    window = activation_window(state) + (f"-{seat}" if state.duel is not None else "")
    if window in state.turn.activations:
        return ()
    return tuple(i.name for i in state.players[seat].items
                 if i.usage == Usage.ACTIVATE and not i.activated and (i.item_class == ARMOUR or i.wards))


def deal(state: Rb2State, seat: int, who: str, count: int, then: AfterWounds, ref: Referee) -> tuple[Rb2State, str]:
    """Deal `count` wounds to a character in a fight: held if a card could ward them, else landed now."""
    candidates = ward_candidates(state, seat) if count > 0 else ()
    if not candidates:
        return land(state.with_turn(held_wounds=count, held_seat=seat, held_who=who, held_then=then), ref)
    ref.cite("runebound2.wounds.ward")
    names = ", ".join(candidates)
    ref.note(Message('{wounds} is being dealt to {who}: {names} could ward them now, never later (activate "NAME" ward:N), or \'take-wounds\' lets them land', wounds=count_of(1, 'wound', 'wounds'), who=who, names=names)
             if count == 1 else
             Message('{wounds} are being dealt to {who}: {names} could ward them now, never later (activate "NAME" ward:N), or \'take-wounds\' lets them land', wounds=count_of(count, 'wound', 'wounds'), who=who, names=names))
    return state.with_turn(pending=Pending.WOUNDS, held_wounds=count, held_seat=seat, held_who=who, held_then=then), \
        Message("{wounds} for {who}: ward them or 'take-wounds'", wounds=count_of(count, 'wound', 'wounds'), who=who)


def ward(state: Rb2State, seat: int, count: int, ref: Referee) -> Rb2State:
    """Prevent `count` of the held wounds (the activated card is already turned down)."""
    turn = state.turn
    held = ref.present(turn.held_seat, "runebound2.wounds.ward", Message('no wounds are waiting to land'))
    ref.require(seat == held, "runebound2.wounds.ward",
                Message("the wounds being dealt are {player}'s party's to ward", player=state.players[held].player), hard=True)
    ref.require(count > 0, "runebound2.wounds.ward",
                Message("wounds are being dealt: say how many this card wards (ward:N), or 'take-wounds'"))
    ref.require(count <= turn.held_wounds, "runebound2.wounds.ward",
                (Message('only {wounds} is being dealt', wounds=count_of(1, 'wound', 'wounds')) if turn.held_wounds == 1
                 else Message('only {wounds} are being dealt', wounds=count_of(turn.held_wounds, 'wound', 'wounds'))), hard=True)  # never below zero
    ref.cite("runebound2.wounds.ward")
    ref.note(Message('{wounds} warded as they are dealt', wounds=count_of(count, 'wound', 'wounds')))
    return state.with_turn(held_wounds=turn.held_wounds - count)


def land(state: Rb2State, ref: Referee) -> tuple[Rb2State, str]:
    """The held wounds land; then the fight goes on, or the knock-out follows.

    `held_then` says what was happening: a combat phase ends, the flee phase goes on, a card's
    effect, or a duel's phase ends (also its before-combat attacks and flights).
    """
    turn = state.turn
    seat = ref.present(turn.held_seat, "runebound2.wounds.ward", Message('no wounds are waiting to land'))
    who, count, then = turn.held_who, turn.held_wounds, AfterWounds(turn.held_then)
    state = state.with_turn(pending=Pending.NONE, held_wounds=0, held_seat=None, held_who="",
                            held_then=AfterWounds.NONE)
    character = state.players[seat].character(who)
    if character is None:
        # The ally was discarded while its wounds were held (discarding is allowed at any time):
        # the wounds land on no one, and the fight goes on as after any wounds.
        ref.cite("runebound2.market.discard")
        ref.note(Message('{who} has left the party: the {wounds} land on no one', who=who, wounds=count_of(count, 'wound', 'wounds')))
        state, out = state.with_turn(wardable=0), False
        taken = Message("no wound lands: {who} has left the party", who=who)
    else:
        state, out = wound(state, seat, character, count, ref)
        state = state.with_turn(wardable=0)  # the moment to ward has passed
        taken = (Message("{character} takes {wounds}", character=printed_name(character.name), wounds=count_of(count, 'wound', 'wounds')) if count
                 else Message("no wound lands on {character}", character=printed_name(character.name)))
    if then.in_duel:
        return _duel_goes_on(state, seat, then, out, ref), Message("{taken} and is knocked out", taken=taken) if out else taken
    if out:
        if then == AfterWounds.EFFECT:
            return effect_knockout(state, ref), Message('{taken} and is knocked out', taken=taken)
        return hero_falls(state, ref), Message('{taken} and is knocked out', taken=taken)
    if then == AfterWounds.COMBAT:
        return advance_phase(state), taken
    if then == AfterWounds.FLEE:
        return state, Message("{taken}: try to flee again, or 'stay' to fight on", taken=taken)
    return state, taken


def _duel_goes_on(state: Rb2State, seat: int, then: AfterWounds, out: bool, ref: Referee) -> Rb2State:
    """After wounds in a duel: the wounded hero's knock-out ends it; else the phase ends (exchanges only)."""
    duel = ongoing_duel(state)
    if out:
        winner = duel.aggressor if seat == duel.defender else duel.defender
        return duel_won(state, winner, seat, ref)
    if then == AfterWounds.DUEL:
        duel = duel.next_phase()
        state = replace(state, duel=duel)
        if duel.phase == FightPhase.FLEE:
            ref.note(Message('the round ends: {player} is now the aggressor', player=state.players[duel.aggressor].player))
    return state
