"""`companion play`: a transcript of typed commands, one JSON line each, saved as in the TUI; bad input writes nothing."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.services.store import SessionStore
from companion.shell.cli import main
from rules_engine.game import GameSetup, PlayerSetup
from tests.support.tally_game import AddPoints
from tests.support.whole_games import DICE_THRONE_MATCH, DICE_THRONE_SETUP, RUNEBOUND_GAME, RUNEBOUND_SETUP

REPO = Path(__file__).resolve().parents[2]
TALLY_SETUP = {"name": "Friday", "players": [{"name": "Ann"}, {"name": "Bob"}], "options": {"target": 20}}

FRIDAY = """\
# Ann and Bob, first to 20
add 3
add 2
check add 4
end
roll [dice: 5]
house-rule add 2
undo
redo
end
"""


@pytest.fixture
def files(tmp_path):
    """Write files in the test's folder: files(name, text) -> its path as text."""

    def write(name: str, content: str | dict) -> str:
        path = tmp_path / name
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
        return str(path)

    return write


@pytest.fixture
def db(tmp_path) -> Path:
    """The database file the commands use (not created yet)."""
    return tmp_path / "play.db"


def play(capsys, db: Path, *argv: str) -> tuple[int, list[dict], str]:
    """Run `companion play ARGV --db URL` in-process: (exit code, the JSON lines, stderr)."""
    code = main(["play", *argv, "--db", f"sqlite:///{db}"])
    captured = capsys.readouterr()
    return code, [json.loads(line) for line in captured.out.splitlines()], captured.err


def one_error_line(err: str) -> str:
    lines = err.strip("\n").split("\n")
    assert len(lines) == 1 and lines[0].startswith("companion: error: ") and "Traceback" not in err, err
    return lines[0]


def saved(db: Path) -> list:
    """Every saved session with its log, [(summary, entries)], or [] when there is no database."""
    if not db.exists():
        return []
    with SessionStore.open(f"sqlite:///{db}") as store:
        return [(s, store.open_session(s.id).entries) for s in store.list_sessions()]


def test_each_line_prints_its_outcome_and_applied_actions_are_saved(capsys, files, db):
    code, lines, err = play(capsys, db, "tally", files("friday.txt", FRIDAY), "--setup", files("setup.json", TALLY_SETUP))
    assert code == 0 and err == ""
    assert [(d["line"], d["command"], d["outcome"]) for d in lines] == [
        (2, "add 3", "applied"),
        (3, "add 2", "refused"),
        (4, "check add 4", "checked"),
        (5, "end", "applied"),
        (6, "roll [dice: 5]", "applied"),
        (7, "house-rule add 2", "applied"),
        (8, "undo", "undone"),
        (9, "redo", "redone"),
        (10, "end", "applied"),
    ]
    add, refused, checked, _, roll, house, undone, redone, last = lines
    assert add["message"] == "Ann adds 3" and add["citations"][0] == {
        "rule_id": "tally.points", "reference": "the app's own reading, not the book's: «Tally: points»"}
    assert add["house_rule"] is False and add["dice"] is None and add["card"] is None
    assert refused["message"] == "Ann already added points this turn"
    assert refused["house_rule"]["possible"] and refused["house_rule"]["would_set_aside"][0]["rule_id"] == "tally.points"
    assert checked["allowed"] is False and checked["note"] == "Only a question: nothing was applied."
    assert roll["dice"] == {"die": "d6", "faces": ["5"], "values": [5], "modifier": 0, "total": 5, "source": "table"}
    assert house["house_rule"] is True and house["waived"][0]["rule_id"] == "tally.points"
    assert undone["message"] == "Undone: Bob adds 2 (house rule: Bob already added points this turn)"
    assert redone["view"]["players"][1]["stats"][0] == ["score", "7"]
    assert last["view"]["turn"] == "Ann's turn" and last["view"]["finished"] is False
    assert {d["session"] for d in lines} == {1}
    [(summary, entries)] = saved(db)
    assert (summary.name, summary.game_id, summary.actions) == ("Friday", "tally", 5)
    assert [e.kind for e in entries] == ["action"] * 4 + ["undo", "redo", "action"]
    assert [e.overridden for e in entries if e.kind == "action"] == [False, False, False, True, False]
    assert entries[2].dice[0].source == "table" and entries[2].dice[0].total == 5


