"""Words a player reads, in every game: no internal identifier, and a log line that says what happened.

Each golden game is typed again step by step. At every step the text a player reads is gathered: the
ruling's message and notes (of applied and refused commands alike), the parser's message of a command
it could not read, the view, what the game waits for and the label of every choice it offers; and,
to reach the refusals of "something else comes first", every kind of action already seen in the game
is checked again in the state at hand. None of it may hold an identifier written in CamelCase
(`DealMarket`) or snake_case (`deal_market`), and no log line is a name and a class name
(`Ann: dealmarket`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rules_engine.actions import Action
from rules_engine.errors import RuleViolation
from rules_engine.game import GameSetup
from rules_engine.games import get_game
from rules_engine.messages import Message
from tests.golden.drive import APPLIED, act_on, view_json

GAMES = sorted((Path(__file__).resolve().parent / "games").glob("*.jsonl"))
#: An identifier as code writes it: two capitalised parts run together, or words joined by underscores.
IDENTIFIER = re.compile(r"\b(?:[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[a-z0-9]+_[a-z0-9_]+)\b")
#: How many kinds of action seen earlier are checked again, and every how many steps (with the choices).
EARLIER_KINDS = 10
STRIDE = 3


def texts(value: Any) -> Iterator[str]:
    """Every string in a value (a view in its JSON form, a message, a list of them)."""
    if isinstance(value, str):
        yield str(value)
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from texts(item)


def said(game: Any, state: Any) -> Iterator[str]:
    """What the game waits for and the labels of the choices it offers now."""
    decision = game.decision(state)
    yield str(decision.prompt)
    for choice in game.choices(state):
        yield str(choice.label)


def checked(game: Any, state: Any, earlier: dict[type, Action]) -> Iterator[str]:
    """The rulings of earlier kinds of action checked again now (refused or allowed)."""
    for action in list(earlier.values())[-EARLIER_KINDS:]:
        try:
            ruling = game.check(state, action)
        except RuleViolation as violation:
            ruling = violation.ruling
        except Exception:  # noqa: BLE001 - an action that no longer fits the state is not a text
            continue
        yield str(ruling.message)


def problems(path: Path) -> list[str]:
    """Every identifier a player would read in this game, with where it was read."""
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    game = get_game(header["game"])
    state = game.new_game(GameSetup.from_json(header["setup"]))
    earlier: dict[type, Action] = {}
    found: list[str] = []
    for number, line in enumerate(lines[1:], start=1):
        step = json.loads(line)
        acted = act_on(game, state, step)
        read = list(texts(view_json(game.view(acted.state))))
        if number % STRIDE == 0 or acted.outcome != APPLIED:
            read += [*said(game, acted.state), *checked(game, acted.state, earlier)]
        if acted.error:
            read.append(acted.error)
        if acted.ruling is not None:
            read += [str(acted.ruling.message), *(str(e) for e in acted.ruling.effects)]
            if acted.outcome == APPLIED and acted.action is not None:
                kind = type(acted.action).__name__.lower()
                if str(acted.ruling.message).casefold().endswith(f": {kind}"):
                    found.append(f"step {number} ({step['command']!r}): a log line naming a class: "
                                 f"{acted.ruling.message!s}")
        if acted.action is not None:
            earlier.pop(type(acted.action), None)
            earlier[type(acted.action)] = acted.action
        for text in read:
            for word in IDENTIFIER.findall(text):
                found.append(f"step {number} ({step['command']!r}): {word!r} in {text[:160]!r}")
        state = acted.state
    return found


def test_an_identifier_is_recognised_as_one() -> None:
    assert IDENTIFIER.findall("now the game waits for: markets (DealMarket)") == ["DealMarket"]
    assert IDENTIFIER.findall("see deal_market") == ["deal_market"]
    assert IDENTIFIER.findall(str(Message("Ann buys Amulet (3 gold)"))) == []


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_no_text_a_player_reads_holds_an_identifier(path: Path) -> None:
    found = problems(path)
    assert not found, f"{len(found)} identifiers, first: " + "; ".join(dict.fromkeys(found[:8]))
