"""The rules browser: search the rules index, pick a rule, read it with its citation and the rules it relates to.

f4 lists how this table ruled the shown rule before, in every saved session (`precedents_screen`).
A question with a misspelt word ("dise", «продожа») gets a "did you mean" line; when nothing
matches as typed, the rules for the corrected question are listed under that line. Below a
rule's detail, "See also" lists the related rules (`rules_search_related`); picking one shows it.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Input, Label, OptionList, Static
from textual.widgets.option_list import Option
from screens.localized_footer import Footer
from screens.ordered_keys import OrderedInput
from screens.precedents_screen import open_precedents

from companion.services.rulebook_passages import passage
from companion.services.rules_search import did_you_mean, game_of, search_rules
from companion.services.rules_search_related import see_also
from rules_engine.citations import Citation
from rules_engine.errors import UnknownRule
from rules_engine.rules_index import Rule, all_rules, get_rule
from rules_engine.messages import NC_, N_
from companion.services.i18n import _, book_title, reference_text, rule_heading, rule_text, translate


#: Results table columns and their widths (they fit 80 columns). A rule's id is not shown: it is the app's
#: name for the rule (`companion rules show ID` lists it), never a name the table reads.
COLUMNS = (("title", N_("Title"), 32), ("book", N_("Book"), 12),
           ("heading", N_("Heading"), 20), ("page", N_("Page"), 4))


def find_rules(query: str, game: str | None = None, *, first: str | None = None) -> list[Rule]:
    """Rules matching `query`, best first, the current game's (`first`, else `game`) before the others.

    A blank query lists every rule, or only `game`'s when the browser was opened on one game.
    """
    if query.strip():
        return search_rules(query, first=first or game)
    rules = all_rules()
    if game:
        rules = tuple(r for r in rules if game_of(r) == game.rstrip("."))
    return list(rules)


def search_notice(query: str, found: list[Rule], suggestion: str | None) -> str:
    """The line above the results: a misspelt question's correction, or '' (a blank query or none found)."""
    if not query.strip() or suggestion is None:
        return ""
    if found:
        return _("Did you mean “{suggestion}”?").format(suggestion=suggestion)
    return _("No rule matches “{query}”; showing the rules for “{suggestion}”.").format(
        query=query.strip(), suggestion=suggestion)


def rule_detail(rule: Rule) -> str:
    """The text of the detail pane: title, the rule in our words, where it is printed, what to look for (no rule id)."""
    citation = Citation.of(rule.id)
    lines = [
        rule_text(rule.id, rule.title),
        "",
        rule_text(rule.id, rule.summary),
        "",
        _("Cited as: {reference}").format(reference=reference_text(citation)),
    ]
    if citation.convention:  # the app's own reading: no book to look in, its "locator" is no printed text
        return "\n".join(lines)
    lines.append(_("Look in the book for: “{locator}”").format(locator=rule.locator))
    if rule.page is None:
        lines.append(_("The book names no page for this section; find it by its heading."))
    original = passage(rule)
    if original:
        lines += ["", _("From your own copy of the book:"), "", original]
    return "\n".join(lines)


