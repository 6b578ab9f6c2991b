"""Class card texts: the catalogue carries what the book states a card does; where it states nothing the text is the table's."""

from __future__ import annotations

import pytest

from cards_db.kinds import CatalogueError
from cards_db.runebound2_class_decks import TEXT_UNKNOWN, card_text, shipped_class_cards, validate_class_card

#: The cards whose effect the book's examples describe (the worked example and the card-text example).
DESCRIBED = ("Zbezczeszczony cmentarz", "Skalny ogar", "Dół z żerdziami", "Znamię Hydry", "Rzut głazem",
             "Celny strzał", "Wyssanie duszy")


def by_name() -> dict[str, dict]:
    return {e["name"]: e for e in shipped_class_cards().values()}


def test_every_card_the_book_describes_ships_with_its_text_in_english():
    cards = by_name()
    for name in DESCRIBED:
        text = cards[name]["text"]
        assert text and text != TEXT_UNKNOWN and card_text(cards[name]) == text
    assert "ranged" in cards["Celny strzał"]["text"] and "1 more wound" in cards["Celny strzał"]["text"]
    assert "adventure step" in cards["Dół z żerdziami"]["text"]


def test_a_card_the_book_names_without_its_text_says_the_text_is_the_tables():
    cards = by_name()
    silent = [name for name in cards if name not in DESCRIBED]
    assert silent  # e.g. the threat and cost examples' cards, and the talents
    for name in silent:
        assert cards[name]["text"] is None
        assert card_text(cards[name]) == TEXT_UNKNOWN and "the table's" in TEXT_UNKNOWN
    assert card_text(None) == TEXT_UNKNOWN  # a card the catalogue does not hold at all


@pytest.mark.parametrize("bad", ["", "   ", 3, ["a"]])
def test_a_text_that_is_not_words_is_refused_naming_the_card(bad):
    with pytest.raises(CatalogueError, match="class card 'Shot'.*text"):
        validate_class_card({"name": "Shot", "kind": "feat", "text": bad})
