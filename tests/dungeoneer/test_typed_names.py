"""Dungeoneer names seats and locations as every game does: p1, p2, names of several words quoted or not,
any case, or a start only one name has."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.game import GAME
from rules_engine.errors import CommandError
from tests.dungeoneer.flow import started


@pytest.mark.parametrize("typed, seats", [("reward p1 p2", (0, 1)), ("reward p2", (1,)), ("reward Ann Bo", (0, 1)),
                                          ("reward knight rogue", (1, 0)), ("reward kn", (1,)), ('reward "Rogue"', (0,))])
def test_seats_by_number_name_hero_or_start(typed, seats):
    assert GAME.parse_command(started(), typed) == A.Reward(seats)


def test_a_seat_past_the_table_is_refused_naming_the_seats():
    with pytest.raises(CommandError, match="there is no player p3; players are p1 to p2"):
        GAME.parse_command(started(), "reward p3")


@pytest.mark.parametrize("typed", ['place bridge west of "West tunnel"', "place bridge west of West tunnel",
                                   "place bridge west of 'west tunnel'", "place bridge west of west t",
                                   "place troll west of WEST TUNNEL", "place tr west of we"])
def test_locations_of_two_words_quoted_or_not_or_by_a_unique_start(typed):
    assert GAME.parse_command(started(), typed) == GAME.parse_command(started(), 'place bridge west of "West tunnel"')


def test_a_location_not_on_the_table_is_refused_saying_what_was_expected():
    with pytest.raises(CommandError, match="a location on the table"):
        GAME.parse_command(started(), "place bridge west of Sword Hall")
