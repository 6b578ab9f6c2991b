"""Golden whole-game logs: every recorded step, typed again today, must do exactly what it did when recorded.

For every file in tests/golden/games and every step: the typed command parses to the same action
(or the same CommandError message); applying it gives the same outcome and ruling (verdict,
message, cited and waived rule ids in order, effects); the view and the state afterwards are the
same. Separately, the recorded actions alone (decoded from their JSON, no typing) rebuild the same
final state. A failure names the file, the step number, the command and the first difference.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from rules_engine.game import GameSetup
from rules_engine.games import get_game
from tests.golden.drive import (
    act_on, apply_recorded, ruling_json, ruling_key, state_json, static_state_json, view_json,
)

GAMES_DIR = Path(__file__).resolve().parent / "games"
GAME_FILES = sorted(GAMES_DIR.glob("*.jsonl"))


@cache
def load(path: Path) -> tuple[dict[str, Any], tuple[dict[str, Any], ...]]:
    """The header line and the step lines of a golden log."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return json.loads(lines[0]), tuple(json.loads(line) for line in lines[1:])


def first_difference(expected: Any, actual: Any, where: str = "") -> str:
    """The path to the first place two JSON values differ, with both values there ('' when equal)."""
    if isinstance(expected, str) and isinstance(actual, str):  # a message is a str of its own type
        return "" if expected == str(actual) else f"{where or '(top)'}: expected {expected!r}, got {str(actual)!r}"
    if type(expected) is not type(actual):
        return f"{where or '(top)'}: expected {expected!r}, got {actual!r}"
    if isinstance(expected, dict):
        for key in sorted(set(expected) | set(actual)):
            if key not in actual:
                return f"{where}.{key}: missing (expected {expected[key]!r})"
            if key not in expected:
                return f"{where}.{key}: unexpected {actual[key]!r}"
            found = first_difference(expected[key], actual[key], f"{where}.{key}")
            if found:
                return found
        return ""
    if isinstance(expected, list):
        for index, (e, a) in enumerate(zip(expected, actual)):
            found = first_difference(e, a, f"{where}[{index}]")
            if found:
                return found
        if len(expected) != len(actual):
            return f"{where}: expected {len(expected)} items, got {len(actual)}"
        return ""
    return "" if expected == actual else f"{where or '(top)'}: expected {expected!r}, got {actual!r}"


def same(what: str, expected: Any, actual: Any, where: str) -> None:
    """Fail with the step, what differs and the first difference, unless the two JSON values are equal."""
    if expected != actual:
        pytest.fail(f"{where}: {what} differs at {first_difference(expected, actual)}", pytrace=False)


def test_there_are_golden_logs_of_every_game() -> None:
    games = {load(path)[0]["game"] for path in GAME_FILES}
    assert games == {"dice-throne", "runebound2", "dungeoneer", "runebound3"}, f"golden logs found: {[p.name for p in GAME_FILES]}"


@pytest.mark.parametrize("path", GAME_FILES, ids=lambda p: p.stem)
def test_every_typed_step_does_what_it_did_when_recorded(path: Path) -> None:
    header, steps = load(path)
    game = get_game(header["game"])
    state = game.new_game(GameSetup.from_json(header["setup"]))
    same("the fields recorded once", header.get("static_state", {}), static_state_json(game.id, state),
         f"{path.name} setup")
    for number, step in enumerate(steps, start=1):
        where = f"{path.name} step {number} ({step['command']!r})"
        acted = act_on(game, state, step)
        # (1) the typed command is read as it was: the same action, or the same CommandError message
        same("the parsed action", step["action"], acted.action.to_json() if acted.action is not None else None, where)
        same("the CommandError message", step["error"], acted.error, where)
        # (2) the same outcome and ruling: verdict, message, cited and waived rule ids (in order), effects
        same("the outcome", step["outcome"], acted.outcome, where)
        same("the ruling", ruling_key(step["ruling"]), ruling_key(ruling_json(acted.ruling)), where)
        # (3) the same view and state afterwards
        same("the view", step["view"], view_json(game.view(acted.state)), where)
        same("the state", step["state"], state_json(game.id, acted.state), where)
        state = acted.state


@pytest.mark.parametrize("path", GAME_FILES, ids=lambda p: p.stem)
def test_the_recorded_actions_alone_rebuild_the_final_state(path: Path) -> None:
    header, steps = load(path)
    game = get_game(header["game"])
    state = game.new_game(GameSetup.from_json(header["setup"]))
    for number, step in enumerate(steps, start=1):
        try:
            state = apply_recorded(game, state, step)
        except AssertionError as error:
            pytest.fail(f"{path.name} step {number} ({step['command']!r}): {error}", pytrace=False)
    same("the final state", steps[-1]["state"], state_json(game.id, state), f"{path.name} after {len(steps)} steps")
    same("the fields recorded once", header.get("static_state", {}), static_state_json(game.id, state),
         f"{path.name} after {len(steps)} steps")


@pytest.mark.parametrize("path", GAME_FILES, ids=lambda p: p.stem)
def test_the_final_standings_name_as_winners_the_players_the_result_line_names(path: Path) -> None:
    """Statistics count the game's typed standings; the result line the table reads says the same, in words."""
    import re

    header, steps = load(path)
    game = get_game(header["game"])
    state = game.new_game(GameSetup.from_json(header["setup"]))
    for step in steps:
        state = apply_recorded(game, state, step)
    standings = game.standings(state)
    view = game.view(state)
    names = [player["name"] for player in header["setup"]["players"]]
    assert standings.finished == view.finished and len(standings.heroes) == len(names)
    if standings.decided:
        named = {n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", str(view.result))}
        assert {names[seat] for seat in standings.winners} == named, view.result
        assert standings.winners or not standings.finished
    else:  # Runebound 3e: the scenario card the table reads decides
        assert header["game"] == "runebound3" and standings.winners == ()