def test_dice_the_transcript_does_not_give_are_rolled_reproducibly_with_a_seed(capsys, files, db, tmp_path):
    transcript = files("rolls.txt", "roll\nend\nroll\nend\nroll\n")
    setup = files("setup.json", TALLY_SETUP)
    runs = []
    for name in ("a.db", "b.db"):
        code, lines, _ = play(capsys, tmp_path / name, "tally", transcript, "--setup", setup, "--seed", "11")
        assert code == 0
        runs.append([d["dice"] for d in lines if d["dice"]])
    assert runs[0] == runs[1] and len(runs[0]) == 3 and all(d["source"] == "seeded" for d in runs[0])
    [(_, entries)] = saved(tmp_path / "a.db")
    assert [e.dice[0].total for e in entries if e.dice] == [d["total"] for d in runs[0]]  # saved as printed
    code, lines, _ = play(capsys, db, "tally", transcript, "--setup", setup)
    assert code == 0 and all(d["dice"]["source"] == "app" and 1 <= d["dice"]["total"] <= 6 for d in lines if d["dice"])


@pytest.mark.parametrize(("transcript", "expected"), [
    ("add 3\nend\nfly away\n", "line 3: 'fly away' is not a Tally command: add N, roll or end"),
    ("add 3\nroll [dice: 7]\n", "line 2: a d6 cannot show 7"),
    ("roll [dice: 3 4]\n", "line 1: enter 1 d6 result, not 2"),
    ("add 3\nend [dice: 4]\n", "line 2: 'end' needs no dice, but [dice: ...] was written after it"),
    ("roll [dice: 4\n", "line 1: write the table's dice or card last on the line"),
    ("roll [dice: ]\n", "line 1: write the faces the table's dice show, e.g. [dice: 3 7]"),
    ("add 3\nundo twice\n", "line 2: undo takes nothing after it"),
    ("check\n", "line 1: 'check' needs a command after it"),
    ("roll [card: Ace]\n", "line 1: that needs 1 × d6 for points, not a card"),
])
def test_bad_input_is_one_line_exit_2_and_nothing_is_written(capsys, files, db, transcript, expected):
    code, lines, err = play(capsys, db, "tally", files("bad.txt", transcript), "--setup", files("setup.json", TALLY_SETUP))
    assert code == 2 and lines == []
    assert expected in one_error_line(err)
    assert not db.exists()  # not even the database was created
    existing = SessionStore.open(f"sqlite:///{db}")
    live = existing.create_session(game_id="tally", name="Saved", setup=GameSetup((PlayerSetup("Ann"),), {}))
    live.act(AddPoints(1))
    existing.close()
    code, lines, err = play(capsys, db, "tally", files("bad.txt", transcript), "--session", str(live.id))
    assert code == 2 and lines == [] and expected in one_error_line(err)
    [(summary, entries)] = saved(db)
    assert summary.actions == 1 and len(entries) == 1  # the saved session is as it was


