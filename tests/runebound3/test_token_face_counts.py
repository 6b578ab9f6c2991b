"""A number of a token face's symbol in a sentence takes the form that number takes in the table's language: «Ann
тратит 3 топора», «5 черепов», Polish «3 topory», «5 czaszek»; the English keeps the notation's word ("3 axe"), which
the saved logs hold and read back the same way."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from companion.services.i18n.catalogues import load_catalogue
from companion.services.i18n.stored_text import read_stored
from rules_engine.runebound3.combat.actions import Strike
from rules_engine.runebound3.combat.resolve import rule_on
from tests.runebound3.test_combat_board import started

#: Each symbol's forms for 1, 3, 5, 21 and 22 (Russian and Polish each have three) as a sentence spends them: the
#: singular in the accusative («тратит 1 вспышку», «wydaje 1 czaszkę»), as the board's word is not.
FORMS = {
    "ru": {"axe": ("топор", "топора", "топоров", "топор", "топора"), "bolt": ("вспышку", "вспышки", "вспышек", "вспышку", "вспышки"),
           "skull": ("череп", "черепа", "черепов", "череп", "черепа"), "wing": ("крыло", "крыла", "крыльев", "крыло", "крыла"),
           "surge": ("молнию", "молнии", "молний", "молнию", "молнии"),
           "double": ("удвоение", "удвоения", "удвоений", "удвоение", "удвоения"),
           "shield": ("щит", "щита", "щитов", "щит", "щита"), "miss": ("промах", "промаха", "промахов", "промах", "промаха")},
    "pl": {"axe": ("topór", "topory", "toporów", "toporów", "topory"),
           "bolt": ("błyskawicę", "błyskawice", "błyskawic", "błyskawic", "błyskawice"),
           "skull": ("czaszkę", "czaszki", "czaszek", "czaszek", "czaszki"),
           "wing": ("skrzydło", "skrzydła", "skrzydeł", "skrzydeł", "skrzydła"),
           "surge": ("przewagę", "przewagi", "przewag", "przewag", "przewagi"),
           "double": ("podwojenie", "podwojenia", "podwojeń", "podwojeń", "podwojenia"),
           "shield": ("tarczę", "tarcze", "tarcz", "tarcz", "tarcze"),
           "miss": ("chybienie", "chybienia", "chybień", "chybień", "chybienia")},
}
NUMBERS = (1, 3, 5, 21, 22)


@pytest.mark.parametrize(("language", "spends"), [("ru", "Ann тратит 3 топора:"), ("pl", "Ann wydaje 3 topory:"),
                                                  ("en", "Ann spends 3 axe:")])
def test_a_strike_counts_its_symbols_in_the_tables_language(language: str, spends: str) -> None:
    use_language(language)
    _, ruling = rule_on(started(), Strike(0, (0, 2)))  # the axe* and the 2axe
    assert str(ruling.message) == "Ann spends 3 axe: 3 damage to Troll"  # what the log keeps
    assert translate(ruling.message).startswith(spends)


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_a_saved_strike_reads_each_count_in_its_form(language: str) -> None:
    catalogue = load_catalogue(language)
    for symbol, forms in FORMS[language].items():
        for number, form in zip(NUMBERS, forms, strict=True):
            read = read_stored(f"Ann spends {number} {symbol}, 2 axe: 4 damage to Troll", catalogue)
            assert f" {number} {form}, 2 {FORMS[language]['axe'][1]}: " in read, (symbol, number, read)
    assert "3 топора*:" in read_stored("Ann spends 3 axe*: 3 damage to Troll", load_catalogue("ru"))
