"""The `companion` command line: dice, rules search, sessions; one-line errors with the right exit code."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tests.support.tally_game  # noqa: F401  (registers the 'tally' game)
from companion.shell.cli import main
from companion.services.store import SessionStore
from rules_engine.game import GameSetup, PlayerSetup
from tests.support.tally_game import AddPoints, EndTurn

REPO = Path(__file__).resolve().parents[2]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """Run `companion ARGV` in-process; (exit code, stdout, stderr)."""
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def assert_one_line_error(code: int, err: str, expected_code: int = 2) -> str:
    assert code == expected_code
    lines = err.strip("\n").split("\n")
    assert len(lines) == 1 and lines[0].startswith("companion: error: "), err
    assert "Traceback" not in err
    return lines[0]


# -- roll ---------------------------------------------------------------------------------------


def test_roll_2d10_shows_each_die_and_the_total(capsys):
    for _ in range(20):
        code, out, _ = run(capsys, "roll", "2d10")
        assert code == 0
        match = re.fullmatch(r"2d10: (\d)(?: \(=10\))?, (\d)(?: \(=10\))? -> (\d+)\n", out)
        assert match, out
        a, b, total = (int(g) for g in match.groups())
        assert total == (a or 10) + (b or 10)
        assert ("(=10)" in out) == (0 in (a, b))


@pytest.mark.rule("runebound2.dice.d10-zero-is-ten")
def test_entered_table_dice_count_zero_as_ten(capsys):
    code, out, _ = run(capsys, "roll", "2d10", "--enter", "0", "7")
    assert code == 0 and out.startswith("2d10: 0 (=10), 7 -> 17")
    code, out, _ = run(capsys, "roll", "2d10", "--enter", "0", "0", "--json")
    assert code == 0 and json.loads(out)["total"] == 20


def test_roll_json_and_modifier(capsys):
    code, out, _ = run(capsys, "roll", "3d6+2", "--json")
    data = json.loads(out)
    assert code == 0 and data["modifier"] == 2 and len(data["values"]) == 3
    assert data["total"] == sum(data["values"]) + 2 and data["source"] == "app"


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["roll", "2d7x"], "unexpected 'x'"),
        (["roll", "2d7"], "no d7"),
        (["roll", "banana"], "not dice notation"),
        (["roll", "2d6", "--enter", "7", "1"], "cannot show 7"),
        (["roll", "2d6", "--enter", "3"], "enter 2"),
        (["roll"], "required"),
    ],
)
def test_bad_dice_exit_2_with_one_line(capsys, argv, fragment):
    code, out, err = run(capsys, *argv)
    assert fragment in assert_one_line_error(code, err) and out == ""


def test_roll_2d7x_as_a_real_process_and_without_textual():
    script = (
        "import sys; from companion.shell.cli import main; code = main(sys.argv[1:]); "
        "assert 'textual' not in sys.modules, 'roll imported Textual'; raise SystemExit(code)"
    )
    bad = subprocess.run([sys.executable, "-c", script, "roll", "2d7x"], capture_output=True, text=True, cwd=REPO)
    assert bad.returncode == 2 and bad.stdout == ""
    assert len(bad.stderr.splitlines()) == 1 and "2d7x" in bad.stderr
    good = subprocess.run([sys.executable, "-c", script, "roll", "2d10"], capture_output=True, text=True, cwd=REPO)
    assert good.returncode == 0 and good.stdout.startswith("2d10: "), good.stderr


# -- rules --------------------------------------------------------------------------------------


@pytest.mark.rule("runebound2.dice.d10-zero-is-ten")
@pytest.mark.parametrize("word", ["zero", "Десятигранные", "десятигранные", "КОСТИ"])
def test_rules_search_by_english_summary_and_printed_heading(capsys, word):
    code, out, _ = run(capsys, "rules", "search", word, "--game", "runebound2")
    assert code == 0
    assert "runebound2.dice.d10-zero-is-ten" in out
    assert "Runebound 2nd edition rules" in out and "«Десятигранные кости»" in out


def test_rules_search_json(capsys):
    code, out, _ = run(capsys, "rules", "search", "zero", "--json")
    found = {rule["id"]: rule for rule in json.loads(out)}
    rule = found["runebound2.dice.d10-zero-is-ten"]
    assert code == 0 and rule["heading"] == "Десятигранные кости" and "page" in rule and rule["book"] == "runebound2"


def test_rules_search_nothing_found_and_unknown_game(capsys):
    code, _, err = run(capsys, "rules", "search", "xyzzy-plugh")
    assert_one_line_error(code, err, expected_code=1)
    code, _, err = run(capsys, "rules", "search", "zero", "--game", "chess")
    assert "no game 'chess'" in assert_one_line_error(code, err)
    # As JSON, nothing found is an empty list, and the same reason and exit code as the text form.
    code, out, err = run(capsys, "rules", "search", "xyzzy-plugh", "--json")
    assert json.loads(out) == [] and "no rule matches" in assert_one_line_error(code, err, expected_code=1)


@pytest.mark.parametrize(("question", "rule_id"), [
    ("dice", "runebound2.dice.d10-zero-is-ten"),
    ("костей", "runebound2.dice.d10-zero-is-ten"),
    ("рана", "runebound2.wounds.bounds"),
    ("can I reroll a fourth time", "dice-throne.offence.roll-attempts"),
])
def test_rules_search_ranks_the_rule_meant_in_the_top_three(capsys, question, rule_id):
    code, out, _ = run(capsys, "rules", "search", *question.split(), "--json")
    assert code == 0 and rule_id in [rule["id"] for rule in json.loads(out)][:3]


def test_rules_search_game_keeps_only_that_game(capsys):
    code, out, _ = run(capsys, "rules", "search", "damage", "--game", "runebound2", "--json")
    ids = [rule["id"] for rule in json.loads(out)]
    assert code == 0 and ids and all(rule_id.startswith("runebound2.") for rule_id in ids)
    _, everything, _ = run(capsys, "rules", "search", "damage", "--json")
    assert any(rule["id"].startswith("dice-throne.") for rule in json.loads(everything))


@pytest.mark.parametrize("query", ['"dice', "NEAR(dice roll)", "dice*", "(", "-", "AND OR"])
def test_rules_search_with_query_syntax_never_crashes(capsys, query):
    code, out, err = run(capsys, "rules", "search", "--", query)
    assert code in (0, 1)
    if code:
        assert_one_line_error(code, err, expected_code=1)


def test_rules_show(capsys):
    code, out, _ = run(capsys, "rules", "show", "runebound2.dice.d10-zero-is-ten")
    assert code == 0 and "«Десятигранные кости»" in out and "counts as 10" in out
    code, out, _ = run(capsys, "rules", "show", "runebound2.dice.d10-zero-is-ten", "--json")
    assert json.loads(out)["locator"] == "Выпавший 0 считайте за 10"
    code, _, err = run(capsys, "rules", "show", "runebound2.dice.d10")
    assert "did you mean runebound2.dice.d10-zero-is-ten" in assert_one_line_error(code, err)


# -- sessions -----------------------------------------------------------------------------------


@pytest.fixture
def db(tmp_path) -> str:
    """A database with one played Tally session (id 1)."""
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    store = SessionStore.open(url)
    live = store.create_session(
        game_id="tally", name="Friday game", setup=GameSetup((PlayerSetup("Ann"), PlayerSetup("Bob")), {"target": 50})
    )
    live.act(AddPoints(4))
    live.act(EndTurn())
    live.act(AddPoints(9), override=True)
    live.undo()
    store.close()
    return url


def test_sessions_list_and_show(capsys, db):
    code, out, _ = run(capsys, "--db", db, "sessions", "list")
    assert code == 0 and "Friday game" in out and "Ann, Bob" in out and "Tally (test game)" in out
    code, out, _ = run(capsys, "sessions", "list", "--json", "--db", db)
    (summary,) = json.loads(out)
    assert summary["id"] == 1 and summary["actions"] == 2 and summary["players"] == ["Ann", "Bob"]
    code, out, _ = run(capsys, "sessions", "show", "1", "--db", db)
    assert code == 0 and "Ann adds 4" in out and "[house rule] [undone]" in out and "Undo of #3" in out
    code, out, _ = run(capsys, "sessions", "show", "1", "--json", "--db", db)
    shown = json.loads(out)
    assert [e["kind"] for e in shown["log"]] == ["action", "action", "action", "undo"]
    assert shown["log"][2]["overridden"] and not shown["log"][2]["active"]
    assert shown["view"]["players"][0]["stats"]["score"] == "4"


def test_sessions_list_empty(capsys, tmp_path):
    code, out, _ = run(capsys, "--db", f"sqlite:///{tmp_path / 'empty.db'}", "sessions", "list")
    assert code == 0 and "No saved sessions" in out
    code, out, _ = run(capsys, "--db", f"sqlite:///{tmp_path / 'empty.db'}", "sessions", "list", "--json")
    assert json.loads(out) == []


def test_export_import_delete_round_trip(capsys, db, tmp_path):
    exported = tmp_path / "friday.json"
    code, out, _ = run(capsys, "--db", db, "sessions", "export", "1", "-o", str(exported))
    assert code == 0 and str(exported) in out
    document = json.loads(exported.read_text())
    code, out, _ = run(capsys, "--db", db, "sessions", "export", "1")
    assert json.loads(out)["log"] == document["log"]

    code, out, _ = run(capsys, "--db", db, "sessions", "import", str(exported))
    assert code == 0 and "as 2" in out
    store = SessionStore.open(db)
    original, copy = store.open_session(1), store.open_session(2)
    assert copy.state == original.state and copy.entries == original.entries
    store.close()

    code, out, _ = run(capsys, "--db", db, "sessions", "delete", "1", "--yes")
    assert code == 0 and "Deleted session 1" in out
    code, out, _ = run(capsys, "--db", db, "sessions", "list", "--json")
    assert [s["id"] for s in json.loads(out)] == [2]


def test_delete_without_yes_off_a_terminal_refuses(capsys, db, monkeypatch):
    monkeypatch.setattr(sys, "stdin", open("/dev/null"))
    code, _, err = run(capsys, "--db", db, "sessions", "delete", "1")
    assert "--yes" in assert_one_line_error(code, err)
    code, out, _ = run(capsys, "--db", db, "sessions", "list", "--json")
    assert len(json.loads(out)) == 1


@pytest.mark.parametrize(
    "content, fragment",
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something else"}', "not a session export"),
        ("[1, 2, 3]", "not a session export"),
        ('{"format": "table-companion/session", "format_version": 99}', "newer Table Companion"),
    ],
)
def test_bad_import_file_is_refused_and_writes_nothing(capsys, db, tmp_path, content, fragment):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    code, _, err = run(capsys, "--db", db, "sessions", "import", str(bad))
    assert fragment in assert_one_line_error(code, err)
    code, out, _ = run(capsys, "--db", db, "sessions", "list", "--json")
    assert len(json.loads(out)) == 1


def test_import_that_does_not_replay_writes_nothing(capsys, db, tmp_path):
    run(capsys, "--db", db, "sessions", "export", "1", "-o", str(tmp_path / "x.json"))
    document = json.loads((tmp_path / "x.json").read_text())
    document["log"][2]["overridden"] = False  # the +9 was only legal as a house rule
    (tmp_path / "x.json").write_text(json.dumps(document))
    code, _, err = run(capsys, "--db", db, "sessions", "import", str(tmp_path / "x.json"))
    assert "does not replay" in assert_one_line_error(code, err)
    code, out, _ = run(capsys, "--db", db, "sessions", "list", "--json")
    assert len(json.loads(out)) == 1


def test_missing_files_and_sessions(capsys, db, tmp_path):
    code, _, err = run(capsys, "--db", db, "sessions", "import", str(tmp_path / "nope.json"))
    assert "no file" in assert_one_line_error(code, err)
    code, _, err = run(capsys, "--db", db, "sessions", "show", "42")
    assert "no session 42" in assert_one_line_error(code, err)
    code, _, err = run(capsys, "--db", db, "sessions", "export", "1", "-o", str(tmp_path / "no" / "dir.json"))
    assert "cannot write" in assert_one_line_error(code, err, expected_code=1)


def test_damaged_database_is_one_line_exit_1(capsys, tmp_path):
    broken = tmp_path / "broken.db"
    broken.write_text("not a database at all")
    code, _, err = run(capsys, "--db", f"sqlite:///{broken}", "sessions", "list")
    assert "not an SQLite file" in assert_one_line_error(code, err, expected_code=1)
    assert broken.read_text() == "not a database at all"


def test_version(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert re.fullmatch(r"companion \d+\.\d+\.\d+\S*\n", capsys.readouterr().out)


def test_unknown_command_is_one_line(capsys):
    code, _, err = run(capsys, "frobnicate")
    assert "invalid choice" in assert_one_line_error(code, err)


def test_no_sub_command_opens_the_app_with_the_db_url(capsys, monkeypatch, tmp_path):
    import types

    calls = []
    fake = types.ModuleType("companion.shell.app")
    fake.run_app = lambda url, **options: calls.append((url, options))
    monkeypatch.setitem(sys.modules, "companion.shell.app", fake)
    url = f"sqlite:///{tmp_path / 'tui.db'}"
    assert main(["--db", url]) == 0
    assert main([]) == 0
    assert main(["--db", url, "--open", "7"]) == 0
    assert calls == [(url, {"memory": False, "open_session": None, "language": None}),
                     (None, {"memory": False, "open_session": None, "language": None}),
                     (url, {"memory": False, "open_session": 7, "language": None})]


@pytest.mark.parametrize("argv, opens", [
    ([], True), (["--open", "7"], True), (["--lang=ru", "--memory"], True), (["--db", "sqlite://", "--lang", "pl"], True),
    (["--open"], False), (["--help"], False), (["--version"], False), (["--op", "7"], False), (["rules", "search", "roll"], False),
    (["--lang", "ru", "sessions", "list"], False),
])
def test_the_words_that_only_open_the_app_are_told_apart_from_a_command(argv, opens):
    from companion.shell.cli.argument_parser import opens_the_app

    assert opens_the_app(argv) is opens


def test_opening_the_app_parses_its_options_as_the_whole_parser_does_without_finding_the_games_commands(monkeypatch):
    from companion.shell.cli import argument_parser

    argv = ["--db", "sqlite://", "--open", "7", "--lang", "ru", "--memory"]
    whole = vars(argument_parser.build_parser().parse_args(argv))
    found = []
    monkeypatch.setattr(argument_parser, "game_plugins", lambda: found.append(True) or [])
    assert vars(argument_parser.build_parser(commands=False).parse_args(argv)) == whole
    assert not found, "the games' commands are looked for only when a command is typed"
    argument_parser.build_parser().parse_args(["rules", "search", "roll"])
    assert found


def test_missing_app_is_one_line_exit_1(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "companion.shell.app", None)  # makes the import fail as if absent
    code, _, err = run(capsys)
    assert "not part of this build" in assert_one_line_error(code, err, expected_code=1)


def test_reading_commands_never_create_a_database(capsys, tmp_path):
    missing = tmp_path / "nowhere" / "x.db"
    url = f"sqlite:///{missing}"
    code, out, _ = run(capsys, "sessions", "list", "--db", url)
    assert code == 0 and "no database at" in out
    code, out, _ = run(capsys, "sessions", "list", "--db", url, "--json")
    assert code == 0 and json.loads(out) == []
    for argv in (("sessions", "show", "1"), ("sessions", "export", "1"), ("sessions", "delete", "1", "--yes")):
        code, _, err = run(capsys, *argv, "--db", url)
        assert "no database at" in assert_one_line_error(code, err)
    assert not missing.exists() and not missing.parent.exists()
