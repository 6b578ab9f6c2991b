"""Mutated catalogue files of every kind of every game through `companion catalogue import`.

Shared by tests/cli/test_catalogue_fuzz.py (a short seeded run) and bench/schema_fuzz.py (`catalogue`,
a longer campaign). A run takes one kind (cards_db.kinds.all_kinds), builds an import file from the
kind's template example and up to two of its shipped entries, changes one place of it one way (a
value of the wrong type, a number out of range or huge, null, markup or a control character in a
text, a dropped field, an entry's id given twice, a random JSON value) and imports it into a fresh
database with `companion --db URL catalogue import FILE`.

Every outcome must be exit 2 with one line `companion: error: ...` and the database's dump exactly
as before, or exit 0 with entries a new session of that game can use: the game's golden setup, with
the imported entries put where a new session takes them (a deck under its session key, a hero in
the first seat, the table's one terrain die), goes through `session_setup.setup_from_json` (which
checks it as every setup path does and starts the game once). Never exit 1, "unexpected" or a
traceback.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import shutil
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cards_db.kinds import CatalogueKind, all_kinds
from cards_db.store import imported_entries
from cards_db.templates import template_document
from companion.services.session_setup import setup_from_json
from companion.services.store import SessionStore
from companion.shell.cli import main
from rules_engine.game import SetupError
from rules_engine.games import get_game
from tests.cli.setup_fuzz import HOSTILE_TEXT, _changed, _get, _nodes, _set, base_setups
from tests.cli.transcript_fuzz import UNFORESEEN

#: The golden setup each game's imported entries are tried in (Class Decks: the book's example).
BASE_FOR = {"dice-throne": "dice-throne-1v1", "dungeoneer": "dungeoneer-two-heroes",
            "runebound2": "runebound2-doom-track", "runebound3": "runebound3-two-heroes"}


@dataclass
class CatalogueFuzzFigures:
    """Runs, how they ended, and what went wrong."""

    runs: int = 0
    refused: int = 0
    imported: int = 0
    changed: int = 0
    unexpected: list[str] = field(default_factory=list)
    by_kind: dict[str, int] = field(default_factory=dict)


def kinds() -> list[CatalogueKind]:
    """Every catalogue kind that has a template (all of them today), in a stable order."""
    return sorted((k for k in all_kinds() if k.schema is not None), key=lambda k: k.template_name)


def document(kind: CatalogueKind) -> dict[str, Any]:
    """An import file of this kind: the template's example and up to two shipped entries."""
    doc = template_document(kind)
    doc.pop("help", None)
    shipped = [dict(entry, id=entry_id) if "id" not in entry else dict(entry)
               for entry_id, entry in sorted(kind.shipped().items())[:2]]
    doc["entries"] = json.loads(json.dumps([*doc["entries"], *shipped], ensure_ascii=False))
    return doc


def mutate(rng: random.Random, doc: dict[str, Any]) -> dict[str, Any]:
    """A copy of `doc` with one place changed one way (or an entry given twice under one id)."""
    doc = copy.deepcopy(doc)
    how = rng.random()
    entries = doc["entries"]
    if how < 0.1 and entries:
        entries.append(copy.deepcopy(rng.choice(entries)))  # a duplicate id
        return doc
    if how < 0.15:
        doc[rng.choice(["game", "kind", "version", "format"])] = rng.choice(HOSTILE_TEXT + [None, 2, []])
        return doc
    places = [p for p in _nodes(entries) if p]
    if not places:
        doc["entries"] = _changed(rng, entries)
        return doc
    at = rng.choice(places)
    parent = _get(entries, at[:-1])
    if how < 0.3 and isinstance(parent, dict):
        del parent[at[-1]]
    elif how < 0.4 and isinstance(_get(entries, at), str):
        text = _get(entries, at)
        cut = rng.randrange(len(text) + 1)
        _set(entries, at, text[:cut] + rng.choice(["\x00", "\x07", "\x1b[31m", "[bold]", "\u202e", "\n"]) + text[cut:])
    elif how < 0.5 and isinstance(_get(entries, at), int) and not isinstance(_get(entries, at), bool):
        _set(entries, at, rng.choice([10**18, -(10**18), 2**53, 10**300, 99, -1]))
    else:
        _set(entries, at, _changed(rng, _get(entries, at)))
    return doc


