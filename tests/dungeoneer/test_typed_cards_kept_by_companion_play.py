"""`companion play` keeps the cards a transcript types in the table's catalogue, as the app does, and says so.

On 4e9298d3 a transcript that typed a card ('draw-peril [card: Dragon as monster 3 ...]', a tunnel typed in its
'[card: ...]') kept it in its session only: the catalogue stayed empty and a later game could not draw it by name.
Now each applied line that typed a card goes through the app's own service (`typed_catalogue.keep_typed_cards`), and
its JSON line says what came of it under "catalogue"; undo leaves the entry, and a second game draws the card by its
name alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cards_db.store import imported_entries
from companion.services.store import SessionStore
from tests.dungeoneer.solo_recording import SETUP_FILE, run_companion_play
from tests.dungeoneer.test_typed_peril_cards import OPENING

#: Ann alone walks into the North tunnel, and its peril roll owes a card from the table's deck (`OPENING`), her quests
#: without the hunt (whose zombie is the test catalogue's only monster: the second game takes the catalogue's).
INTO_THE_TUNNEL = OPENING.replace("hunt-zombie", "t1-watch")


def play(tmp_path: Path, lines: str, setup: dict[str, Any]) -> list[dict]:
    """`companion play` of the lines on the database in `tmp_path` (the same one each call): its JSON lines."""
    transcript, setup_file = tmp_path / "typed.transcript", tmp_path / "setup.json"
    transcript.write_text(lines, encoding="utf-8")
    setup_file.write_text(json.dumps(setup), encoding="utf-8")
    code, out, err = run_companion_play(transcript, setup_file, 3, tmp_path)
    assert code == 0, err
    return [json.loads(line) for line in out.splitlines()]


def catalogue(tmp_path: Path, kind: str) -> dict[str, dict[str, Any]]:
    with SessionStore.open(f"sqlite:///{tmp_path / 'solo.db'}") as store:
        return imported_entries("dungeoneer", kind, db=store)


@pytest.mark.rule("dungeoneer.companion.typed-peril-card")
def test_a_monster_typed_in_a_transcript_is_drawn_by_name_in_the_next_game(tmp_path: Path) -> None:
    first_setup = json.loads(SETUP_FILE.read_text(encoding="utf-8"))
    lines = play(tmp_path, INTO_THE_TUNNEL
                 + "draw-peril [card: Dragon as monster 3 health 2 melee 1 magic 1 counter]\nundo\n", first_setup)
    typed, undone = lines[-2], lines[-1]
    assert typed["outcome"] == "applied" and typed["catalogue"] == [{
        "card": "Dragon", "saved": True,
        "message": ("Dragon is saved in your catalogue as your own card: a later game knows it by its name alone, when it "
                    "is drawn or played.")}]
    assert all("catalogue" not in line for line in lines[:-2]), "a line that typed nothing says nothing of it"
    assert undone["outcome"] == "undone" and "catalogue" not in undone
    assert catalogue(tmp_path, "monster") == {"dragon": {
        "id": "dragon", "name": "Dragon", "health": 2, "cost": 3,
        "forms": {"melee": {"value": 1}, "magic": {"value": 1, "attacks": False}}}}, "undo leaves the entry"

    # A second game whose setup takes its monsters from the catalogue (the shipped ones and the table's own).
    second_setup = json.loads(SETUP_FILE.read_text(encoding="utf-8"))
    del second_setup["catalogue"]["monsters"]
    del second_setup["catalogue"]["quests"]["hunt-zombie"]  # its zombie is the test catalogue's only
    again = play(tmp_path, INTO_THE_TUNNEL + "draw-peril [card: dragon]\n", second_setup)
    assert again[-1]["outcome"] == "applied" and again[-1]["session"] != typed["session"]
    assert again[-1]["message"].startswith("drew Dragon from the table's deck; attack: Dragon in melee")
    assert "catalogue" not in again[-1]


def test_a_tunnel_typed_in_a_transcript_is_kept_and_a_clash_is_said(tmp_path: Path) -> None:
    setup = json.loads(SETUP_FILE.read_text(encoding="utf-8"))
    lines = play(tmp_path, "draw-tunnel north [card: Cold tunnel as tunnel 0 0 open open open open]\n", setup)
    assert lines[0]["catalogue"][0]["saved"] is True
    assert catalogue(tmp_path, "location")["cold-tunnel"]["exits"]["north"] == {"kind": "open"}
    clash = play(tmp_path, "draw-tunnel north [card: Cold tunnel as tunnel 1 0 open wall open open]\n", setup)
    assert clash[0]["outcome"] == "applied" and clash[0]["catalogue"] == [{
        "card": "Cold tunnel", "saved": False,
        "message": "Cold tunnel was not saved in your catalogue: it holds a different card named Cold tunnel. This "
                   "game goes on with the card as typed; the Catalogue's form changes the card it holds."}]
    assert catalogue(tmp_path, "location")["cold-tunnel"]["glory"] == 0
