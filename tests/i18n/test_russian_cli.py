"""The command line in Russian: help, rule texts, sessions, catalogue, odds, play and every error line; the caller's language is kept."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from companion.services.i18n import current_language, translate, use_language
from companion.services.store import SessionStore
from companion.shell.cli import main
from companion.shell.cli.entry_point import cli_language
from rules_engine.books import get_book
from rules_engine.citations import Citation
from rules_engine.rules_index import get_rule
from tests.support.saved_games import save_golden_game
from tests.support.whole_games import DICE_THRONE_MATCH, DICE_THRONE_SETUP


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
    monkeypatch.setattr("companion.shell.cli.entry_point.saved_language", lambda: "pl")
    assert cli_language(["--lang", "ru", "roll", "d6"]) == "ru"
    assert cli_language(["roll", "d6"]) == "pl"
    assert cli_language(["--lang", "xx", "roll", "d6"]) == "pl"  # argparse refuses it; the saved one speaks


# -- sessions, catalogue, odds, play and serve in Russian ---------------------------------------


@pytest.fixture(scope="module")
def saved_match_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """A database with the golden Dice Throne match saved, built once for the module: (its file, the session id)."""
    path = tmp_path_factory.mktemp("saved-match") / "games.db"
    with SessionStore.open(f"sqlite:///{path}") as store:
        return path, save_golden_game(store, "dice-throne-1v1", name="Пятница").id


@pytest.fixture
def saved_match(saved_match_file: tuple[Path, int], tmp_path: Path) -> tuple[str, int]:
    """A copy of the database with the golden Dice Throne match saved, for one test: (its URL, the session id)."""
    template, session_id = saved_match_file
    copy = tmp_path / "games.db"
    shutil.copyfile(template, copy)
    return f"sqlite:///{copy}", session_id


def test_sessions_list_and_show_read_in_russian_with_dates_by_locale(capsys, saved_match) -> None:
    url, session_id = saved_match
    assert main(["--lang", "ru", "--db", url, "sessions", "list"]) == 0
    listing = capsys.readouterr().out.splitlines()
    assert listing[0].split() == ["ID", "ИГРА", "НАЗВАНИЕ", "ИГРОКИ", "ПОСЛЕДНЯЯ", "ИГРА", "ДЕЙСТВИЙ"]
    assert re.search(r"\b\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\b", listing[1])  # 23.11.2026 16:05, never 2026-11-23
    assert main(["--lang", "ru", "--db", url, "sessions", "show", str(session_id)]) == 0
    shown = capsys.readouterr().out
    assert "Последняя игра " in shown and "Журнал:" in shown
    assert re.search(r"\d+ действи(е|я|й)\n", shown)
    assert not re.search(r"\b(Last played|actions|Log:)\b", shown)
    assert "(Наёмница): " in shown and "(Gunslinger)" not in shown  # the hero as the board names it
    assert main(["--lang", "ru", "--db", url, "sessions", "show", "999"]) == 2
    assert capsys.readouterr().err.strip() == "companion: ошибка: партии 999 нет"


def test_sessions_export_import_and_report_messages_in_russian(capsys, saved_match, tmp_path: Path) -> None:
    url, session_id = saved_match
    exported = tmp_path / "match.json"
    assert main(["--lang", "ru", "--db", url, "sessions", "export", str(session_id), "-o", str(exported)]) == 0
    assert capsys.readouterr().out.startswith(f"Партия {session_id} (Пятница) выгружена в ")
    assert main(["--lang", "ru", "--db", url, "sessions", "export", str(session_id), "-o", str(exported)]) == 2
    assert capsys.readouterr().err.strip().endswith("уже существует; добавьте --force, чтобы перезаписать")
    assert main(["--lang", "ru", "--db", url, "sessions", "import", str(exported)]) == 0
    assert re.match(r"Партия 'Пятница' загружена под номером \d+ \(Dice Throne, \d+ действи", capsys.readouterr().out)
    report = tmp_path / "match.html"
    assert main(["--lang", "ru", "--db", url, "sessions", "report", str(session_id), "--format", "html",
                 "-o", str(report)]) == 0
    assert "Отчёт (html) о партии" in capsys.readouterr().out
    assert '<html lang="ru">' in report.read_text(encoding="utf-8")


def test_every_error_line_the_cli_writes_reads_in_russian(capsys, tmp_path: Path) -> None:
    missing = tmp_path / "absent.db"
    transcript, setup = tmp_path / "bad.txt", tmp_path / "setup.json"
    transcript.write_text("undo now\n", encoding="utf-8")
    setup.write_text(json.dumps({"players": [{"name": "Ann"}]}), encoding="utf-8")
    cases = [
        (["sessions", "show", "1", "--db", f"sqlite:///{missing}"], f"нет базы {missing}"),
        (["sessions", "import", str(tmp_path / "nope.json")], f"нет файла {tmp_path / 'nope.json'}"),
        (["serve", "--port", "0"], "'0' — не порт: укажите целое число от 1 до 65535, например 8000"),
        (["odds", "dice-throne", "nobody", "--memory"], "неизвестный герой 'nobody' (известны:"),
        (["odds", "dice-throne", "gunslinger", "--dice", "1", "2", "x", "4", "5", "--memory"],
         "--dice принимает числа, выпавшие на пяти кубиках (от 1 до 6), а не 'x'"),
        (["--db", "sqlite://", "sessions", "list"], "--db 'sqlite://' — база в памяти"),
        (["play", "tally", str(transcript), "--setup", str(setup), "--memory"],
         "строка 1: после undo ничего не пишется, а здесь 'now'"),
    ]
    for argv, expected in cases:
        assert main(["--lang", "ru", *argv]) == 2, argv
        last = capsys.readouterr().err.strip().splitlines()[-1]  # after "companion: в памяти: ..." with --memory
        assert last.startswith("companion: ошибка: ") and expected in last, (argv, last)


def test_no_saved_sessions_and_the_catalogue_in_russian(capsys, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'none.db'}"
    assert main(["--lang", "ru", "--db", url, "sessions", "list"]) == 0
    assert capsys.readouterr().out.startswith("Сохранённых партий нет: базы ")
    assert main(["--lang", "ru", "catalogue", "list", "dice-throne", "hero", "--memory"]) == 0
    assert "(в поставке)" in capsys.readouterr().out
    assert main(["--lang", "ru", "catalogue", "template"]) == 0
    out = capsys.readouterr().out
    assert "Выведите шаблон командой" in out
    for line in ("dice-throne-hero  герои Dice Throne", "runebound2-hero  герои Runebound",
                 "runebound2-terrain-dice  кубики местности Runebound",
                 "runebound2-class-card  карты классов и таланты Runebound"):
        assert line in out.splitlines(), line


def test_odds_read_in_russian_with_the_heroes_and_symbols_as_the_book_names_them(capsys) -> None:
    assert main(["--lang", "ru", "odds", "dice-throne", "gunslinger", "--dice", "1", "2", "3", "4", "5", "--memory"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Наёмница: кубики 1 2 3 4 5, осталось 2 попытки броска\n")
    assert "малый стрит" in out and "урон" in out and "Совет (наибольший ожидаемый урон):" in out
    assert "Примечание: значения урона взяты из каталога и не подтверждены." in out
    assert not re.search(r"\b(dice|damage|Advice|Defence|bullet|small straight)\b", out)


def test_play_keeps_english_keys_and_writes_its_messages_in_russian(capsys, tmp_path: Path) -> None:
    setup, transcript = tmp_path / "setup.json", tmp_path / "match.txt"
    setup.write_text(json.dumps(DICE_THRONE_SETUP), encoding="utf-8")
    transcript.write_text("redo\n" + "\n".join(DICE_THRONE_MATCH[:6]) + "\n", encoding="utf-8")
    assert main(["--lang", "ru", "play", "dice-throne", str(transcript), "--setup", str(setup), "--memory",
                 "--dry-run"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0]["outcome"] == "nothing-to-redo" and lines[0]["message"] == "Нечего повторять."
    applied = [line for line in lines if line["outcome"] == "applied"]
    assert applied and all(re.search("[а-яё]", line["message"].lower()) for line in applied)
    references = [c["reference"] for line in lines for c in line["citations"]]
    assert references and all("«" in r and ", p. " not in r for r in references)
    assert main(["--lang", "ru", "play", "dice-throne", str(transcript), "--memory"]) == 2
    assert "укажите --setup FILE, чтобы начать новую партию" in capsys.readouterr().err


def test_play_words_an_undo_and_a_redo_in_russian_with_the_moved_actions_ruling(capsys, tmp_path: Path) -> None:
    setup, transcript = tmp_path / "setup.json", tmp_path / "match.txt"
    setup.write_text(json.dumps(DICE_THRONE_SETUP), encoding="utf-8")
    transcript.write_text("\n".join(DICE_THRONE_MATCH[:6]) + "\nundo\nredo\n", encoding="utf-8")
    assert main(["--lang", "ru", "play", "dice-throne", str(transcript), "--setup", str(setup), "--memory",
                 "--dry-run"]) == 0
    *played, undone, redone = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    last_applied = [line for line in played if line["outcome"] == "applied"][-1]["message"]
    assert (undone["outcome"], redone["outcome"]) == ("undone", "redone")
    assert undone["message"] == f"Отменено: {last_applied}" and redone["message"] == f"Возвращено: {last_applied}"
    assert not re.search(r"\b(Undone|Redone)\b", undone["message"] + redone["message"])


@pytest.mark.parametrize(("rule_id", "english_page", "russian_page"), [
    ("dice-throne.damage.collateral", ", p. 10", ", с. 10"),
    ("runebound2.combat.allies", ", pp. 6–7", ", с. 6–7"),
    ("dice-throne.cp.bounds", "»", "»"),
])
def test_a_citation_names_the_book_and_heading_as_printed_and_the_page_in_the_interfaces_words(
        rule_id: str, english_page: str, russian_page: str) -> None:
    citation = Citation.of(rule_id)
    english = citation.reference()
    use_language("ru")
    russian = translate(english)
    assert english.endswith(english_page) and russian.endswith(russian_page)
    assert english.startswith(f"{citation.book}, «{citation.heading}»")
    assert russian.startswith(f"{get_book(get_rule(rule_id).book).printed_title}, «{citation.heading}»")


def test_the_rules_search_says_in_russian_when_the_book_names_no_page(capsys) -> None:
    assert main(["--lang", "ru", "rules", "show", "dice-throne.cp.bounds"]) == 0
    assert "страница в книге не указана" in capsys.readouterr().out
    assert main(["rules", "show", "dice-throne.cp.bounds"]) == 0
    assert "page not named in the book" in capsys.readouterr().out
