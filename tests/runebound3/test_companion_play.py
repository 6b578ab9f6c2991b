"""`companion play runebound3` plays the golden two-hero game end to end from a transcript and a setup file."""

from __future__ import annotations

import json
from pathlib import Path

from companion.shell.cli import main
from tests.golden.runebound3_bot import SETUP

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "games" / "runebound3-two-heroes.jsonl"


def transcript_and_outcomes() -> tuple[str, list[str]]:
    """The golden game's readable lines as a transcript (dice written inline), and each line's outcome."""
    steps = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines()[1:]]
    lines, outcomes = [], []
    for step in steps:
        if step["outcome"] == "not-understood":
            continue  # a transcript stops at a line the game cannot read
        dice = f" [dice: {' '.join(step['dice'])}]" if step["dice"] else ""
        lines.append(step["command"] + dice)
        outcomes.append(step["outcome"])
    return "".join(f"{line}\n" for line in lines), outcomes


def play_seeded(tmp_path: Path, capsys, text: str) -> list[dict]:
    """Run `companion play runebound3` with seed 3 on the golden setup over `text`; each printed line, read."""
    transcript = tmp_path / "transcript.txt"
    transcript.write_text(text, encoding="utf-8")
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps(SETUP), encoding="utf-8")
    code = main(["play", "runebound3", str(transcript), "--setup", str(setup), "--seed", "3",
                 "--db", f"sqlite:///{tmp_path / 'p.db'}"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return [json.loads(line) for line in captured.out.splitlines()]


def test_a_whole_runebound3_game_runs_through_companion_play(tmp_path, capsys) -> None:
    text, outcomes = transcript_and_outcomes()
    transcript = tmp_path / "game.txt"
    transcript.write_text(text, encoding="utf-8")
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({"name": "Two heroes", **SETUP}), encoding="utf-8")
    code = main(["play", "runebound3", str(transcript), "--setup", str(setup), "--db", f"sqlite:///{tmp_path / 'p.db'}"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    printed = [json.loads(line) for line in captured.out.splitlines()]
    assert [p["outcome"] for p in printed] == outcomes
    assert any(p["dice"] and p["command"].startswith("toss [dice:") for p in printed)
    last = printed[-1]["view"]
    assert last["finished"] is True and last["data"]["time"]["act"] == 2
    assert any(p["view"]["data"]["fight"] and p["view"]["data"]["fight"]["board"] for p in printed)


def test_the_app_deals_the_markets_and_tosses_the_tokens_when_the_transcript_gives_none(tmp_path, capsys) -> None:
    printed = play_seeded(tmp_path, capsys, "deal\n" * 12 + 'adventure enemy Wolf\ntoss\n')
    assert [p["outcome"] for p in printed] == ["applied"] * 14
    assert all(p["card"]["source"] == "virtual" for p in printed[:12])
    toss = printed[-1]
    assert toss["dice"]["source"] == "seeded" and len(toss["dice"]["faces"]) == 3 + 5  # Ash's three, the common five
    board = toss["view"]["data"]["fight"]["board"]
    assert board["phase"] == "spending" and board["sides"][1]["name"] == "Wolf"


def test_an_event_is_chosen_through_companion_play_and_applied_as_fully_as_possible(tmp_path, capsys) -> None:
    printed = play_seeded(tmp_path, capsys, "deal\n" * 12 + 'adventure event "Toll Bridge" options gold-9 '
                          'cards+1,trophy\nchallenge overcome\nchoose 1\n')
    assert [p["outcome"] for p in printed[12:]] == ["applied", "refused", "applied"]
    assert "choose one of the event's two options" in json.dumps(printed[13])
    assert printed[14]["outcome"] == "applied"
    hero = printed[14]["view"]["data"]["heroes"][0]
    assert hero["gold"] == 0 and printed[14]["view"]["data"]["challenge"] == ""


def test_a_hero_battle_is_started_fought_and_left_through_companion_play(tmp_path, capsys) -> None:
    battle = ('attack p2 with "Duelling Gauntlet"\nlanded shield* miss wing / shield surge double\npass\npass\n'
              'stay\nretreat any town Oakvale [dice: hills]\nmove city Forge\n')
    printed = play_seeded(tmp_path, capsys, "deal\n" * 12 + battle)
    assert [p["outcome"] for p in printed[12:]] == ["applied"] * 7
    started = printed[12]["view"]["data"]["fight"]
    assert started["battle"] == "Duelling Gauntlet" and started["enemy"] == "Bryn" and started["enemy_seat"] == 1
    assert started["odds"] is not None
    between = printed[15]["view"]["data"]["fight"]["board"]
    assert between["phase"] == "between" and between["acting"] == "Ash"
    assert printed[16]["view"]["data"]["fight"]["board"]["acting"] == "Bryn"  # the defender decides second
    after = printed[17]["view"]["data"]
    assert after["fight"] is None and after["heroes"][1]["space"] == "Oakvale"
    assert printed[18]["view"]["data"]["heroes"][0]["space"] == "Forge"
