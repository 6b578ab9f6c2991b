"""The table's rulebook files are read bounded in size and as UTF-8 only, with a clear message for any other file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.services.rulebook_files import MAX_RULEBOOK_BYTES, RulebookUnreadable, read_rulebook
from companion.services.rulebook_passages import passage, rulebook_problem
from companion.services.rules_search import search_rules
from rules_engine.books import get_book
from rules_engine.rules_index import get_rule
from tests.cli.test_cli import run

RULE = "runebound2.dice.d10-zero-is-ten"


def _book_path(folder: Path) -> Path:
    return folder / get_book(get_rule(RULE).book).filename


def _oversized(path: Path) -> Path:
    with path.open("wb") as file:  # sparse: the size without writing megabytes
        file.write("Десятигранные кости".encode())
        file.truncate(MAX_RULEBOOK_BYTES + 1)
    return path


def test_a_good_file_reads_whole(tmp_path):
    path = tmp_path / "book.txt"
    path.write_text("Десятигранные кости: 0 — это 10.", encoding="utf-8")
    assert read_rulebook(path) == "Десятигранные кости: 0 — это 10."


def test_an_oversized_file_is_refused_without_reading_it_whole(tmp_path, monkeypatch):
    path = _oversized(tmp_path / "book.txt")
    asked: list[int] = []
    real_open = Path.open

    def counting_open(self, *args, **kwargs):
        handle = real_open(self, *args, **kwargs)
        real_read = handle.read
        handle.read = lambda size=-1: asked.append(size) or real_read(size)
        return handle

    monkeypatch.setattr(Path, "open", counting_open)
    with pytest.raises(RulebookUnreadable, match="larger than 4 MB.*is it the right file"):
        read_rulebook(path)
    assert asked == [MAX_RULEBOOK_BYTES + 1]


@pytest.mark.parametrize("data, byte", [(b"\xff\xfe" + "Кости".encode("utf-16-le"), 0),
                                        ("Кости".encode("cp1251"), 0), (b"abc\xed\xa0\x80", 3)])
def test_a_file_that_is_not_utf8_is_refused_naming_the_byte(tmp_path, data, byte):
    path = tmp_path / "book.txt"
    path.write_bytes(data)
    with pytest.raises(RulebookUnreadable, match=f"not UTF-8 text \\(byte {byte} "):
        read_rulebook(path)


def test_a_folder_in_place_of_the_file_is_refused(tmp_path):
    with pytest.raises(RulebookUnreadable, match="cannot read the rulebook"):
        read_rulebook(tmp_path)


@pytest.mark.parametrize("make", [_oversized, lambda path: path.write_bytes("Кости".encode("cp1251")) and path],
                         ids=["oversized", "not UTF-8"])
def test_a_bad_copy_gives_no_passage_and_says_why(tmp_path, monkeypatch, capsys, make):
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))
    make(_book_path(tmp_path))
    rule = get_rule(RULE)
    assert passage(rule) is None
    problem = rulebook_problem(rule)
    assert problem and str(_book_path(tmp_path)) in problem
    code, out, err = run(capsys, "rules", "show", RULE)
    assert code == 0 and err == ""
    assert f"Your own copy of the book was not read: {problem}" in out
    code, out, _ = run(capsys, "rules", "show", RULE, "--json")
    assert code == 0 and json.loads(out)["passage_problem"] == problem
    assert RULE in [found.id for found in search_rules("d10 zero ten", game="runebound2")]


def test_no_copy_is_no_problem(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))
    assert rulebook_problem(get_rule(RULE)) is None
