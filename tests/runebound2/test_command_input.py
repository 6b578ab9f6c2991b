"""Typed numbers: absurd amounts are typos, refused as input before they reach the rules."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from tests.runebound2.helpers import GAME, new_game


@pytest.mark.parametrize("text", ["effect gold 100000", "rest 99999999999999", 'event "Storm" green level:123456'])
def test_numbers_beyond_any_runebound_number_are_refused(text):
    with pytest.raises(CommandError, match="at most 9999"):
        GAME.parse_command(new_game(2), text)


def test_ordinary_numbers_still_parse():
    GAME.parse_command(new_game(2), "effect gold 3")
