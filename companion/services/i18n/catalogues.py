"""The gettext catalogues: .po files shipped in `locale/`, compiled to .mo on first use when none is built.

The .po files are the source, kept in the repository. A .mo beside a .po is used when it is at
least as new (`scripts/i18n_catalogues.py compile` writes them); otherwise the .po is compiled in
memory with Babel when the language is first chosen, so `pip install -e .` on a fresh machine
and CI need no build step.
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from pathlib import Path

#: The gettext domain: locale/<lang>/LC_MESSAGES/companion.po.
DOMAIN = "companion"

#: The folder of the catalogues (package data).
LOCALE_DIR = Path(__file__).resolve().parent / "locale"


def po_path(language: str) -> Path:
    """The .po file of a language."""
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    """The compiled .mo file of a language (may be absent)."""
    return po_path(language).with_suffix(".mo")


def compile_po(po: Path) -> bytes:
    """The .mo bytes of a .po file (fuzzy entries left out, as msgfmt does). Babel is imported here, when
    a language other than English is first chosen, not with the app."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as source:
        catalog = read_po(source, locale=po.parent.parent.name)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


@cache
def load_catalogue(language: str) -> gettext.NullTranslations:
    """The translations of a language: its .mo when up to date, else its .po compiled; none for English."""
    po, mo = po_path(language), mo_path(language)
    if not po.exists():
        return gettext.NullTranslations()
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        data = mo.read_bytes()
    else:
        data = compile_po(po)
    return gettext.GNUTranslations(io.BytesIO(data))
