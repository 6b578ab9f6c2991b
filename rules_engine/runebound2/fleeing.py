"""Fleeing from a challenge: Mind against Mind; a wound on failure, the track and the turn's end on success."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import Flee
from rules_engine.runebound2.bookkeeping import end_turn_early, send_to_track
from rules_engine.runebound2.fight_outcomes import end_encounter
from rules_engine.runebound2.fights import FightPhase, FightSource
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import Hex
from rules_engine.runebound2.turn import AfterWounds
from rules_engine.runebound2.warding import deal
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.runebound2.ongoing import ongoing_combat
from rules_engine.runebound2.names import printed_name


def flee(state: Rb2State, act: Flee, ref: Referee) -> tuple[Rb2State, str]:
    """Try to flee in the flee phase."""
    combat = ongoing_combat(state)
    if combat.source == FightSource.FINAL:
        ref.refuse("runebound2.final.battle", Message('there is no fleeing from the final battle'))
    if combat.source == FightSource.HAZARD or combat.surprise:
        ref.refuse("runebound2.hazard.resolution", Message('a road hazard leaves nowhere to run: the flee phase is skipped'))
    # Hard: before the rounds there is no round for a flight to end.
    ref.require(combat.phase != FightPhase.BEFORE, "runebound2.combat.round",
                Message("the rounds have not begun: finish before-combat with 'fight' first"), hard=True)
    ref.require(combat.phase == FightPhase.FLEE, "runebound2.flee.roll",
                Message('fleeing is tried only in the flee phase, at the start of a round')
                if combat.phase != FightPhase.BEFORE else Message("the rounds have not begun: type 'fight' first"))
    back = state.turn.came_from
    ref.require(bool(back or act.to.strip()), "runebound2.flee.success",
                Message("the app does not know which hex the party entered this one from (it did not move this turn): name it, e.g. 'flee to:H12', so an escape returns the party there"),
                hard=True)  # hard: an escape to no hex would leave the party nowhere
    ref.cite("runebound2.flee.roll", "runebound2.dice.d10-zero-is-ten")
    hero = state.hero.hero
    target = combat.card.mind
    total = act.roll.total + hero.mind + act.bonus
    shown = Message('{roll} + Mind {mind}{value} = {total}', roll=act.roll.describe(), mind=hero.mind, value=f' + {act.bonus}' if act.bonus else '', total=total)
    if total < target:
        ref.note(Message('flee: {shown} against Mind {target}: fails, one wound', shown=shown, target=target))
        state, dealt_text = deal(state, state.active, hero.name, 1, AfterWounds.FLEE, ref)
        return state, Message('{hero} fails to flee ({total} vs {target}); {dealt_text}', hero=printed_name(hero.name), total=total, target=target, dealt_text=dealt_text)
    ref.note(Message('flee: {shown} against Mind {target}: escapes', shown=shown, target=target))
    party = state.hero
    if back:
        known = state.turn.came_from_hex
        party = replace(party, position=known if known is not None else Hex(back))
        ref.note(Message('the party returns to {back}, the hex it came from', back=back))
        if act.to.strip() and act.to.strip().casefold() != back.casefold():
            ref.note(Message('the app recorded the party entering from {back}, not {strip}', back=back, strip=act.to.strip()))
    elif act.to.strip():
        party = replace(party, position=Hex(act.to.strip()))
        ref.note(Message('the party returns to {strip}, the hex the table says it came from', strip=act.to.strip()))
    state = state.with_hero(party)
    if combat.source == FightSource.ENCOUNTER:
        ref.cite("runebound2.adventure.encounter-combat")
        ref.note(Message("{card} is an encounter's opponent, not a challenge card: nothing goes on the challenge track; the encounter ends and leaves the game", card=printed_name(combat.card.name)))
        state = end_encounter(replace(state, combat=None), ref)
        return end_turn_early(state), Message('{hero} escapes from {card}; the encounter and the turn end', hero=printed_name(hero.name), card=printed_name(combat.card.name))
    if combat.source == FightSource.CLASS_DECK:
        # Class Decks: an unbeaten class-deck challenge is discarded, never put on the track.
        return end_turn_early(replace(state, combat=None)), Message('{hero} escapes from {card}; the turn ends', hero=printed_name(hero.name), card=printed_name(combat.card.name))
    state = send_to_track(state, combat.card, combat.hex, ref)
    state = end_turn_early(state)
    return state, Message('{hero} escapes from {card}; the turn ends', hero=printed_name(hero.name), card=printed_name(combat.card.name))
