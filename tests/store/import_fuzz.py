"""Fuzzing `companion sessions import` with real exports of both games, each mutated one way.

Shared by tests/store/test_import_fuzz.py (a hypothesis fuzz, a moderate number of examples) and
bench/reliability.py (10,000 and more). The documents are the Dice Throne and Runebound 2e sessions
of the newest released save (tests/store/released/), exported by today's code; each run mutates
one of them one way (see MUTATIONS: broken or truncated JSON, deep nesting, lone surrogates,
5,000-digit numbers, out-of-range dates, setups of the wrong shape, edited dice faces, forged
ruling text, wrong types, a dropped key, one field changed, hostile names, a shorter log) and
imports the file through the command line into a database that already holds a session:

- refused: exit 2 with one line `companion: error: ...` that is not an "unexpected error", and
  the database's content (every table, row by row) exactly as before;
- imported: exit 0, the earlier content untouched, and the new session opens with every
  ruling equal to the one a replay of its actions gives (the document's ruling text is never kept).

Counted as wrong: `changed` (the database differs after a refusal, earlier rows differ after an
import, or an imported ruling is not the replay's), `lost` (an import reported done that cannot be
opened, or an earlier session gone) and `unexpected` (any other exit code or message, or an
exception escaping the command line).
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest.mock import patch

from companion.services.store import SessionStore
from companion.shell.cli import main
from companion.shell.cli.argument_parser import build_parser
from tests.store.released_saves import FIRST_RELEASE, save_named

GAMES = ("dice-throne", "runebound2")

#: Stands in the JSON for raw text spliced into the document (numbers and nesting json cannot write).
RAW = "\u241eraw\u241e"

Path_ = tuple[Any, ...]


def exported_documents(folder: Path) -> dict[str, dict]:
    """Today's export of each game's session in the newest released save, by game id."""
    save = save_named(FIRST_RELEASE)
    store = SessionStore.open(f"sqlite:///{save.copy_to(folder)}")
    try:
        return {s["game_id"]: store.export_session(s["id"]) for s in save.expected["sessions"] if s["game_id"] in GAMES}
    finally:
        store.close()


# -- finding places in a document --------------------------------------------------------------


def _nodes(value: Any, at: Path_ = ()) -> Iterator[Path_]:
    yield at
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _nodes(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _nodes(item, (*at, index))


def _get(doc: Any, at: Path_) -> Any:
    for step in at:
        doc = doc[step]
    return doc


def _set(doc: Any, at: Path_, value: Any) -> Any:
    if not at:
        return value
    _get(doc, at[:-1])[at[-1]] = value
    return doc


def _place(rng: random.Random, doc: dict, *, under: Path_ | None = None, leaf: bool = False,
           where: Callable[[Any], bool] = lambda value: True) -> Path_ | None:
    """A random node of the document (below `under` if given; half the time inside the log)."""
    if under is None:
        under = ("log",) if rng.random() < 0.5 and doc.get("log") else ()
    found = [p for p in _nodes(_get(doc, under), under)
             if where(_get(doc, p)) and (not leaf or not isinstance(_get(doc, p), dict | list))]
    return rng.choice(found) if found else None


# -- values ------------------------------------------------------------------------------------

HOSTILE_TEXT = ["", " ", "Friday [/b]", "[bold red]x", "\\", "\x1b[31mred", "\u202eevil", "e\u0301" * 40,
                "x" * 10_000, "\ud800", "a\udfffb", "\x00", "NaN", "-0", "1e309", "²", "９", "null", "{}", "🎲" * 61]
HOSTILE_NUMBERS = ["9" * 5000, "-" + "9" * 5000, "1" + "0" * 5000 + ".5", "1e99999", "-1e99999", "NaN", "Infinity",
                   "-Infinity", "1e-99999", "-0", "0.0", "2147483648", "9223372036854775808", "-9223372036854775809"]
HOSTILE_DATES = ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00", "10000-01-01T00:00:00+00:00",
                 "0000-01-01T00:00:00", "2026-02-30T00:00:00+00:00", "2026-11-23T25:00:00", "2026-11-23T03:32:00+99:00",
                 "", "now", "2026-11-23", "20261123", "9" * 5000, "2026-11-23T03:32:00.1234567890+00:00",
                 "\ud800", "-2026-11-23T03:32:00"]


def random_json(rng: random.Random, depth: int = 0) -> Any:
    """A random JSON value: scalars, short strings, small lists and objects."""
    kinds = ["null", "bool", "int", "float", "text"] + (["list", "dict"] if depth < 3 else [])
    kind = rng.choice(kinds)
    if kind == "null":
        return None
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "int":
        return rng.choice([0, 1, -1, 6, 7, 2**31, -(2**63), rng.randrange(-1000, 1000)])
    if kind == "float":
        return rng.choice([0.5, -1.5, 1e300, 6.0])
    if kind == "text":
        return rng.choice(HOSTILE_TEXT + ["action", "undo", "redo", "dice-throne", "ann", "d6", "1"])
    if kind == "list":
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(0, 4))]
    return {rng.choice(["kind", "data", "name", "id", "x", ""]): random_json(rng, depth + 1)
            for _ in range(rng.randrange(0, 4))}


def _other_type(rng: random.Random, value: Any) -> Any:
    """A random JSON value of another type than `value`."""
    for _ in range(50):
        candidate = random_json(rng)
        if type(candidate) is not type(value):
            return candidate
    return None if value is not None else []


def _perturbed(rng: random.Random, value: Any) -> Any:
    """`value` changed a little, keeping its type when it has one."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([-1, 1, -value - 1, 10**6, value])
    if isinstance(value, float):
        return value * rng.choice([-1, 2, 0]) + rng.random()
    if isinstance(value, str):
        edits = [value[:-1], value + "x", value.upper(), value[::-1], rng.choice(HOSTILE_TEXT), value * 2]
        return rng.choice(edits)
    return random_json(rng)


