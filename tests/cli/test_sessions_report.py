"""`companion sessions report ID [--format md|html] [-o FILE]` on a real saved Dice Throne match."""

from __future__ import annotations

import pytest

from companion.services.store import SessionStore
from companion.shell.cli import main
from tests.support.saved_games import save_golden_game


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A database file with the golden 1v1 match saved: (url, session id, the winner line)."""
    path = tmp_path_factory.mktemp("report") / "games.db"
    url = f"sqlite:///{path}"
    with SessionStore.open(url) as store:
        live = save_golden_game(store, "dice-throne-1v1", name="Friday match")
        return url, live.id, live.game.view(live.state).result


def test_markdown_to_standard_output(capsys, saved):
    url, session_id, result = saved
    assert main(["--db", url, "sessions", "report", str(session_id)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# Friday match\n") and f"**Result:** {result}" in out
    assert "## health over the turns" in out and "## CP over the turns" in out and "## House rules used" in out


def test_html_to_a_file_and_refusing_to_overwrite_it(capsys, saved, tmp_path):
    url, session_id, result = saved
    target = tmp_path / "match.html"
    assert main(["--db", url, "sessions", "report", str(session_id), "--format", "html", "-o", str(target)]) == 0
    assert str(target) in capsys.readouterr().out
    page = target.read_text()
    assert page.startswith("<!DOCTYPE html>") and result in page and page.count("<svg") == 2
    assert main(["--db", url, "sessions", "report", str(session_id), "-o", str(target)]) == 2
    assert "exists" in capsys.readouterr().err
    assert target.read_text() == page


def test_unknown_session_and_format_are_one_line_errors(capsys, saved):
    url, _, _ = saved
    assert main(["--db", url, "sessions", "report", "999"]) != 0
    err = capsys.readouterr().err
    assert "999" in err and len(err.strip().splitlines()) == 1
    assert main(["--db", url, "sessions", "report", "1", "--format", "pdf"]) == 2
    assert "invalid choice: 'pdf'" in capsys.readouterr().err
