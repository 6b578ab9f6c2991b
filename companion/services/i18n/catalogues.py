"""The gettext catalogues: .po files shipped in `locale/`, compiled to .mo on first use when none is built.

The .po files are the source, kept in the repository. A .mo beside a .po is used when it is at
least as new (`scripts/i18n_catalogues.py compile` writes them); otherwise the .po is compiled with
Babel once and the result kept in the cache folder under the digest of the .po's bytes (a .po
changed in any way is compiled again), so `pip install -e .` on a fresh machine and CI need no build
step, and a launch in another language than English does not compile it again.

A catalogue knows the English message ids it translates (`Catalogue.message_ids`, read from the
compiled file: the original strings of a .mo, with their contexts and plural forms), so that a
sentence saved in English is read back through them without reading the template file.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import struct
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
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


class Catalogue(gettext.GNUTranslations):
    """A language's translations, with the English message ids it translates (`message_ids`)."""

    message_ids: tuple[MessageId, ...] = ()


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


def mo_message_ids(data: bytes) -> tuple[MessageId, ...]:
    """The English message ids of a compiled catalogue (the .mo format's original strings), the header left out;
    ValueError for bytes that are not a .mo file."""
    if len(data) < 20:
        raise ValueError("not a compiled catalogue: too short")
    for order in ("<", ">"):
        magic, _revision, count, originals = struct.unpack_from(f"{order}4I", data)
        if magic == _MO_MAGIC[0]:
            break
    else:
        raise ValueError("not a compiled catalogue: no .mo signature")
    found: list[MessageId] = []
    try:
        for index in range(count):
            length, offset = struct.unpack_from(f"{order}2I", data, originals + 8 * index)
            if offset + length > len(data):
                raise ValueError("not a compiled catalogue: a message lies past its end")
            original = data[offset:offset + length].decode("utf-8")
            if not original:
                continue  # the header
            context, _, text = original.rpartition(CONTEXT_SEPARATOR)
            singular, _, plural = text.partition(PLURAL_SEPARATOR)
            found.append(MessageId(singular, context or None, plural or None))
    except (struct.error, UnicodeDecodeError) as error:
        raise ValueError(f"not a compiled catalogue: {error}") from None
    return tuple(found)


def compiled_po(po: Path, cache_folder: Path | None, compile_: Callable[[Path], bytes] = compile_po) -> bytes:
    """The .mo bytes of a .po file: kept in `cache_folder` under the digest of the .po's bytes (compiled and kept
    there the first time; a kept file that does not read as a catalogue is compiled again); compiled at every call
    when there is no cache folder or it cannot be written."""
    if cache_folder is None:
        return compile_(po)
    language = po.parent.parent.name
    kept = cache_folder / f"{language}-{hashlib.sha256(po.read_bytes()).hexdigest()[:32]}.mo"
    try:
        data = kept.read_bytes()
        mo_message_ids(data)
        return data
    except (OSError, ValueError):
        pass
    data = compile_(po)
    from companion.services.atomic_file import write_whole

    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        write_whole(kept, data)
        for older in kept.parent.glob(f"{language}-*.mo"):  # catalogues of this language's earlier .po files
            if older != kept:
                older.unlink(missing_ok=True)
    except OSError:
        pass  # a cache folder that cannot be written: compiled at every launch
    return data


@cache
def load_catalogue(language: str) -> gettext.NullTranslations:
    """The translations of a language: its .mo when up to date, else its .po compiled (kept in the cache folder);
    none for English."""
    po, mo = po_path(language), mo_path(language)
    if not po.exists():
        return gettext.NullTranslations()
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        data = mo.read_bytes()
    else:
        from companion.services.settings import cache_dir

        data = compiled_po(po, cache_dir() / COMPILED_FOLDER)
    catalogue = Catalogue(io.BytesIO(data))
    catalogue.message_ids = mo_message_ids(data)
    return catalogue
