"""The command line in Russian: --lang ru gives Russian help, rule texts and errors; the caller's language is kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.services.i18n import current_language
from companion.shell.cli import cli_language, main


@pytest.fixture(autouse=True)
def _no_books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))


def test_rules_show_in_russian_keeps_the_citation_as_printed(capsys) -> None:
    assert main(["--lang", "ru", "rules", "show", "dice-throne.cp.bounds"]) == 0
    out = capsys.readouterr().out
    assert "БС от 0 до 15" in out and "Ищите:" in out
    assert "«БОЕВАЯ СИЛА»" in out  # the book's heading as printed
    assert current_language() == "en"  # the tests' language, as before the call


def test_a_russian_search_from_the_command_line_finds_the_rule_first(capsys) -> None:
    assert main(["--lang=ru", "rules", "search", "лишние", "очки", "пропадают"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("dice-throne.cp.bounds  БС от 0 до 15")


def test_help_and_errors_in_russian(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "ru", "rules", "--help"])
    assert "команды правил" in capsys.readouterr().out
    assert main(["--lang", "ru", "rules", "search", "zzzqqq"]) == 1
    assert capsys.readouterr().err.strip() == "companion: ошибка: нет правил по запросу 'zzzqqq'"
    assert main(["rules", "search", "zzzqqq", "--lang", "en"]) == 2  # --lang belongs before the command
    assert "companion: error:" in capsys.readouterr().err


def test_the_language_comes_from_lang_else_the_saved_or_system_one(monkeypatch) -> None:
    monkeypatch.setattr("companion.shell.cli.saved_language", lambda: "pl")
    assert cli_language(["--lang", "ru", "roll", "d6"]) == "ru"
    assert cli_language(["roll", "d6"]) == "pl"
    assert cli_language(["--lang", "xx", "roll", "d6"]) == "pl"  # argparse refuses it; the saved one speaks
