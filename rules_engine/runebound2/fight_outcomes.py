"""How fights move on and end: the next phase, a challenge beaten, a hero knocked out, an encounter or a duel over.

These are the consequences shared by the fight's own steps and by wounds landing after a ward
could have stopped them, so they sit below both.
"""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.adventures import RUNES_TO_WIN, AdventureCard
from rules_engine.runebound2.bookkeeping import discard_adventure, end_turn_early
from rules_engine.runebound2.fights import FightSource
from rules_engine.runebound2.final_battle import red_defeat, red_victory
from rules_engine.runebound2.knockout import knock_out
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import Hazard, Pending
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.runebound2.ongoing import ongoing_combat
from rules_engine.runebound2.names import printed_name


def advance_phase(state: Rb2State) -> Rb2State:
    """The phase is over: the next phase (or round); activations of past rounds are forgotten."""
    combat = ongoing_combat(state).next_phase()
    return replace(state, combat=combat, turn=replace(state.turn, activations=tuple(
        a for a in state.turn.activations if not a.startswith("round-") or a == f"round-{combat.round}")))


def victory(state: Rb2State, ref: Referee) -> Rb2State:
    """The challenge is defeated: reward, card kept or spent, adventure counter to take."""
    combat = ongoing_combat(state)
    card = combat.card
    ref.cite("runebound2.combat.victory")
    party = state.hero
    state = replace(state, combat=None)
    if combat.source == FightSource.FINAL:
        return red_victory(state, card, ref)
    if card.margath:
        # Slaying Margath wins the game whenever it happens, not only in the final battle.
        ref.cite("runebound2.goal.win")
        return replace(state, winner=state.active, result=Message("{player} slays {foe} and wins", player=party.player, foe=printed_name(card.name)))
    if combat.source == FightSource.HAZARD:
        ref.cite("runebound2.hazard.resolution")
        ref.note(Message('{card} is beaten: a hazard gives no reward; take a {colour} counter from the reserve', card=printed_name(card.name), colour=card.colour))
        state = discard_adventure(state, card, ref)
        if state.final is not None:
            return state
        return state.with_turn(pending=Pending.COUNTER, pending_colour=card.colour, hazard=Hazard.DONE)
    if combat.source == FightSource.ENCOUNTER:
        ref.cite("runebound2.adventure.encounter-combat")
        ref.note(Message("{card} is beaten: the encounter {encounter} says what that brings (no challenge reward, no adventure counter); play it out, then 'done'", card=printed_name(card.name), encounter=state.turn.encounter))
        return state
    if card.gold:
        party = replace(party, gold=party.gold + card.gold)
        ref.note(Message('{player} takes {gold} gold', player=party.player, gold=card.gold))
    if card.reward:
        ref.note(Message('reward: {reward}', reward=card.reward))
    if combat.source == FightSource.CLASS_DECK:
        # A class-deck challenge brings its reward only: no card kept, no adventure counter; the
        # hero may still take the adventure on the hex (Class Decks expansion).
        return state.with_hero(party)
    if card.rune:
        party = replace(party, trophies=party.trophies + (card,))
        runes = sum(1 for c in party.trophies if c.rune)
        ref.cite("runebound2.goal.win")
        ref.note(Message('{player} keeps {card}: {runes} of {RUNES_TO_WIN} Dragon Runes', player=party.player, card=printed_name(card.name), runes=runes, RUNES_TO_WIN=RUNES_TO_WIN))
        state = state.with_hero(party)
        if runes >= RUNES_TO_WIN:
            return replace(state, winner=state.active, result=Message("{player} gathers three Dragon Runes ({card}) and wins", player=party.player, card=printed_name(card.name)))
    elif card.keep:
        state = state.with_hero(party)
    else:
        state = discard_adventure(state.with_hero(party), card, ref)
        if state.final is not None:
            return state
    here = state.hero.position
    colour = (here.adventure if here is not None else "") or card.colour
    if here is not None:
        state = state.with_hero(replace(state.hero, position=replace(here, adventure="")))
    if card.keep and not card.rune:
        ref.cite("runebound2.market.limits")
        ref.note(Message("{player} keeps {card} (never sold, given or lost): say what it becomes: 'keep item class:C type:T [use:U]', 'keep ally life:N stamina:N stats:M/B/S damage:R/M/G' or 'keep card'", player=party.player, card=printed_name(card.name)))
        return state.with_turn(pending=Pending.KEEP, keeping=card, pending_colour=colour)
    ref.cite("runebound2.xp.counters")
    ref.note(Message("take the {colour} adventure counter from {value}: type 'counter N' with its experience", colour=colour, value=here.label if here else 'the hex'))
    return state.with_turn(pending=Pending.COUNTER, pending_colour=colour)


def hero_falls(state: Rb2State, ref: Referee) -> Rb2State:
    """The active hero is knocked out in this combat."""
    combat = ongoing_combat(state)
    if combat.source == FightSource.FINAL:
        return red_defeat(state, ref)
    state = replace(state, combat=None)
    if combat.source == FightSource.HAZARD:
        ref.cite("runebound2.hazard.resolution")
        ref.note(Message('a failed hazard never goes to the challenge track'))
        state = discard_adventure(state, combat.card, ref)
        if state.final is not None:
            return state
        return knock_out(state, state.active, ref)
    if combat.source == FightSource.ENCOUNTER:
        return _encounter_ends(state, ref, "knocked out")
    if combat.source == FightSource.CLASS_DECK:
        return knock_out(state, state.active, ref)  # a class-deck challenge never goes on the track
    return knock_out(state, state.active, ref, challenge=combat.card, fallen_on=combat.hex)


def _encounter_ends(state: Rb2State, ref: Referee, how: str) -> Rb2State:
    """An encounter's fight ended by knock-out: the encounter is over and leaves the game."""
    ref.cite("runebound2.adventure.encounter-combat")
    ref.note(Message("the hero is {how}: the encounter's opponent is not a challenge card, so nothing goes on the challenge track; the encounter ends and leaves the game", how=how))
    state = end_encounter(state, ref)
    if state.final is not None:
        return state
    return knock_out(state, state.active, ref)


def end_encounter(state: Rb2State, ref: Referee) -> Rb2State:
    """The encounter being played is over: its card leaves the game (or feeds the doom track)."""
    card = AdventureCard(state.turn.encounter, state.turn.encounter_colour or "green", "encounter")
    state = state.with_turn(encounter="", encounter_colour="")
    return discard_adventure(state, card, ref, leaves_game=True)


def effect_knockout(state: Rb2State, ref: Referee) -> Rb2State:
    """The active hero is knocked out by a card's effect: in a fight, in an encounter, or anywhere else."""
    if state.combat is not None:
        return hero_falls(state, ref)
    if state.turn.encounter:
        # Knocked out by an encounter's effect: the turn ends, so the encounter is over too.
        state = end_encounter(state, ref)
        if state.final is not None:
            return state
    return knock_out(state, state.active, ref)


def duel_won(state: Rb2State, winner: int, loser: int, ref: Referee) -> Rb2State:
    """The duel is over: the loser is knocked out once the winner has taken the spoils."""
    ref.cite("runebound2.duel.spoils")
    ref.note(Message("{player} wins the duel: take an item, an ally, an adventure card or all gold ('take item NAME', 'take ally NAME', 'take card NAME', 'take gold'); nobody gains experience", player=state.players[winner].player))
    state = end_turn_early(state)
    return state.with_turn(pending=Pending.SPOILS, pending_player=winner, duel_loser=loser)
