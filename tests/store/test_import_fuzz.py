"""Fuzzed imports of real Dice Throne and Runebound 2e exports: a clear refusal with the database unchanged, or a correct import."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.services.store import InvalidDocument, SessionStore
from companion.services.store.plain_json import MAX_DEPTH, check_plain_json
from tests.store.import_fuzz import GAMES, MUTATIONS, FuzzFigures, ImportBench, rulings_are_replayed
from tests.support.search_budget import budget


@pytest.fixture(scope="module")
def bench(tmp_path_factory: pytest.TempPathFactory) -> ImportBench:
    return ImportBench(tmp_path_factory.mktemp("import-fuzz"))


@settings(max_examples=budget(30, 60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False), kind=st.sampled_from(sorted(MUTATIONS)), game_id=st.sampled_from(GAMES))
def test_a_mutated_export_is_refused_cleanly_or_imported_correctly(bench: ImportBench, rng: random.Random, kind: str,
                                                                   game_id: str) -> None:
    figures = FuzzFigures()
    bench.run(bench.mutate(rng, kind, game_id), kind, figures)
    assert figures.runs == figures.refused + figures.imported == 1
    assert figures.problems == []


def _import(bench: ImportBench, data: bytes) -> tuple[FuzzFigures, str]:
    figures = FuzzFigures()
    return figures, bench.run(data, "case", figures)


def _text(document: dict) -> bytes:
    return json.dumps(document, ensure_ascii=True).encode()


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("edit, raw, words", [
    (("log", 0, "seq"), "9" * 5000, "number too long"),
    (("setup", "options"), "[" * 5000 + "]" * 5000, "nested too deeply"),
    (("created_at",), '"0001-01-01T00:00:00+01:00"', "is not a date and time"),
    (("created_at",), '"10000-01-01T00:00:00"', "is not a date and time"),
    (("log", 0, "created_at"), '"9999-12-31T23:59:59-01:00"', "is not a date and time"),
    (("setup", "players"), '{"name": "Ann"}', "malformed|players"),
    (("setup",), '[["players", 1]]', "'setup' is missing or malformed"),
    (("log", 0, "seq"), "NaN", "not a finite number"),
    (("name",), '"Friday \\ud800"', "lone surrogate"),
], ids=["5000 digits", "deep nesting", "year 0", "year 10000", "past year 9999", "players an object",
        "setup a list", "NaN", "lone surrogate"])
def test_hostile_values_are_refused_with_the_database_unchanged(bench, game_id, edit, raw, words):
    document = json.loads(json.dumps(bench.documents[game_id]))
    target = document
    for step in edit[:-1]:
        target = target[step]
    target[edit[-1]] = "@@"
    figures, err = _import(bench, _text(document).replace(b'"@@"', raw.encode()))
    assert figures.refused == 1 and figures.problems == [], figures.problems
    assert re.search(words, err), err


@pytest.mark.parametrize("where, name, field", [
    (("name",), "x" * 61, "session name"),
    (("name",), "Friday\x1b[31m", "session name"),
    (("setup", "players", 1, "name"), "B" * 200, "name of player 2"),
    (("setup", "players", 0, "name"), "Ann\x07", "name of player 1"),
    (("setup", "catalogue", "heroes", "gunslinger", "name"), "G" * 100, "'catalogue.heroes.gunslinger'"),
])
def test_a_bad_name_in_an_import_is_refused_naming_the_field(bench, where, name, field):
    document = json.loads(json.dumps(bench.documents["dice-throne"]))
    target = document
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = name
    figures, err = _import(bench, _text(document))
    assert figures.refused == 1 and figures.problems == []
    assert field in err and ("keep it to 60" in err or "control character" in err), err


def test_a_markup_name_is_a_name_and_imports(bench):
    document = json.loads(json.dumps(bench.documents["runebound2"]))
    document["name"] = "Friday [/b]"
    figures, _ = _import(bench, _text(document))
    assert figures.imported == 1 and figures.problems == []


def test_the_judge_sees_a_changed_database_and_a_forged_ruling(tmp_path):
    own = ImportBench(tmp_path)  # this test changes its database on purpose
    store = SessionStore.open(own.url)
    try:
        live = store.open_session(own.resident)
        assert rulings_are_replayed(live)
        entries = list(live.entries)
        first = next(i for i, e in enumerate(entries) if e.kind == "action" and e.active)
        entries[first] = entries[first].replaced(ruling=replace(entries[first].ruling, message="Bob wins by forfeit"))
        assert not rulings_are_replayed(SimpleNamespace(game=live.game, setup=live.setup, entries=entries,
                                                        state=live.state))
        store.rename_session(own.resident, "Renamed")
    finally:
        store.close()
    figures = FuzzFigures()
    own.run(b"[]", "case", figures)  # refused; the rename above shows as a change
    assert figures.refused == 1 and figures.changed == 1


def test_plain_json_is_checked_without_recursion():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(InvalidDocument, match=f"more than {MAX_DEPTH} levels"):
        check_plain_json({"log": deep})
    with pytest.raises(InvalidDocument, match="too large"):
        check_plain_json({"setup": {"options": {"target": 10**5000}}})
    with pytest.raises(InvalidDocument, match="not JSON"):
        check_plain_json({"name": object()})
    check_plain_json({"name": "Ann", "n": [1, 2.5, None, True]})
