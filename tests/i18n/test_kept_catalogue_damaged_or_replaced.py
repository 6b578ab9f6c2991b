"""A compiled catalogue that is damaged is refused where it is read, and one that is replaced leaves the app reading.

The catalogue's construction (`Catalogue`) is where a compiled file is checked: its signature, its tables, and every
original and translation inside the file. A damaged file in the cache folder, or beside the .po, is passed over and the
.po compiled again, never a traceback. The app keeps the file mapped, so every writer of it writes a new file and renames
it over the old one: a file rewritten or truncated in place under the mapping would kill the app (SIGBUS) when a page
past its new end is read, a renamed one leaves the mapping on the old file."""

from __future__ import annotations

import gettext
import io
import struct
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from companion.services.i18n import catalogues
from companion.services.i18n.catalogues import Catalogue, compile_po, compiled_po, kept_path, load_catalogue
from companion.services.settings import DATA_DIR_ENV
from scripts import i18n_catalogues

PO = r'''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

msgid "Face {number}"
msgstr "Грань {number}"

msgctxt "dungeoneer word"
msgid "north"
msgstr "север"

msgid "{count} card"
msgid_plural "{count} cards"
msgstr[0] "{count} карта"
msgstr[1] "{count} карты"
msgstr[2] "{count} карт"

msgid "Undo"
msgstr "Отменить"
'''
#: A header, a context, a counted message: the words of the small catalogue as the app asks for them.
ASKED: tuple[tuple[str, Callable[[gettext.NullTranslations], str]], ...] = (
    ("Грань {number}", lambda catalogue: catalogue.gettext("Face {number}")),
    ("север", lambda catalogue: catalogue.pgettext("dungeoneer word", "north")),
    ("{count} карты", lambda catalogue: catalogue.ngettext("{count} card", "{count} cards", 3)),
    ("{count} карт", lambda catalogue: catalogue.ngettext("{count} card", "{count} cards", 5)),
    ("Отменить", lambda catalogue: catalogue.gettext("Undo")),
)


def reads_every_message(catalogue: gettext.NullTranslations) -> bool:
    return [ask(catalogue) for _text, ask in ASKED] == [text for text, _ask in ASKED]


def _with(data: bytes, at: int, value: int) -> bytes:
    """`data` with the 32-bit number at `at` set to `value` (a Babel .mo is little-endian)."""
    return data[:at] + struct.pack("<I", value) + data[at + 4:]


def _last_entry(data: bytes, table_word: int) -> int:
    """Where the offset of the last entry of a table (the original's: word 3 of the header; translation's: 4) is."""
    count, table = struct.unpack_from("<I", data, 8)[0], struct.unpack_from("<I", data, 4 * table_word)[0]
    return table + 8 * (count - 1) + 4


#: Each damage a kept file may have, made from the good bytes.
DAMAGES: dict[str, Callable[[bytes], bytes]] = {
    "truncated in its strings": lambda data: data[:len(data) - 20],
    "truncated in its header": lambda data: data[:12],
    "a translation's offset past the end": lambda data: _with(data, _last_entry(data, 4), len(data)),
    "an original's offset past the end": lambda data: _with(data, _last_entry(data, 3), len(data) - 2),
    "a bad magic": lambda data: b"\x00\x00\x00\x00" + data[4:],
    "a wrong count": lambda data: _with(data, 8, struct.unpack_from("<I", data, 8)[0] + 3),
    "a count past any table": lambda data: _with(data, 8, 0x7FFFFFFF),
}


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The small catalogue compiled."""
    po = tmp_path_factory.mktemp("small") / "ru" / "LC_MESSAGES" / "companion.po"
    po.parent.mkdir(parents=True)
    po.write_text(PO, encoding="utf-8")
    return compile_po(po)


@pytest.fixture
def locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A locale folder holding the small Russian .po, and a data folder of its own (its cache folder empty); the
    catalogues loaded are forgotten before and after."""
    folder = tmp_path / "locale"
    (folder / "ru" / "LC_MESSAGES").mkdir(parents=True)
    (folder / "ru" / "LC_MESSAGES" / "companion.po").write_text(PO, encoding="utf-8")
    monkeypatch.setattr(catalogues, "LOCALE_DIR", folder)
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    load_catalogue.cache_clear()
    try:
        yield folder
    finally:
        load_catalogue.cache_clear()


