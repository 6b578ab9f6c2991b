"""Counters and their bounds: CP 0..15, health 0..start+10 with defeat and draw, deck/hand/discard counts."""

from __future__ import annotations

from collections.abc import Mapping

from rules_engine.dice_throne.modes import MAX_CP
from rules_engine.dice_throne.phases import GAME_OVER
from rules_engine.dice_throne.state import DTState
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import Message


def gain_cp(state: DTState, seat: int, amount: int, ref: Referee) -> DTState:
    """Add CP to a seat; whatever would pass the maximum is lost (and said so)."""
    current = state.seats[seat].cp
    new = min(MAX_CP, current + amount)
    lost = current + amount - new
    if lost:
        ref.cite("dice-throne.cp.bounds")
        ref.note(Message('{player} is at the {max_cp} CP maximum: {lost} CP lost',
                         player=state.seats[seat].name, max_cp=MAX_CP, lost=lost))
    return state.with_seat(seat, replace(state.seats[seat], cp=new))


def draw_cards(state: DTState, seat: int, count: int, ref: Referee) -> tuple[DTState, int]:
    """Draw up to `count` cards, reshuffling the discard pile when the deck is empty; returns cards drawn."""
    s = state.seats[seat]
    drawn = 0
    deck, discard, hand = s.deck, s.discard, s.hand
    for _ in range(count):
        if deck == 0 and discard > 0:
            deck, discard = discard, 0
            ref.cite("dice-throne.cards.reshuffle")
            ref.note(Message("{player}'s deck was empty: shuffle the discard pile into a new deck", player=s.name))
        if deck == 0:
            ref.note(Message('{player} has no cards left to draw', player=s.name))
            break
        deck -= 1
        hand += 1
        drawn += 1
    return state.with_seat(seat, replace(s, deck=deck, hand=hand, discard=discard)), drawn


def apply_health(state: DTState, damage: Mapping[int, int], heal: Mapping[int, int], ref: Referee) -> DTState:
    """Apply summed damage and healing per health counter at once, within 0..max, then settle defeat and draws."""
    if not any(damage.values()) and not any(heal.values()):
        return state
    health = list(state.health)
    for pool in range(len(health)):
        net = heal.get(pool, 0) - damage.get(pool, 0)
        if not net and not heal.get(pool) and not damage.get(pool):
            continue
        raw = health[pool] + net
        new = max(0, min(state.max_health, raw))
        if raw > state.max_health:
            ref.cite("dice-throne.health.max")
            ref.note(Message('healing past {max_health} is lost ({lost})',
                             max_health=state.max_health, lost=raw - state.max_health))
        health[pool] = new
    state = replace(state, health=tuple(health), history=_extend(state.history, health))
    return settle_defeats(state, ref)


def _extend(history: tuple[tuple[int, ...], ...], health: list[int]) -> tuple[tuple[int, ...], ...]:
    return tuple(h + (health[i],) for i, h in enumerate(history))


def settle_defeats(state: DTState, ref: Referee) -> DTState:
    """Mark heroes at zero health as defeated; the last side standing wins; all at zero together is a draw."""
    alive_before = [i for i, s in enumerate(state.seats) if not s.defeated]
    newly = [i for i in alive_before if state.health_of(i) <= 0]
    if not newly:
        return state
    seats = list(state.seats)
    for i in newly:
        seats[i] = replace(seats[i], defeated=True)
        ref.note(Message('{player} is defeated', player=seats[i].name))
    ref.cite("dice-throne.health.defeat")
    state = replace(state, seats=tuple(seats))
    remaining = [i for i in alive_before if i not in newly]
    sides = {state.pool(i) if state.mode.teams else i for i in remaining}
    if not remaining:
        ref.cite("dice-throne.health.draw")
        ref.note(Message('every remaining hero fell to 0 at once: the match is a draw'))
        return replace(state, draw=True, phase=GAME_OVER)
    if len(sides) == 1:
        names = ", ".join(state.seats[i].name for i in remaining)
        ref.note(Message("{names} wins the match", names=names) if len(remaining) == 1
                 else Message("{names} win the match", names=names))
        return replace(state, winners=tuple(remaining), phase=GAME_OVER)
    return state
