"""Each game's phase table (rules_engine.phase_table) is what `check` and `choices` read: on states of every
game's golden whole-game logs, no choice offers an action its stage does not admit, and `check` refuses every
action kind the stage does not admit, citing the rule the table names for it."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.actions import Action, decode_action
from rules_engine.game import Game, GameSetup
from rules_engine.games import get_game
from rules_engine.phase_table import Admission, PhaseTable
from rules_engine.requirements import Requirement
from tests.golden.drive import apply_recorded
from tests.support.search_budget import budget

GAMES_DIR = Path(__file__).resolve().parents[1] / "golden" / "games"
LOGS = tuple(sorted(GAMES_DIR.glob("*.jsonl")))


@cache
def _log(path: Path) -> tuple[Game[Any], tuple[Any, ...], tuple[Action, ...]]:
    """A golden log's game, every state it passes through, and one recorded action of each kind it holds."""
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    game = get_game(header["game"])
    state = game.new_game(GameSetup.from_json(header["setup"]))
    states, kinds = [state], {}
    for line in lines[1:]:
        step = json.loads(line)
        if step["action"] is not None:
            action = decode_action(step["action"])
            kinds.setdefault(type(action), action)
        state = apply_recorded(game, state, step)
        states.append(state)
    return game, tuple(states), tuple(kinds.values())


def test_every_game_declares_a_table_the_logs_cover() -> None:
    games = {_log(path)[0].id for path in LOGS}
    assert games == {"dice-throne", "dungeoneer", "runebound2", "runebound3"}
    assert all(get_game(game_id).phases is not None for game_id in games)


@settings(max_examples=budget(12, 80), deadline=None)
@given(which=st.integers(0, len(LOGS) - 1), where=st.floats(0, 1))
def test_choices_offer_only_admitted_kinds_and_check_refuses_the_others(which: int, where: float) -> None:
    game, states, examples = _log(LOGS[which])
    state = states[int(where * (len(states) - 1))]
    table = game.phases
    assert table is not None
    admitted = table.admitted(state)
    for choice in game.choices(state):
        assert choice.action in admitted, f"{choice.label}: {choice.action.__name__} offered in {table.stage(state)!r}"
    for action in examples:
        if type(action) in admitted:
            continue
        requirement = table.requirement(state, type(action))
        assert requirement is not None and not requirement.met, f"{type(action).__name__}: the table judges it"
        ruling = game.check(state, action)
        assert not ruling.allowed, f"{type(action).__name__} allowed in {table.stage(state)!r}"
        assert ruling.citations[0].rule_id == requirement.rule
        assert ruling.message == requirement.message


# -- the table itself ----------------------------------------------------------------------------------------


class _Roll(Action):
    KIND = "test.roll"


class _Move(Action):
    KIND = "test.move"


class _Extra(Action):
    KIND = "test.extra"


def _table() -> PhaseTable[str]:
    return PhaseTable(lambda state: state, {"rolling": (Admission((_Roll,), "rule.roll"),),
                                            "moving": (Admission((_Move, _Roll), "rule.move"),)},
                      lambda state, kind: Requirement.unmet("rule.when", f"not while {state}") if kind is _Move else None)


def test_a_table_admits_by_stage_and_refuses_in_the_games_words() -> None:
    table = _table()
    assert table.admitted("rolling") == {_Roll} and table.admits("moving", _Move)
    assert table.rule("moving", _Roll) == "rule.move" and table.rule("rolling", _Move) is None
    assert table.stages_admitting(_Move) == ("moving",)
    assert table.requirement("moving", _Move) is None
    assert table.requirement("rolling", _Move) == Requirement.unmet("rule.when", "not while rolling")
    assert table.requirement("rolling", _Extra) is None  # a kind the game does not judge: its own dispatch answers


def test_an_expansion_joins_stages_the_table_lists_and_no_other() -> None:
    joined = _table().joined({"moving": (Admission((_Extra,), "rule.extra"),)})
    assert joined.admits("moving", _Extra) and not joined.admits("rolling", _Extra)
    assert joined.rule("moving", _Extra) == "rule.extra" and _Extra in joined.actions
    assert _Extra not in _table().actions
    try:
        _table().joined({"flying": (Admission((_Extra,), "rule.extra"),)})
    except ValueError as error:
        assert "flying" in str(error)
    else:
        raise AssertionError("a stage the table does not list was joined")
