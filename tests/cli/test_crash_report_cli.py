"""The command line leaves a crash report when it meets a bug, names it, and keeps the last few.

Made to fail on purpose: a command whose code raises (the "unexpected ... please report this" line)
and a game module that raises while `companion play` reads a line (an internal error).
"""

from __future__ import annotations

import json

import platformdirs

import companion.shell.cli.sessions as cli
from companion.services import crash_reports
from tests.cli.test_cli import assert_one_line_error, run
from tests.cli.test_play import TALLY_SETUP
from tests.support.tally_game import TALLY


class DeliberateBug(RuntimeError):
    """The failure the tests cause."""


def _broken(_args, _out) -> int:
    raise DeliberateBug("the command broke on purpose")


def test_an_unexpected_error_writes_a_report_and_the_line_names_it(capsys, monkeypatch):
    monkeypatch.setattr(cli, "_sessions_list", _broken)
    code, _, err = run(capsys, "sessions", "list")
    line = assert_one_line_error(code, err, expected_code=1)
    report = crash_reports.crash_file()
    assert f"please report this with {report}" in line and "DeliberateBug" in line
    text = report.read_text(encoding="utf-8")
    assert "While: companion " in text and "Game: (none open)" in text
    assert "DeliberateBug: the command broke on purpose" in text and "Traceback" in text and "Platform: " in text


def test_a_game_bug_in_play_writes_a_report_with_the_game_and_its_last_actions(capsys, monkeypatch, tmp_path):
    original = type(TALLY).parse_command

    def breaks_on_end(self, state, text):
        if text.strip() == "end":
            raise DeliberateBug("the game module broke on purpose")
        return original(self, state, text)

    # On the class: patched on the instance, the undo would leave a stale bound method on the shared game.
    monkeypatch.setattr(type(TALLY), "parse_command", breaks_on_end)
    transcript = tmp_path / "t.txt"
    transcript.write_text("add 3\nend\n", encoding="utf-8")
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps(TALLY_SETUP), encoding="utf-8")
    code, _, err = run(capsys, "play", "tally", str(transcript), "--setup", str(setup), "--dry-run")
    line = assert_one_line_error(code, err, expected_code=1)
    report = crash_reports.crash_file()
    assert "internal error while reading that command" in line and str(report) in line
    text = report.read_text(encoding="utf-8")
    assert "Game: Tally (test game) (tally)" in text and "1. Ann adds 3" in text


def test_the_last_few_reports_are_kept(capsys, monkeypatch):
    monkeypatch.setattr(cli, "_sessions_list", _broken)
    for _ in range(crash_reports.KEPT + 3):
        run(capsys, "sessions", "list")
    folder = crash_reports.log_dir()
    kept = sorted(path.name for path in folder.iterdir())
    assert kept == ["crash.log"] + [f"crash.log.{n}" for n in range(1, crash_reports.KEPT + 1)]
    assert all("DeliberateBug" in (folder / name).read_text(encoding="utf-8") for name in kept)


def test_the_log_folder_follows_its_override(monkeypatch, tmp_path):
    monkeypatch.setenv(crash_reports.LOG_DIR_ENV, str(tmp_path / "logs-here"))
    assert crash_reports.crash_file() == tmp_path / "logs-here" / "crash.log"
    monkeypatch.delenv(crash_reports.LOG_DIR_ENV)
    monkeypatch.delenv("COMPANION_DATA_DIR")
    assert crash_reports.log_dir() == platformdirs.user_log_path("table-companion", appauthor=False)
