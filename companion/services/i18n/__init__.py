"""The interface's language: gettext catalogues (Russian, Polish; English is the source), the active language, and locale formats.

Screens and the shell import `_`, `ngettext`, `pgettext`, `translate` and `rule_text` from here;
the engine never does (it marks its text with `rules_engine.messages`). See docs/architecture.md,
"Languages".
"""

from companion.services.i18n.formats import format_date, format_moment, format_number
from companion.services.i18n.languages import LANGUAGES, language_name, resolve_language, system_language
from companion.services.i18n.translation import (
    _,
    book_title,
    citation_text,
    current_language,
    error_text,
    ngettext,
    npgettext,
    pgettext,
    printed_name,
    reference_text,
    rule_heading,
    rule_text,
    translate,
    use_language,
)

__all__ = [
    "LANGUAGES", "_", "book_title", "citation_text", "current_language", "error_text", "format_date", "format_moment", "format_number", "language_name",
    "ngettext", "npgettext", "pgettext", "printed_name", "reference_text", "resolve_language", "rule_heading", "rule_text", "system_language", "translate", "use_language",
]
