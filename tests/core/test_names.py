"""Names people type: at most 60 characters, no control characters, refused with a message naming the field."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards_db.dice_throne import shipped_heroes as dice_throne_heroes
from cards_db.dice_throne import validate_hero as validate_dice_throne_hero
from cards_db.kinds import CatalogueError
from cards_db.names import MAX_NAME_LENGTH, name_problem
from cards_db.runebound2 import shipped_heroes as runebound_heroes
from cards_db.runebound2 import validate_hero as validate_runebound_hero


@given(st.text(alphabet=st.characters(blacklist_categories=("Cc", "Cs")), max_size=MAX_NAME_LENGTH))
def test_printable_names_up_to_the_limit_are_fine(name: str) -> None:
    assert name_problem("player name", name) is None


@pytest.mark.parametrize("name, words", [("x" * (MAX_NAME_LENGTH + 1), "keep it to 60"),
                                         ("Ann\x1b[31m", "control character"), ("A\nB", "control character"),
                                         ("\ud800", "control character")])
def test_long_names_and_control_characters_are_refused_naming_the_field(name: str, words: str) -> None:
    problem = name_problem("player name", name)
    assert problem is not None and "player name" in problem and words in problem


@pytest.mark.parametrize("heroes, validate", [(dice_throne_heroes, validate_dice_throne_hero),
                                              (runebound_heroes, validate_runebound_hero)])
@pytest.mark.parametrize("name", ["Bell\x07", "y" * 61])
def test_catalogue_hero_names_follow_the_same_rule(heroes, validate, name: str) -> None:
    hero = dict(next(iter(heroes().values())), name=name)
    with pytest.raises(CatalogueError, match="name"):
        validate(hero)
