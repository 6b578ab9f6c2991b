"""How a Runebound table names a player in a command: p1, p2 ... or a player's or hero's name (or its start).

Runebound's actions keep players by name, so the word is read into the player's name; a word that
names no player stays as typed and the rules refuse it with their citation.
"""

from __future__ import annotations

from rules_engine.grammar import Player
from rules_engine.runebound2.state import Rb2State


def _players(state: Rb2State) -> tuple[tuple[str, str], ...]:
    return tuple((party.player, party.hero.name) for party in state.players)


def player_named(name: str) -> Player:
    """A player argument stored under `name`: p1, p2 ... or (the start of) a player's or hero's name."""
    return Player(name, _players)
