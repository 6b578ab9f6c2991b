"""The rulebooks the engine cites: one record per printed book."""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import N_


@frozen_value(slots=True)
class Book:
    """A printed rulebook: its id, its title in English and the text file it was extracted to."""

    id: str
    title: str
    language: str
    filename: str


BOOKS: dict[str, Book] = {
    book.id: book
    for book in (
        Book("runebound2", "Runebound 2nd edition rules", "ru", "runebound-2e.ru.txt"),
        Book(
            "runebound2-class-decks",
            "Runebound 2nd edition: Class Decks expansion rules",
            "pl",
            "runebound-2e-class-decks.pl.txt",
        ),
        Book("runebound3", "Runebound 3rd edition rules summary", "ru", "runebound-3e-summary.ru.txt"),
        Book("dice-throne", "Dice Throne rules v2.2", "ru", "dice-throne-v2.2.ru.txt"),
        Book(
            "dungeoneer",
            "Dungeoneer: Tomb of the Lich Lord rules",
            "ru",
            "dungeoneer-tomb-of-the-lich-lord.ru.txt",
        ),
        # The app's own conventions: a title the interface translates (`book_title`); a printed book's stays as printed.
        Book("companion", N_("Table Companion conventions"), "en", ""),
    )
}


def get_book(book_id: str) -> Book:
    """Return the book with this id; an unknown id is a programming error and fails loudly."""
    try:
        return BOOKS[book_id]
    except KeyError:
        raise KeyError(f"unknown book id {book_id!r}; known: {', '.join(sorted(BOOKS))}") from None
