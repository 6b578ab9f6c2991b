"""A Runebound 3e combat token's two sides in the player's language: a toss's roll reads «лицо (=1)», «оборот (=2)»
in a Russian session (the dice tray and the log's roll), and "front (=1)", "back (=2)" in an English one, as the
table types them in the tray and in `landed`."""

from __future__ import annotations

import pytest

from companion.services.dice_text import roll_text
from companion.services.i18n import use_language
from rules_engine.dice import DiceRoll
from rules_engine.runebound3.combat.state import TOKEN_DIE


@pytest.mark.parametrize(("code", "read"), [("ru", "[лицо (=1), оборот (=2), оборот (=2)]"),
                                             ("en", "[front (=1), back (=2), back (=2)]")])
def test_a_toss_names_each_side_of_a_token_in_the_players_language(code: str, read: str) -> None:
    front, back = TOKEN_DIE.faces
    use_language(code)  # English again after the test (tests/i18n/conftest.py)
    assert roll_text(DiceRoll(TOKEN_DIE.id, (front, back, back), "app")) == read
