"""A session setup's catalogue copy checked by the same kinds that check `catalogue import`.

A setup carries copies of catalogue entries (the heroes chosen, a game's decks, a described
terrain die, Runebound's class decks as dealt). Whichever path built the setup (the wizard,
`companion play --setup`, `sessions import`), each copy is checked here by its kind's validator,
so a value the catalogue refuses is refused in a setup too, with the same message, and the path of
the entry in front of it (`catalogue.locations.crypt`).

What a setup's catalogue holds that is no catalogue entry (Runebound 3e's challenge tokens and
markets) is the game's to check.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards_db.errors import CatalogueError, reason
from cards_db.kinds import CatalogueKind, kinds_of
from rules_engine.messages import Message

#: Where a Runebound 2e setup carries the class decks dealt at setup (rules_engine's `setup_step.CATALOGUE_KEY`).
CLASS_DECKS_KEY = "class_decks"
#: The fields of a dealt class deck that hold class cards.
CLASS_DECK_PARTS = ("cards", "talents")


def setup_key(kind: CatalogueKind) -> str:
    """The key of a setup's catalogue that carries entries of this kind ('heroes', 'locations', 'terrain_dice')."""
    if kind.kind == "hero":
        return "heroes"
    return kind.session_key or kind.kind.replace("-", "_")


def check_setup_catalogue(game: str, catalogue: Any) -> None:
    """Refuse a setup's catalogue copy holding an entry its kind refuses (CatalogueError naming the entry's path)."""
    if not isinstance(catalogue, Mapping):
        raise CatalogueError(Message("'catalogue' of the setup must be a JSON object"))
    for kind in kinds_of(game):
        key = setup_key(kind)
        if key not in catalogue or kind.kind == "class-card":
            continue
        held = catalogue[key]
        if kind.kind == "hero" or kind.session_key:
            _check_entries(kind, key, held)
        else:
            _check_one(kind, f"catalogue.{key}", held)
    if CLASS_DECKS_KEY in catalogue:
        _check_class_decks(game, catalogue[CLASS_DECKS_KEY])


def _check_entries(kind: CatalogueKind, key: str, held: Any) -> None:
    """Entries keyed by id, each valid for its kind, and the kind's rule over them all."""
    if not isinstance(held, Mapping):
        raise CatalogueError(Message("'catalogue.{key}' of the setup must be an object of entries keyed by id", key=key))
    clean = {}
    for entry_id, entry in held.items():
        path = f"catalogue.{key}.{entry_id}"
        if isinstance(entry, Mapping) and "id" not in entry:
            entry = {"id": entry_id, **entry}  # an entry keyed by its id need not repeat it
        clean[entry_id] = _check_one(kind, path, entry)
        if str(clean[entry_id].get("id", entry_id)) != str(entry_id).strip().lower():
            raise CatalogueError(Message("'{path}': the entry's id {id} is not the key it is filed under", path=path,
                                         id=repr(clean[entry_id].get("id"))))
    if kind.check_together is not None:
        try:
            kind.check_together(clean)
        except CatalogueError as error:
            raise CatalogueError(Message("'catalogue.{key}': {error}", key=key, error=reason(error))) from None


def _check_one(kind: CatalogueKind, path: str, entry: Any) -> dict[str, Any]:
    """One entry, checked by its kind; the error says where in the setup it is."""
    try:
        return kind.validate(entry)
    except CatalogueError as error:
        raise CatalogueError(Message("'{path}': {error}", path=path, error=reason(error))) from None
    except (TypeError, AttributeError, KeyError):  # not the shape of an entry at all
        raise CatalogueError(Message("'{path}' is not an entry of {kind}", path=path, kind=Message(kind.label))) from None


def _check_class_decks(game: str, decks: Any) -> None:
    """Each dealt class deck's cards and talents, checked as class-card entries are."""
    kind = next((k for k in kinds_of(game) if k.kind == "class-card"), None)
    if kind is None or not isinstance(decks, list):
        return  # the game's own decoding says what is wrong with the shape
    for index, deck in enumerate(decks):
        if not isinstance(deck, Mapping):
            continue
        for part in CLASS_DECK_PARTS:
            cards = deck.get(part)
            if not isinstance(cards, list):
                continue
            for position, card in enumerate(cards):
                path = f"catalogue.{CLASS_DECKS_KEY}[{index}].{part}[{position}]"
                _check_one(kind, path, _as_entry(card))


def _as_entry(card: Any) -> Any:
    """A dealt class card in the form of a catalogue entry (a dealt card says '' for 'no colour' and 'no deck')."""
    if not isinstance(card, Mapping):
        return card
    return {**card, **{key: None for key in ("colour", "deck") if card.get(key) == ""}}
