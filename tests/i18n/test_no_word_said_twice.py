"""No Russian or Polish sentence says a word twice in a row before a name the app fills in («карты карты {card} нет»,
«lokacja lokacja {card}»): a noun put before a name to give it its case is put there once. Checked over every form of
both catalogues."""

from __future__ import annotations

import re

import pytest

from tests.i18n.catalogue_entries import forms_matching

TWICE = re.compile(r"(?<![\w-])(\w+) \1 \{", re.IGNORECASE)


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_no_word_said_twice_before_a_name(language: str) -> None:
    found = forms_matching(language, TWICE)
    assert not found, "\n".join(f"{english!r}: {said}" for english, said in found)


def test_the_check_finds_a_word_said_twice() -> None:
    assert TWICE.search("карты карты {card} нет в руке") and TWICE.search("Połóż lokację lokację {name}")
    assert TWICE.search("lokacja lokacja {card} już tam leży")
    assert not TWICE.search("карты {card} нет в руке") and not TWICE.search("quests p1 QUEST QUEST QUEST")