# -- mutations: each takes a document (a deep copy, free to change) and gives the file's bytes ----


def _dumped(doc: Any, raw: str = "", *, ascii_only: bool = False) -> bytes:
    text = json.dumps(doc, ensure_ascii=ascii_only)
    return text.replace(json.dumps(RAW, ensure_ascii=ascii_only), raw).encode("utf-8", "surrogatepass")


def _truncated(rng: random.Random, doc: dict) -> bytes:
    data = _dumped(doc)
    return data[: rng.randrange(0, len(data))]


def _broken_json(rng: random.Random, doc: dict) -> bytes:
    data = bytearray(_dumped(doc))
    at = rng.randrange(0, len(data))
    edit = rng.choice(["insert", "delete", "replace"])
    junk = rng.choice([b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"\xff", b"\x00", b"\xed\xa0\x80"])
    if edit == "insert":
        data[at:at] = junk
    elif edit == "delete":
        del data[at]
    else:
        data[at:at + 1] = junk
    return bytes(data)


def _deep(rng: random.Random, doc: dict) -> bytes:
    depth = rng.choice([100, 1000, 5000, 100_000])
    opening, closing = rng.choice([("[", "]"), ('{"a":', "}")])
    return _dumped(_set(doc, _place(rng, doc), RAW), opening * depth + "1" + closing * depth)


def _huge_number(rng: random.Random, doc: dict) -> bytes:
    at = _place(rng, doc, where=lambda v: isinstance(v, int | float) and not isinstance(v, bool)) or _place(rng, doc)
    return _dumped(_set(doc, at, RAW), rng.choice(HOSTILE_NUMBERS))


def _surrogate(rng: random.Random, doc: dict) -> bytes:
    at = _place(rng, doc, where=lambda v: isinstance(v, str))
    value = _get(doc, at)
    cut = rng.randrange(0, len(value) + 1)
    lone = rng.choice(["\ud800", "\udfff", "\udc80"])
    doc = _set(doc, at, value[:cut] + lone + value[cut:])
    raw_bytes = rng.random() < 0.3  # the surrogate written as (invalid) UTF-8 bytes, not as a \u escape
    return _dumped(doc) if raw_bytes else _dumped(doc, ascii_only=True)


def _date(rng: random.Random, doc: dict) -> bytes:
    dated = [p for p in _nodes(doc) if p and p[-1] in ("created_at", "last_played", "exported_at")]
    at = rng.choice(dated)
    return _dumped(_set(doc, at, rng.choice(HOSTILE_DATES)))


def _setup_shape(rng: random.Random, doc: dict) -> bytes:
    at = _place(rng, doc, under=("setup",))
    value = _get(doc, at)
    choice = rng.random()
    if choice < 0.4:
        replacement = _other_type(rng, value)
    elif choice < 0.7:
        replacement = random_json(rng)
    elif isinstance(value, dict) and value:
        replacement = {k: v for k, v in value.items() if k != rng.choice(list(value))}
    elif isinstance(value, list):
        replacement = value[:-1] if value and rng.random() < 0.5 else value + value[:1]
    else:
        replacement = _perturbed(rng, value)
    return _dumped(_set(doc, at, replacement))


def _rolls(doc: dict) -> list[Path_]:
    return [p for p in _nodes(doc, ()) if p and p[0] == "log" and isinstance(_get(doc, p), dict)
            and "die" in _get(doc, p) and "faces" in _get(doc, p)]


SYMBOLS = ["bullseye", "dash", "bullet", "cutlass", "loot", "skull", "mountains", "forest", "plains", "dragon", "x"]


