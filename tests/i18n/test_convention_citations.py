"""A citation of the app's own convention says it is the app's reading, in the ruling panel and on the phone page.

Where the book is silent the app decides, and its citation must not read like a book's heading: the
table would look for it in the rulebook. Convention entries (book `companion`) are labelled as the
app's own reading and named by their title in the interface's language.
"""

from __future__ import annotations

from companion.services.i18n import citation_text, use_language
from companion.services.sharing.spectator_page import render_page
from companion.services.sharing.spectator_view import spectator_view
from rules_engine.books import BOOKS
from rules_engine.citations import Citation, cite
from rules_engine.rules_index import all_rules
from rules_engine.ruling import Ruling
from screens.formatting import format_citation
from tests.sharing.helpers import act, dice_throne_controller

SEATS = "dice-throne.companion.seats"
BOOK_RULE = "dice-throne.cp.bounds"
CONVENTIONS_TITLE = BOOKS["companion"].title


def test_every_convention_entry_reads_as_the_apps_reading_and_no_book_rule_does():
    conventions = [r.id for r in all_rules() if r.book == "companion"]
    assert len(conventions) >= 5
    for rule_id in conventions:
        citation = Citation.of(rule_id)
        text = str(citation.reference())
        assert citation.convention and text.startswith("the app's own reading, not the book's: «")
        assert CONVENTIONS_TITLE not in text
    book = Citation.of(BOOK_RULE)
    assert not book.convention and str(book.reference()).startswith("Dice Throne rules v2.2, «")


def test_the_ruling_panel_labels_a_convention_and_names_it_by_its_title():
    assert format_citation(Citation.of(SEATS)) == "the app's own reading, not the book's: «Players and input»"
    assert format_citation(Citation.of(BOOK_RULE)).startswith("Dice Throne rules v2.2, «")


def test_the_label_and_the_title_are_translated():
    use_language("ru")
    text = citation_text(Citation.of(SEATS))
    assert text == "собственное толкование приложения, не книги: «Игроки и ввод»"
    # a book is named by the title it prints in its language, the Russian edition's
    assert citation_text(Citation.of(BOOK_RULE)).startswith("Трон кубов: правила игры, версия 2.2, «БОЕВАЯ СИЛА»")


def test_a_stored_convention_citation_whose_rule_is_gone_still_reads_as_the_apps_reading():
    stored = Citation("old.companion.gone", CONVENTIONS_TITLE, "An old convention", None, "")
    assert citation_text(stored) == "the app's own reading, not the book's: «An old convention»"


def test_the_phone_page_labels_a_convention_as_the_apps_reading():
    with dice_throne_controller() as controller:
        act(controller, "roll-off [dice: 6 1]")
        ruling = Ruling(False, "no such seat", cite(SEATS, BOOK_RULE))
        use_language("ru")
        page = render_page(spectator_view("Friday", controller.game, controller.state, ruling,
                                          controller.session.entries))
    assert "собственное толкование приложения, не книги: «Игроки и ввод»" in page
    assert CONVENTIONS_TITLE not in page
    assert "Трон кубов: правила игры, версия 2.2, «" in page and "Dice Throne rules v2.2" not in page
