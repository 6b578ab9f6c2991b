"""The store's messages in Russian: a damaged, foreign, newer or read-only database and a bad session export.

Each refusal reads in the interface's language (Russian here) and leaves the file as it was; the
English interface reads exactly as before (the store tests check its words).
"""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from companion.services.i18n import translate, use_language
from companion.services.session_setup import setup_from_json
from companion.services.store import DamagedDatabase, ForeignDatabase, ReadOnlyDatabase, SessionStore
from companion.services.store.errors import InvalidDocument, InvalidName
from companion.services.store.migrate import newer_database_error
from companion.services.store.transfer import validate_document
from companion.shell.cli import main
from rules_engine.game import SetupError
from rules_engine.games import get_game
from tests.store.conftest import file_digest, tally_setup


def _saved(path: Path) -> str:
    """A database file holding one tally session; its URL."""
    url = f"sqlite:///{path}"
    store = SessionStore.open(url)
    store.create_session(game_id="tally", name="Пятница", setup=tally_setup())
    store.close()
    return url


def test_a_damaged_database_opened_in_russian_is_refused_in_russian_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "random.db"
    path.write_bytes(random.Random(7).randbytes(8192))
    digest = file_digest(path)
    use_language("ru")
    with pytest.raises(DamagedDatabase) as raised:
        SessionStore.open(f"sqlite:///{path}")
    assert str(raised.value) == f"{path} — не база данных (не файл SQLite); файл не тронут"
    assert file_digest(path) == digest
    use_language("en")
    assert str(raised.value) == f"{path} is not a database (not an SQLite file); it was left untouched"


def test_the_command_line_in_russian_says_the_database_is_damaged(tmp_path: Path, capsys) -> None:
    path = tmp_path / "games.db"
    _saved(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    digest = file_digest(path)
    assert main(["--lang", "ru", "--db", f"sqlite:///{path}", "sessions", "list"]) != 0
    err = capsys.readouterr().err.strip()
    assert err.startswith("companion: ошибка: ") and "повреждён" in err and "файл не тронут" in err
    assert str(path) in err and "damaged" not in err
    assert file_digest(path) == digest


def test_a_foreign_database_in_russian(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.close()
    digest = file_digest(path)
    use_language("ru")
    with pytest.raises(ForeignDatabase) as raised:
        SessionStore.open(f"sqlite:///{path}")
    assert str(raised.value) == (f"{path} — база SQLite другой программы (таблицы: recipes); она не тронута: "
                                 "выберите другой файл через --db")
    assert file_digest(path) == digest


def test_a_newer_database_in_russian_names_its_version() -> None:
    use_language("ru")
    error = newer_database_error("/games.db", "f00dcafe", "9.0")
    assert str(error) == ("/games.db записана более новой версией Table Companion (9.0), схема f00dcafe; обновите "
                          "приложение, чтобы её открыть (файл не тронут)")


def test_a_read_only_database_in_russian_names_what_could_not_be_done(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    _saved(path)
    digest = file_digest(path)
    store = SessionStore.open(f"sqlite:///file:{path}?mode=ro&uri=true")
    try:
        use_language("ru")
        with pytest.raises(ReadOnlyDatabase) as raised:
            store.rename_session(1, "Суббота")
    finally:
        store.close()
    assert "доступна только для чтения: не удалось переименовать партию" in str(raised.value)
    assert file_digest(path) == digest


def test_a_bad_session_export_and_a_long_name_in_russian() -> None:
    use_language("ru")
    with pytest.raises(InvalidDocument) as raised:
        validate_document({"format": "something else"})
    assert str(raised.value) == "это не выгрузка партии (её 'format' должен быть 'table-companion/session')"
    store = SessionStore.open(memory=True)
    try:
        with pytest.raises(InvalidName) as named:
            store.create_session(game_id="tally", name="Ж" * 61, setup=tally_setup())
        assert store.list_sessions() == []
    finally:
        store.close()
    assert str(named.value) == "название партии: число символов — 61, а можно не больше 60"


def test_an_import_that_does_not_replay_says_so_in_russian(tmp_path: Path, capsys) -> None:
    url = _saved(tmp_path / "games.db")
    exported = tmp_path / "x.json"
    assert main(["--db", url, "sessions", "export", "1", "-o", str(exported)]) == 0
    document = json.loads(exported.read_text(encoding="utf-8"))
    document["log"] = [{"seq": 1, "kind": "undo", "created_at": document["created_at"]}]
    exported.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    assert main(["--lang", "ru", "--db", url, "sessions", "import", str(exported)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"companion: ошибка: {exported}: выгрузка партии: не воспроизводится: запись журнала 1 "
                          "отменяет действие")
    assert main(["--db", url, "sessions", "list", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 1


def test_a_setup_file_refused_in_russian() -> None:
    use_language("ru")
    with pytest.raises(SetupError) as raised:
        setup_from_json(get_game("tally"), {"players": [{"name": "Ann", "hero": 7}]})
    assert translate(raised.value.args[0]) == "игрок 1: герой — это id, записанный текстом, а не 7"
    with pytest.raises(SetupError) as named:
        setup_from_json(get_game("tally"), {"players": [{"name": "Ж" * 61}]})
    assert translate(named.value.args[0]) == "имя игрока 1: число символов — 61, а можно не больше 60"
