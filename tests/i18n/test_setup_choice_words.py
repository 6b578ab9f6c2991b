"""A setup choice's words agree with their option's label: Russian and Polish give an adjective the gender of the
noun it describes, so the same English "standard" reads «обычная» for the game's length («Длина игры») and
«обычный» for the item limit («Предел предметов»). A choice marked in its option's own context is read from it."""

from __future__ import annotations

import pytest

from companion.services.i18n import use_language
from rules_engine.runebound2.game import OPTIONS
from screens.wizard import choice_label

LENGTH = next(spec for spec in OPTIONS if spec.name == "game_length")
ITEMS = next(spec for spec in OPTIONS if spec.name == "item_limit")


@pytest.mark.parametrize(("language", "length", "item_limit"), [
    ("en", {"standard": "standard", "quick": "quick", "long": "long"}, "standard"),
    ("ru", {"standard": "обычная", "quick": "быстрая", "long": "длинная"}, "обычный"),
    ("pl", {"standard": "standardowa", "quick": "szybka", "long": "długa"}, "standardowy"),
])
def test_the_game_lengths_choices_agree_with_their_label_and_the_item_limits_keep_theirs(
        language: str, length: dict[str, str], item_limit: str) -> None:
    use_language(language)
    try:
        assert {choice: choice_label(choice, LENGTH.name) for choice in LENGTH.choices} == length
        assert choice_label("standard", ITEMS.name) == item_limit
    finally:
        use_language("en")