def the_kept_file(locale: Path, tmp_path: Path) -> Path:
    return kept_path(locale / "ru" / "LC_MESSAGES" / "companion.po", tmp_path / "data" / "cache" / "catalogues")


def test_the_small_catalogue_reads_as_gettext_reads_it(good: bytes) -> None:
    assert reads_every_message(gettext.GNUTranslations(io.BytesIO(good)))
    assert reads_every_message(Catalogue(good))


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_compiled_file_is_refused_by_the_catalogue(good: bytes, damage: str) -> None:
    with pytest.raises(ValueError, match="not a compiled catalogue"):
        Catalogue(DAMAGES[damage](good))


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_kept_file_is_compiled_again_from_the_po(
        good: bytes, damage: str, locale: Path, tmp_path: Path) -> None:
    kept = the_kept_file(locale, tmp_path)
    kept.parent.mkdir(parents=True)
    kept.write_bytes(DAMAGES[damage](good))
    catalogue = load_catalogue("ru")
    assert isinstance(catalogue, Catalogue) and reads_every_message(catalogue)
    assert kept.read_bytes() == good  # kept again, whole
    assert compiled_po(locale / "ru" / "LC_MESSAGES" / "companion.po", kept.parent) == good


@pytest.mark.parametrize("damage", ["truncated in its strings", "a translation's offset past the end"])
def test_a_damaged_mo_beside_the_po_is_passed_over_for_the_po(
        good: bytes, damage: str, locale: Path, tmp_path: Path) -> None:
    mo = locale / "ru" / "LC_MESSAGES" / "companion.mo"
    mo.write_bytes(DAMAGES[damage](good))  # newer than the .po: the one the app would read
    catalogue = load_catalogue("ru")
    assert isinstance(catalogue, Catalogue) and reads_every_message(catalogue)
    assert the_kept_file(locale, tmp_path).read_bytes() == good


def test_a_kept_file_removed_or_outdated_and_compiled_by_another_launch_leaves_the_open_catalogue_reading(
        locale: Path, tmp_path: Path) -> None:
    po, kept = locale / "ru" / "LC_MESSAGES" / "companion.po", the_kept_file(locale, tmp_path)
    compiled_po(po, kept.parent)  # kept by an earlier launch
    catalogue = load_catalogue("ru")  # the kept file, mapped
    mapped_inode = kept.stat().st_ino
    assert isinstance(catalogue, Catalogue) and reads_every_message(catalogue)
    kept.unlink()  # the cache folder cleaned; then another launch compiles the .po again
    compiled_po(po, kept.parent)
    assert kept.stat().st_ino != mapped_inode
    assert reads_every_message(catalogue)
    po.write_text(PO.replace("север", "Север"), encoding="utf-8")  # the .po changed: compiled anew, the old file goes
    compiled_po(po, kept.parent)
    assert not kept.exists() and len(list(kept.parent.iterdir())) == 1
    assert reads_every_message(catalogue)


def test_the_scripts_compile_replaces_the_mo_beside_the_po_and_never_rewrites_it_in_place(
        locale: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n_catalogues, "LOCALE", locale)
    monkeypatch.setattr(i18n_catalogues, "LANGUAGES", ("ru",))
    po = locale / "ru" / "LC_MESSAGES" / "companion.po"
    mo = po.with_suffix(".mo")
    i18n_catalogues.compile_all()
    catalogue = load_catalogue("ru")  # the .mo beside the .po, mapped
    assert isinstance(catalogue, Catalogue) and reads_every_message(catalogue)
    mapped_inode, size = mo.stat().st_ino, mo.stat().st_size
    po.write_text(PO.replace('msgid "Undo"\nmsgstr "Отменить"\n', ""), encoding="utf-8")
    i18n_catalogues.compile_all()  # a shorter file: read in place, the old file's last page would be past its end
    assert mo.stat().st_size < size
    assert mo.stat().st_ino != mapped_inode, "the .mo was rewritten in place under the mapped catalogue"
    assert reads_every_message(catalogue)