def fresh_database(folder: Path) -> Path:
    """An empty store made once in `folder`; each run copies it."""
    blank = folder / "blank.db"
    if not blank.exists():
        SessionStore.open(f"sqlite:///{blank}").close()
    return blank


def dump(path: Path) -> list[str]:
    with contextlib.closing(sqlite3.connect(path)) as connection:
        return list(connection.iterdump())


def session_problem(kind: CatalogueKind, database: Path) -> str:
    """'' when a new session of the game starts with the imported entries, else what went wrong."""
    game = get_game(kind.game)
    _, base = base_setups()[BASE_FOR[kind.game]]
    setup = copy.deepcopy(base)
    catalogue = setup.setdefault("catalogue", {})
    with SessionStore.open(f"sqlite:///{database}") as store:
        imported = imported_entries(kind.game, kind.kind, db=store)
        if kind.session_key:
            deck = dict(catalogue.get(kind.session_key) or {})
            if any(isinstance(e, dict) and e.get("entrance") is True for e in imported.values()):
                # a dungeon has one entrance: an imported one takes the golden deck's place
                deck = {i: e for i, e in deck.items() if not e.get("entrance")}
            catalogue[kind.session_key] = {**deck, **imported}
        elif kind.kind == "hero" and imported:
            hero_id, hero = next(iter(sorted(imported.items())))
            catalogue.setdefault("heroes", {})[hero_id] = hero
            seats = setup["players"]
            if all(seat.get("hero") != hero_id for seat in seats[1:]):
                seats[0]["hero"] = hero_id
        elif kind.kind == "terrain-dice" and len(imported) == 1:
            catalogue["terrain_dice"] = next(iter(imported.values()))
        elif kind.kind == "class-card":
            setup = copy.deepcopy(base_setups()["runebound2-class-decks"][1])
        try:
            setup_from_json(game, setup, store)
        except SetupError as error:
            return f"accepted, but a new session refuses it: {error}"
        except Exception as error:  # noqa: BLE001 - counted and reported, never hidden
            return f"accepted, but a new session fails: {type(error).__name__}: {error}"
    return ""


def run_one(folder: Path, kind: CatalogueKind, doc: Any, figures: CatalogueFuzzFigures) -> None:
    """Import `doc` into a fresh database and count the outcome."""
    database = folder / "catalogue.db"
    shutil.copyfile(fresh_database(folder), database)
    before = dump(database)
    source = folder / "entries.json"
    source.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8", errors="surrogatepass")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = main(["--db", f"sqlite:///{database}", "catalogue", "import", str(source)])
    figures.runs += 1
    figures.by_kind[kind.template_name] = figures.by_kind.get(kind.template_name, 0) + 1
    text = err.getvalue()
    if UNFORESEEN.search(text) or "unexpected" in text:
        figures.unexpected.append(f"{kind.template_name}: {text.strip()[:200]}")
    elif code == 2:
        lines = text.strip("\n").split("\n")
        if len(lines) != 1 or not lines[0].startswith("companion: error: "):
            figures.unexpected.append(f"{kind.template_name}: not one line: {text[:200]}")
        elif dump(database) != before:
            figures.changed += 1
        else:
            figures.refused += 1
    elif code == 0:
        problem = session_problem(kind, database)
        if problem:
            figures.unexpected.append(f"{kind.template_name}: {problem[:200]}")
        else:
            figures.imported += 1
    else:
        figures.unexpected.append(f"{kind.template_name}: exit {code}: {text.strip()[:200]}")


def fuzz_catalogue_imports(folder: Path, runs: int, seed: int) -> CatalogueFuzzFigures:
    """`runs` mutated catalogue files, kinds in turn, each run's choices from the seed and its number."""
    figures = CatalogueFuzzFigures()
    every = kinds()
    documents = {kind.template_name: document(kind) for kind in every}
    for number in range(runs):
        rng = random.Random(f"{seed}-catalogue-{number}")
        kind = every[number % len(every)]
        run_one(folder, kind, mutate(rng, documents[kind.template_name]), figures)
    return figures
