"""A Dungeoneer location typed in play is kept in the table's catalogue, checked as every path into it is checked.

The card the engine reads from the words typed after its name becomes the catalogue entry `location_entry` makes; the
location kind validates it (the one validation an import and the form use); the engine reads it back as the same
card. `keep_in_catalogue` saves it, leaves a catalogue holding the same card as it is, and never changes one holding
a different card of that name. None of this existed on 8f61c961 (cards_db/dungeoneer_typed_entries.py and
companion/services/typed_catalogue.py are new): a typed card lived in the session's log only."""

from __future__ import annotations

import pytest

from cards_db.dungeoneer_typed_entries import location_entry, same_location
from cards_db.kinds import get_kind
from cards_db.store import CatalogueEntryRow, imported_entries, save_entries
from companion.services.store import SessionStore
from companion.services.typed_catalogue import TYPED_IN_PLAY, TypedCard, keep_in_catalogue
from functools import partial
from rules_engine.dungeoneer.catalogue_cards import location_from
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.typed_locations import parse_location
from sqlmodel import Session, select

TYPED = (
    ("North tunnel", "tunnel 0 0 open open open open"),
    ("Hall", "room 2 1 open wall blocked:5:speed open hazard spikes 4 speed effect A  draughty   hall"),
    ("Pit room", "room 1 2 trap:4:melee open open wall hazard danger"),
    ("Troll's bridge", "room 3 0 open blocked:6:magic wall open hazard pit 3 speed"),
)


def typed(name: str, values: str) -> LocationCard:
    return parse_location(name, tuple(values.split()))


def kept(card: LocationCard) -> TypedCard:
    return TypedCard("dungeoneer", "location", location_entry(card), partial(same_location, card),
                     laid_by_name=True)


@pytest.mark.parametrize(("name", "values"), TYPED)
def test_a_typed_location_is_an_entry_the_location_kind_accepts_and_reads_back_as_the_same_card(name: str,
                                                                                                 values: str) -> None:
    card = typed(name, values)
    clean = get_kind("dungeoneer", "location").validate(location_entry(card))
    assert clean["id"] == card.id and clean["name"] == name
    assert location_from(clean) == card
    assert same_location(card, clean)


def test_a_location_with_another_printed_value_is_not_the_same_card() -> None:
    card = typed(*TYPED[1])
    other = location_entry(typed("Hall", "room 2 1 open wall blocked:4:speed open hazard spikes 4 speed"))
    assert not same_location(card, other)
    assert not same_location(card, {**location_entry(card), "glory": None, "unconfirmed": ["glory"]})


def test_a_typed_location_is_saved_as_the_tables_own(store: SessionStore) -> None:
    card = typed(*TYPED[0])
    said = keep_in_catalogue(kept(card), db=store)
    assert said is not None and said.saved
    assert str(said.message) == "North tunnel is saved in your catalogue as your own card: a later game can lay it by name."
    assert imported_entries("dungeoneer", "location", db=store) == {
        "north-tunnel": get_kind("dungeoneer", "location").validate(location_entry(card))}
    with Session(store.engine) as session:
        rows = session.exec(select(CatalogueEntryRow)).all()
    assert [(row.entry_id, row.source) for row in rows] == [("north-tunnel", TYPED_IN_PLAY)]


def test_the_same_card_already_in_the_catalogue_is_left_as_it_is_and_nothing_is_said(store: SessionStore) -> None:
    card = typed(*TYPED[1])
    # Typed in the catalogue form, whose id is made from the name in its own way: the card is found by its name.
    entry = {**location_entry(card), "id": "the-hall", "effect": "A draughty hall"}
    save_entries("dungeoneer", "location", {"the-hall": entry}, source="catalogue form", db=store)
    assert keep_in_catalogue(kept(card), db=store) is None
    assert list(imported_entries("dungeoneer", "location", db=store)) == ["the-hall"]


def test_a_different_card_of_that_name_in_the_catalogue_is_said_and_left_unchanged(store: SessionStore) -> None:
    held = location_entry(typed("North Tunnel", "tunnel 1 0 open wall open wall"))
    save_entries("dungeoneer", "location", {"north-tunnel": held}, source="catalogue form", db=store)
    before = imported_entries("dungeoneer", "location", db=store)
    said = keep_in_catalogue(kept(typed(*TYPED[0])), db=store)
    assert said is not None and not said.saved
    assert str(said.message).startswith("North tunnel was not saved in your catalogue: it holds a different card "
                                        "named North Tunnel. This game goes on with the card as typed")
    assert imported_entries("dungeoneer", "location", db=store) == before


def test_an_entry_the_location_kind_refuses_is_said_and_nothing_is_written(store: SessionStore) -> None:
    card = typed(*TYPED[0])
    bad = TypedCard("dungeoneer", "location", {**location_entry(card), "glory": 99}, partial(same_location, card),
                    laid_by_name=True)
    said = keep_in_catalogue(bad, db=store)
    assert said is not None and not said.saved and "'glory'" in str(said.message)
    assert imported_entries("dungeoneer", "location", db=store) == {}


def test_a_player_link_keeps_the_card_in_the_game_only(store: SessionStore) -> None:
    said = keep_in_catalogue(kept(typed(*TYPED[0])), db=store, locked=True)
    assert said is not None and not said.saved and "player link" in str(said.message)
    assert imported_entries("dungeoneer", "location", db=store) == {}
