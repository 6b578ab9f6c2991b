"""The name rule of cards_db.names applied to everything a session names: itself, its players and its catalogue entries."""

from __future__ import annotations

from collections.abc import Mapping

from cards_db.names import name_problem
from rules_engine.game import GameSetup
from rules_engine.messages import Message


def setup_names(setup: GameSetup) -> list[tuple[str, str]]:
    """Every name a setup carries with the field it fills: its players' and its catalogue entries' (heroes)."""
    names: list[tuple[str, str]] = [(Message("name of player {seat}", seat=seat), player.name)
                                    for seat, player in enumerate(setup.players, start=1)]
    catalogue = setup.to_json().get("catalogue")
    for kind, entries in (catalogue.items() if isinstance(catalogue, Mapping) else ()):
        for entry_id, entry in (entries.items() if isinstance(entries, Mapping) else ()):
            if isinstance(entry, Mapping) and isinstance(entry.get("name"), str):
                names.append((Message("name of the {kind} entry {id}", kind=kind, id=repr(entry_id)), entry["name"]))
    return names


def session_names_problem(name: str, setup: GameSetup | None = None) -> Message | None:
    """What is wrong with a session's name or a name in its setup, naming the field; None when all are fine."""
    named = [(Message("session name"), name)] + (setup_names(setup) if setup is not None else [])
    for field, text in named:
        if problem := name_problem(field, text.strip()):
            return problem
    return None
