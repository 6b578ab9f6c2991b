"""A malformed Dungeoneer import names the card and the field, and leaves the catalogue as it was."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cards_db.kinds import CatalogueError
from cards_db.store import imported_entries, save_entries
from companion.services.store import SessionStore
from tests.dungeoneer.flow import CARDS, LOCATIONS, MONSTERS
from tests.support.fresh_store import fresh_store_file


@pytest.fixture
def store(tmp_path, migrated_store_file) -> Iterator[SessionStore]:
    """A store holding the table's monsters and locations, imported once."""
    opened = SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / "sessions.db"))
    save_entries("dungeoneer", "monster", MONSTERS, source="first import", db=opened)
    save_entries("dungeoneer", "location", {"library": LOCATIONS["library"]}, source="first import", db=opened)
    yield opened
    opened.close()


def test_one_bad_monster_in_a_batch_names_itself_and_its_field_and_nothing_is_saved(store: SessionStore) -> None:
    before = imported_entries("dungeoneer", "monster", db=store)
    batch = {"ghoul": {**MONSTERS["zombie"], "id": "ghoul", "name": "Ghoul"},
             "zombie": {**MONSTERS["zombie"], "health": "lots"}}
    with pytest.raises(CatalogueError, match=r"'zombie'.*'health'"):
        save_entries("dungeoneer", "monster", batch, source="bad.json", db=store)
    assert imported_entries("dungeoneer", "monster", db=store) == before  # the good ghoul is not saved either


def test_a_location_whose_exit_lacks_its_number_is_refused_and_the_old_entry_stays(store: SessionStore) -> None:
    broken = {**LOCATIONS["library"], "glory": 9,
              "exits": {**LOCATIONS["library"]["exits"], "west": {"kind": "blocked", "stat": "speed"}}}
    with pytest.raises(CatalogueError, match=r"library.*'exits.west.target' is missing"):
        save_entries("dungeoneer", "location", {"library": broken}, source="bad.json", db=store)
    assert imported_entries("dungeoneer", "location", db=store)["library"]["glory"] == LOCATIONS["library"]["glory"]


def test_a_card_with_an_unknown_timing_names_the_card_and_the_field(store: SessionStore) -> None:
    with pytest.raises(CatalogueError, match=r"'helm'.*'timing'"):
        save_entries("dungeoneer", "card", {"helm": {**CARDS["helm"], "timing": "whenever"}}, source="bad.json",
                     db=store)
    assert imported_entries("dungeoneer", "card", db=store) == {}
