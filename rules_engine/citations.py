"""Citations: where in which book a rule is printed, ready to show beside a ruling."""

from __future__ import annotations

from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.books import get_book
from rules_engine.messages import InContext, Message, as_message
from rules_engine.rules_index import get_rule

#: The book id of the app's own conventions: where the rulebook is silent and the app decides.
CONVENTIONS = "companion"


# Indexed rules are only ever added, never changed (`register_rules` refuses a changed
# duplicate), so a citation built once stays right; rulings cite the same few rules constantly.
_CITATIONS: dict[str, Citation] = {}


@frozen_value(slots=True)
class Citation:
    """A pointer into a rulebook: rule id, book title, printed heading, page if the book names one.

    `book` is the book's English title (`Book.title`), what a saved log stores; the table reads it in its own language
    (`reference`): a book in the language it is printed in by its printed title, in another by a translated one."""

    rule_id: str
    book: str
    heading: str
    page: int | None
    summary: str
    last_page: int | None = None

    @classmethod
    def of(cls, rule_id: str) -> Citation:
        """The citation of an indexed rule; raises UnknownRule for an id the index lacks."""
        known = _CITATIONS.get(rule_id)
        if known is not None:
            return known
        rule = get_rule(rule_id)
        citation = cls(
            rule_id=rule.id,
            book=get_book(rule.book).title,
            heading=rule.heading,
            page=rule.page,
            summary=rule.summary,
            last_page=rule.last_page,
        )
        _CITATIONS[rule_id] = citation
        return citation

    @property
    def convention(self) -> bool:
        """True for the app's own convention (the book is silent and the app decides), not a printed rule."""
        return self.book == get_book(CONVENTIONS).title

    def reference(self) -> str:
        """Book, heading and page in one line, e.g. 'Dice Throne rules v2.2, «ТИПЫ УРОНА», p. 10'.

        A message: the heading stays as printed in every language; the book is named by the catalogue under its English
        title (in Russian «Трон кубов: правила игры, версия 2.2, «ТИПЫ УРОНА», с. 10», the title the Russian book
        prints; a title stored by an older log reads the same way); the glue ('p.', 'pp.') is the interface's. The
        app's own convention says so instead of naming a book:
        'the app's own reading, not the book's: «Dice Throne: seats and input»'.
        """
        if self.convention:  # its heading is the app's own words, translated under the rule's id as a rule's title is
            return Message("the app's own reading, not the book's: «{heading}»",
                           heading=InContext(self.rule_id, self.heading))
        book = as_message(self.book)
        if not self.page:
            return Message("{book}, «{heading}»", book=book, heading=self.heading)
        if self.last_page:
            return Message("{book}, «{heading}», pp. {page}–{last_page}", book=book, heading=self.heading,
                           page=self.page, last_page=self.last_page)
        return Message("{book}, «{heading}», p. {page}", book=book, heading=self.heading, page=self.page)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form (the log stores it so a ruling reads the same after an upgrade)."""
        return {
            "rule_id": self.rule_id,
            "book": self.book,
            "heading": self.heading,
            "page": self.page,
            "summary": self.summary,
        } | ({"last_page": self.last_page} if self.last_page else {})

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Citation:
        """Rebuild a citation stored by `to_json`."""
        return cls(
            rule_id=str(data["rule_id"]),
            book=str(data["book"]),
            heading=str(data["heading"]),
            page=data.get("page"),
            summary=str(data.get("summary", "")),
            last_page=data.get("last_page"),
        )


def page_reference(page: int | None, last_page: int | None = None) -> str:
    """', p. 6', ', pp. 6–7' for a range, or '' when the book names no page."""
    if not page:
        return ""
    return f", pp. {page}–{last_page}" if last_page else f", p. {page}"


def cite(*rule_ids: str) -> tuple[Citation, ...]:
    """Citations for several rule ids, in the order given, without repeats."""
    seen: dict[str, Citation] = {}
    for rule_id in rule_ids:
        if rule_id not in seen:
            seen[rule_id] = Citation.of(rule_id)
    return tuple(seen.values())
