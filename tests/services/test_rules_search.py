"""Rules search: stemmed, ranked, ids left out, any query string safe, the index follows the rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services import rules_search
from companion.services.rules_search import RulesSearchIndex, game_of, search_rules
from companion.services.rules_search_terms import query_terms, stems
from rules_engine.rules_index import Rule, all_rules, fold
from tests.support.search_budget import budget

D10 = "runebound2.dice.d10-zero-is-ten"


@pytest.fixture(autouse=True)
def _no_books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Search the product's own text only, whatever books the machine has."""
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))


def _rule(rule_id: str, title: str, summary: str, heading: str = "Заголовок") -> Rule:
    return Rule(rule_id, "runebound2", heading, "слова книги", title, summary)


def _ids(rules: list[Rule]) -> list[str]:
    return [rule.id for rule in rules]


# -- what the issue reported --------------------------------------------------------------------


def test_dice_finds_rules_about_dice_not_rules_whose_id_says_dice() -> None:
    found = search_rules("dice")
    assert D10 in _ids(found)[:3]
    for rule in found:
        text = fold(f"{rule.title} {rule.summary} {rule.heading}")
        assert "dice" in text or "die" in text, rule.id


@pytest.mark.parametrize("word", ["костей", "кость", "кости", "КОСТИ"])
def test_inflected_russian_finds_the_printed_heading(word: str) -> None:
    assert _ids(search_rules(word))[0] == D10


@pytest.mark.parametrize("word", ["рана", "ран", "раны", "ранам"])
def test_wound_in_any_case_finds_the_wounds_rules(word: str) -> None:
    assert "runebound2.wounds.bounds" in _ids(search_rules(word))[:3]


def test_english_forms_meet_by_their_stem() -> None:
    assert _ids(search_rules("rerolls"))[:1] == _ids(search_rules("reroll"))[:1] == ["dice-throne.offence.roll-attempts"]


# -- the index itself ---------------------------------------------------------------------------


def test_ids_are_not_searched() -> None:
    index = RulesSearchIndex([_rule("zebra-game.alpha.beta", "Moving on", "You move.")])
    assert index.search("zebra") == [] and index.search("alpha") == []
    assert _ids(index.search("moving")) == ["zebra-game.alpha.beta"]


def test_title_outranks_summary_outranks_book_text() -> None:
    rules = [
        _rule("g.book", "Other", "Nothing here.", heading="Раздел"),
        _rule("g.summary", "Other", "You may trade with a merchant.", heading="Раздел"),
        _rule("g.title", "Trading", "Nothing here either.", heading="Раздел"),
    ]
    index = RulesSearchIndex(rules, {"g.book": "a merchant lets you trade"})
    assert _ids(index.search("trade")) == ["g.title", "g.summary", "g.book"]


def test_a_rule_holding_every_word_beats_one_holding_a_single_word_many_times() -> None:
    rules = [
        _rule("g.one", "Gold gold gold", "Gold, gold and more gold."),
        _rule("g.both", "Gold for healing", "Pay gold to heal a wound."),
    ]
    assert _ids(RulesSearchIndex(rules).search("heal gold")) == ["g.both"]


def test_a_question_may_miss_one_word_in_three() -> None:
    rules = [_rule("g.flee", "Fleeing", "Roll to escape from a challenge."),
             _rule("g.other", "Market", "Buy things.")]
    assert _ids(RulesSearchIndex(rules).search("can I flee from a challenge a second time")) == ["g.flee"]


def test_stop_words_alone_are_still_searched() -> None:
    assert query_terms("can I") != []
    assert query_terms("can I sell") == [frozenset({"sell"})]


def test_russian_stems_and_yo_fold() -> None:
    assert stems("Ещё костей") == stems("еще кости")


def test_the_index_follows_rules_registered_after_first_use(monkeypatch: pytest.MonkeyPatch) -> None:
    assert search_rules("quokka") == []
    newcomer = _rule("runebound2.test.quokka", "The quokka rule", "A quokka may hop once.")
    monkeypatch.setattr(rules_search, "all_rules", lambda: all_rules() + (newcomer,))
    assert _ids(search_rules("quokka")) == [newcomer.id]


def test_the_index_reads_the_tables_book_when_it_appears(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    books = tmp_path / "books"
    books.mkdir()
    (books / "runebound-2e.ru.txt").write_text(
        "Вступление.\n\nКогда на кубике Выпавший 0 считайте за 10, а шкатулка квокки открыта.\n\nКонец.\n",
        encoding="utf-8")
    assert search_rules("шкатулка") == []
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(books))
    assert _ids(search_rules("шкатулку")) == [D10]


# -- games ----------------------------------------------------------------------------------------


def test_game_keeps_only_that_games_rules() -> None:
    found = search_rules("dice", game="runebound2")
    assert found and all(game_of(rule) == "runebound2" for rule in found)
    assert {r.id for r in found} == {r.id for r in search_rules("dice") if game_of(r) == "runebound2"}


@pytest.mark.parametrize("first", ["dice-throne", "runebound2"])
def test_first_puts_the_current_games_rules_first_and_keeps_the_rest(first: str) -> None:
    everything = search_rules("damage")
    ordered = search_rules("damage", first=first)
    assert sorted(_ids(ordered)) == sorted(_ids(everything))
    games = [game_of(rule) == first for rule in ordered]
    assert games == sorted(games, reverse=True) and any(games) and not all(games)


def test_a_rule_id_finds_that_rule_first() -> None:
    assert _ids(search_rules(D10))[0] == D10
    assert D10 not in _ids(search_rules(D10, game="dice-throne"))


# -- any query is safe ----------------------------------------------------------------------------

FTS_SYNTAX = ['"', '"dice', 'dice"', '""', "*", "dice*", "-dice", "dice -", "NEAR(dice roll)", "NEAR",
              "(", ")", "((dice)", "dice AND", "OR", "NOT dice", "AND OR NOT", "^dice", "title:dice",
              "{title summary}: dice", "dice + roll", "'", "\x00", "\\", "dice:", ":", "   ", "",
              "кость*", "«кости»", "d10-zero-is-ten", "runebound2.dice", "%", "_", "?"]


@pytest.mark.parametrize("query", FTS_SYNTAX)
def test_fts_syntax_characters_never_raise(query: str) -> None:
    found = search_rules(query)
    assert all(isinstance(rule, Rule) for rule in found)


@settings(max_examples=budget(60, 300), deadline=None)
@given(st.text(max_size=60))
def test_any_text_never_raises(query: str) -> None:
    search_rules(query)
    search_rules(query, game="runebound2", first="dice-throne", limit=3)


@settings(max_examples=budget(50, 200), deadline=None)
@given(st.lists(st.sampled_from(FTS_SYNTAX + ["dice", "кости", "reroll", "урон"]), max_size=8))
def test_any_mix_of_syntax_and_words_never_raises(pieces: list[str]) -> None:
    query = " ".join(pieces)
    found = search_rules(query)
    assert len(_ids(found)) == len(set(_ids(found)))


def test_a_players_word_finds_the_rules_other_word() -> None:
    # "begin" for "start": the Tamalir rule says heroes start there.
    assert "runebound2.setup.tamalir" in [r.id for r in search_rules("where do heroes begin", limit=3)]
