"""Small text helpers the shell screens share: dates, player lists, citations in one line."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from companion.services.i18n import _, citation_text, format_moment
from rules_engine.citations import Citation


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
