"""`companion table-rules list|import|export`: a group's standing rules shared as files, checked whole before keeping."""

from __future__ import annotations

import json

from tests.cli.test_cli import assert_one_line_error, run

SET = {"group": "Thursday", "game": "dice-throne", "name": "Our Dice Throne",
       "rules": [{"rule": "dice-throne.health.defeat", "name": "Last gasp", "reading": "a hero at 0 finishes the turn"}]}


def write(tmp_path, *sets, name="sets.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps({"format": "table-companion/standing-rules", "version": 1, "sets": list(sets)}),
                    encoding="utf-8")
    return str(path)


def test_import_list_and_export_a_groups_set(capsys, tmp_path):
    code, out, _ = run(capsys, "table-rules", "list")
    assert code == 0 and "No standing table rules yet" in out
    code, out, _ = run(capsys, "table-rules", "import", write(tmp_path, SET))
    assert code == 0 and "Kept 1 set of standing table rules" in out
    code, out, _ = run(capsys, "table-rules", "list")
    assert "dice-throne · Thursday · Our Dice Throne" in out and "«Last gasp» instead of the book's Zero health is defeat (dice-throne.health.defeat)" in out
    exported = tmp_path / "out.json"
    code, out, _ = run(capsys, "table-rules", "export", str(exported), "--group", "thursday")
    assert code == 0 and json.loads(exported.read_text(encoding="utf-8"))["sets"] == [SET]


def test_a_bad_file_is_one_line_and_keeps_nothing(capsys, tmp_path):
    bad = SET | {"rules": [{"rule": "runebound2.xp.price", "name": "Cheap"}]}
    code, _, err = run(capsys, "table-rules", "import", write(tmp_path, bad))
    assert "this game has no rule 'runebound2.xp.price'" in assert_one_line_error(code, err)
    code, out, _ = run(capsys, "table-rules", "list", "--json")
    assert code == 0 and json.loads(out) == []
    code, _, err = run(capsys, "table-rules", "export", str(tmp_path / "none.json"))
    assert "nothing was written" in assert_one_line_error(code, err)
