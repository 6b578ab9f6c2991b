"""Runebound 2e names players as every game does: p1, p2, the player's name, the hero's name (quoted or
not), any case, or a start only one of them has; the action keeps the player's name."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from rules_engine.runebound2 import actions as A
from tests.runebound2.helpers import GAME, new_game


@pytest.mark.parametrize("who, name", [("p1", "Anna"), ("P2", "Boris"), ("boris", "Boris"), ("an", "Anna"),
                                       ("valadir", "Boris"), ("Varikas the Dead", "Anna"),
                                       ('"varikas the dead"', "Anna"), ("'Valadir'", "Boris"), ("vari", "Anna")])
def test_a_player_is_named_by_seat_player_or_hero(who, name):
    assert GAME.parse_command(new_game(2), f"negotiate {who}") == A.Negotiate(name)
    assert GAME.parse_command(new_game(2), f"duel {who}") == A.StartDuel(name)


def test_seat_numbers_work_in_keys_too():
    action = GAME.parse_command(new_game(2), "give p2 gold:1 from:p1")
    assert (action.giver, action.receiver, action.gold) == ("Anna", "Boris", 1)


def test_a_seat_past_the_table_and_a_shared_start_are_refused():
    with pytest.raises(CommandError, match="there is no player p3; players are p1 to p2"):
        GAME.parse_command(new_game(2), "negotiate p3")
    with pytest.raises(CommandError, match="'v' could be Anna or Boris"):
        GAME.parse_command(new_game(2), "negotiate v")


def test_completion_offers_seats_and_names():
    assert GAME.complete_command(new_game(2), "negotiate ")[:4] == ("p1", "p2", "Anna", "Boris")
