"""Every status of the shipped Dice Throne heroes reads in the table's language: a name of its own in Polish and in
Russian (Polish once kept "Knockdown", "Evasive", ... in English), the same name in the rule that titles it (Russian's
Bounty was «Розыск» on the board and «Награда» in its rule) and in every sentence of the catalogue that names it; and a
saved log reads them so too: a status in a status's place is read back by its name on the board, and the sentence of a
status inflicted by another player, once "{status}{inflicter}" (two parts no reading could split), reads back whole.
The symbols on their dice have names of their own too (Polish kept "bullet", "dash", ...)."""

from __future__ import annotations

import re

import pytest

from cards_db.dice_throne import shipped_heroes
from companion.services.i18n import translate, use_language
from companion.services.i18n.catalogues import load_catalogue
from rules_engine.dice_throne.game_names import CONTEXT
from tests.dice_throne.support import GAME, started, to_action, to_phase
from tests.i18n.catalogue_entries import entries_matching

#: The printed names of every shipped hero's statuses.
STATUSES = sorted({status["name"] for hero in shipped_heroes().values() for status in hero["statuses"]})
#: Every symbol on the shipped heroes' dice.
SYMBOLS = sorted({symbol for hero in shipped_heroes().values() for symbol in hero["dice"].values()})
#: The rule titled by a status's name (context `dice-throne.status.<id>`).
TITLE_CONTEXT = re.compile(r"dice-throne\.status\.[a-z-]+")
LANGUAGES = ("ru", "pl")


def test_the_shipped_heroes_have_the_statuses_the_catalogue_marks() -> None:
    assert {"Knockdown", "Evasive", "Reload", "Bounty", "Cursed Doubloon", "Powder Keg", "Withering",
            "Parley"} <= set(STATUSES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_status_has_a_name_of_its_own(language: str) -> None:
    catalogue = load_catalogue(language)
    kept_english = [name for name in STATUSES if catalogue.pgettext(CONTEXT, name) == name]
    assert kept_english == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_die_symbol_has_a_name_of_its_own(language: str) -> None:
    catalogue = load_catalogue(language)
    assert len(SYMBOLS) == 6
    assert [symbol for symbol in SYMBOLS if catalogue.pgettext(CONTEXT, symbol) == symbol] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rule_titled_by_a_status_calls_it_what_the_board_calls_it(language: str) -> None:
    catalogue = load_catalogue(language)
    titles = [(context, name) for context, name in _status_titles() if name in STATUSES]
    assert len(titles) >= 7
    differing = [(context, name, catalogue.pgettext(context, name), catalogue.pgettext(CONTEXT, name))
                 for context, name in titles if catalogue.pgettext(context, name) != catalogue.pgettext(CONTEXT, name)]
    assert differing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_sentence_of_the_catalogue_leaves_a_status_in_english(language: str) -> None:
    english = r"\b(" + "|".join(re.escape(name) for name in STATUSES) + r"|Doubloon)\b(?! Hunter)"  # not the ability
    assert entries_matching(language, english) == []


@pytest.mark.parametrize(("language", "word"), [("pl", "Powalenie"), ("ru", "Нокдаун")])
def test_a_status_inflicted_reads_in_the_tables_language_as_played_and_as_read_back(language: str,
                                                                                    word: str) -> None:
    state = to_phase(started(), "main-1")
    for typed in ("status inflict knockdown p2", "status gain knockdown p2 by p2"):
        ruling = GAME.apply(state, to_action(state, typed)).ruling
        use_language(language)
        for played in (ruling.message, *ruling.effects):
            saved = str(played)  # what the store keeps: the English text alone
            assert word in translate(played) and "Knockdown" not in translate(played)
            assert translate(saved) == translate(played)
        use_language("en")


def _status_titles() -> list[tuple[str, str]]:
    """(context, English) of every catalogue entry under a status rule's context."""
    from babel.messages.pofile import read_po

    from companion.services.i18n.stored_text import TEMPLATE_PATH

    with TEMPLATE_PATH.open("rb") as source:
        catalog = read_po(source)
    return [(message.context, message.id) for message in catalog
            if message.context and TITLE_CONTEXT.fullmatch(message.context) and isinstance(message.id, str)]
