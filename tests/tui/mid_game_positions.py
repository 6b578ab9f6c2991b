"""Mid-game positions the boards are judged at (issue 30): a fight, a solo peril draw, a threat-pool play.

Each is a game state built from the tables of the game's own tests, shown in the real session frame
(`tests.tui.picture_cases.board`). The positions already pictured in the snapshot matrix (Dice Throne's
attack, Runebound 2e's class-card window, Runebound 3e's token fight) are reused from there by name.
"""

from __future__ import annotations

from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from rules_engine.dungeoneer.state import DgState
from tests.dungeoneer.flow import act
from tests.dungeoneer.screen_tables import battle_table, solo_entered
from tests.runebound2.helpers import GAME as RUNEBOUND2
from tests.runebound2.test_combat_wizard import in_challenge
from tests.tui.picture_cases import PICTURES, Picture, board


def solo_peril_draw() -> DgState:
    """Alone: the hero walked into the Corner (peril 2), the peril dice showed 1 and 2: two peril cards owed."""
    return act(act(solo_entered(), "move north"), "peril-roll", 1, 2)


#: One mid-game position per game: each game's fight, Dungeoneer's solo peril draw, the Class Decks' window.
MID_GAME: dict[str, Picture] = {
    "dice-throne-attack": PICTURES["dice-throne-1v1"],
    "runebound2-fight": board(RUNEBOUND2, in_challenge()),
    "runebound2-class-deck-window": PICTURES["runebound2-class-decks"],
    "runebound3-token-fight": PICTURES["runebound3-token-fight"],
    "dungeoneer-battle": board(DUNGEONEER, battle_table()),
    "dungeoneer-solo-peril-draw": board(DUNGEONEER, solo_peril_draw()),
}

__all__ = ["MID_GAME", "solo_peril_draw"]
