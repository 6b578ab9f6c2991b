"""Rules search in a Russian interface: Russian words find rules first, by the Russian rule texts and the books' Russian headings.

The Russian titles and summaries are the catalogue's (the product's own words); the headings are
the books' as printed. Each game has a Russian question whose right rule must come first.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.services.i18n import rule_text, use_language
from companion.services.rules_search import RulesSearchIndex, search_rules
from rules_engine.rules_index import Rule, all_rules


@pytest.fixture(autouse=True)
def _no_books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Search the product's own text and the printed headings only, whatever books the machine has."""
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))


def _first(query: str, first: str | None = None) -> str:
    found = search_rules(query, first=first)
    assert found, query
    return found[0].id


@pytest.mark.parametrize(("query", "rule_id"), [
    # Dice Throne: words of the Russian summary only (the book's heading says neither).
    ("лишние очки пропадают", "dice-throne.cp.bounds"),
    ("сколько карт можно держать в руке", "dice-throne.discard.hand-limit"),
    # Runebound 2e, Runebound 3e, Dungeoneer: words of the Russian book's heading.
    ("единицы опыта", "runebound2.xp.price"),
    ("десятигранные кости", "runebound2.dice.d10-zero-is-ten"),
    ("бартер", "runebound3.barter"),
    ("тренировка", "runebound3.train"),
    ("фаза восстановления", "dungeoneer.turn.refresh"),
    # Runebound 3e: words of the Russian summary only.
    ("каждый щит отводит одну рану", "runebound3.combat.shield"),
    ("вторая вещь того же типа", "runebound3.trade.one-per-type"),
])
def test_a_russian_question_ranks_the_right_rule_first(query: str, rule_id: str) -> None:
    # As in the rules browser opened from a session: that game's rules come first (a question such
    # as "how many cards in hand" is asked of Runebound's Class Decks in Russian words too).
    use_language("ru")
    assert _first(query, first=rule_id.split(".")[0]) == rule_id


def test_the_russian_summary_is_searched_in_the_english_interface_too() -> None:
    # A Russian speaker who left the interface in English still finds the rule by its Russian words.
    use_language("en")
    assert "dice-throne.cp.bounds" in [rule.id for rule in search_rules("лишние очки пропадают")][:3]
    use_language("ru")
    assert _first("лишние очки пропадают") == "dice-throne.cp.bounds"


def test_every_dice_throne_rule_is_found_by_its_russian_title() -> None:
    use_language("ru")
    rules = [rule for rule in all_rules() if rule.id.startswith("dice-throne.")]
    assert rules
    for rule in rules:
        title = rule_text(rule.id, rule.title)
        assert title != rule.title, rule.id  # translated
        assert rule.id in [found.id for found in search_rules(title, first="dice-throne")[:3]], (rule.id, title)


def test_every_runebound3_rule_is_found_by_its_russian_title() -> None:
    use_language("ru")
    rules = [rule for rule in all_rules() if rule.id.startswith("runebound3.")]
    assert len(rules) > 70
    for rule in rules:
        title = rule_text(rule.id, rule.title)
        assert title != rule.title, rule.id  # translated
        assert rule.id in [found.id for found in search_rules(title, first="runebound3")[:3]], (rule.id, title)


def _rule(rule_id: str, summary: str) -> Rule:
    return Rule(rule_id, "dice-throne", "ЗАГОЛОВОК", "слова книги", "Title", summary)


def test_the_interface_language_words_rank_before_the_book_words() -> None:
    named, mentioned = _rule("dice-throne.named", "A rule."), _rule("dice-throne.mentioned", "Another rule.")
    book = {"dice-throne.mentioned": "кубики броска кубики броска кубики броска"}
    russian = {"dice-throne.named": ("Правило", "Кубики броска защиты бросают один раз.")}
    index = RulesSearchIndex([mentioned, named], book, russian, "ru")
    assert [rule.id for rule in index.search("кубики броска")] == ["dice-throne.named", "dice-throne.mentioned"]
    english = RulesSearchIndex([mentioned, named], book)
    assert [rule.id for rule in english.search("кубики броска")] == ["dice-throne.mentioned"]