def _dice(rng: random.Random, doc: dict) -> bytes:
    roll = _get(doc, rng.choice(_rolls(doc)))
    faces = roll["faces"]
    edit = rng.choice(["value", "label", "symbols", "add", "remove", "die", "source", "face"])
    face = rng.choice(faces) if faces else {}
    number = face.get("value") if isinstance(face.get("value"), int) else 1
    if edit == "value" and faces:
        face["value"] = rng.choice([number + 1, number - 1, 0, 7, 9, 11, -3, 100, None])
    elif edit == "label" and faces:
        face["label"] = rng.choice(["9", "0", "six", "", "²", str(number % 6 + 1), "dragon"])
    elif edit == "symbols" and faces:
        face["symbols"] = rng.sample(SYMBOLS, rng.randrange(0, 3))
    elif edit == "add":
        faces.append(copy.deepcopy(face) if faces else {"label": "6", "value": 6})
    elif edit == "remove" and faces:
        faces.remove(face)
    elif edit == "die":
        roll["die"] = rng.choice(["d6", "d10", "d20", "dt-gunslinger", "terrain", "loaded-die", ""])
    elif edit == "source":
        roll["source"] = rng.choice(["app", "table", "wishful thinking", ""])
    elif faces:
        faces[faces.index(face)] = random_json(rng)
    return _dumped(doc)


def _forged_ruling(rng: random.Random, doc: dict) -> bytes:
    entries = [e for e in doc["log"] if isinstance(e.get("ruling"), dict)]
    for entry in rng.sample(entries, rng.randrange(1, len(entries) + 1)):
        ruling = entry["ruling"]
        key = rng.choice(sorted(ruling))
        edit = rng.choice(["message", "allowed", "citations", "waived", "same-type"])
        if edit == "message":
            ruling["message"] = rng.choice(["Bob wins by forfeit", "", "[/b]", "x" * 5000])
        elif edit == "allowed" and "allowed" in ruling:
            ruling["allowed"] = not ruling["allowed"]
        elif edit == "citations" and "citations" in ruling:
            ruling["citations"] = [] if ruling["citations"] else copy.deepcopy(entries[0]["ruling"]["citations"])
        elif edit == "waived" and "waived" in ruling:
            ruling["waived"] = []
        elif isinstance(ruling[key], str):
            ruling[key] = "forged " + ruling[key]
    return _dumped(doc)


def _wrong_type(rng: random.Random, doc: dict) -> bytes:
    at = _place(rng, doc)
    return _dumped(_set(doc, at, _other_type(rng, _get(doc, at))))


def _one_field(rng: random.Random, doc: dict) -> bytes:
    at = _place(rng, doc, leaf=True)
    return _dumped(_set(doc, at, _perturbed(rng, _get(doc, at))))


def _dropped(rng: random.Random, doc: dict) -> bytes:
    at = _place(rng, doc, where=lambda v: isinstance(v, dict | list) and bool(v))
    container = _get(doc, at)
    if isinstance(container, dict):
        del container[rng.choice(list(container))]
    else:
        del container[rng.randrange(len(container))]
    return _dumped(doc)


def _name(rng: random.Random, doc: dict) -> bytes:
    named = [("name",)] + [("setup", "players", i, "name") for i in range(len(doc["setup"]["players"]))]
    return _dumped(_set(doc, rng.choice(named), rng.choice(HOSTILE_TEXT + ["Ann", "  Bob  ", "x" * 60, "x" * 61])),
                   ascii_only=rng.random() < 0.5)


def _shorter_log(rng: random.Random, doc: dict) -> bytes:
    log = doc["log"]
    if rng.random() < 0.5:
        doc["log"] = log[: rng.randrange(0, len(log) + 1)]
    elif len(log) > 1:
        i, j = rng.sample(range(len(log)), 2)
        log[i], log[j] = log[j], log[i]
    return _dumped(doc)


MUTATIONS: dict[str, Callable[[random.Random, dict], bytes]] = {
    "truncated": _truncated,
    "broken JSON": _broken_json,
    "deep nesting": _deep,
    "huge number": _huge_number,
    "lone surrogate": _surrogate,
    "odd date": _date,
    "setup shape": _setup_shape,
    "dice face": _dice,
    "forged ruling": _forged_ruling,
    "wrong type": _wrong_type,
    "one field": _one_field,
    "dropped key": _dropped,
    "hostile name": _name,
    "shorter log": _shorter_log,
}


# -- running one import and judging it ---------------------------------------------------------


