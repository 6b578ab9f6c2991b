"""Dungeoneer tables for the screen tests: the flow table with a walled room, and a battle and a solo turn set up."""

from __future__ import annotations

from typing import Any

from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.values import replace
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS, act, card, solo_table, started

#: The flow table's locations and a room walled on three sides (only its east side opens).
WALLED = {**LOCATIONS, "cell": card("cell", "Sealed cell", "room", "WOWW", glory=2, peril=1)}


def walled_table(**options: Any) -> DgState:
    """Two heroes, tunnels down, quests dealt, Ann first, in the location phase; the walled room still to place."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), options,
                      {"heroes": HEROES, "locations": WALLED, "monsters": MONSTERS, "quests": QUESTS, "cards": CARDS})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "shared t1-watch")
    state = act(state, "first-player", 6, 2)
    return act(state, "next")


def lord_table() -> DgState:
    """Ann's dungeon lord phase, Bo holding 3 peril for her to spend on monsters."""
    state = started()
    return state.with_hero(1, replace(state.heroes[1], peril=3))


def battle_table() -> DgState:
    """Ann, the dungeon lord this turn, sets the Legion and the zombie on Bo's knight in melee (the book's pair)."""
    return act(lord_table(), "monsters p2 legion:melee zombie:melee")


def solo_entered() -> DgState:
    """Solo: the Corner laid north of the north tunnel, the hero in the tunnel beside it (peril 2 next door)."""
    state = solo_table(**{"solo-lair": True})
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    return act(state, "move north")


__all__ = ["WALLED", "battle_table", "lord_table", "solo_entered", "walled_table"]
