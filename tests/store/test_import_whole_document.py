"""An imported session document is checked whole before anything is written: the setup by the catalogue's schema,
every log entry by replaying it, every name it uses resolved; a bad one is refused naming where it is (issue 34)."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.services.store import InvalidDocument
from companion.services.store.transfer import validate_document
from tests.store import import_fuzz
from tests.store.golden_exports import golden_document, golden_documents
from tests.store.import_fuzz import MUTATIONS, FuzzFigures, ImportBench

DOCUMENTS = golden_documents()


def _renamed(document: dict, location: str) -> dict:
    """The document with one location of its setup's catalogue filed under another id (the log still names it)."""
    document = copy.deepcopy(document)
    locations = document["setup"]["catalogue"]["locations"]
    entry = locations.pop(location)
    locations[location + "-x"] = {**entry, "id": location + "-x"}
    return document


def _first_entry_placing(document: dict, location: str) -> int:
    """The number (from 1) of the first log entry whose action places this location (or tunnel)."""
    return next(number for number, row in enumerate(document["log"], start=1)
                if row["action"]["kind"].startswith("dungeoneer.place-") and row["action"]["data"].get("card") == location)


@pytest.mark.parametrize("location", ["t2", "crypt"])
def test_a_log_naming_a_location_the_setup_no_longer_has_is_refused_at_its_entry(location):
    entry = _first_entry_placing(DOCUMENTS["dungeoneer"], location)
    with pytest.raises(InvalidDocument, match=f"action {entry} .*no location '{location}' in this session's cards"):
        validate_document(_renamed(DOCUMENTS["dungeoneer"], location))


def test_a_card_name_with_a_control_character_is_refused():
    document = copy.deepcopy(DOCUMENTS["dungeoneer"])
    document["log"][0]["action"]["data"]["card"] = "t\x001"
    with pytest.raises(InvalidDocument, match=r"action 1 .*no location 't\\x001'"):
        validate_document(document)
    document = copy.deepcopy(DOCUMENTS["dungeoneer"])
    document["setup"]["catalogue"]["locations"]["library"]["name"] = "libra\x00y"
    with pytest.raises(InvalidDocument, match="'catalogue.locations.library'.*control character"):
        validate_document(document)


def test_a_terrain_die_face_turned_into_a_list_is_refused_with_its_path():
    document = golden_document("runebound2-doom-track", 40)
    document["setup"]["catalogue"]["terrain_dice"]["faces"][0] = [["plains", "road"]]
    with pytest.raises(InvalidDocument, match=r"'catalogue.terrain_dice'.*'faces\[1\]\[1\]' expects text"):
        validate_document(document)


def test_a_setup_value_the_catalogue_refuses_is_refused_in_an_import():
    document = copy.deepcopy(DOCUMENTS["dungeoneer"])
    document["setup"]["catalogue"]["locations"]["crypt"]["peril"] = -4
    with pytest.raises(InvalidDocument, match="'catalogue.locations.crypt'.*'peril' expects a whole number from 0 to 6"):
        validate_document(document)


@pytest.mark.parametrize("game", sorted(DOCUMENTS))
def test_the_golden_documents_import(game):
    assert validate_document(copy.deepcopy(DOCUMENTS[game])).game_id == game


class GoldenImportBench(ImportBench):
    """The import fuzz's bench with Dungeoneer's and Runebound 3e's documents made from their golden games."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.documents.update(copy.deepcopy(DOCUMENTS))
        self.texts.update({game: import_fuzz.json.dumps(document) for game, document in DOCUMENTS.items()})


@pytest.fixture(scope="module")
def bench(tmp_path_factory: pytest.TempPathFactory) -> GoldenImportBench:
    return GoldenImportBench(tmp_path_factory.mktemp("golden-import-fuzz"))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False), kind=st.sampled_from(sorted(MUTATIONS)),
       game=st.sampled_from(sorted(DOCUMENTS)))
def test_a_mutated_dungeoneer_or_runebound3_export_is_refused_cleanly_or_imported_correctly(
        bench: GoldenImportBench, rng: random.Random, kind: str, game: str) -> None:
    figures = FuzzFigures()
    bench.run(bench.mutate(rng, kind, game), kind, figures)
    assert figures.runs == figures.refused + figures.imported == 1
    assert figures.problems == []