@pytest.mark.parametrize(("argv", "setup", "expected"), [
    (["--setup", "setup.json"], "{not json", "setup.json is not valid JSON (line 1"),
    (["--setup", "setup.json"], {"players": []}, '"players" must list the seats'),
    (["--setup", "setup.json"], {"players": [{"name": "Ann"}], "options": {"speed": 3}}, "Tally (test game) has no option speed"),
    (["--setup", "setup.json"], {"players": [{"name": "Ann"}], "colour": "red"}, "unknown setup field colour"),
    (["--setup", "absent.json"], {}, "no setup file"),
    ([], {}, "give --setup FILE to start a new session, or --session ID"),
    (["--setup", "setup.json", "--session", "1"], TALLY_SETUP, "give --setup FILE to start a new session, or --session ID"),
    (["--session", "1"], {}, "no database at"),
])
def test_a_bad_setup_or_missing_session_is_exit_2(capsys, files, db, tmp_path, argv, setup, expected):
    files("setup.json", setup)
    argv = [str(tmp_path / a) if a.endswith(".json") else a for a in argv]
    code, lines, err = play(capsys, db, "tally", files("t.txt", "add 3\n"), *argv)
    assert code == 2 and lines == [] and expected in one_error_line(err)
    assert saved(db) == []


def test_an_unknown_game_or_a_session_of_another_game_is_exit_2(capsys, files, db):
    setup = files("setup.json", TALLY_SETUP)
    code, _, err = play(capsys, db, "chess", files("t.txt", "add 3\n"), "--setup", setup)
    assert code == 2 and "no game 'chess'" in one_error_line(err)
    assert play(capsys, db, "tally", files("t.txt", "add 3\n"), "--setup", setup)[0] == 0
    code, _, err = play(capsys, db, "dice-throne", files("t.txt", "next\n"), "--session", "1")
    assert code == 2 and "session 1 is a Tally (test game) session, not dice-throne" in one_error_line(err)
    code, _, err = play(capsys, db, "tally", files("t.txt", "next\n"), "--session", "9")
    assert code == 2 and "there is no session 9" in one_error_line(err)


def test_a_refusal_is_reported_and_exit_0_unless_strict(capsys, files, db):
    transcript = files("t.txt", "add 3\nadd 4\nend\n")
    setup = files("setup.json", TALLY_SETUP)
    code, lines, err = play(capsys, db, "tally", transcript, "--setup", setup, "--strict")
    assert code == 1 and lines == []
    assert "line 2: refused: Ann already added points this turn [tally.points]; nothing was written" in one_error_line(err)
    assert saved(db) == []
    code, lines, _ = play(capsys, db, "tally", transcript, "--setup", setup)
    assert code == 0 and [d["outcome"] for d in lines] == ["applied", "refused", "applied"]
    [(summary, _)] = saved(db)
    assert summary.actions == 2


def test_a_saved_session_is_continued(capsys, files, db):
    setup = files("setup.json", TALLY_SETUP)
    play(capsys, db, "tally", files("t.txt", "add 3\nend\n"), "--setup", setup)
    code, lines, _ = play(capsys, db, "tally", files("more.txt", "add 6\nundo\nundo\n"), "--session", "1")
    assert code == 0 and [d["outcome"] for d in lines] == ["applied", "undone", "undone"]
    assert lines[-1]["message"] == "Undone: Ann ends the turn"
    [(summary, entries)] = saved(db)
    assert summary.name == "Friday" and [e.kind for e in entries] == ["action", "action", "action", "undo", "undo"]


def test_a_dry_run_prints_the_lines_and_writes_nothing(capsys, files, db):
    setup = files("setup.json", TALLY_SETUP)
    code, lines, _ = play(capsys, db, "tally", files("t.txt", "add 3\nend\n"), "--setup", setup, "--dry-run")
    assert code == 0 and [d["outcome"] for d in lines] == ["applied", "applied"] and lines[0]["session"] is None
    assert not db.exists()
    play(capsys, db, "tally", files("t.txt", "add 3\n"), "--setup", setup)
    code, lines, _ = play(capsys, db, "tally", files("t.txt", "check roll\nend\nadd 9\n"), "--session", "1", "--dry-run")
    assert [d["outcome"] for d in lines] == ["checked", "applied", "refused"]
    assert lines[0]["allowed"] is False and lines[0]["message"] == "Ann already added points this turn"
    [(_, entries)] = saved(db)
    assert len(entries) == 1


