"""Numbers and dates written the way the active language writes them (Babel's CLDR data).

Babel (its modules and, on first use, a language's CLDR data: about 60 ms of CPU and 4 MiB) is
imported on the first number or date it writes, not with this module: the app's first frame and a
board need none of it. A whole number is written by Python's own grouping with the language's separator
(`WHOLE_NUMBER_SEPARATOR`: the same text as Babel's, held equal by tests/i18n/test_plural_forms.py), and a saved
moment by the language's short pattern (`SHORT_MOMENT`, held equal the same way), so the home list's and the
action log's counts and times do not bring Babel in (its Russian data alone is about 5 MiB at the board).
"""

from __future__ import annotations

from datetime import date, datetime

from companion.services.i18n.languages import SOURCE_LANGUAGE
from companion.services.i18n.translation import current_language

#: How each language groups a whole number's thousands, as Babel writes it ("12,345", "12\u00a0345"); a language
#: not listed is written by Babel.
WHOLE_NUMBER_SEPARATOR = {"en": ",", "ru": "\u00a0", "pl": "\u00a0"}

#: Each language's short date and time of a saved moment, as Babel writes them ('21.11.2026 20:15'; Polish writes
#: the day without a leading zero); English is ISO (`format_moment`); a language not listed is written by Babel.
SHORT_MOMENT = {
    "ru": "{moment.day:02d}.{moment.month:02d}.{moment.year} {moment.hour:02d}:{moment.minute:02d}",
    "pl": "{moment.day}.{moment.month:02d}.{moment.year} {moment.hour:02d}:{moment.minute:02d}",
}


def format_number(number: float | int) -> str:
    """`number` with the language's separators: 12,345.5 in English, 12 345,5 in Russian."""
    language = current_language()
    separator = WHOLE_NUMBER_SEPARATOR.get(language)
    if separator is not None and type(number) is int:
        return f"{number:,}".replace(",", separator)
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
    pattern = SHORT_MOMENT.get(language)
    if pattern is not None and 1000 <= moment.year <= 9999:
        return pattern.format(moment=moment)
    from babel.dates import format_date as babel_format_date, format_time as babel_format_time

    return f"{babel_format_date(moment, format='short', locale=language)} " \
           f"{babel_format_time(moment, format='short', locale=language)}"
