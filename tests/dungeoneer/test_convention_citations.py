"""A Dungeoneer action naming a seat no player holds cites the app's convention on players, not a book passage.

"No such player" used to cite the passage of whatever the action did (dealing quests, dropping an
escort, whose points pay): none of them says anything about seats. The app decides, and says so.
"""

from __future__ import annotations

from rules_engine.dungeoneer.actions import DealQuests, DropEscort
from rules_engine.rules_index import get_rule
from tests.dungeoneer.flow import GAME, started, tunnels_down


def test_the_players_convention_is_the_apps_own():
    assert get_rule("dungeoneer.companion.players").book == "companion"


def test_quests_dealt_to_no_player_cite_the_players_convention():
    ruling = GAME.check(tunnels_down(), DealQuests(5, ("magic-fish", "library-ward")))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dungeoneer.companion.players"


def test_an_escort_dropped_by_no_player_cites_the_players_convention():
    ruling = GAME.check(started(), DropEscort(7, "escort-ghost"))
    assert not ruling.allowed and ruling.citations[0].rule_id == "dungeoneer.companion.players"
