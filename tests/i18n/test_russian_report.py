"""The session report in a Russian interface: Russian words, Russian plural forms, decimals with a comma."""

from __future__ import annotations

import re

import pytest

from companion.services.i18n import use_language
from companion.services.report_markdown import render_markdown
from companion.services.report_text import count_of, percent
from companion.services.session_report import build_report
from companion.services.store import SessionStore
from screens.summary_screen import detail_lines, summary_lines
from tests.support.saved_games import save_golden_game


@pytest.fixture(scope="module")
def dice_throne_report():
    """The report of the golden Dice Throne match (it has rolls, a house rule and refusals)."""
    store = SessionStore.open("sqlite://", memory=True)
    live = save_golden_game(store, "dice-throne-1v1")
    yield build_report(store, live.id)
    store.close()


@pytest.mark.parametrize(("number", "form"), [(1, "1 бросок"), (3, "3 броска"), (5, "5 бросков"), (21, "21 бросок"),
                                              (12, "12 бросков")])
def test_counts_take_the_russian_form_of_their_number(number: int, form: str) -> None:
    use_language("ru")
    assert count_of(number, "roll", "rolls") == form


def test_a_percentile_is_written_with_the_languages_decimal_sign() -> None:
    use_language("ru")
    assert percent(47.94) == "47,9"
    use_language("en")
    assert percent(47.94) == "47.9"


def test_the_markdown_report_reads_in_russian(dice_throne_report) -> None:
    english = render_markdown(dice_throne_report)
    use_language("ru")
    russian = render_markdown(dice_throne_report)
    assert "**Итог:**" in russian and "## Броски" in russian and "## Домашние правила" in russian
    for heading in ("Result:", "## Rolls", "## House rules used", "Luck by player"):
        assert heading in english and heading not in russian
    assert "При подготовке" in russian  # the first row of every stat table
    # Every percentile in the Russian report has a decimal comma, never a point.
    assert re.search(r"перцентиль \d+,\d", russian) and not re.search(r"перцентиль \d+\.\d", russian)


def test_the_summary_screen_text_reads_in_russian(dice_throne_report) -> None:
    use_language("ru")
    facts, details = "\n".join(summary_lines(dice_throne_report)), "\n".join(detail_lines(dice_throne_report))
    assert "Итог:" in facts and "Часы:" in facts
    assert "Броски:" in details and "Домашние правила:" in details
    assert not re.search(r"\b(Result|Rolls|House rules used)\b", facts + details)
