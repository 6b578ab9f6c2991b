"""Mutated catalogue files of every kind of every game: one clean refusal that writes nothing, or entries a session uses.

The short seeded version of `python bench/schema_fuzz.py catalogue N` (harness: tests/cli/catalogue_fuzz.py).
"""

from __future__ import annotations

from tests.cli.catalogue_fuzz import CatalogueFuzzFigures, document, fuzz_catalogue_imports, kinds, run_one


def test_every_kind_has_a_template_and_its_unchanged_file_is_imported_or_refused_cleanly(tmp_path):
    every = kinds()
    assert len(every) == 19
    figures = CatalogueFuzzFigures()
    for kind in every:
        run_one(tmp_path, kind, document(kind), figures)
    assert figures.unexpected == [] and figures.changed == 0
    assert figures.imported >= 15  # the template's example with the shipped entries is a usable file


def test_mutated_catalogue_files_of_every_kind_are_refused_untouched_or_usable_by_a_new_session(tmp_path):
    figures = fuzz_catalogue_imports(tmp_path, 76, seed=20261128)
    assert figures.runs == 76 and len(figures.by_kind) == 19
    assert figures.unexpected == []
    assert figures.changed == 0
    assert figures.refused + figures.imported == 76 and figures.refused and figures.imported


def test_a_second_dungeoneer_entrance_is_refused_at_import_instead_of_breaking_every_new_session(tmp_path):
    """Found by the campaign: a location file marking a second entrance was accepted, and then every new
    Dungeoneer session was refused ("the session's locations need exactly one entrance")."""
    from cards_db.kinds import get_kind

    kind = get_kind("dungeoneer", "location")
    doc = document(kind)
    doc["entries"][0]["entrance"] = True  # the template's room made an entrance, beside the shipped one
    figures = CatalogueFuzzFigures()
    run_one(tmp_path, kind, doc, figures)
    assert figures.refused == 1 and figures.unexpected == []
    replacing = document(kind)
    replacing["entries"] = [e for e in replacing["entries"] if e.get("entrance")]  # the shipped entrance, same id
    run_one(tmp_path, kind, replacing, figures)
    assert figures.imported == 1 and figures.unexpected == []


def test_an_unconfirmed_name_that_is_no_field_is_refused_instead_of_leaving_the_card_out_of_every_session(tmp_path):
    """Found by the campaign: the shipped entrance with 'unconfirmed': ['exi[bold]ts'] was accepted, a session
    then left it out as a card with unknown values, and every new Dungeoneer session had no entrance."""
    from cards_db.kinds import get_kind

    kind = get_kind("dungeoneer", "location")
    doc = document(kind)
    entrance = next(e for e in doc["entries"] if e.get("entrance"))
    entrance["unconfirmed"] = ["exi[bold]ts"]
    figures = CatalogueFuzzFigures()
    run_one(tmp_path, kind, doc, figures)
    assert figures.refused == 1 and figures.unexpected == []
