"""`companion play runebound3` with virtual challenge decks of events, tests and quests: the app draws each
kind from the token colour's deck and its procedure runs (a quest kept and resolved, a test, an event)."""

from __future__ import annotations

import json
from pathlib import Path

from companion.shell.cli import main
from tests.golden.runebound3_bot import SETUP

CARDS = {
    "events": {"toll": {"name": "Toll Bridge", "deck": "purple",
                        "options": [{"text": "Pay the toll", "effects": "gold-2,trophy"},
                                    {"text": "Swim across", "effects": "wounds+1"}]}},
    "tests": {"rope": {"name": "Rope Bridge", "deck": "orange", "attribute": "body", "reward": "gold+1,trophy"}},
    "quests": {"shrine": {"name": "Lost Shrine", "deck": "green", "region": ["Tamalir"],
                          "outcomes": [{"needs": ["forest", "hills"], "reward": "gold+2,trophy"}]}},
}
TRANSCRIPT = "deal\n" * 12 + "\n".join((
    "adventure",  # Ann on Tamalir's green token: the app draws the quest, kept in front of her
    'quest "Lost Shrine" actions 1',  # the card marks its exploration with one arrow
    "explore forest hills rolled forest hills plains",
    "adventure",  # Bo on Forge's orange token: the app draws the test (body 1: one card)
    "reveal Lucky success",
    "move town Oakvale",
    "move town Oakvale",
    "adventure",  # Ann on Oakvale's purple token: the app draws the event
    "choose 1",
)) + "\n"


def test_an_event_a_test_and_a_quest_are_drawn_by_the_app_and_run(tmp_path: Path, capsys) -> None:
    setup = {**SETUP, "catalogue": {**{k: v for k, v in SETUP["catalogue"].items() if k != "enemies"}, **CARDS}}
    (tmp_path / "setup.json").write_text(json.dumps(setup), encoding="utf-8")
    (tmp_path / "game.txt").write_text(TRANSCRIPT, encoding="utf-8")
    code = main(["play", "runebound3", str(tmp_path / "game.txt"), "--setup", str(tmp_path / "setup.json"),
                 "--seed", "5", "--db", f"sqlite:///{tmp_path / 'p.db'}"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    printed = [json.loads(line) for line in captured.out.splitlines()][12:]
    assert [p["outcome"] for p in printed] == ["applied"] * 9, [p["ruling"] for p in printed]
    drawn = [p["card"] for p in printed if p["command"] == "adventure"]
    assert [(c["name"], c["source"]) for c in drawn] == [
        ("Lost Shrine", "virtual"), ("Rope Bridge", "virtual"), ("Toll Bridge", "virtual")]
    kept = printed[0]["view"]["data"]["heroes"][0]["quests"]
    assert kept == ["Lost Shrine in Tamalir; explore: forest+hills"]
    after_quest, after_test, after_event = (printed[i]["view"]["data"]["heroes"] for i in (2, 4, 8))
    assert after_quest[0]["gold"] == 6 and after_quest[0]["quests"] == []
    assert after_test[1]["gold"] == 6 and dict(after_test[1]["trophies"])["orange"] == 1
    assert after_event[0]["gold"] == 4 and dict(after_event[0]["trophies"]) == {"green": 1, "orange": 0, "purple": 1}
