"""The catalogues: every extracted message is in them, the Russian one is complete, placeholders match.

"Extracted" means what babel.cfg lists (the modules converted so far); the catalogue template
in the repository must equal a fresh extraction, so a new or changed English text cannot slip
past the translators.
"""

from __future__ import annotations

import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.pofile import read_po

from companion.services.i18n.catalogues import LOCALE_DIR, compile_po, po_path
from rules_engine.dice_throne.rule_index import RULES as DICE_THRONE_RULES

REPO = Path(__file__).resolve().parents[2]


def _catalog(language: str):
    with po_path(language).open("rb") as source:
        return read_po(source, locale=language)


def _ids(catalog) -> set[tuple[str | None, object]]:
    return {(m.context, m.id) for m in catalog if m.id}


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.fixture(scope="module")
def fresh_template(tmp_path_factory) -> Path:
    """The template extracted now from the modules babel.cfg lists."""
    out = tmp_path_factory.mktemp("pot") / "companion.pot"
    script = (
        "import sys; sys.argv = ['x']; sys.path.insert(0, 'scripts');"
        "import i18n_catalogues as c; c.POT = __import__('pathlib').Path(%r); c.extract()" % str(out)
    )
    subprocess.run([sys.executable, "-c", script], cwd=REPO, check=True, capture_output=True)
    return out


def test_the_template_in_the_repository_is_what_extraction_gives_today(fresh_template: Path):
    with fresh_template.open("rb") as fresh, (LOCALE_DIR / "companion.pot").open("rb") as kept:
        assert _ids(read_po(fresh)) == _ids(read_po(kept)), "run: python scripts/i18n_catalogues.py update"


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_every_catalogue_holds_exactly_the_extracted_messages(fresh_template: Path, language: str):
    with fresh_template.open("rb") as fresh:
        assert _ids(_catalog(language)) == _ids(read_po(fresh))


def test_the_russian_catalogue_has_no_untranslated_or_fuzzy_entry():
    catalog = _catalog("ru")
    problems = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            problems.append(message.id)
    assert problems == []
    assert len(list(catalog)) > 400  # the first slice: screens, palette, Dice Throne messages and rules


def test_russian_plural_entries_give_all_three_forms():
    for message in _catalog("ru"):
        if isinstance(message.id, tuple):
            assert len(message.string) == 3 and len(set(message.string)) == 3, message.id


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_translations_use_only_the_placeholders_of_the_english(language: str):
    for message in _catalog(language):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        allowed = set().union(*(_fields(i) for i in ids))
        for text in strings:
            if text:
                assert _fields(text) <= allowed, (message.id, text)
                # and the text formats with the English parameters without error
                text.format(**{name: "X" for name in allowed})


def test_every_dice_throne_rule_has_a_russian_title_and_summary_of_its_own():
    translated = {(m.context, m.id): m.string for m in _catalog("ru") if m.context}
    for rule in DICE_THRONE_RULES:
        for english in (rule.title, rule.summary):
            russian = translated[(rule.id, english)]
            assert russian and russian != english
            assert any("а" <= ch <= "я" for ch in russian.lower()), (rule.id, russian)


def test_rule_texts_never_extract_the_books_words():
    # The heading and the locator are the book's own; only title and summary go to the catalogue, and the heading
    # of the app's own convention (the app's words, not a book's: `rule_heading`).
    ids = {m.id for m in _catalog("ru") if m.context}
    printed = [rule for rule in DICE_THRONE_RULES if rule.book != "companion"]
    assert len(printed) > 50
    for rule in printed:
        assert rule.heading not in ids and rule.locator not in ids
    for rule in DICE_THRONE_RULES:
        assert rule.locator not in ids
        assert (rule.heading in ids) == (rule.book == "companion")


def test_polish_covers_the_home_and_help_screens():
    keywords = DEFAULT_KEYWORDS | {"N_": None, "NC_": ((1, "c"), 2)}
    wanted = set()
    for module in ("screens/home.py", "screens/help.py"):
        for _line, msgid, _comments, _context in extract_from_file("python", REPO / module, keywords=keywords):
            wanted.add(msgid)
    polish = {m.id: m.string for m in _catalog("pl") if m.id}
    missing = [msgid for msgid in wanted if not all(polish.get(msgid) or ())]
    assert len(wanted) > 30 and missing == []


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_each_catalogue_compiles(language: str):
    assert compile_po(po_path(language)).startswith(b"\xde\x12\x04\x95")  # the .mo magic number
