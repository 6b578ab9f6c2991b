"""Fair placement (a variant): who places a drawn location that serves the drawer's own quest.

The drawer hands such a card to the player on the left, and on round the table past every
player whose own personal quest it also serves; after a full circle the drawer places it. Only
personal quests count (shared ones never), and of an escort quest only its first location.
The app cannot see hands at the table: it names the player who places the card, in the
decision before and in the ruling after.
"""

from __future__ import annotations

from rules_engine.dungeoneer.quests import Category
from rules_engine.dungeoneer.state import DgState

FAIR_PLACEMENT_RULE = "dungeoneer.variant.fair-placement"


def serves(state: DgState, seat: int, location_id: str) -> bool:
    """True when one of this seat's personal quests can be done at the location."""
    quests = {q.id: q for q in state.quest_cards}
    for quest_id in state.heroes[seat].quests:
        quest = quests.get(quest_id)
        if quest is None:
            continue
        places = quest.locations[:1] if quest.category is Category.ESCORT else quest.locations
        if location_id in places:
            return True
    return False


def placer(state: DgState, location_id: str) -> int:
    """The seat that places this location drawn by the active player (the active seat without the variant)."""
    if not state.options.fair_placement:
        return state.active
    seats = len(state.heroes)
    for step in range(seats):
        seat = (state.active + step) % seats
        if not serves(state, seat, location_id):
            return seat
    return state.active  # it served everyone: after a full circle the drawer places it
