"""Extract the interface's text and keep the Russian and Polish catalogues in step with it.

    python scripts/i18n_catalogues.py update    # babel.cfg -> companion.pot -> merge into each .po
    python scripts/i18n_catalogues.py compile   # .po -> .mo beside it (optional: the app compiles on first use)
    python scripts/i18n_catalogues.py check     # list untranslated and fuzzy entries; exit 1 if any

`update` marks a changed English text fuzzy in every catalogue (and the app then shows English
for it) until a translator revises it. The .pot and .po files have no source locations, so an
edit elsewhere in a module does not touch them.

`compile` writes each .mo as a new file renamed over the old one, never rewritten in place (as `pybabel compile` does):
a running app keeps the .mo mapped (`catalogues.Catalogue`), and reading a page of a file truncated under it would kill
the app with SIGBUS; a renamed file leaves the app reading the old one.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from companion.services.atomic_file import write_whole  # noqa: E402 - after the line that puts the checkout on sys.path
from companion.services.i18n.catalogues import compile_po, mo_message_ids  # noqa: E402 - after the line that puts the checkout on sys.path

LOCALE = REPO / "companion" / "services" / "i18n" / "locale"
POT = LOCALE / "companion.pot"
#: Languages with a catalogue (English is the source).
LANGUAGES = ("ru", "pl")
#: Line width of the .po files (as they were first written: a merge then only adds entries).
PO_WIDTH = 100
#: Call names whose string arguments are the interface's text (see rules_engine/messages.py).
KEYWORDS = ("Message", "N_", "NC_:1c,2", "NN_:1,2", "NNC_:1c,2,3", "count:2,3", "count_of:2,3")


def pybabel(*arguments: str) -> None:
    """Run one pybabel command from the repository's root."""
    CommandLineInterface().run(["pybabel", "-q", *arguments])


def extract() -> None:
    """Write companion.pot from the modules babel.cfg lists."""
    LOCALE.mkdir(parents=True, exist_ok=True)
    keywords = [argument for keyword in KEYWORDS for argument in ("-k", keyword)]
    pybabel("extract", "-F", str(REPO / "babel.cfg"), *keywords, "--no-location", "--sort-output",
            "--project", "table-companion", "--copyright-holder", "Table Companion",
            "-o", str(POT), str(REPO))


def update() -> None:
    """Extract, then merge the template into every catalogue (creating a missing one)."""
    extract()
    for language in LANGUAGES:
        po = LOCALE / language / "LC_MESSAGES" / "companion.po"
        if po.exists():
            pybabel("update", "-i", str(POT), "-d", str(LOCALE), "-D", "companion", "-l", language,
                    "--ignore-obsolete", "-w", str(PO_WIDTH))
        else:
            pybabel("init", "-i", str(POT), "-d", str(LOCALE), "-D", "companion", "-l", language)


def compile_all() -> None:
    """Write the .mo of every catalogue beside its .po (fuzzy entries left out), whole or not at all: a new file renamed
    over the old one."""
    for language in LANGUAGES:
        po = LOCALE / language / "LC_MESSAGES" / "companion.po"
        if po.exists():
            mo, data = po.with_suffix(".mo"), compile_po(po)
            write_whole(mo, data)
            mo.chmod(0o644)  # readable by every user, as pybabel wrote it: the .mo ships in the package (write_whole's file is 0600)
            print(f"{language}: {len(mo_message_ids(data))} messages compiled to {mo}")


def problems(language: str) -> list[str]:
    """The msgids of a catalogue that are untranslated or fuzzy."""
    po = LOCALE / language / "LC_MESSAGES" / "companion.po"
    with po.open("rb") as source:
        catalog = read_po(source)
    found = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            found.append(f"{'fuzzy' if message.fuzzy else 'untranslated'}: {message.id!r}")
    return found


def main() -> int:
    """Run the command named on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("extract", "update", "compile", "check"))
    parser.add_argument("--language", choices=LANGUAGES, action="append")
    args = parser.parse_args()
    if args.command == "extract":
        extract()
    elif args.command == "update":
        update()
    elif args.command == "compile":
        compile_all()
    else:
        failed = False
        for language in args.language or LANGUAGES:
            for line in problems(language):
                print(f"{language}: {line}")
                failed = True
        return 1 if failed else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
