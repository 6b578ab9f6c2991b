"""The active language and the functions that translate through it: `_`, `ngettext`, `pgettext`, messages and rule texts.

One language is active in the process at a time (the app has one interface); `use_language`
changes it, and the screens render again. Engine messages (`rules_engine.messages.Message`) are
rendered through the active catalogue; rule titles and summaries are looked up with the rule id
as the context, so two rules with the same English text may read differently.
"""

from __future__ import annotations

import gettext
from typing import TYPE_CHECKING

from companion.services.i18n.languages import LANGUAGES, SOURCE_LANGUAGE
from rules_engine.messages import render  # the engine's package is loaded before the first frame in any case

if TYPE_CHECKING:
    from rules_engine.citations import Citation
    from rules_engine.rules_index import Rule

# The catalogues, the stored sentences' reading and the engine's citations, books and rules index are
# imported where first used, not with this module: the home screen's first frame in English uses none of them (`_`
# reads the source language's catalogue, which is no file), and the interface imports this module before it
# (issue 32, launch from the list; `tests/tui/test_first_frame_imports.py`). What uses them has them by then: a
# message or a citation to translate is the engine's, a stored sentence is read only in another language. (The
# engine's package, which the first frame imports for its marked phrases, still brings its citations with it.)

_active: list[tuple[str, gettext.NullTranslations]] = [(SOURCE_LANGUAGE, gettext.NullTranslations())]


def use_language(code: str) -> None:
    """Make `code` (en, ru, pl) the interface's language; ValueError for one we do not speak."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)}")
    if code == SOURCE_LANGUAGE:
        catalogue = gettext.NullTranslations()
    else:
        from companion.services.i18n.catalogues import load_catalogue
        catalogue = load_catalogue(code)
    _active[0] = (code, catalogue)


def current_language() -> str:
    """The code of the active language."""
    return _active[0][0]


def _catalogue() -> gettext.NullTranslations:
    return _active[0][1]


def _(message: str) -> str:
    """`message` in the active language (itself when the catalogue has no translation)."""
    return _catalogue().gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted text for `n` in the active language (Russian has three)."""
    return _catalogue().ngettext(singular, plural, n)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """The form of a counted text of `context` for `n` in the active language."""
    return _catalogue().npgettext(context, singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the active language, as translated for `context`."""
    return _catalogue().pgettext(context, message)


#: The catalogue context of each game's printed names (rules_engine/dice_throne/game_names.py,
#: rules_engine/runebound2/names.py, rules_engine/dungeoneer/words.py): a shipped hero's or card's name as its card prints
#: it in the table's language.
GAME_NAME_CONTEXTS = {"dice-throne": "dice-throne name", "runebound2": "runebound2 name", "dungeoneer": "dungeoneer name"}


def printed_name(game_id: str, name: str) -> str:
    """A name a game's cards print, in the active language (`GAME_NAME_CONTEXTS`); a table's own name as typed."""
    context = GAME_NAME_CONTEXTS.get(game_id)
    return pgettext(context, name) if context is not None and name else name


def translate(text: object) -> str:
    """An engine message rendered in the active language; any other text looked up as it is, or read as the
    English sentence of a template (a ruling saved as its English text: `stored_text.read_stored`)."""
    catalogue = _catalogue()
    if isinstance(text, str) and not hasattr(text, "render"):
        # A plain sentence: a catalogue entry, or English read back from a saved session (stored_text); in English
        # it reads as it is (`read_stored` returns it), with nothing to import for it.
        if type(catalogue) is gettext.NullTranslations:
            return text
        from companion.services.i18n.stored_text import read_stored
        return read_stored(text, catalogue)
    return render(text, catalogue)


def error_text(error: BaseException) -> str:
    """What an error says, in the active language: its message (an engine message is translated), else its text."""
    return translate(error.args[0]) if error.args else str(error)


def rule_text(rule_id: str, text: str) -> str:
    """A rule's title or summary in the active language (the product's own words, never the book's)."""
    return pgettext(rule_id, text) if text else text


def rule_heading(rule: Rule) -> str:
    """The heading of an indexed rule as the table reads it: a book's as printed (in the book's language), the app's
    own convention's (its section in "Table Companion conventions", the app's own words) in the active language."""
    from rules_engine.citations import CONVENTIONS
    return rule_text(rule.id, rule.heading) if rule.book == CONVENTIONS else rule.heading


def book_title(book_id: str) -> str:
    """A book's title as the table reads it: in the language the book is printed in, its printed title
    (`Book.printed_title`); in another, its title translated; the app's own conventions' translated. The catalogue
    gives each, under the book's English title, the one a citation stored with that title is shown by
    (`Citation.reference`)."""
    from rules_engine.books import get_book
    return _(get_book(book_id).title)


def reference_text(citation: Citation) -> str:
    """Where a rule is, in one line in the active language: book, heading and page as printed; the app's own
    convention labelled as the app's reading and named by its heading in the active language."""
    return translate(citation.reference())  # a convention's heading is translated there, under the rule's id


def citation_text(citation: Citation) -> str:
    """A citation as the table reads it, in the active language.

    A rule of a book stays as printed (book, heading, page); the app's own convention is labelled as
    the app's reading and named by its title in the active language, so no one looks for it in a book.
    """
    if not citation.convention:
        return translate(citation.reference())
    from rules_engine.errors import UnknownRule
    from rules_engine.messages import Message
    from rules_engine.rules_index import get_rule
    try:
        title = rule_text(citation.rule_id, get_rule(citation.rule_id).title)
    except UnknownRule:  # a log written before the entry was renamed: its stored heading still reads
        title = citation.heading
    return translate(Message("the app's own reading, not the book's: «{heading}»", heading=title))
