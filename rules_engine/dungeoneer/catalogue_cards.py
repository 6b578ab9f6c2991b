"""The location cards of a session: read from the catalogue copied into its setup."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.dungeoneer.exits import SIDES, Exit, ExitKind
from rules_engine.dungeoneer.locations import Hazard, HazardKind, LocationCard, LocationKind
from rules_engine.dungeoneer.stats import Stat


def unknown_values(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The fields an entry lists as unconfirmed and leaves null: values the table must still give.

    A path like `forms.melee.value` names a nested value. A card with any of them is left out of a
    session (the game says which), as the book does not print them.
    """
    unknown = []
    for path in data.get("unconfirmed", ()):
        value: Any = data
        for part in str(path).split("."):
            value = value.get(part) if isinstance(value, Mapping) else None
        if value is None:
            unknown.append(str(path))
    return tuple(unknown)


def exit_from(data: Mapping[str, Any]) -> Exit:
    """An exit from its catalogue form: {"kind": "blocked", "target": 5, "stat": "speed"}."""
    stat = data.get("stat")
    return Exit(ExitKind(data["kind"]), int(data.get("target", 0)), Stat(stat) if stat else None)


def location_from(data: Mapping[str, Any]) -> LocationCard:
    """A location card from its validated catalogue entry."""
    exits = tuple(exit_from(data["exits"][str(side)]) for side in SIDES)
    hazard = data.get("hazard")
    return LocationCard(
        str(data["id"]), str(data["name"]), LocationKind(data["kind"]), int(data["glory"]), int(data["peril"]),
        exits,  # type: ignore[arg-type]  # one per side (SIDES): mypy cannot count them
        bool(data.get("entrance", False)),
        Hazard(HazardKind(hazard["kind"]), int(hazard.get("target", 0)),
               Stat(hazard["stat"]) if hazard.get("stat") else None) if hazard else None,
        str(data.get("effect", "")),
    )
