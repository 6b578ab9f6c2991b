"""An amount of damage reads right in Russian whatever the number: «1 ед. урона», «2 ед. урона», «5 ед. урона».

The amount stands before the noun, whose case follows the number in Russian («1 урон», «2 урона», «5 урона»); the
catalogue wrote «нанести 1 урона» for one. With the unit («ед.», an abbreviation that does not decline) the noun is
always in the genitive after it, right for every number, as Russian board-game texts write it.
"""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.messages import Message


@pytest.mark.parametrize("amount", [1, 2, 5, 21])
def test_dealing_an_amount_of_damage_reads_right_for_every_number(amount: int) -> None:
    use_language("ru")  # English again after the test (tests/i18n/conftest.py)
    assert translate(Message("deal {n} damage", n=amount)) == f"нанести {amount} ед. урона"
    assert translate(Message("deal {amount} damage", amount=amount)) == f"нанести {amount} ед. урона"
    assert translate(Message("deal {amount} {kind} damage", amount=amount, kind="pure")).startswith(
        f"нанести {amount} ед. урона (")
    assert translate(Message("prevent {n} damage when damage is about to land (not an action)", n=amount)).startswith(
        f"отвести {amount} ед. урона")


def test_no_russian_entry_puts_a_bare_number_before_the_word_for_damage():
    """Every entry of the catalogue, not only the ones above: «{amount} урона» reads «1 урона» for one."""
    from tests.i18n.catalogue_entries import entries_matching

    assert entries_matching("ru", r"\{\w+\} урона") == []
