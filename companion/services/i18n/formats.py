"""Numbers and dates written the way the active language writes them (Babel's CLDR data).

Babel (its modules and, on first use, a language's CLDR data: about 60 ms of CPU and 4 MiB) is
imported on the first number or date it writes, not with this module: the app's first frame and an
English board need none of it. A whole number in English is written by Python's own grouping
(`f"{n:,}"`, the same text as Babel's, held equal by tests/i18n/test_formats.py), so the home
list's and the action log's counts do not bring Babel in.
"""

from __future__ import annotations

from datetime import date, datetime

from companion.services.i18n.languages import SOURCE_LANGUAGE
from companion.services.i18n.translation import current_language


def format_number(number: float | int) -> str:
    """`number` with the language's separators: 12,345.5 in English, 12 345,5 in Russian."""
    language = current_language()
    if language == SOURCE_LANGUAGE and type(number) is int:
        return f"{number:,}"
    from babel.numbers import format_decimal

    return format_decimal(number, locale=language)


def format_date(moment: date | datetime, *, length: str = "medium") -> str:
    """A date (with its time, for a datetime) as the language writes it: '23 нояб. 2026 г.'."""
    from babel.dates import format_date as babel_format_date, format_datetime as babel_format_datetime

    if isinstance(moment, datetime):
        return babel_format_datetime(moment, format=length, locale=current_language())
    return babel_format_date(moment, format=length, locale=current_language())


def format_moment(moment: datetime) -> str:
    """A saved moment in 16 characters: ISO in English ('2026-11-21 20:15', no month/day order to
    misread), the language's own short date and time otherwise ('21.11.2026 20:15')."""
    language = current_language()
    if language == SOURCE_LANGUAGE:
        return moment.strftime("%Y-%m-%d %H:%M")
    from babel.dates import format_date as babel_format_date, format_time as babel_format_time

    return f"{babel_format_date(moment, format='short', locale=language)} " \
           f"{babel_format_time(moment, format='short', locale=language)}"