class RulesBrowser(Screen[None]):
    """Search box, results table (id, title, book, heading, page) and the selected rule's detail."""

    CSS_PATH = "rules_browser.tcss"
    HELP_TITLE = NC_("screen title", "Rules browser")
    HELP_TEXT = N_("Type a question or words from a rule (English, or Russian/Polish as printed); the best "
                   "matches come first, the current game's before the others. Pick a result to read it.")
    BINDINGS = [
        Binding("escape", "close", N_("Back"), id="rules.back",
                tooltip=N_("Back to where the browser was opened from.")),
        Binding("ctrl+f", "focus_search", N_("Search"), id="rules.search",
                tooltip=N_("Put the cursor in the search box.")),
        Binding("ctrl+r", "focus_results", N_("Results"), id="rules.results",
                tooltip=N_("Move to the results table.")),
        Binding("f4", "precedents", N_("Precedents"), id="rules.precedents",
                tooltip=N_("How this table ruled the rule before, in every saved session.")),
        Binding("f1", "app.help", N_("Help"), id="rules.help",
                tooltip=N_("All keys of this screen.")),
    ]

    def __init__(self, *, rule_id: str | None = None, query: str = "", game: str | None = None,
                 first: str | None = None) -> None:
        """`game` shows only that game's rules until a search; `first` (else `game`, else the game of
        `rule_id`, the rule a session cited) is the current game, whose rules a search ranks first."""
        super().__init__()
        self._rule_id = rule_id
        self._query = query
        self._game = game
        self._first = first or game or (rule_id.split(".", 1)[0] if rule_id else None)
        self._shown: list[Rule] = []
        self._current: str | None = None  # the rule shown in the detail pane

    def compose(self) -> ComposeResult:
        scope = f" ({self._game})" if self._game else ""
        yield Label(_("Rules browser") + scope, id="rules-title", classes="screen-title", markup=False)
        yield OrderedInput(value=self._query, placeholder=_("Search rules: a word of the summary or the printed heading"),
                    id="rules-search")
        yield Static("", id="rules-notice", markup=False)
        with Vertical(id="rules-body"):
            yield DataTable(id="rules-results", cursor_type="row", zebra_stripes=True)
            with VerticalScroll(id="rules-detail-box"):
                yield Static("", id="rules-detail", markup=False)
                yield Label(_("See also:"), id="rules-see-also-title", markup=False)
                yield OptionList(id="rules-see-also")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self._fill(self._query)
        if self._rule_id is not None:
            self.select_rule(self._rule_id)
            self.query_one(DataTable).focus()
        else:
            self.query_one(Input).focus()

    def _fill(self, query: str) -> None:
        table = self.query_one(DataTable)
        # Columns are rebuilt with fixed widths so a long id elsewhere in the index never widens them.
        table.clear(columns=True)
        for key, label, width in COLUMNS:
            table.add_column(_(label), key=key, width=width)
        found = find_rules(query, self._game, first=self._first)
        suggestion = did_you_mean(query) if query.strip() else None
        notice = search_notice(query, found, suggestion)
        if not found and suggestion is not None:
            found = find_rules(suggestion, self._game, first=self._first)
        self.query_one("#rules-notice", Static).update(notice)
        self.query_one("#rules-notice", Static).display = bool(notice)
        self._shown = found
        for rule in self._shown:
            cells = (rule_text(rule.id, rule.title), book_title(rule.book), rule_heading(rule), str(rule.page or "-"))
            table.add_row(*(Text(cell) for cell in cells), key=rule.id)
        if self._shown:
            self._show(self._shown[0])
        else:
            self._current = None
            words = _("no rules yet") if not query.strip() else _("No rule matches “{query}”.").format(query=query.strip())
            self.query_one("#rules-detail", Static).update(words)
            self._show_related([])

    def _show(self, rule: Rule) -> None:
        self._current = rule.id
        self.query_one("#rules-detail", Static).update(rule_detail(rule))
        self._show_related(see_also(rule))

    def _show_related(self, related: list[Rule]) -> None:
        """List the related rules under the detail (hidden, with its title, when there are none)."""
        options = self.query_one("#rules-see-also", OptionList)
        options.clear_options()
        options.add_options([Option(Text(rule_text(rule.id, rule.title)), id=rule.id) for rule in related])
        options.display = bool(related)
        self.query_one("#rules-see-also-title", Label).display = bool(related)

    def select_rule(self, rule_id: str) -> None:
        """Select and show one rule, clearing the search if it hides it."""
        try:
            rule = get_rule(rule_id)
        except UnknownRule as error:
            self.notify(translate(str(error)), severity="error")
            return
        if rule not in self._shown:
            self.query_one(Input).value = ""
            self._fill("")
        table = self.query_one(DataTable)
        if rule in self._shown:
            table.move_cursor(row=self._shown.index(rule))
        self._show(rule)

    @on(Input.Changed, "#rules-search")
    def _search(self, event: Input.Changed) -> None:
        self._fill(event.value)

    @on(Input.Submitted, "#rules-search")
    def _to_results(self) -> None:
        self.action_focus_results()

    @on(OptionList.OptionSelected, "#rules-see-also")
    def _see_also(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.select_rule(event.option.id)
            self.query_one(DataTable).focus()

    @on(DataTable.RowHighlighted, "#rules-results")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        # A highlight posted before the last search refilled the table is stale: ignore it.
        if event.row_key.value is not None and any(r.id == event.row_key.value for r in self._shown):
            self._show(get_rule(str(event.row_key.value)))

    def action_close(self) -> None:
        """Go back to where the browser was opened from."""
        self.dismiss(None)

    def action_focus_search(self) -> None:
        """Put the cursor in the search box."""
        self.query_one(Input).focus()

    def action_focus_results(self) -> None:
        """Move to the results table."""
        self.query_one(DataTable).focus()

    def action_precedents(self) -> None:
        """How this table ruled the shown rule before (screens.precedents_screen)."""
        open_precedents(self, self._current)
