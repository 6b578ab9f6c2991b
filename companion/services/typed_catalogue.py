"""A card the table typed in play ('North tunnel as tunnel 0 0 open open open open', 'Dragon as monster 3 health 2
melee 4'), kept in its catalogue.

The log keeps the typed words with the move, so the game replays the same anywhere; once the move is applied, the
app also keeps the card in the table's own catalogue, so that a later game deals it and lays it by name (the
charter: a table plays with what is printed on the cards in front of it, typed in the app, and nothing it saw is
lost). The entry goes in through `cards_db.store.save_entries`, validated by its kind as an import or the catalogue
form would validate it: no second check. A catalogue that already holds the same card is left as it is, silently;
one that holds a different card of that name is never changed: the table is told, and this game goes on with what
was typed. A hero's numbers the catalogue did not know, or the table's terrain die described anew, complete or
replace the entry it holds (`TypedCard.fill`). Undoing the move leaves the entry in the catalogue (a later game may
still lay the card; the Catalogue's form changes it, or forgets it:
`screens.catalogue_editor.CatalogueEditor.action_forget_entry`).

The game's catalogue module says which cards a move typed (`cards_db.typed_entries.typed_cards`); the engine never
sees the catalogue. The frame (`screens/session/acting.py`) and `companion play` (`companion/services/transcript.py`)
both keep a move's cards through `keep_typed_cards`, on the screen and from a transcript alike. This module imports the
store only when a card is kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cards_db.typed_entries import TypedCard, typed_cards
from rules_engine.actions import Action
from companion.services.i18n import translate
from rules_engine.messages import Message

__all__ = ["TYPED_IN_PLAY", "Kept", "TypedCard", "held_entry", "keep_in_catalogue", "keep_typed_cards"]

#: The `source` the catalogue records for a card typed in play (as "catalogue form" for the form, a file's name for
#: an import).
TYPED_IN_PLAY = "typed in play"


@dataclass(frozen=True)
class Kept:
    """What keeping a typed card came to: what to tell the table, whether the catalogue changed, and the card's name
    as typed."""

    message: Message
    saved: bool
    name: str


def held_entry(card: TypedCard, entries: Mapping[str, Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The catalogue's entry of this card: the one with its id, else the first with its name (either case); of a kind
    a table holds one of (its terrain die), the only one."""
    if card.single:
        return next(iter(entries.values())) if len(entries) == 1 else None
    by_id = entries.get(str(card.entry.get("id", "")))
    if by_id is not None:
        return by_id
    wanted = card.name.casefold()
    return next((entry for entry in entries.values() if str(entry.get("name", "")).casefold() == wanted), None)


def keep_in_catalogue(card: TypedCard, *, db: Any, locked: bool = False) -> Kept | None:
    """Save a card typed in play into the table's catalogue, unless it holds that card already (None: nothing to
    say) or a different card of that name (said, nothing changed). A store that refuses the entry is said too."""
    said = card.shown if card.shown is not None else card.name
    if locked:
        return Kept(Message("{name} is kept in this game only: a player link cannot save into this machine's "
                            "catalogue.", name=said), False, card.name)
    if db is None:
        return Kept(Message("{name} is kept in this game only: there is no catalogue to save it into.",
                            name=said), False, card.name)
    from cards_db.errors import CatalogueError, reason
    from cards_db.store import list_entries, save_entries

    try:
        entries = list_entries(card.game, card.kind, db=db)
        held = held_entry(card, entries)
        if held is not None:
            if card.same(held):
                return None
            filled = card.fill(held) if card.fill is not None else None
            if filled is None:
                return Kept(Message("{name} was not saved in your catalogue: it holds a different card named {held}. "
                                    "This game goes on with the card as typed; the Catalogue's form changes the card "
                                    "it holds.", name=said, held=str(held.get("name", card.name))), False,
                            card.name)
            # a note the fill words (a hero's source) is saved in the table's language, as the form shows it
            filled = {key: translate(value) if isinstance(value, Message) else value for key, value in filled.items()}
            save_entries(card.game, card.kind, {str(held["id"]): filled}, source=TYPED_IN_PLAY, db=db)
        elif card.single and entries:
            return Kept(Message(card.several or card.saved, name=said), False, card.name)
        else:
            save_entries(card.game, card.kind, {str(card.entry["id"]): card.entry}, source=TYPED_IN_PLAY, db=db)
    except CatalogueError as error:
        return Kept(Message("{name} was not saved in your catalogue: {error}. This game goes on with the card as "
                            "typed.", name=said, error=reason(error)), False, card.name)
    except Exception as error:  # noqa: BLE001 - a store that cannot be written is said; the move is already kept
        return Kept(Message("{name} was not saved in your catalogue: {error}. This game goes on with the card as "
                            "typed.", name=said, error=str(error)), False, card.name)
    if card.saved:
        return Kept(Message(card.saved, name=said), True, card.name)
    if card.laid_by_name:
        return Kept(Message("{name} is saved in your catalogue as your own card: a later game can lay it by name.",
                            name=said), True, card.name)
    return Kept(Message("{name} is saved in your catalogue as your own card: a later game knows it by its name alone, "
                        "when it is drawn or played.", name=said), True, card.name)


def keep_typed_cards(game: str, action: Action, state: object, *, db: Any,
                     locked: bool = False) -> tuple[Kept, ...]:
    """Keep in the table's catalogue each card an applied `action` took from values typed after its name (`state`:
    the session after it), and say what came of each (a card the catalogue holds already says nothing)."""
    kept = (keep_in_catalogue(card, db=db, locked=locked) for card in typed_cards(game, action, state))
    return tuple(said for said in kept if said is not None)
