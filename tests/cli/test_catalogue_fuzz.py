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
