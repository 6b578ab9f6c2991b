"""The search's own data: everyday words and "see also" links name real rules; the shipped book words are stems only
and match the books; see also lists related rules."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from companion.services.rules_search import search_rules
from companion.services.rules_search_book_words import BOOK_WORDS_FILE, shipped_book_words
from companion.services.rules_search_related import section_of, see_also
from companion.services.rules_search_synonyms import EVERYDAY, RELATED
from rules_engine.rules_index import all_rules, get_rule

REPO = Path(__file__).resolve().parents[2]


def _script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("rules_search_book_words_script",
                                                  REPO / "scripts" / "rules_search_book_words.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_everyday_words_and_links_name_real_rules() -> None:
    known = {rule.id for rule in all_rules()}
    assert set(EVERYDAY) <= known
    assert {rule_id for pair in RELATED for rule_id in pair} <= known
    assert all(a != b for a, b in RELATED) and len(set(RELATED)) == len(RELATED)


def test_the_shipped_book_words_are_single_distinct_sorted_stems_of_real_rules() -> None:
    data = json.loads(BOOK_WORDS_FILE.read_text(encoding="utf-8"))["stems"]
    known = {rule.id for rule in all_rules()}
    assert len(data) > 300 and set(data) <= known
    for rule_id, stems in data.items():
        assert stems == sorted(set(stems)), rule_id
        assert all(stem and " " not in stem and stem.isalnum() for stem in stems), rule_id


def test_the_shipped_book_words_match_the_books(rulebooks: Path) -> None:
    assert _script().build(rulebooks) == BOOK_WORDS_FILE.read_text(encoding="utf-8"), \
        "stale: run python scripts/rules_search_book_words.py"


def test_a_book_word_finds_its_rule_without_the_books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))  # no books: the shipped stems answer
    assert "шкатул" not in shipped_book_words()["runebound2.market.sell"]
    assert "runebound2.market.sell" in [rule.id for rule in search_rules("за сколько можно продать предмет")[:3]]


def test_see_also_puts_declared_links_first_then_the_section() -> None:
    related = [rule.id for rule in see_also(get_rule("runebound2.market.sell"))]
    assert related[:2] == ["runebound2.market.limits", "runebound2.market.discard"]
    assert all(section_of(rule_id) == "runebound2.market" for rule_id in related)
    assert "runebound2.market.sell" in [rule.id for rule in see_also(get_rule("runebound2.market.limits"))]


def test_see_also_joins_a_section_and_the_rule_that_names_it_but_not_a_whole_game() -> None:
    assert [rule.id for rule in see_also(get_rule("dice-throne.interrupts"))] == ["dice-throne.interrupts.clockwise"]
    assert [rule.id for rule in see_also(get_rule("dice-throne.interrupts.clockwise"))] == ["dice-throne.interrupts"]
    assert see_also(get_rule("dice-throne.steal")) == []


def test_every_rules_see_also_is_short_distinct_and_never_itself() -> None:
    for rule in all_rules():
        related = see_also(rule)
        assert len(related) <= 6 and rule not in related and len(set(related)) == len(related), rule.id
