"""Numbers and dates written the way the active language writes them (Babel's CLDR data)."""

from __future__ import annotations

from datetime import date, datetime

from babel.dates import format_date as babel_format_date, format_datetime as babel_format_datetime
from babel.dates import format_time as babel_format_time
from babel.numbers import format_decimal

from companion.services.i18n.languages import SOURCE_LANGUAGE
from companion.services.i18n.translation import current_language


def format_number(number: float | int) -> str:
    """`number` with the language's separators: 12,345.5 in English, 12 345,5 in Russian."""
    return format_decimal(number, locale=current_language())


def format_date(moment: date | datetime, *, length: str = "medium") -> str:
    """A date (with its time, for a datetime) as the language writes it: '23 нояб. 2026 г.'."""
    if isinstance(moment, datetime):
        return babel_format_datetime(moment, format=length, locale=current_language())
    return babel_format_date(moment, format=length, locale=current_language())


def format_moment(moment: datetime) -> str:
    """A saved moment in 16 characters: ISO in English ('2026-11-21 20:15', no month/day order to
    misread), the language's own short date and time otherwise ('21.11.2026 20:15')."""
    language = current_language()
    if language == SOURCE_LANGUAGE:
        return moment.strftime("%Y-%m-%d %H:%M")
    return f"{babel_format_date(moment, format='short', locale=language)} " \
           f"{babel_format_time(moment, format='short', locale=language)}"
