"""The rulebooks the engine cites: one record per printed book."""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import N_


@frozen_value(slots=True)
class Book:
    """A printed rulebook: its id, its title in English, the language it is printed in, the text file it was extracted
    to, and its title as the table holding it reads it (in the book's language).

    The English `title` is the book's identity in stored data (a saved citation keeps it, `Citation.book`) and the
    catalogue's msgid the interface names the book by (`book_title`): the catalogue of the book's own language gives
    `printed_title`, the other languages a translated title (tests/i18n/test_book_titles.py holds the two together)."""

    id: str
    title: str
    language: str
    filename: str
    printed_title: str = ""


BOOKS: dict[str, Book] = {
    book.id: book
    for book in (
        # The Russian book prints the game's name in Latin letters (RUNEBOUND) and names no edition: «2-я редакция»
        # is a rendering, as the third edition's summary names its own («3 ред.»).
        Book("runebound2", N_("Runebound 2nd edition rules"), "ru", "runebound-2e.ru.txt",
             "Runebound, 2-я редакция: правила"),
        # The Polish booklet calls itself «instrukcja» and the expansion «talie postaci»; the title page is not in the
        # text, so the name is put together from those words.
        Book("runebound2-class-decks", N_("Runebound 2nd edition: Class Decks expansion rules"), "pl",
             "runebound-2e-class-decks.pl.txt", "Runebound: Talie postaci, instrukcja"),
        # Its first line but one: «Правила Рунбаунд 3 ред. на русском. Кратко только текст.» (the game's name first, as in
        # the others: the rules browser's book column shows a title's first words).
        Book("runebound3", N_("Runebound 3rd edition rules summary"), "ru", "runebound-3e-summary.ru.txt",
             "Рунбаунд 3 ред.: правила, кратко"),
        # The Russian edition's name, «Трон кубов», and its first page's letter-spaced «П Р А В И Л А  И Г Р Ы, В Е Р С И Я 2.2».
        Book("dice-throne", N_("Dice Throne rules v2.2"), "ru", "dice-throne-v2.2.ru.txt",
             "Трон кубов: правила игры, версия 2.2"),
        # The Russian edition's name, «Подземелье»; the text does not print the subtitle: the Lich Lord is the book's
        # own «повелитель мёртвых» («гробница повелителя мёртвых», its first paragraph).
        Book("dungeoneer", N_("Dungeoneer: Tomb of the Lich Lord rules"), "ru",
             "dungeoneer-tomb-of-the-lich-lord.ru.txt", "Подземелье: Гробница повелителя мёртвых, правила"),
        # The app's own conventions: no printed book, a title the interface translates (`book_title`).
        Book("companion", N_("Table Companion conventions"), "en", ""),
    )
}


def get_book(book_id: str) -> Book:
    """Return the book with this id; an unknown id is a programming error and fails loudly."""
    try:
        return BOOKS[book_id]
    except KeyError:
        raise KeyError(f"unknown book id {book_id!r}; known: {', '.join(sorted(BOOKS))}") from None
