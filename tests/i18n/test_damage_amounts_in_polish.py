"""An amount of damage reads right in Polish whatever the number.

The noun after a number takes the number's form in Polish («1 obrażenie», «2 obrażenia», «5 obrażeń»); the catalogue
wrote «4 obrażeń» and «zadaj 1 obrażeń». Its damage sentences now name the damage and give the amount after it
(«obrażenia: 4», «obrażenia (4)», «zmniejsza obrażenia o 4»: the amount is a value, not a count), which reads right for every number.
"""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.messages import Message
from tests.i18n.catalogue_entries import entries_matching


def test_no_polish_entry_puts_a_bare_number_before_a_form_of_the_word_for_damage():
    counted = r"\{(amount|n|number|total|left|prevented|damage|expected_damage|matching|taken|count)\}"
    assert entries_matching("pl", counted + r" obrażeni?(e|a|ń|om|u|ami|ach)\b") == []


@pytest.mark.parametrize("amount", [1, 2, 4, 5, 22])
def test_damage_about_to_land_and_taken_name_the_amount_after_the_damage(amount: int) -> None:
    use_language("pl")  # English again after the test (tests/i18n/conftest.py)
    assert translate(Message("deal {amount} damage", amount=amount)) == f"zadaj obrażenia: {amount}"
    assert translate(Message("{fighter} takes {left} damage", fighter="Ann", left=amount)) == (
        f"Ann otrzymuje obrażenia: {amount}")
    assert translate(Message("{amount} damage about to land on {fighter}", amount=amount, fighter="Ann")) == (
        f"obrażenia ({amount}) zaraz otrzyma Ann")
