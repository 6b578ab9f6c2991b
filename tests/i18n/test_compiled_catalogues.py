"""A language's catalogue compiled once and kept in the cache folder, and the English message ids it knows.

On a fresh install no .mo is built: the .po is compiled with Babel (about 0.1 s) the first time the language is
chosen and kept under the digest of its bytes, so later launches read it back. The compiled file's original strings
are the message ids a saved English sentence is read through (`stored_text`), so the template file is not read
(Babel's reader: about 0.14 s of CPU and several MiB) at a launch in Russian."""

from __future__ import annotations

import gettext
import io
import itertools
from pathlib import Path

import pytest

from companion.services.i18n import stored_text
from companion.services.i18n.catalogues import (
    Catalogue, MessageId, compile_po, compiled_po, load_catalogue, mo_message_ids, po_path,
)


class Compiler:
    """`compile_po`, counted."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, po: Path) -> bytes:
        self.calls += 1
        return compile_po(po)


def copied_po(tmp_path: Path, language: str = "ru") -> Path:
    po = tmp_path / "locale" / language / "LC_MESSAGES" / "companion.po"
    po.parent.mkdir(parents=True)
    po.write_bytes(po_path(language).read_bytes())
    return po


def test_a_po_is_compiled_once_and_read_back_from_the_cache_folder(tmp_path: Path) -> None:
    po, cache, compiler = copied_po(tmp_path), tmp_path / "cache", Compiler()
    first = compiled_po(po, cache, compiler)
    again = compiled_po(po, cache, compiler)
    assert compiler.calls == 1 and again == first
    assert [path.name.split("-")[0] for path in cache.iterdir()] == ["ru"]
    translations = gettext.GNUTranslations(io.BytesIO(again))
    assert translations.gettext("Face {number}") == "Грань {number}"


def test_a_po_changed_in_any_way_is_compiled_again_and_the_older_file_goes(tmp_path: Path) -> None:
    po, cache, compiler = copied_po(tmp_path), tmp_path / "cache", Compiler()
    compiled_po(po, cache, compiler)
    po.write_bytes(po.read_bytes().replace("Грань {number}".encode(), "Сторона {number}".encode()))
    data = compiled_po(po, cache, compiler)
    assert compiler.calls == 2
    assert gettext.GNUTranslations(io.BytesIO(data)).gettext("Face {number}") == "Сторона {number}"
    assert len(list(cache.iterdir())) == 1


def test_a_damaged_kept_catalogue_is_compiled_again(tmp_path: Path) -> None:
    po, cache, compiler = copied_po(tmp_path), tmp_path / "cache", Compiler()
    compiled_po(po, cache, compiler)
    (kept,) = cache.iterdir()
    kept.write_bytes(kept.read_bytes()[:100])
    data = compiled_po(po, cache, compiler)
    assert compiler.calls == 2 and len(mo_message_ids(data)) > 1000
    assert kept.read_bytes() == data


def test_a_cache_folder_that_cannot_be_written_still_gives_the_catalogue(tmp_path: Path) -> None:
    po, compiler = copied_po(tmp_path), Compiler()
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    assert compiled_po(po, blocked / "cache", compiler) == compiled_po(po, None, compiler)
    assert compiler.calls == 2


@pytest.mark.parametrize("data", [b"", b"\x00" * 40, b"\xde\x12\x04\x95" + b"\xff" * 16])
def test_bytes_that_are_not_a_compiled_catalogue_are_refused(data: bytes) -> None:
    with pytest.raises(ValueError):
        mo_message_ids(data)


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_a_catalogue_knows_the_template_files_message_ids_it_translates(language: str) -> None:
    catalogue = load_catalogue(language)
    assert isinstance(catalogue, Catalogue)
    template_file = set(stored_text.template_file_message_ids())
    assert set(catalogue.message_ids) <= template_file
    assert len(catalogue.message_ids) > 1000 and any(message.plural for message in catalogue.message_ids)
    if language == "ru":  # every message is translated in Russian
        assert set(catalogue.message_ids) == template_file
        assert MessageId("V. Discard and draw", "dungeoneer word") in template_file


def sentences(templates: stored_text.Templates) -> list[str]:
    """A sentence made from every fifth template, its placeholders filled with names, numbers and game words."""
    fillers = itertools.cycle(["Ann", "3", "gold", "Borya", "north", "2 cards", "IV. Deeds"])
    made = []
    for template in templates.templates[::5]:
        values = {field: next(fillers) for field in template.fields}
        try:
            made.append(template.msgid.format(**values))
        except (KeyError, IndexError, ValueError):
            continue
    return made


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_a_saved_sentence_reads_the_same_through_the_catalogues_ids_as_through_the_template_file(
        language: str) -> None:
    catalogue = load_catalogue(language)
    plain = gettext.NullTranslations()  # the same translations (the catalogue as its fallback), no message ids
    plain.add_fallback(catalogue)
    assert stored_text.english_templates(plain) is stored_text.english_templates(None)  # the template file's
    made = sentences(stored_text.english_templates(None))
    assert len(made) > 300
    for sentence in made:
        assert stored_text._read(sentence, catalogue, 0) == stored_text._read(sentence, plain, 0), sentence
