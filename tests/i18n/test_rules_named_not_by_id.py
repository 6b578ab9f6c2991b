"""A rule is named for the table by its title, its book and its section, never by the app's rule id; the app's own
conventions (where the book is silent) are named in the table's language. A printed book's section stays as printed,
and the book is named by the title it prints in its own language (in another, by a translated title:
tests/i18n/test_book_titles.py).

Every screen that shows a rule is walked: the rules browser's detail and its results, the ruling panel (a ruling's
verdict, what it set aside, its citations list), the step's result dialog ("may I?" and a refusal), the one-line
rule summary of the detail panels, the refused-placement reasons under Dungeoneer's map. The id stays what `companion rules show ID` takes, in the shell.
"""

from __future__ import annotations

import re

import pytest
from textual.app import App
from textual.widgets import DataTable, Static

from companion.services.i18n import book_title, reference_text, rule_heading, translate, use_language
from rules_engine.citations import CONVENTIONS, Citation, cite
from rules_engine.dungeoneer.board import FaultData
from rules_engine.rules_index import Rule, all_rules, get_rule
from rules_engine.ruling import Ruling
from screens.dungeoneer.area import fault_text
from screens.formatting import format_citation
from screens.game_area import ruling_result
from screens.rule_summaries import rule_summary
from screens.ruling_panel import render_ruling
from screens.rules_browser import RulesBrowser, rule_detail

#: The rule the lead saw by its id in the Russian rules browser («Id правила: dungeoneer.exits.trap»).
TRAP = "dungeoneer.exits.trap"
PLAYERS = "dungeoneer.companion.players"


def _rules() -> tuple[Rule, ...]:
    """Every rule of the product's games (not the suite's own test game's)."""
    import companion.services.rules_search  # noqa: F401 - registers every game's rules index
    return tuple(rule for rule in all_rules() if not rule.id.startswith("tally."))


def _ids_in(text: str) -> list[str]:
    """Every rule id that `text` shows (as a word of its own, not inside a longer id). The pattern is tried only where
    the id is in the text at all: a search for each of the ~1,000 ids in each rule's text, their patterns compiled
    again and again past the `re` module's cache, was most of this module's time."""
    return [rule.id for rule in _rules()
            if rule.id in text and re.search(rf"(?<![\w.-]){re.escape(rule.id)}(?![\w-])", text)]


def _cited_everywhere(rule: Rule) -> str:
    """What every screen that cites `rule` shows of it, one text."""
    ruling = Ruling(False, "not here", cite(rule.id), waived=cite(rule.id))
    fault = FaultData("wall", rule.id, "a wall would face an exit", 0, 0)
    return "\n".join((rule_detail(rule), render_ruling(ruling).plain, ruling_result(ruling).plain,
                      format_citation(Citation.of(rule.id)), rule_summary(rule.id), fault_text((fault,)).plain))


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_no_screen_that_shows_a_rule_names_it_by_its_id(language: str) -> None:
    use_language(language)
    rules = _rules()
    assert any(rule.id == TRAP for rule in rules) and len(rules) > 300
    leaks = {rule.id: shown for rule in rules if (shown := _ids_in(_cited_everywhere(rule)))}
    assert leaks == {}


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_each_convention_is_named_in_the_tables_language_and_a_books_section_as_printed(language: str) -> None:
    use_language(language)
    conventions = [rule for rule in _rules() if rule.book == CONVENTIONS]
    assert len(conventions) >= 20
    for rule in conventions:
        heading = rule_heading(rule)
        assert heading != rule.heading and (language == "pl" or not heading.isascii()), (rule.id, heading)
        assert f"«{heading}»" in reference_text(Citation.of(rule.id))
    assert book_title(CONVENTIONS) not in ("", "Table Companion conventions")
    printed = get_rule(TRAP)  # a printed book's section as printed; the book by its title in the table's language
    assert rule_heading(printed) == printed.heading
    assert book_title(printed.book) == {"ru": "Подземелье: Гробница повелителя мёртвых, правила",
                                        "pl": "Dungeoneer: Grobowiec Władcy Liszy, zasady"}[language]


class _Browser(App[None]):
    def __init__(self, rule_id: str) -> None:
        super().__init__()
        self.rule_id = rule_id

    def on_mount(self) -> None:
        self.push_screen(RulesBrowser(rule_id=self.rule_id))


def _row(browser: RulesBrowser, rule_id: str) -> list[str]:
    table = browser.query_one(DataTable)
    return [str(cell) for cell in table.get_row(rule_id)]


@pytest.mark.parametrize("rule_id", [TRAP, PLAYERS])
async def test_the_rules_browser_in_russian_shows_the_rule_by_its_name_and_section_in_russian(rule_id: str) -> None:
    use_language("ru")
    app = _Browser(rule_id)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        browser = app.screen
        assert isinstance(browser, RulesBrowser)
        detail = str(browser.query_one("#rules-detail", Static).render())
        rule = get_rule(rule_id)
        assert rule_id not in detail and "Id" not in detail
        title, book, heading, _page = _row(browser, rule_id)
        if rule.book == CONVENTIONS:
            assert (book, heading) == ("Соглашения Table Companion", "Dungeoneer: как команды называют игроков")
            assert "Ссылка: собственное толкование приложения, не книги: «Dungeoneer: как команды называют игроков»" in detail
            assert "players named in commands" not in detail and "Ищите в книге" not in detail
        else:
            assert (book, heading) == ("Подземелье: Гробница повелителя мёртвых, правила", rule.heading)
            assert f"«{rule.heading}»" in detail and "Ищите в книге" in detail


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_a_conventions_reference_made_in_the_engine_names_its_section_in_the_tables_language(language: str) -> None:
    """`Citation.reference()` (a refused setup's "(see …)", a report's waived rules) names a convention's section as
    the screens do (`reference_text`), not by its English heading."""
    conventions = [rule for rule in _rules() if rule.book == CONVENTIONS]
    assert conventions
    use_language(language)
    try:
        translated = 0
        for rule in conventions:
            said = translate(Citation.of(rule.id).reference())
            assert said.endswith(f"«{rule_heading(rule)}»"), (rule.id, said)
            translated += rule_heading(rule) != rule.heading
    finally:
        use_language("en")
    assert translated == len(conventions)  # every convention's section has words of its own in the language
    assert str(Citation.of(conventions[0].id).reference()).endswith(f"«{conventions[0].heading}»")  # English as it was