def test_the_transcript_may_come_from_standard_input(capsys, files, db, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("add 2\n# done\n"))
    code, lines, _ = play(capsys, db, "tally", "--setup", files("setup.json", TALLY_SETUP))
    assert code == 0 and [(d["line"], d["outcome"]) for d in lines] == [(1, "applied")]


def test_a_whole_dice_throne_match_as_a_real_process(tmp_path):
    transcript = tmp_path / "match.txt"
    transcript.write_text("\n".join(DICE_THRONE_MATCH) + "\n", encoding="utf-8")
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps(DICE_THRONE_SETUP), encoding="utf-8")
    db = tmp_path / "match.db"
    code = (
        "import sys, runpy\n"
        "sys.argv = ['companion'] + sys.argv[1:]\n"
        "try:\n"
        "    runpy.run_module('companion', run_name='__main__', alter_sys=True)\n"
        "except SystemExit as done:\n"
        "    assert 'textual' not in sys.modules, 'play imported Textual'\n"
        "    raise\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, "play", "dice-throne", str(transcript), "--setup", str(setup), "--db", f"sqlite:///{db}"],
        capture_output=True, text=True, cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(lines) == len([t for t in DICE_THRONE_MATCH if not t.startswith("#")])
    assert lines[-1]["view"]["finished"] and lines[-1]["view"]["result"] == "Winner: Ann"
    [(summary, entries)] = saved(db)
    assert summary.game_id == "dice-throne" and entries[-1].kind == "action"
    with SessionStore.open(f"sqlite:///{db}") as store:
        heroes = store.open_session(summary.id).setup.catalogue["heroes"]
    assert set(heroes) == {"gunslinger", "cursed-pirate"}  # filled from the shipped catalogue by id


def test_python_dash_m_companion_is_the_companion_command():
    done = subprocess.run([sys.executable, "-m", "companion", "--version"], capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0 and done.stdout.startswith("companion ")


def test_settling_a_dispute_from_a_saved_position_writes_nothing(capsys, files, db):
    # The user guide's example: may Boris flee the Wolves with 3 and 7? Asked from the saved position.
    to_the_fight = RUNEBOUND_GAME[: RUNEBOUND_GAME.index("flee [dice: 9 9]")]
    code, lines, _ = play(capsys, db, "runebound2", files("game.txt", "\n".join(to_the_fight)),
                          "--setup", files("setup.json", RUNEBOUND_SETUP))
    assert code == 0 and {d["outcome"] for d in lines} == {"applied"}
    [(_, before)] = saved(db)
    dispute = files("dispute.txt", "# may Boris flee with the dice he rolled?\ncheck flee [dice: 3 7]\nflee [dice: 3 7]\n")
    code, lines, _ = play(capsys, db, "runebound2", dispute, "--session", "1", "--dry-run")
    assert code == 0 and [d["outcome"] for d in lines] == ["checked", "applied"]
    checked, fled = lines
    assert checked["allowed"] is True and checked["dice"]["values"] == [3, 7]
    assert checked["message"] == fled["message"]  # the question gave the answer the action then got
    assert "runebound2.flee.roll" in [c["rule_id"] for c in fled["citations"]]
    [(_, after)] = saved(db)
    assert after == before


@pytest.mark.parametrize("order", [
    ("--memory", "--setup", "SETUP", "TRANSCRIPT"),
    ("TRANSCRIPT", "--memory", "--setup", "SETUP"),
    ("--setup", "SETUP", "TRANSCRIPT", "--memory"),
])
def test_options_and_the_transcript_may_come_in_any_order(capsys, files, order):
    setup, transcript = files("setup.json", TALLY_SETUP), files("friday.txt", "add 3\n")
    argv = [{"SETUP": setup, "TRANSCRIPT": transcript}.get(word, word) for word in order]
    code = main(["play", "tally", *argv])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert [json.loads(line)["outcome"] for line in captured.out.splitlines()] == ["applied"]
