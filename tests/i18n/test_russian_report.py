"""The session report (Markdown, HTML and its SVG plots) in a Russian interface: Russian words and plural forms, numbers and dates by locale."""

from __future__ import annotations

import re

import pytest

from companion.services.i18n import use_language
from companion.services.report_html import render_html
from companion.services.report_markdown import render_markdown
from companion.services.report_svg import line_plot_svg
from companion.services.report_text import count_of, percent, who_text
from companion.services.session_report import StatSeries, build_report
from companion.services.store import SessionStore
from rules_engine.messages import Message
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
    # The roll-off is the table's roll: its luck line names the table in Russian, like the Markdown and HTML reports.
    assert "  стол: " in facts and "the table" not in facts


def test_the_html_report_reads_in_russian_with_numbers_and_dates_by_locale(dice_throne_report) -> None:
    english = render_html(dice_throne_report)
    use_language("ru")
    russian = render_html(dice_throne_report)
    assert '<html lang="ru">' in russian and '<html lang="en">' in english
    for word in ("Итог:", "<h2>Броски</h2>", "<h2>Домашние правила</h2>", "<h2>Удача по игрокам</h2>", ">ход</text>"):
        assert word in russian, word
    for word in ("Result:", "<h2>Rolls</h2>", "<h2>House rules used</h2>", "Luck by player", ">turn</text>", "None."):
        assert word not in russian, word
    assert "<h2>Rolls</h2>" in english and ">turn</text>" in english
    # The plot's title is the heading's words; dates are the language's own; decimals have a comma.
    assert re.search(r"<title>[^<]*по ходам</title>", russian)
    assert re.search(r"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} UTC", russian) and not re.search(r"\d{4}-\d{2}-\d{2}", russian)
    assert re.search(r"перцентиль \d+,\d", russian) and not re.search(r"перцентиль \d+\.\d", russian)
    # The dice: the count and the die in Russian, the symbols as the Russian book names them.
    assert "× кубик героя Наёмница" in russian and "пуля" in russian and "bullet" not in russian
    # A rule set aside by a house rule is named by its Russian summary; the citation keeps the book's heading.
    waived = re.findall(r"<li>#\d+: ([^<]*) — применено как домашнее правило</li>", russian)
    assert waived and all(re.match(r"[А-ЯЁ]", line) and "«" in line for line in waived)


def test_a_tick_of_a_thousand_is_written_by_locale_and_as_before_in_english() -> None:
    series = [StatSeries("Ann", "gold", (0, 1500, 3000))]
    assert ">1500</text>" in line_plot_svg("gold", series, 3)
    use_language("ru")
    assert ">1\xa0500</text>" in line_plot_svg("gold", series, 3)


def test_the_report_names_the_table_in_russian_but_never_looks_up_a_players_name(dice_throne_report) -> None:
    use_language("ru")
    assert who_text(Message("the table")) == "стол"
    assert who_text("Home") == "Home"  # a player called Home is not the home screen's word
