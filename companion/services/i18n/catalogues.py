"""The gettext catalogues: .po files shipped in `locale/`, compiled to .mo on first use when none is built.

The .po files are the source, kept in the repository. A .mo beside a .po is used when it is at
least as new (`scripts/i18n_catalogues.py compile` writes them); otherwise the .po is compiled with
Babel once and the result kept in the cache folder under the digest of the .po's bytes (a .po
changed in any way is compiled again), so `pip install -e .` on a fresh machine and CI need no build
step, and a launch in another language than English does not compile it again.

A catalogue knows the English message ids it translates (`Catalogue.message_ids`, read from the
compiled file: the original strings of a .mo, with their contexts and plural forms), so that a
sentence saved in English is read back through them without reading the template file.

A catalogue keeps its compiled file as it is (mapped from the file when there is one, else its bytes) and looks a
message up in it through a table of hashes, as GNU gettext does with a .mo's own table (Babel writes none), instead
of decoding every message into a dict as `gettext.GNUTranslations` does: a message is decoded when it is first
asked for (about 5,900 messages in Russian: 1.9 MiB of Python strings and dict against a table of 64 KiB and the
pages of the file a lookup touches).
"""

from __future__ import annotations

import gettext
import hashlib
import io
import mmap
import struct
import sys
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from operator import add
from pathlib import Path

#: The gettext domain: locale/<lang>/LC_MESSAGES/companion.po.
DOMAIN = "companion"

#: The folder of the catalogues (package data).
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

#: The folder inside the cache folder where compiled catalogues are kept.
COMPILED_FOLDER = "catalogues"

#: How a .mo file begins (either byte order), and how gettext joins a context to its message id and the singular
#: of a counted message to its plural.
_MO_MAGIC = (0x950412DE, 0xDE120495)
CONTEXT_SEPARATOR = "\x04"
PLURAL_SEPARATOR = "\x00"


@dataclass(frozen=True)
class MessageId:
    """One English message a catalogue translates: its id, its context (None: none) and its plural (None: not counted)."""

    id: str
    context: str | None = None
    plural: str | None = None


def _mo_layout(data: bytes | mmap.mmap) -> tuple[str, int, int, int]:
    """The byte order, message count and the offsets of the original and translated tables of a .mo file;
    ValueError for bytes that are not one: too short, no signature, or a table that lies past the file's end."""
    if len(data) < 20:
        raise ValueError("not a compiled catalogue: too short")
    for order in ("<", ">"):
        magic, _revision, count, originals, translations = struct.unpack_from(f"{order}5I", data)
        if magic == _MO_MAGIC[0]:
            if max(originals, translations) + 8 * count > len(data):
                raise ValueError("not a compiled catalogue: its tables lie past its end")
            return order, count, originals, translations
    raise ValueError("not a compiled catalogue: no .mo signature")


def _table(data: bytes | mmap.mmap, order: str, at: int, count: int) -> array[int]:
    """A table of a .mo file (`count` lengths and offsets, interleaved) in this machine's byte order; ValueError when
    one of its strings lies past the file's end. The table itself lies inside the file (`_mo_layout`)."""
    table = array("I", data[at:at + 8 * count])
    if table.itemsize != 4:  # pragma: no cover - a platform whose C int is not 32 bits
        table = array("L", data[at:at + 8 * count])
    if (order == "<") != (sys.byteorder == "little"):
        table.byteswap()
    if count and max(map(add, table[::2], table[1::2])) > len(data):
        raise ValueError("not a compiled catalogue: a message lies past its end")
    return table


def _original_places(data: bytes | mmap.mmap, order: str, count: int, originals: int) -> Iterator[tuple[int, int, int]]:
    """Each message's number, and its original's length and offset in the file (the .mo's table of originals);
    ValueError, before the first, for a table or an original that lies past the file's end."""
    table = _table(data, order, originals, count)
    return zip(range(count), table[::2], table[1::2])


def _header_only(header: bytes) -> bytes:
    """A .mo file holding only a catalogue's header (the translation of the empty message)."""
    start = 7 * 4 + 2 * 8
    return struct.pack("<7I", _MO_MAGIC[0], 0, 1, 7 * 4, 7 * 4 + 8, 0, 0) + struct.pack(
        "<4I", 0, start, len(header), start + 1) + b"\x00" + header + b"\x00"


