"""Dice Throne names statuses and seats the one way: printed names of two words with or without quotes,
ids, any case, a start only one name has; an unknown status is left to the status rule that cites it."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from tests.dice_throne.support import GAME, started, to_action, to_phase


def main_phase():
    return to_phase(started(), "main-1")


def test_status_inflict_powder_keg_p1_is_applied():
    state = main_phase()
    result = GAME.apply(state, to_action(state, "status inflict Powder Keg 2 p1"))
    assert result.ruling.allowed, result.ruling.message
    assert "Powder Keg" in result.ruling.message


@pytest.mark.parametrize("who, seat", [("p2", 1), ("Bob", 1), ("bo", 1), ("cursed-pirate", 1), ("Cursed Pirate", 1),
                                       ('"cursed pirate"', 1), ("gun", 0), ("Ann", 0)])
def test_a_seat_is_named_by_number_player_hero_or_a_unique_start(who, seat):
    assert GAME.parse_command(main_phase(), f"status gain evasive {who}").seat == seat


def test_a_start_two_statuses_share_is_refused_listing_both():
    with pytest.raises(CommandError, match="'p' could be Powder Keg or Parley: type more of the status"):
        GAME.parse_command(main_phase(), "status inflict p p1")


def test_an_unknown_status_is_refused_by_the_status_rule_listing_the_statuses():
    state = main_phase()
    ruling = GAME.check(state, to_action(state, "status inflict Foo Bar p1"))
    assert not ruling.allowed
    assert ruling.citations[0].rule_id == "dice-throne.status.gain-inflict"
    assert "'Foo Bar'" in ruling.message and "powder-keg" in ruling.message


def test_completion_offers_two_word_names_as_printed():
    assert "Powder Keg" in GAME.complete_command(main_phase(), "status inflict ")
    assert GAME.complete_command(main_phase(), 'status inflict "Pow') == ("Powder Keg",)
    assert GAME.complete_command(main_phase(), "status inflict Powder Keg ")[:4] == ("p1", "p2", "Ann", "Bob")
