"""Mutated setups of real games for `companion play --setup`: one field of a golden game's setup changed one way.

Shared by tests/cli/test_setup_fuzz.py (hypothesis, a bounded number of examples per game) and
bench/reliability.py (a longer campaign). The setups are the first lines of tests/golden/games/*.jsonl
(one per game and mode) and the Class Decks book example; each run changes one place of one of them:
a value of the wrong type, a number out of range (negative, zero, 10**30, a million), an unknown id,
a duplicate (a second player with the first one's hero or name, an entry copied under another key),
markup or a control character in a text, a dropped field, or a random JSON value.

Every outcome must be exit 0 (the setup plays) or exit 2 with one line `companion: error: ...`,
never "unexpected" nor a traceback; and a setup that plays holds no catalogue entry that
`catalogue import` would refuse (`cards_db.setup_catalogue.check_setup_catalogue`).
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
from pathlib import Path
from typing import Any

from cards_db.errors import CatalogueError
from cards_db.setup_catalogue import check_setup_catalogue
from companion.shell.cli import main
from tests.store.import_fuzz import _get, _nodes, _set  # the same walk over a JSON document

REPO = Path(__file__).resolve().parents[2]
GOLDEN = REPO / "tests" / "golden" / "games"
CLASS_DECKS_SETUP = REPO / "tests" / "runebound2" / "transcripts" / "class_decks_book_example.setup.json"

HOSTILE_TEXT = ["", " ", "[b]Ann[/b]", "[bold red]x", "\x1b[31mred", "a\x00b", "line\nbreak", "\u202eevil", "x" * 200,
                "purple", "red", "lava", "3,x", "0", "-1", "null", "²"]
HOSTILE_NUMBERS = [-4, -1, 0, 1, 2, 7, 13, 31, 1_000_000, 10**30, -(10**30)]
JSON_VALUES: list[Any] = [None, True, False, 1.5, [], {}, [1, 2], {"x": 1}, "x"]

Path_ = tuple[Any, ...]


def base_setups() -> dict[str, tuple[str, dict]]:
    """(game id, setup) by name: the setup of every golden game, and Runebound 2e with class decks."""
    found = {}
    for path in sorted(GOLDEN.glob("*.jsonl")):
        with path.open(encoding="utf-8") as lines:
            first = json.loads(lines.readline())
        found[path.stem] = (first["game"], first["setup"])
    found["runebound2-class-decks"] = ("runebound2", json.loads(CLASS_DECKS_SETUP.read_text(encoding="utf-8")))
    return found


def _changed(rng: random.Random, value: Any) -> Any:
    """`value` changed one hostile way: another type, a number out of range, hostile text, a random JSON value."""
    if isinstance(value, bool):
        return rng.choice([not value, None, 1, "true"])
    if isinstance(value, int):
        return rng.choice(HOSTILE_NUMBERS + [str(value), float(value), None, [value]])
    if isinstance(value, str):
        return rng.choice(HOSTILE_TEXT + [value + "\x07", value.upper() + "-x", None, 3, [value]])
    if isinstance(value, list):
        return rng.choice([[], value + value[:1], value[:1] * 60, None, {}, "x"])
    if isinstance(value, dict):
        return rng.choice([{}, None, [], "x", {**value, "unknown": 1}])
    return rng.choice(JSON_VALUES)


def mutate(rng: random.Random, setup: dict) -> dict:
    """A copy of `setup` with one place changed one way (or a duplicate made)."""
    setup = copy.deepcopy(setup)
    how = rng.random()
    players = setup.get("players", [])
    if how < 0.1 and len(players) > 1:
        second = rng.choice(["hero", "name"])
        if second in players[0]:
            players[1][second] = players[0][second]
        return setup
    if how < 0.2:
        decks = [p for p in _nodes(setup) if len(p) == 2 and p[0] == "catalogue" and isinstance(_get(setup, p), dict)
                 and _get(setup, p)]
        if decks:
            deck = _get(setup, rng.choice(decks))
            key = rng.choice(sorted(deck))
            deck[rng.choice(HOSTILE_TEXT[2:8] + [key.upper(), key + "-2"])] = copy.deepcopy(deck[key])
            return setup
    places = [p for p in _nodes(setup) if p]
    at = rng.choice(places)
    if how < 0.3 and isinstance(_get(setup, at[:-1]), dict):
        del _get(setup, at[:-1])[at[-1]]
    else:
        _set(setup, at, _changed(rng, _get(setup, at)))
    return setup


def play_setup(folder: Path, game: str, setup: Any) -> tuple[int, str]:
    """`companion play GAME --setup FILE --dry-run` with an empty transcript: (exit code, stderr)."""
    transcript = folder / "nothing.txt"
    transcript.write_text("# no moves\n", encoding="utf-8")
    setup_file = folder / "setup.json"
    setup_file.write_text(json.dumps(setup, ensure_ascii=False), encoding="utf-8")
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(["play", game, str(transcript), "--setup", str(setup_file), "--dry-run",
                     "--db", f"sqlite:///{folder / 'none.db'}"])
    return code, err.getvalue()


def problem(game: str, setup: Any, code: int, err: str) -> str:
    """What is wrong with this outcome ('' when it is a clean refusal or a setup that plays with valid entries)."""
    if "Traceback" in err or "unexpected" in err:
        return f"unexpected: {err}"
    if code == 2:
        lines = err.strip("\n").split("\n")
        return "" if len(lines) == 1 and lines[0].startswith("companion: error: ") else f"not one line: {err}"
    if code != 0:
        return f"exit {code}: {err}"
    try:
        check_setup_catalogue(game, setup.get("catalogue", {}))
    except CatalogueError as error:
        return f"accepted what catalogue import refuses: {error}"
    return ""
