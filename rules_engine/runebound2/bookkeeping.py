"""Shared bookkeeping moves: discarding adventure cards, the challenge track, ending a turn early."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.doom_track import DoomCard, doom_card_name, slot_name
from rules_engine.runebound2.final_battle import start_endgame
from rules_engine.runebound2.state import Rb2State
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message
from rules_engine.runebound2.names import printed_name


def discard_adventure(state: Rb2State, card: AdventureCard, ref: Referee, *, leaves_game: bool = False) -> Rb2State:
    """A spent adventure card: onto the doom track in that variant, else under its deck (or out of the game)."""
    if state.doom is not None:
        ref.cite("runebound2.doom.discards")
        doom, under, token = state.doom.add(DoomCard(card.name, card.colour), len(state.players))
        state = replace(state, doom=doom)
        if not token:
            ref.note(Message('{card} goes face down on the doom track ({slot_name})', card=printed_name(card.name), slot_name=slot_name(len(doom.cards))))
            return state
        ref.cite("runebound2.doom.token")
        for spent in under:
            state = state.put_under_deck(AdventureCard(spent.name, spent.colour, "challenge"))
        ref.note(
            Message('doom counter {tokens} falls: {card} moves to slot 1, {cards} goes under their decks', tokens=doom.tokens, card=doom_card_name(doom.cards[0].name), cards=count_of(1, 'card', 'cards'))
            if len(under) == 1 else
            Message('doom counter {tokens} falls: {card} moves to slot 1, {cards} go under their decks', tokens=doom.tokens, card=doom_card_name(doom.cards[0].name), cards=count_of(len(under), 'card', 'cards'))
        )
        if doom.endgame:
            state = start_endgame(state, ref)
        return state
    if leaves_game:
        ref.note(Message('{card} leaves the game', card=printed_name(card.name)))
        return replace(state, out_of_game=state.out_of_game + (card.name,))
    ref.note(Message('{card} goes under the {colour} deck', card=printed_name(card.name), colour=card.colour))
    return state.put_under_deck(card)


def send_to_track(state: Rb2State, card: AdventureCard, hex_label: str, ref: Referee) -> Rb2State:
    """Put an unbeaten challenge on the track (wounds removed) and its marker on the combat hex."""
    ref.cite("runebound2.flee.success")
    track, number, pushed = state.track.place(card, hex_label)
    state = replace(state, track=track)
    if pushed is not None:
        ref.cite("runebound2.track.full")
        ref.note(Message('the track was full: {pushed}, waiting longest, leaves slot {number}', pushed=printed_name(pushed.name), number=number))
        state = discard_adventure(state, pushed, ref)
    ref.note(Message('{card} waits on track slot {number}; marker {number} lies on {hex_label}', card=printed_name(card.name), number=number, hex_label=hex_label))
    return state


def end_turn_early(state: Rb2State) -> Rb2State:
    """The turn is over: only pending choices and 'next' remain (the endgame, once begun, takes over)."""
    if state.final is not None:
        return state
    return replace(state, combat=None, duel=None, turn=replace(state.turn, ended=True, drawing=""))
