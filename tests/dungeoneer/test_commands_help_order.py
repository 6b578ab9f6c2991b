"""Dungeoneer's list of commands (help, and the line under the board) puts first what the game waits for now.

Play-test (fifteenth pass, ux12): the line under the board always read "Commands: tunnel · first-player · entrance ·
place ..." whatever the game waited for (the quests' deal, the discard at a turn's end, a response), as Runebound 3e's
did before the same pass. Runebound 2e, Runebound 3e and Dice Throne list what fits now first.
"""

from __future__ import annotations

import json
from pathlib import Path

from rules_engine.dungeoneer.choices import choices
from rules_engine.dungeoneer.commands import ALL_COMMANDS, ALONGSIDE_EVERY_STEP
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import GameSetup
from tests.golden.drive import act_on

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "games"


def _verbs(state: DgState) -> list[str]:
    return [line.syntax.split()[0] for line in GAME.commands(state)]


def _states(name: str, steps: int) -> list[DgState]:
    """The golden game's state before each of its first steps."""
    lines = (GOLDEN / name).read_text(encoding="utf-8").splitlines()
    state = GAME.new_game(GameSetup.from_json(json.loads(lines[0])["setup"]))
    states = [state]
    for line in lines[1:steps]:
        state = act_on(GAME, state, json.loads(line)).state
        states.append(state)
    return states


def _step_verbs(state: DgState) -> set[str]:
    """The verbs of the commands of the step the game waits for now (not the cards played around every step)."""
    step = {choice.action for choice in choices(state)} - ALONGSIDE_EVERY_STEP
    return {command.verb for command in ALL_COMMANDS if step.intersection(command.formats)}


def test_the_first_listed_command_is_the_steps_own_and_none_is_dropped() -> None:
    states = _states("dungeoneer-two-heroes.jsonl", 60)
    everything = sorted(_verbs(states[0]))
    checked = 0
    for state in states:
        verbs = _verbs(state)
        step = _step_verbs(state)
        if step:
            assert verbs[0] in step, (verbs[:5], step)
            checked += 1
        assert sorted(verbs) == everything, "the same commands, in another order"
    assert checked >= 30
    assert len({_verbs(state)[0] for state in states}) >= 3, "the first command follows the game"


def test_the_quests_deal_the_location_a_battles_roll_and_the_turns_end_discard_come_first() -> None:
    states = _states("dungeoneer-two-heroes.jsonl", 28)  # the state before the golden game's step N is states[N - 1]
    assert _verbs(states[4])[0] == "quests"  # before 'quests p1 magic-fish escort-ghost'
    assert _verbs(states[11])[0] == "place"  # the Location phase: the card drawn, typed, is the step
    assert _verbs(states[15])[0] == "attack-roll"  # a battle waiting for the hero's attack roll
    assert _verbs(states[20])[0] == "discard-end"  # the end of the turn's discard
    assert _verbs(states[26])[0] == "send"  # a slain monster sent to a hand or the discard
