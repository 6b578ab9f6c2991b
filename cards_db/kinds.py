"""Catalogue kinds: what kinds of catalogue entry each game has, how to validate one, what ships.

A game's catalogue module (`cards_db/<game>.py`) calls `register_kind` for each kind of entry
it owns (Dice Throne heroes, Runebound heroes, terrain dice, ...). `validate` turns a raw JSON
object into the clean dict the engine takes, or raises `CatalogueError` saying what is wrong;
`shipped` returns the entries that come with the product, keyed by id. A kind's `schema`
(`cards_db.schema`) describes its fields: the validator checks an entry's shape with it, and the
template (`companion catalogue template`), docs/catalogue.md and the in-app editor are made from it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from cards_db.errors import CatalogueError
from cards_db.schema import Schema
from rules_engine.messages import Message
from rules_engine.module_loading import import_present
from rules_engine.plugin import game_plugins

__all__ = ["CatalogueError", "CatalogueKind", "get_kind", "kinds_of", "all_kinds", "register_kind"]


@dataclass(frozen=True)
class CatalogueKind:
    """One kind of catalogue entry of one game."""

    game: str
    kind: str
    label: str
    validate: Callable[[Mapping[str, Any]], dict[str, Any]]
    shipped: Callable[[], dict[str, dict[str, Any]]]
    #: The fields of one entry; None for a kind not described yet (it then has no template).
    schema: Schema | None = None
    #: A deck (locations, cards ...): every entry, shipped and imported, is copied into each new
    #: session of the game under this key of its setup's catalogue. Empty for kinds chosen per seat.
    session_key: str = ""
    #: What only the whole catalogue of this kind can say (no two class cards of one name in one deck):
    #: given every entry by id, raises CatalogueError. Run on an import file and on the catalogue it would make.
    check_together: Callable[[Mapping[str, Mapping[str, Any]]], None] | None = None

    @property
    def template_name(self) -> str:
        """The name `companion catalogue template` knows this kind by, e.g. 'dice-throne-hero'."""
        return f"{self.game}-{self.kind}"


_KINDS: dict[tuple[str, str], CatalogueKind] = {}


def register_kind(kind: CatalogueKind) -> CatalogueKind:
    """Register a catalogue kind; the same (game, kind) twice fails loudly."""
    key = (kind.game, kind.kind)
    if key in _KINDS and _KINDS[key] is not kind:
        raise ValueError(f"catalogue kind {key} registered twice")
    _KINDS[key] = kind
    return kind


def get_kind(game: str, kind: str) -> CatalogueKind:
    """The registered kind; CatalogueError if the game has no such catalogue."""
    _ensure_loaded()
    try:
        return _KINDS[(game, kind)]
    except KeyError:
        raise CatalogueError(Message("{game} has no catalogue of {kind}", game=game, kind=kind)) from None


def kinds_of(game: str) -> tuple[CatalogueKind, ...]:
    """All catalogue kinds one game registers."""
    _ensure_loaded()
    return tuple(k for (g, _), k in sorted(_KINDS.items()) if g == game)


def all_kinds() -> tuple[CatalogueKind, ...]:
    """Every registered catalogue kind of every game, by game then kind."""
    _ensure_loaded()
    return tuple(k for _, k in sorted(_KINDS.items()))


@cache
def _ensure_loaded() -> None:
    """Import the catalogue modules every game plugin declares, once (a missing one is skipped)."""
    import_present(name for plugin in game_plugins() for name in plugin.catalogue_modules)
