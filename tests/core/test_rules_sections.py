"""The per-book section list behind docs/rules-coverage.md: every heading printed, in order, each status explained."""

from __future__ import annotations

import pytest

from rules_engine.books import BOOKS
from rules_engine.rules_index import Rule, all_rules, fold
from scripts.rules_coverage import COVERED, section_rows
from scripts.rules_sections import NOT_COVERED, SECTIONS, TABLE


@pytest.mark.parametrize("book", sorted(SECTIONS))
def test_every_listed_heading_is_printed_in_its_book_in_order(book, rulebooks):
    text = fold((rulebooks / BOOKS[book].filename).read_text(encoding="utf-8"))
    position = 0
    for section in SECTIONS[book]:
        found = text.find(fold(section.heading))
        assert found >= 0, f"{section.heading!r} is not a heading of {BOOKS[book].filename}"
        later = text.find(fold(section.heading), position)
        assert later >= 0, f"{section.heading!r} is listed out of the book's order"
        position = later


@pytest.mark.parametrize("book", sorted(SECTIONS))
def test_headings_are_listed_once_and_every_section_without_a_rule_says_why(book):
    headings = [fold(s.heading) for s in SECTIONS[book]]
    assert len(headings) == len(set(headings))
    indexed = {fold(r.heading) for r in all_rules() if r.book == book}
    for section in SECTIONS[book]:
        assert section.status in (TABLE, NOT_COVERED), section
        if fold(section.heading) not in indexed:
            assert section.reason.strip(), f"{section.heading!r} has no index entry and no reason"


def test_both_books_are_listed():
    assert set(SECTIONS) == {"runebound2", "dice-throne"}


def test_a_section_is_covered_once_an_index_entry_names_it_even_an_unlisted_heading():
    """Entries added to the index later (another branch) appear by heading, listed or not."""
    late = Rule("dice-throne.late.entry", "dice-throne", "КУБИКИ ЗАЩИТЫ", "x", "t", "s")
    stray = Rule("dice-throne.late.stray", "dice-throne", "НЕ В ЭТОТ РАЗ!", "x", "t", "s")
    rules = [*all_rules(), late, stray]
    code = {late.id: {"m"}, stray.id: {"m"}}
    tests = {late.id: {"t"}, stray.id: {"t"}}
    rows = {heading: (status, named) for heading, status, named, _ in section_rows("dice-throne", rules, code, tests)}
    assert rows["КУБИКИ ЗАЩИТЫ"][0] == COVERED and late in rows["КУБИКИ ЗАЩИТЫ"][1]
    assert rows["НЕ В ЭТОТ РАЗ!"] == (COVERED, [stray])
    before = {h: s for h, s, _, _ in section_rows("dice-throne", list(all_rules()), code, tests)}
    assert before["КУБИКИ ЗАЩИТЫ"] == TABLE
