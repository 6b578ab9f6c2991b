"""Typed Runebound 3rd edition commands parse to actions and format back."""

import pytest

from rules_engine.errors import CommandError
from rules_engine.runebound3.actions import CombatResult, Move, Rest, Train
from rules_engine.runebound3.game import RUNEBOUND3
from tests.runebound3.helpers import new_state


@pytest.mark.parametrize("text, action", [
    ("train", Train()), ("rest 2", Rest(2)), ("move wilds Forest", Move("Forest", "wilds")),
    ("fight won 2", CombatResult("won", 2)),
])
def test_commands_round_trip(text, action):
    assert RUNEBOUND3.parse_command(new_state(), text) == action
    assert RUNEBOUND3.format_command(action) == text


def test_unknown_fight_outcome_is_one_clear_message():
    with pytest.raises(CommandError, match="expected won, defeated or retreated"):
        RUNEBOUND3.parse_command(new_state(), "fight maybe 1")
