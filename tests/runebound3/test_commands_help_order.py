"""Runebound 3e's list of commands (help, and the line under the board) puts first what the game waits for now.

Play-test (fifteenth pass, ux12): a new session waits for its markets to be dealt, yet the line under the board
read "Commands: train · stand · rest [N] · move ..." with `deal` eighth; in a fight it read the same, the fight's
own verbs far down the list. Runebound 2e and Dice Throne already list what fits now first.
"""

from __future__ import annotations

import json
from pathlib import Path

from rules_engine.game import GameSetup
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Stage
from tests.golden.drive import act_on

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "games" / "runebound3-two-heroes.jsonl"


def _verbs(state: object) -> list[str]:
    return [line.syntax.split()[0] for line in RUNEBOUND3.commands(state)]


def _states() -> list[object]:
    """The golden game's state before each of its first steps."""
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    state = RUNEBOUND3.new_game(GameSetup.from_json(json.loads(lines[0])["setup"]))
    states = [state]
    for line in lines[1:40]:
        state = act_on(RUNEBOUND3, state, json.loads(line)).state
        states.append(state)
    return states


def test_the_markets_to_deal_come_first() -> None:
    state = _states()[0]
    assert state.stage is Stage.MARKETS
    assert _verbs(state)[0] == "deal", _verbs(state)[:5]


def test_in_a_fight_the_fights_verbs_come_first_and_every_command_is_still_listed() -> None:
    states = _states()
    fight = next(s for s in states if s.stage is Stage.COMBAT
                 and {c.action.__name__ for c in RUNEBOUND3.own_choices(s)} == {"Pass", "Strike"})
    verbs = _verbs(fight)
    assert set(verbs[:2]) == {"pass", "strike"}, verbs[:6]
    assert sorted(verbs) == sorted(_verbs(states[0])), "the same commands, in another order"
