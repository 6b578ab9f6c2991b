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


def flee(state: Rb2State, act: Flee, ref: Referee) -> tuple[Rb2State, str]:
    """Try to flee in the flee phase."""
    combat = state.combat
    if combat.source == FightSource.FINAL:
        ref.refuse("runebound2.final.battle", "there is no fleeing from the final battle")
    if combat.source == FightSource.HAZARD or combat.surprise:
        ref.refuse("runebound2.hazard.resolution", "a road hazard leaves nowhere to run: the flee phase is skipped")
    # Hard: before the rounds there is no round for a flight to end.
    ref.require(combat.phase != FightPhase.BEFORE, "runebound2.combat.round",
                "the rounds have not begun: finish before-combat with 'fight' first", hard=True)
    ref.require(combat.phase == FightPhase.FLEE, "runebound2.flee.roll",
                "fleeing is tried only in the flee phase, at the start of a round"
                if combat.phase != FightPhase.BEFORE else "the rounds have not begun: type 'fight' first")
    back = state.turn.came_from
    ref.require(bool(back or act.to.strip()), "runebound2.flee.success",
                "the app does not know which hex the party entered this one from (it did not move this "
                "turn): name it, e.g. 'flee to:H12', so an escape returns the party there",
                hard=True)  # hard: an escape to no hex would leave the party nowhere
    ref.cite("runebound2.flee.roll", "runebound2.dice.d10-zero-is-ten")
    hero = state.hero.hero
    target = combat.card.mind
    total = act.roll.total + hero.mind + act.bonus
    shown = f"{act.roll.describe()} + Mind {hero.mind}{f' + {act.bonus}' if act.bonus else ''} = {total}"
    if total < target:
        ref.note(f"flee: {shown} against Mind {target}: fails, one wound")
        state, dealt_text = deal(state, state.active, hero.name, 1, AfterWounds.FLEE, ref)
        return state, f"{hero.name} fails to flee ({total} vs {target}); {dealt_text}"
    ref.note(f"flee: {shown} against Mind {target}: escapes")
    party = state.hero
    if back:
        known = state.turn.came_from_hex
        party = replace(party, position=known if known is not None else Hex(back))
        ref.note(f"the party returns to {back}, the hex it came from")
        if act.to.strip() and act.to.strip().casefold() != back.casefold():
            ref.note(f"the app recorded the party entering from {back}, not {act.to.strip()}")
    elif act.to.strip():
        party = replace(party, position=Hex(act.to.strip()))
        ref.note(f"the party returns to {act.to.strip()}, the hex the table says it came from")
    state = state.with_hero(party)
    if combat.source == FightSource.ENCOUNTER:
        ref.cite("runebound2.adventure.encounter-combat")
        ref.note(f"{combat.card.name} is an encounter's opponent, not a challenge card: nothing goes on the "
                 "challenge track; the encounter ends and leaves the game")
        state = end_encounter(replace(state, combat=None), ref)
        return end_turn_early(state), f"{hero.name} escapes from {combat.card.name}; the encounter and the turn end"
    if combat.source == FightSource.CLASS_DECK:
        # Class Decks: an unbeaten class-deck challenge is discarded, never put on the track.
        return end_turn_early(replace(state, combat=None)), f"{hero.name} escapes from {combat.card.name}; the turn ends"
    state = send_to_track(state, combat.card, combat.hex, ref)
    state = end_turn_early(state)
    return state, f"{hero.name} escapes from {combat.card.name}; the turn ends"
