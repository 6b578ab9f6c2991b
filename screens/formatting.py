"""Small text helpers the shell screens share: dates, player lists, citations in one line."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING

from companion.services.i18n import _, citation_text, format_moment

if TYPE_CHECKING:  # a citation to format comes from the engine, imported by then; the home screen's first frame
    from rules_engine.citations import Citation  # does not wait for the citations, rules index and books (issue 32)


def format_when(moment: datetime | None) -> str:
    """A saved time as the table reads it, e.g. '2026-11-21 20:15', '21.11.2026 20:15' in Russian (local time)."""
    if moment is None:
        return _("never")
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return format_moment(moment)


def format_players(names: Iterable[str]) -> str:
    """Player names in one line, e.g. 'Ania, Bartek, Celina'."""
    return ", ".join(names) or "-"


def format_citation(citation: Citation) -> str:
    """A citation in one line as the table reads it: book, heading as printed, page.

    (The rule's id stays out of sight: the ruling panel keeps it as the option's id, which the
    rules browser opens.)
    """
    return citation_text(citation)