class Catalogue(gettext.GNUTranslations):
    """A language's translations, looked up in its compiled file as it is kept (`data`), with the English message ids
    it translates (`message_ids`). The header (charset, plural forms) is read by `gettext.GNUTranslations` itself."""

    #: Set by `gettext.GNUTranslations` (not in its stubs): the plural form of a count, and the catalogue asked when
    #: this one has no translation.
    plural: Callable[[int], int]
    _fallback: gettext.NullTranslations | None
    _charset: str | None

    def __init__(self, data: bytes | mmap.mmap) -> None:
        """The catalogue of a compiled file; ValueError for bytes that are not one (this is where a .mo is checked:
        its signature, its tables, and every original and translation inside the file)."""
        order, count, originals, translations = _mo_layout(data)
        self._data = data
        self._originals = _table(data, order, originals, count)
        self._translations = _table(data, order, translations, count)
        size = 1
        while size < 2 * count + 1:
            size *= 2
        self._slots = array("I", bytes(4 * size))  # entry number + 1 at the slot of its key's hash; 0: empty
        self._mask = size - 1
        self._found: dict[str | tuple[str, int], str] = {}
        header = b""
        for index, length, offset in zip(range(count), self._originals[::2], self._originals[1::2]):
            if not length:
                header_length, header_offset = self._translations[2 * index:2 * index + 2]
                header = bytes(data[header_offset:header_offset + header_length])
            key = bytes(data[offset:offset + length]).partition(b"\x00")[0]
            slot = hash(key) & self._mask
            while self._slots[slot]:
                slot = (slot + 1) & self._mask
            self._slots[slot] = index + 1
        super().__init__(io.BytesIO(_header_only(header)))

    @property
    def message_ids(self) -> tuple[MessageId, ...]:
        """The English message ids this catalogue translates (read from its file at each call)."""
        return mo_message_ids(self._data)

    @property
    def decoded(self) -> int:
        """How many translations have been decoded so far (a counted message's form each)."""
        return len(self._found)

    def each_message_id(self) -> Iterator[MessageId]:
        """`message_ids` one by one, none of them kept."""
        return each_message_id(self._data)

    def _entry(self, key: str) -> tuple[list[bytes], bool] | None:
        """The translated forms of the message whose original (its context joined, a counted message's singular) is
        `key`, and whether it is counted; None when the catalogue has none."""
        encoded = key.encode("utf-8")
        data, originals = self._data, self._originals
        slot = hash(encoded) & self._mask
        while entry := self._slots[slot]:
            at = 2 * (entry - 1)
            length, offset = originals[at], originals[at + 1]
            end = offset + len(encoded)
            if data[offset:end] == encoded and (length == len(encoded) or data[end:end + 1] == b"\x00"):
                counted = length != len(encoded)
                length, offset = self._translations[at], self._translations[at + 1]
                return bytes(data[offset:offset + length]).split(b"\x00"), counted
            slot = (slot + 1) & self._mask
        return None

    def _lookup(self, key: str, form: int | None) -> str | None:
        """The message `key` as `gettext.GNUTranslations` reads it: `form` None for `gettext` (a counted message gives
        its form for one), else that form of a counted message (None for a message not counted); decoded once."""
        asked: str | tuple[str, int] = key if form is None else (key, form)
        found = self._found.get(asked)
        if found is None:
            entry = self._entry(key)
            if entry is None:
                return None
            forms, counted = entry
            if form is None:
                form = self.plural(1) if counted else 0
            elif not counted:
                return None
            if form >= len(forms):
                return None
            found = self._found[asked] = forms[form].decode(self._charset or "ascii")
        return found

    def gettext(self, message: str) -> str:
        found = self._lookup(message, None)
        if found is not None:
            return found
        return self._fallback.gettext(message) if self._fallback else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        found = self._lookup(msgid1, self.plural(n))
        if found is not None:
            return found
        if self._fallback:
            return self._fallback.ngettext(msgid1, msgid2, n)
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context: str, message: str) -> str:
        found = self._lookup(self.CONTEXT % (context, message), None)
        if found is not None:
            return found
        return self._fallback.pgettext(context, message) if self._fallback else message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        found = self._lookup(self.CONTEXT % (context, msgid1), self.plural(n))
        if found is not None:
            return found
        if self._fallback:
            return self._fallback.npgettext(context, msgid1, msgid2, n)
        return msgid1 if n == 1 else msgid2


def po_path(language: str) -> Path:
    """The .po file of a language."""
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    """The compiled .mo file of a language (may be absent)."""
    return po_path(language).with_suffix(".mo")


