"""The table's own rulebook text: the passage around a rule is shown only when they have the book."""

from __future__ import annotations

import json

import pytest

from companion.services.rulebook_passages import folded_with_positions, passage
from rules_engine.books import BOOKS
from rules_engine.rules_index import fold, get_rule
from tests.cli.test_cli import run

RULE = "runebound2.dice.d10-zero-is-ten"


@pytest.mark.parametrize("book", [b for b in BOOKS.values() if b.filename], ids=lambda b: b.id)
def test_position_fold_matches_the_engines_fold(book, rulebooks):
    text = (rulebooks / book.filename).read_text(encoding="utf-8")
    folded, where = folded_with_positions(text)
    assert folded == fold(text)
    assert len(where) == len(folded) and where == sorted(where)


def test_fold_positions_on_a_small_text():
    folded, where = folded_with_positions("Вы-\n пав  «Ш»")
    assert folded == fold("Вы-\n пав  «Ш»") == "выпав ш"
    assert [where[i] for i in (0, 2, 6)] == [0, 5, 11]


def test_no_copy_no_passage(monkeypatch, tmp_path):
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))
    assert passage(get_rule(RULE)) is None


def test_passage_from_the_tables_copy(monkeypatch, rulebooks, capsys):
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(rulebooks))
    text = passage(get_rule(RULE))
    assert text and "Десятигранные кости" in text
    code, out, _ = run(capsys, "rules", "show", RULE)
    assert code == 0 and "From your own copy of the book" in out and "Десятигранные кости" in out
    code, out, _ = run(capsys, "rules", "show", RULE, "--json")
    assert "Десятигранные" in json.loads(out)["passage"]


def test_a_broken_file_is_no_passage_not_an_error(monkeypatch, tmp_path):
    (tmp_path / BOOKS["runebound2"].filename).write_bytes(b"\xff\xfe\x00 not text")
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))
    assert passage(get_rule(RULE)) is None
