"""Names that arrive through the command line (a play setup, a catalogue file) follow the name rule: exit 2 naming the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.test_cli import assert_one_line_error, run


def _write(tmp_path: Path, name: str, document: object) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("setup, words", [
    ({"name": "S" * 61, "players": [{"name": "Ann"}, {"name": "Bob"}]}, "the session name is 61 characters long"),
    ({"name": "Friday", "players": [{"name": "Ann"}, {"name": "Bob\x1b[2J"}]},
     "the name of player 2 contains a control character"),
    ({"players": [{"name": "A" * 90}, {"name": "Bob"}]}, "the name of player 1 is 90 characters long"),
])
def test_a_play_setup_with_a_bad_name_is_refused_before_anything_is_written(capsys, tmp_path, setup, words):
    database = tmp_path / "x.db"
    transcript = tmp_path / "t.txt"
    transcript.write_text("# nothing to play\n", encoding="utf-8")
    code, _, err = run(capsys, "play", "dice-throne", str(transcript), "--setup", _write(tmp_path, "setup.json", setup),
                       "--db", f"sqlite:///{database}")
    assert words in assert_one_line_error(code, err)
    assert not database.exists()


@pytest.mark.parametrize("kind, name, words", [
    ("dice-throne-hero", "H" * 61, "name is 61 characters long"),
    ("runebound2-hero", "Lyssa\x00", "name contains a control character"),
    ("runebound2-terrain-dice", "T" * 200, "name is 200 characters long"),
])
def test_a_catalogue_entry_with_a_bad_name_is_refused_and_writes_nothing(capsys, tmp_path, kind, name, words):
    database = f"sqlite:///{tmp_path / 'x.db'}"
    code, out, _ = run(capsys, "catalogue", "template", kind)
    assert code == 0
    document = json.loads(out)
    document["entries"][0]["name"] = name
    code, _, err = run(capsys, "catalogue", "import", _write(tmp_path, "entry.json", document), "--db", database)
    assert words in assert_one_line_error(code, err)
    entry_id = document["entries"][0]["id"]
    code, out, _ = run(capsys, "catalogue", "list", document["game"], document["kind"], "--json", "--db", database)
    assert code == 0 and name not in json.dumps(json.loads(out).get(entry_id, {}))
