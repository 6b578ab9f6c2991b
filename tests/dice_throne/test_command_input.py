"""Typed numbers: absurd amounts are typos, refused as input before they reach the rules."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from tests.dice_throne.support import GAME, started, to_phase


@pytest.mark.parametrize(
    "text",
    ["upkeep damage 999999999999999999999", "heal 5000 p1", "cp +1000", "damage 1000 pure to p2", "status gain evasive 1000 p1"],
)
def test_numbers_beyond_any_dice_throne_number_are_refused(text):
    state = started()
    with pytest.raises(CommandError, match="at most 999"):
        GAME.parse_command(state, text)


def test_ordinary_numbers_still_parse():
    state = to_phase(started(), "main-1")
    GAME.parse_command(state, "damage 12 pure to p2")
    GAME.parse_command(state, "cp -2")
