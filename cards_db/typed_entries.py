"""Cards a move took from the words the table typed in play, as the catalogue entries they become.

A game whose commands take a card's values after its name ('Dragon as monster 3 health 2 melee 4') says which cards
an applied move typed: its catalogue module registers a maker (`register_typed_cards`), a function of the action and
the session's state after it, imported only when a move is asked about. The frame and `companion play` both ask
`typed_cards` and keep what it gives through `companion.services.typed_catalogue`: one path for a card typed on the
screen or in a transcript. The engine never sees the catalogue; a maker reads the session's card and writes it as
the kind's format describes it, and `same` says whether an entry the catalogue holds prints that card.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from cards_db.kinds import kinds_of
from rules_engine.actions import Action


@dataclass(frozen=True)
class TypedCard:
    """A card a move took from the words the table typed: its game and kind in the catalogue, the entry it becomes,
    whether an entry the catalogue holds prints the same card, and whether a later game lays it on the table by its
    name (a location), rather than knowing it by its name when it is drawn or played.

    Some of what a table types completes or replaces what its catalogue holds rather than adding a card: a Runebound
    2e hero card's numbers the book does not print (the catalogue holds the hero with those values unknown), or the
    table's terrain die described anew. `fill` gives the entry to save in place of the one held, or None when the
    held one disagrees with what was typed (then it is left as it is, and the table is told). `single` says the kind
    holds one entry a table (its die), which is the one held whatever its name; `several` is what the table is told
    when its catalogue holds more than one (nothing is saved). `saved` is what the table is told once it is kept (a
    message that may name `{name}`), when the usual sentence about a card does not fit."""

    game: str
    kind: str
    entry: dict[str, Any]
    same: Callable[[Mapping[str, Any]], bool]
    laid_by_name: bool = False
    fill: Callable[[Mapping[str, Any]], dict[str, Any] | None] | None = None
    single: bool = False
    several: str = ""
    saved: str = ""
    #: The card's name as a message says it in the table's language (a hero's printed name), when it has one.
    shown: Any = None

    @property
    def name(self) -> str:
        """The card's name as typed."""
        return str(self.entry.get("name") or self.entry.get("id", ""))


#: Each game's maker of typed cards: the module that holds its `typed_cards(action, state)`, imported on first use.
_MAKERS: dict[str, str] = {}


def register_typed_cards(game: str, module: str) -> None:
    """Say that `module` holds `typed_cards(action, state)` for `game` (called by the game's catalogue module)."""
    _MAKERS[game] = module


def typed_cards(game: str, action: Action, state: object) -> tuple[TypedCard, ...]:
    """The cards `action` took from values the table typed (`state`: the session after it); none for a game whose
    commands type no card."""
    kinds_of(game)  # the game's catalogue modules are loaded: they register its maker
    module = _MAKERS.get(game)
    if module is None:
        return ()
    maker: Callable[[Action, object], tuple[TypedCard, ...]] = import_module(module).typed_cards
    return maker(action, state)
