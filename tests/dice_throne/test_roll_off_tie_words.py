"""A roll-off tie names the tied players in the table's language ('Ann и Bob' in Russian), not joined in English."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from tests.dice_throne.support import GAME, new, to_action


@pytest.mark.parametrize("language, said", [
    ("en", "Ann, Bob and Cat tie with 5: roll off again"),
    ("ru", "Ann, Bob и Cat"),
])
def test_a_roll_off_tie_names_the_tied_players_in_the_tables_language(language: str, said: str) -> None:
    state = new("3v3", ("gunslinger", "cursed-pirate", "gunslinger", "cursed-pirate", "gunslinger", "cursed-pirate"))
    outcome = GAME.apply(state, to_action(state, "roll-off", 5, 5, 5, 1, 2, 3))
    use_language(language)  # the test's end puts English back (tests/conftest.py)
    notes = [translate(note) for note in outcome.ruling.effects]
    assert any(said in note for note in notes), notes
    assert outcome.state.turn == 0  # nobody goes first yet
