"""A citation names its book as the table's language names it: in the language the book is printed in, by the title the
book prints (a Russian table holding «Трон кубов» reads «Трон кубов», not "Dice Throne rules v2.2"); in another language,
by a title in that language. The book's identity in stored data stays its English title: a saved citation keeps it, and
one stored by an older log reads in the table's language as a new one does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.services.i18n import book_title, citation_text, reference_text, use_language
from rules_engine.books import BOOKS, Book
from rules_engine.citations import CONVENTIONS, Citation
from rules_engine.rules_index import all_rules, fold

PRINTED = tuple(book for book in BOOKS.values() if book.id != CONVENTIONS)

#: The words of a printed title that its book's text does not print (books.py says why): a faithful rendering.
RENDERED = {"runebound2": {"2-я", "редакция"}}


def _words(title: str) -> list[str]:
    return [word for word in re.split(r"[\s,:]+", fold(title)) if word]


@pytest.mark.parametrize("book", PRINTED, ids=lambda b: b.id)
def test_a_books_printed_title_is_in_its_own_text(book: Book, rulebooks: Path) -> None:
    """Every word of the title the app calls printed is in the book's text (letter-spaced cover words too: the text is
    read with its spaces taken out), but for the few the book does not print."""
    text = fold((rulebooks / book.filename).read_text(encoding="utf-8")).replace(" ", "")
    missing = {word for word in _words(book.printed_title) if word not in text}
    assert missing == RENDERED.get(book.id, set())


@pytest.mark.parametrize("book", PRINTED, ids=lambda b: b.id)
def test_a_book_is_named_by_its_printed_title_in_its_own_language_and_translated_in_the_others(book: Book) -> None:
    try:
        use_language(book.language)
        assert book_title(book.id) == book.printed_title
        for language in {"en", "ru", "pl"} - {book.language}:
            use_language(language)
            shown = book_title(book.id)
            assert shown == book.title if language == "en" else shown not in ("", book.title, book.printed_title)
    finally:
        use_language("en")


@pytest.mark.parametrize(("language", "shown"), [
    ("en", "Dice Throne rules v2.2, «ТИПЫ УРОНА», p. 10"),
    ("ru", "Трон кубов: правила игры, версия 2.2, «ТИПЫ УРОНА», с. 10"),
    ("pl", "Dice Throne: zasady gry, wersja 2.2, «ТИПЫ УРОНА», s. 10"),
])
def test_a_citation_saved_with_the_english_title_reads_in_the_tables_language(language: str, shown: str) -> None:
    stored = {"rule_id": "dice-throne.damage-types", "book": "Dice Throne rules v2.2", "heading": "ТИПЫ УРОНА",
              "page": 10, "summary": "Damage types."}
    citation = Citation.from_json(stored)
    try:
        use_language(language)
        assert reference_text(citation) == citation_text(citation) == shown
    finally:
        use_language("en")
    assert citation.to_json() == stored  # what a log keeps is unchanged: the English title


def test_every_rule_cited_in_russian_names_its_book_in_russian_and_the_polish_book_as_printed() -> None:
    import companion.services.rules_search  # noqa: F401 - registers every game's rules index

    try:
        for language in ("ru", "pl"):
            use_language(language)
            for rule in all_rules():
                if rule.book == CONVENTIONS or rule.id.startswith("tally."):
                    continue
                said = reference_text(Citation.of(rule.id))
                assert said.startswith(book_title(rule.book) + ", «"), (language, rule.id, said)
                assert BOOKS[rule.book].title not in said, (language, rule.id, said)
    finally:
        use_language("en")
