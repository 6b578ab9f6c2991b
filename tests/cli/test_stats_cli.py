"""`companion stats`: plays, wins and length per game; `--bgstats FILE` writes the finished plays for BG Stats."""

from __future__ import annotations

import json

from companion.services.store import SessionStore
from tests.cli.test_cli import run
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints


def test_stats_and_the_bg_stats_file(capsys, tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path / 'stats.db'}"
    with SessionStore.open(url) as store:
        store.create_session(game_id="tally", name="Won", setup=tally_setup("Ann", "Bob", target=5)).act(AddPoints(6))
        store.create_session(game_id="tally", name="Going", setup=tally_setup("Ann", "Bob", target=50))
    out_file = tmp_path / "plays.json"
    code, out, _ = run(capsys, "stats", "--db", url, "--bgstats", str(out_file))
    assert code == 0 and "Wrote 1 finished play to" in out
    assert "Tally (test game)" in out and "2 plays, 1 finished" in out and "Wins per player: Ann 1" in out
    (link,) = json.loads(out_file.read_text(encoding="utf-8"))
    assert [p["name"] for p in link["players"] if p["winner"]] == ["Ann"]
    code, out, _ = run(capsys, "stats", "--db", url, "--json")
    assert json.loads(out) == [{"game": "tally", "plays": 2, "finished": 1, "wins_by_player": {"Ann": 1},
                                "wins_by_hero": {}, "average_minutes": None, "average_actions": 1.0}]


def test_stats_html_writes_the_page_and_a_folder_is_refused_in_one_line(capsys, tmp_path):
    url = f"sqlite:///{tmp_path / 'stats.db'}"
    with SessionStore.open(url) as store:
        store.create_session(game_id="tally", name="Won", setup=tally_setup("Ann", "Bob", target=5)).act(AddPoints(6))
    page = tmp_path / "stats.html"
    code, out, _ = run(capsys, "stats", "--db", url, "--html", str(page))
    assert code == 0 and f"Wrote the stats page to {page}" in out
    assert "<svg" in page.read_text(encoding="utf-8") and "Ann" in page.read_text(encoding="utf-8")
    code, out, err = run(capsys, "stats", "--db", url, "--html", str(tmp_path))
    assert code != 0 and "cannot write" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