def compile_po(po: Path) -> bytes:
    """The .mo bytes of a .po file (fuzzy entries left out, as msgfmt does). Babel is imported here, when
    a language other than English is first compiled, not with the app."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as source:
        catalog = read_po(source, locale=po.parent.parent.name)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def mo_message_ids(data: bytes | mmap.mmap) -> tuple[MessageId, ...]:
    """The English message ids of a compiled catalogue (the .mo format's original strings), the header left out;
    ValueError for bytes that are not a .mo file."""
    return tuple(each_message_id(data))


def each_message_id(data: bytes | mmap.mmap) -> Iterator[MessageId]:
    """`mo_message_ids` one by one, none of them kept; ValueError (when it is reached) for bytes that are not a .mo
    file."""
    order, count, originals, _translations = _mo_layout(data)
    places = _original_places(data, order, count, originals)
    try:
        for _index, length, offset in places:
            if not length:
                continue  # the header
            original = bytes(data[offset:offset + length]).decode("utf-8")
            context, _, text = original.rpartition(CONTEXT_SEPARATOR)
            singular, _, plural = text.partition(PLURAL_SEPARATOR)
            yield MessageId(singular, context or None, plural or None)
    except UnicodeDecodeError as error:
        raise ValueError(f"not a compiled catalogue: {error}") from None


def compiled_po(po: Path, cache_folder: Path | None, compile_: Callable[[Path], bytes] = compile_po) -> bytes:
    """The .mo bytes of a .po file: kept in `cache_folder` under the digest of the .po's bytes (compiled and kept
    there the first time; a kept file that does not read as a catalogue is compiled again); compiled at every call
    when there is no cache folder or it cannot be written."""
    if cache_folder is None:
        return compile_(po)
    kept = kept_path(po, cache_folder)
    try:
        data = kept.read_bytes()
    except OSError:
        pass
    else:
        if _catalogue_of(data) is not None:
            return data
    return _compiled_and_kept(po, kept, compile_)


def _compiled_and_kept(po: Path, kept: Path, compile_: Callable[[Path], bytes]) -> bytes:
    """The .mo bytes of a .po file, compiled now and kept at `kept` for the next launch (the kept catalogues of the
    language's earlier .po files removed); compiled only, when the cache folder cannot be written.

    The file is written whole beside and then renamed over the kept one (`write_whole`), never rewritten in place: a
    catalogue another process has mapped from the old file keeps reading the old file's pages."""
    data = compile_(po)
    from companion.services.atomic_file import write_whole

    language = po.parent.parent.name
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        write_whole(kept, data)
        for older in kept.parent.glob(f"{language}-*.mo"):  # catalogues of this language's earlier .po files
            if older != kept:
                older.unlink(missing_ok=True)
    except OSError:
        pass  # a cache folder that cannot be written: compiled at every launch
    return data


def kept_path(po: Path, cache_folder: Path) -> Path:
    """Where the compiled form of a .po is kept in the cache folder: under the digest of the .po's bytes."""
    language = po.parent.parent.name
    return cache_folder / f"{language}-{hashlib.sha256(po.read_bytes()).hexdigest()[:32]}.mo"


def mapped(path: Path) -> mmap.mmap | None:
    """A file mapped for reading (its pages read in as they are touched), or None when it cannot be."""
    try:
        with path.open("rb") as file:
            return mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None


def _catalogue_of(data: bytes | mmap.mmap) -> Catalogue | None:
    """The catalogue of a compiled file's bytes; None when they are not one (`Catalogue` checks them)."""
    try:
        return Catalogue(data)
    except ValueError:
        return None


def _opened(path: Path) -> Catalogue | None:
    """The catalogue of a compiled file, mapped (read when it cannot be); None when it is missing or is not one."""
    data: bytes | mmap.mmap | None = mapped(path)
    if data is None:
        try:
            data = path.read_bytes()
        except OSError:
            return None
    catalogue = _catalogue_of(data)
    if catalogue is None and isinstance(data, mmap.mmap):
        data.close()
    return catalogue


@cache
def load_catalogue(language: str) -> gettext.NullTranslations:
    """The translations of a language: its .mo when up to date, else its .po compiled (kept in the cache folder);
    none for English. The file is mapped rather than read when it can be (`Catalogue`). A .mo or a kept file that
    does not read as a catalogue is passed over: the .po is compiled again, as when there is none."""
    po, mo = po_path(language), mo_path(language)
    if not po.exists():
        return gettext.NullTranslations()
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        beside = _opened(mo)
        if beside is not None:
            return beside
    from companion.services.settings import cache_dir

    kept = kept_path(po, cache_dir() / COMPILED_FOLDER)
    catalogue = _opened(kept)
    if catalogue is None:
        catalogue = Catalogue(_compiled_and_kept(po, kept, compile_po))  # compiled now and kept for the next launch
    return catalogue
