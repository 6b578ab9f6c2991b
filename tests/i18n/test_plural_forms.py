"""Counted words in Russian take three forms (1 карта, 2 карты, 5 карт, 21 карта); numbers and dates follow the language."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from hypothesis import given, strategies as st

from companion.services.i18n import format_date, format_moment, format_number, ngettext, translate, use_language
from rules_engine.messages import ENGLISH, Message
from rules_engine.plurals import count


@pytest.mark.parametrize("n, form", [(1, "карта"), (2, "карты"), (5, "карт"), (21, "карта"), (11, "карт"),
                                     (12, "карт"), (22, "карты"), (0, "карт"), (111, "карт")])
def test_russian_cards_take_the_form_of_their_number(n: int, form: str):
    use_language("ru")
    assert ngettext("card", "cards", n) == form
    assert translate(count(n, "card", "cards")) == f"{n} {form}"


@pytest.mark.parametrize("n, form", [(1, "жетон"), (2, "жетона"), (5, "жетонов"), (21, "жетон")])
def test_russian_tokens_too(n: int, form: str):
    use_language("ru")
    assert translate(count(n, "token", "tokens")) == f"{n} {form}"


@given(st.integers(min_value=0, max_value=10_000))
def test_russian_forms_follow_the_last_two_digits(n: int):
    use_language("ru")
    last, last_two = n % 10, n % 100
    expected = "карта" if last == 1 and last_two != 11 else (
        "карты" if 2 <= last <= 4 and not 12 <= last_two <= 14 else "карт")
    assert ngettext("card", "cards", n) == expected


def test_english_text_of_a_count_is_unchanged_and_a_message_renders_its_parameters():
    message = Message("{player} draws {cards}", player="Ann", cards=count(2, "card", "cards"))
    assert message == "Ann draws 2 cards"
    assert message.render(ENGLISH) == "Ann draws 2 cards"
    use_language("ru")
    assert translate(message) == "Ann берёт 2 карты"


def test_a_polish_delete_question_counts_actions_in_three_forms():
    use_language("pl")
    english = ("Delete “{name}” ({game}, {players}, {count} action)? Its whole log goes; this cannot be undone.",
               "Delete “{name}” ({game}, {players}, {count} actions)? Its whole log goes; this cannot be undone.")
    assert "1 akcja" in ngettext(*english, 1).format(name="x", game="g", players="p", count=1)
    assert "3 akcje" in ngettext(*english, 3).format(name="x", game="g", players="p", count=3)
    assert "5 akcji" in ngettext(*english, 5).format(name="x", game="g", players="p", count=5)


def test_numbers_and_dates_are_written_the_languages_way():
    moment = datetime(2026, 11, 21, 20, 15)
    assert (format_number(12345.5), format_moment(moment)) == ("12,345.5", "2026-11-21 20:15")
    use_language("ru")
    assert format_number(12345.5) == "12\xa0345,5"
    assert format_moment(moment) == "21.11.2026 20:15"
    assert "нояб" in format_date(date(2026, 11, 21))
    use_language("pl")
    assert format_number(12345.5) == "12\xa0345,5"
    assert format_moment(moment) == "21.11.2026 20:15"


@given(st.integers(min_value=-10**12, max_value=10**12))
def test_a_whole_number_in_english_is_written_as_babel_writes_it_without_babel(n: int):
    # format_number writes an English whole number with Python's own grouping, so the home list and the
    # action log do not import Babel; the text must stay Babel's.
    from babel.numbers import format_decimal

    assert format_number(n) == format_decimal(n, locale="en")


@pytest.mark.parametrize("language", ["ru", "pl"])
@given(n=st.integers(min_value=-10**12, max_value=10**12))
def test_a_whole_number_in_another_language_is_written_as_babel_writes_it_without_babel(language: str, n: int):
    from babel.numbers import format_decimal

    use_language(language)
    try:
        assert format_number(n) == format_decimal(n, locale=language)
    finally:
        use_language("en")


@pytest.mark.parametrize("language", ["ru", "pl"])
@given(moment=st.datetimes(min_value=datetime(1000, 1, 1), max_value=datetime(9999, 12, 31)))
def test_a_saved_moment_in_another_language_is_written_as_babel_writes_it_without_babel(language: str,
                                                                                        moment: datetime):
    from babel.dates import format_date as babel_format_date, format_time as babel_format_time

    use_language(language)
    try:
        assert format_moment(moment) == f"{babel_format_date(moment, format='short', locale=language)} " \
                                        f"{babel_format_time(moment, format='short', locale=language)}"
    finally:
        use_language("en")
