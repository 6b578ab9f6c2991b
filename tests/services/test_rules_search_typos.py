"""Typo-tolerant suggestions: a misspelt word of a question is corrected to the closest word the rules use."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.i18n import use_language
from companion.services.rules_search import did_you_mean, search_rules
from companion.services.rules_search_typos import TypoCorrector, edit_distance
from tests.support.search_budget import budget


@pytest.fixture(autouse=True)
def _no_books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize(("typed", "meant"), [
    ("dise", "dice"), ("flea", "flee"), ("продожа", "продажа"), ("knockdwon", "knockdown"),
    ("can I flea from a fight", "can I flee from a fight"), ("продожа предмета", "продажа предмета"),
])
def test_the_issues_misspellings_are_corrected(language: str, typed: str, meant: str) -> None:
    use_language(language)
    assert did_you_mean(typed) == meant


@pytest.mark.parametrize("query", ["dice", "reroll", "продажа", "xyzzy", "", "   ", "a", "1234"])
def test_known_or_hopeless_words_get_no_suggestion(query: str) -> None:
    assert did_you_mean(query) is None


def test_a_suggestion_must_find_rules_in_the_game_asked_about() -> None:
    assert did_you_mean("knockdwon", game="dice-throne") == "knockdown"
    assert did_you_mean("knockdwon", game="dungeoneer") is None  # no knockdown there


def test_ties_go_to_the_word_the_rules_use_most_then_alphabetically() -> None:
    corrector = TypoCorrector({"dice": 9, "dime": 1, "dike": 9})
    assert corrector.closest("dise") == "dice"
    assert corrector.closest("dice") is None  # known
    assert corrector.closest("dis") is None  # too short to guess


def test_edit_distance_counts_a_swap_as_one_edit() -> None:
    assert edit_distance("knockdwon", "knockdown", 2) == 1
    assert edit_distance("flea", "flee", 1) == 1
    assert edit_distance("abc", "xyz", 1) == 2  # over the limit: limit + 1


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="abcdeпрод", max_size=8), st.text(alphabet="abcdeпрод", max_size=8))
def test_edit_distance_is_symmetric_and_zero_only_for_equal_words(a: str, b: str) -> None:
    assert edit_distance(a, b, 20) == edit_distance(b, a, 20)
    assert (edit_distance(a, b, 20) == 0) == (a == b)


@settings(max_examples=budget(50, 200), deadline=None)
@given(st.text(max_size=30))
def test_any_text_gives_none_or_a_question_that_finds_rules(text: str) -> None:
    suggestion = did_you_mean(text)
    assert suggestion is None or (suggestion != text and search_rules(suggestion))
