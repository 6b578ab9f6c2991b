"""Every applied ruling that changes the game cites at least one rule, in every game.

The golden whole-game logs (and the Dungeoneer solo game) are replayed by `test_golden_games.py`,
which checks each step's citations against the engine; this test reads the same records and asks
that a step whose state differs from the step before names a rule: a counter that moves with no
citation leaves the table unable to check the app (a Dice Throne draw and a die set by a card, a
Runebound 3e challenge failed, cited nothing before issue 29).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
LOGS = sorted((HERE / "games").glob("*.jsonl")) + [HERE.parent / "dungeoneer" / "data" / "solo_game.golden.jsonl"]


def _silent_changes(path: Path) -> list[str]:
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    silent, before = [], None
    for number, step in enumerate(lines[1:], start=1):
        state = step.get("state")
        ruling = step.get("ruling") or {}
        if step.get("outcome") == "applied" and state != before and not ruling.get("citations"):
            silent.append(f"step {number}: {step.get('command')!r}")
        if state is not None:
            before = state
    return silent


def test_every_game_has_a_log():
    games = {json.loads(p.read_text(encoding="utf-8").splitlines()[0]).get("game") for p in LOGS}
    assert {"dice-throne", "runebound2", "runebound3", "dungeoneer"} <= games


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_an_applied_ruling_that_changes_the_game_cites_a_rule(path: Path):
    assert _silent_changes(path) == []
