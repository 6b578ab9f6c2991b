"""Mid-game positions the boards are judged at (issue 30): a fight, a solo peril draw, a threat-pool play.

Each is a game state built from the tables of the game's own tests, shown in the real session frame
(`tests.tui.picture_cases.board`). The positions already pictured in the snapshot matrix (Dice Throne's
attack, Runebound 2e's class-card window, Runebound 3e's token fight) are reused from there by name.
"""

from __future__ import annotations

from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import GameSetup, PlayerSetup
from tests.dungeoneer.flow import CARDS, HEROES, MONSTERS, QUESTS, SOLO_LOCATIONS, act, card
from tests.dungeoneer.screen_tables import battle_table, solo_entered
from tests.runebound2.helpers import GAME as RUNEBOUND2
from tests.runebound2.test_combat_wizard import in_challenge
from tests.tui.picture_cases import PICTURES, Picture, board


def solo_peril_draw() -> DgState:
    """Alone: the hero walked into the Corner (peril 2), the peril dice showed 1 and 2: two peril cards owed."""
    return act(act(solo_entered(), "move north"), "peril-roll", 1, 2)


#: A room whose name is longer than a short board's side column (the odds of entering it must stay on one line).
LONG_ROOM_NAME = "Crypt of the Forgotten Lich Kings"


def solo_beside_a_long_named_room() -> DgState:
    """Alone, in the north tunnel, with a room of a long name (peril 2) laid north of it."""
    locations = {**SOLO_LOCATIONS, "corner": card("corner", LONG_ROOM_NAME, "tunnel", "OOOO", glory=1, peril=2)}
    setup = GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True, "solo-lair": True},
                      {"heroes": HEROES, "locations": locations, "monsters": MONSTERS, "quests": QUESTS, "cards": CARDS})
    state = DUNGEONEER.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward t1-watch")
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    return act(state, "move north")


#: One mid-game position per game: each game's fight, Dungeoneer's solo peril draw, the Class Decks' window.
MID_GAME: dict[str, Picture] = {
    "dice-throne-attack": PICTURES["dice-throne-1v1"],
    "runebound2-fight": board(RUNEBOUND2, in_challenge()),
    "runebound2-class-deck-window": PICTURES["runebound2-class-decks"],
    "runebound3-token-fight": PICTURES["runebound3-token-fight"],
    "dungeoneer-battle": board(DUNGEONEER, battle_table()),
    "dungeoneer-solo-peril-draw": board(DUNGEONEER, solo_peril_draw()),
}

__all__ = ["LONG_ROOM_NAME", "MID_GAME", "solo_beside_a_long_named_room", "solo_peril_draw"]
