"""The rules index: every entry well formed, every locator found in its book, search works."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from rules_engine.books import BOOKS
from rules_engine.citations import Citation
from rules_engine.errors import UnknownRule
from rules_engine.rules_index import Rule, RulesIndexError, all_rules, fold, get_rule, register_rules, search_rules


def test_index_is_not_empty_and_ids_are_unique():
    rules = all_rules()
    assert rules
    assert len({r.id for r in rules}) == len(rules)


@lru_cache(maxsize=None)
def folded_book(path: Path) -> str:
    """A book's text folded once per worker (each rule's two checks read it again otherwise)."""
    return fold(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("rule", all_rules(), ids=lambda r: r.id)
def test_locator_occurs_in_its_book(rule, rulebooks):
    book = BOOKS[rule.book]
    if not book.filename:
        pytest.skip(f"{book.title} has no printed text")
    text = folded_book(rulebooks / book.filename)
    assert fold(rule.locator) in text, f"locator {rule.locator!r} of {rule.id} not in {book.filename}"


@pytest.mark.parametrize("rule", all_rules(), ids=lambda r: r.id)
def test_heading_is_printed_in_its_book(rule, rulebooks):
    book = BOOKS[rule.book]
    if not book.filename:
        pytest.skip(f"{book.title} has no printed text")
    text = folded_book(rulebooks / book.filename)
    assert fold(rule.heading) in text, f"heading {rule.heading!r} of {rule.id} not in {book.filename}"


@pytest.mark.parametrize("rule", all_rules(), ids=lambda r: r.id)
def test_summary_is_own_words_not_the_book(rule, rulebooks):
    """Summaries explain in English; they must not carry the book's Cyrillic sentences."""
    assert not any("\u0400" <= ch <= "\u04ff" for ch in rule.summary), rule.id
    assert not any("\u0400" <= ch <= "\u04ff" for ch in rule.title), rule.id


def test_pages_only_where_the_book_names_them():
    allowed = {
        "runebound2": {3, 5, 6, 7, 9},
        "runebound2-class-decks": {4, 5, 8, 9, 10, 11, 12},
        "dice-throne": {7, 10, 11, 13, 15},
        "dungeoneer": {8, 12, 15, 17, 20},
    }
    for rule in all_rules():
        if rule.page is not None:
            assert rule.page in allowed.get(rule.book, set()), f"{rule.id} cites p. {rule.page}"


def test_duplicate_rule_id_fails_loudly():
    existing = all_rules()[0]
    clash = Rule(existing.id, existing.book, "x", "y", "z", "different summary")
    with pytest.raises(RulesIndexError, match="duplicate"):
        register_rules([clash])


@pytest.mark.parametrize(
    "bad",
    [
        Rule("no-dots", "runebound2", "h", "l", "t", "s"),
        Rule("core.x.y", "nobook", "h", "l", "t", "s"),
        Rule("core.x.y", "runebound2", "", "l", "t", "s"),
        Rule("core.x.y", "runebound2", "h", "l", "t", "  "),
        Rule("core.x.y", "runebound2", "h", "l", "t", "s", page=0),
    ],
)
def test_malformed_rules_fail_at_registration(bad):
    with pytest.raises(RulesIndexError):
        register_rules([bad])
    with pytest.raises(UnknownRule):
        get_rule("core.x.y")


def test_search_by_english_summary_word_and_printed_heading_word():
    by_english = [r.id for r in search_rules("zero")]
    by_heading = [r.id for r in search_rules("кости")]
    by_heading_capitalised = [r.id for r in search_rules("Десятигранные")]
    assert "runebound2.dice.d10-zero-is-ten" in by_english
    assert "runebound2.dice.d10-zero-is-ten" in by_heading
    assert "runebound2.dice.d10-zero-is-ten" in by_heading_capitalised


def test_search_can_be_limited_to_a_game():
    assert search_rules("zero", game="dice-throne") == [] or all(
        r.id.startswith("dice-throne.") for r in search_rules("zero", game="dice-throne")
    )
    assert all(r.id.startswith("runebound2.") for r in search_rules("zero", game="runebound2"))


def test_empty_search_finds_nothing():
    assert search_rules("   ") == []


def test_citation_reference_names_book_heading_and_page():
    citation = Citation.of("runebound2.dice.d10-zero-is-ten")
    assert citation.reference() == "Runebound 2nd edition rules, «Десятигранные кости»"
    paged = Citation("x.y", "Book", "Heading", 6, "s")
    assert paged.reference() == "Book, «Heading», p. 6"
    assert Citation.from_json(paged.to_json()) == paged


def test_unknown_rule_is_a_clear_error():
    with pytest.raises(UnknownRule, match="no rule 'nope.nope'"):
        Citation.of("nope.nope")


def test_fold_joins_hyphenated_line_breaks_and_yo():
    assert fold("счи-\nтайте  за Ёж") == "считайте за еж"


def test_fold_reads_a_code_page_cedilla_as_yo():
    # A broken code page once turned «ё» into «¸»; a copy of a book that still has it must match.
    assert fold("непреодол¸нных") == fold("непреодолённых") == "непреодоленных"


def test_no_heading_or_locator_quotes_the_broken_code_page():
    for rule in all_rules():
        assert "\u00b8" not in rule.heading + rule.locator, rule.id
