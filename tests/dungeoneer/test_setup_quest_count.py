"""Setup refuses a session with fewer quest cards than it deals, saying how many and to whom.

A quest cannot be typed in during play (a location, a monster or an adventure card can): a table whose catalogue
held too few quest cards laid its tunnels and was then stuck naming quests it could not name. Setup deals three to a
player alone; two to each player and one shared; two shared with nothing personal."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.options import Options
from rules_engine.dungeoneer.questing import quests_dealt_at_setup
from rules_engine.game import GameSetup, PlayerSetup, SetupError
from tests.dungeoneer.flow import HEROES, LOCATIONS, MONSTERS, QUESTS

TWO = (PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight"))


def setup(players: tuple[PlayerSetup, ...], quests: int, **options: bool) -> GameSetup:
    """A setup whose catalogue holds the first `quests` of the test's quest cards."""
    kept = dict(list(QUESTS.items())[:quests])
    return GameSetup(players, options, {"heroes": HEROES, "locations": LOCATIONS, "quests": kept, "monsters": MONSTERS})


@pytest.mark.parametrize(("players", "options", "dealt"), [
    (1, {"solo": True}, 3), (2, {}, 5), (3, {}, 7), (4, {}, 9), (2, {"nothing-personal": True}, 2)])
def test_setup_deals_three_alone_two_each_and_one_shared_or_two_shared_with_nothing_personal(
        players: int, options: dict[str, bool], dealt: int) -> None:
    assert quests_dealt_at_setup(Options.from_setup(options), players) == dealt


def test_too_few_quest_cards_are_refused_at_setup_with_how_many_and_to_whom() -> None:
    with pytest.raises(SetupError) as refused:
        GAME.new_game(setup(TWO, 4))
    said = str(refused.value)
    assert "setup deals 5 quest cards (two to each of 2 players and one shared) and the session knows 4" in said
    assert "type the quest cards in" in said


def test_enough_quest_cards_start_the_game() -> None:
    assert len(QUESTS) >= 5
    assert GAME.new_game(setup(TWO, 5)).quest_cards