def database_content(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table (but SQLite's own counters), in rowid order, by table."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = [name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'sqlite_sequence' ORDER BY name")]
        return {table: connection.execute(f'SELECT rowid, * FROM "{table}" ORDER BY rowid').fetchall()
                for table in tables}
    finally:
        connection.close()


@dataclass
class FuzzFigures:
    """What a fuzzing run found: each wrong count must be 0."""

    runs: int = 0
    imported: int = 0
    refused: int = 0
    lost: int = 0
    changed: int = 0
    unexpected: list[str] = field(default_factory=list)
    kinds: Counter = field(default_factory=Counter)

    @property
    def problems(self) -> list[str]:
        """Every wrong outcome in words (empty when the run is clean)."""
        return ([f"{self.lost} lost"] if self.lost else []) + ([f"{self.changed} changed"] if self.changed else []) \
            + self.unexpected


class ImportBench:
    """A database holding one session, the exported documents, and the judge of one fuzzed import."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.documents = exported_documents(folder)
        self.texts = {game_id: json.dumps(document) for game_id, document in self.documents.items()}
        #: The command line's parser, built once: argparse looks up translations on every build.
        self.parser = build_parser()
        self.database = folder / "fuzz.db"
        self.url = f"sqlite:///{self.database}"
        store = SessionStore.open(self.url)
        try:
            self.resident = store.import_session(self.documents["runebound2"])
        finally:
            store.close()
        self.baseline = database_content(self.database)

    def mutate(self, rng: random.Random, kind: str, game_id: str) -> bytes:
        """The bytes of `game_id`'s export mutated the `kind` way."""
        return MUTATIONS[kind](rng, json.loads(self.texts[game_id]))

    def run(self, data: bytes, kind: str, figures: FuzzFigures) -> str:
        """Import `data` through the command line and count what happened; what it wrote on stderr."""
        file = self.folder / "fuzzed.json"
        file.write_bytes(data)
        figures.runs += 1
        figures.kinds[kind] += 1
        err = io.StringIO()
        try:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err), \
                    patch("companion.shell.cli.entry_point.build_parser", lambda commands=True: self.parser):
                code = main(["sessions", "import", str(file), "--db", self.url])
        except BaseException as error:  # noqa: BLE001 - anything escaping the command line is counted
            figures.unexpected.append(f"{kind}: {type(error).__name__} escaped: {str(error)[:200]}")
            return ""
        message = err.getvalue()
        if code == 2:
            self._refused(message, kind, figures)
        elif code == 0:
            self._imported(kind, figures)
        else:
            figures.unexpected.append(f"{kind}: exit {code}: {message.strip()[:300]}")
        return message

    def _refused(self, message: str, kind: str, figures: FuzzFigures) -> None:
        lines = message.strip().splitlines()
        if len(lines) != 1 or not lines[0].startswith("companion: error: ") or "unexpected" in message:
            figures.unexpected.append(f"{kind}: refused with {message.strip()[:300]!r}")
            return
        figures.refused += 1
        if database_content(self.database) != self.baseline:
            figures.changed += 1
            self.baseline = database_content(self.database)

    def _imported(self, kind: str, figures: FuzzFigures) -> None:
        figures.imported += 1
        after = database_content(self.database)
        if any(row not in after[table] for table, rows in self.baseline.items() for row in rows):
            figures.changed += 1
        store = SessionStore.open(self.url)
        try:
            ids = [s.id for s in store.list_sessions()]
            if self.resident not in ids:
                figures.lost += 1
            new = [i for i in ids if i != self.resident]
            if len(new) != 1:
                figures.lost += 1
                return
            try:
                live = store.open_session(new[0])
            except Exception as error:  # noqa: BLE001 - an import that cannot be opened is lost
                figures.lost += 1
                figures.unexpected.append(f"{kind}: the import does not open: {error}")
                return
            if not rulings_are_replayed(live):
                figures.changed += 1
            store.delete_session(new[0])
        finally:
            store.close()
        if database_content(self.database) != self.baseline:
            figures.changed += 1
            self.baseline = database_content(self.database)


def rulings_are_replayed(live: Any) -> bool:
    """True when every active action's ruling is the one applying the actions in order gives."""
    game, state = live.game, live.game.new_game(live.setup)
    for entry in live.entries:
        if entry.kind == "action" and entry.active:
            outcome = game.apply(state, entry.action, override=entry.overridden)
            if entry.ruling != outcome.ruling:
                return False
            state = outcome.state
    return state == live.state


def fuzz_imports(folder: Path, runs: int, seed: int, first: int = 0) -> FuzzFigures:
    """Fuzzed imports number `first` to `first + runs - 1`: kinds and games taken in turn, each run's
    choices from (`seed`, its number) alone, so any range of runs can be run again, or apart, alike."""
    bench = ImportBench(folder)
    figures = FuzzFigures()
    kinds = list(MUTATIONS)
    for index in range(first, first + runs):
        kind = kinds[index % len(kinds)]
        game_id = GAMES[(index // len(kinds)) % len(GAMES)]
        rng = random.Random(f"{seed}:{index}")
        bench.run(bench.mutate(rng, kind, game_id), kind, figures)
    return figures
