"""Runebound 3e tables for the screen tests, each built by playing engine actions."""

from __future__ import annotations

from rules_engine.runebound3.actions import Adventure, Buy, ChallengeResult, Trade
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import R3State
from tests.runebound3.helpers import challenge, fighting_state, item, new_state


def play(state: R3State, *actions: object) -> R3State:
    """Apply each action in turn (each must be allowed)."""
    for action in actions:
        state = RUNEBOUND3.apply(state, action).state
    return state


def first_turn_done() -> R3State:
    """P0 bought a sword and won a quest (a green trophy) with three actions: P1's turn begins."""
    return play(new_state(), Trade(item("Sword", "weapon", 2)), Buy("Sword"),
                Adventure(challenge("Old ruins", "quest")), ChallengeResult(True))


def wolf_fight(players: int = 2) -> R3State:
    """P0 meets the Wolf: the fight waits for the first toss."""
    return play(fighting_state(players), Adventure(challenge("Wolf", "enemy")))


__all__ = ["first_turn_done", "play", "wolf_fight"]
