"""The catalogue: every kind of card of every game, how many the table has, and the form to type one in.

Reached from the home screen (c) and from the command palette on any screen ("Catalogue: type in a
card"). Each game is a heading; under it each kind of entry its catalogue holds (heroes, locations,
monsters, items ...) with the number of entries, shipped and typed in. Enter on a kind opens its
form (`CatalogueEditor`) on a new entry; the form's "Start from…" list opens one already there.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from cards_db.kinds import CatalogueKind, all_kinds
from cards_db.store import list_entries
from companion.services.i18n import _, ngettext, translate
from rules_engine.games import all_games
from rules_engine.messages import NC_, N_, as_message
from screens.catalogue_editor import CatalogueEditor
from screens.localized_footer import Footer


def kind_key(kind: CatalogueKind) -> str:
    """The option id of a kind in the list."""
    return f"{kind.game}/{kind.kind}"


class CatalogueBrowser(Screen[None]):
    """Lists each game's kinds of catalogue entry with their counts; enter opens the form of one."""

    CSS_PATH = "catalogue_browser.tcss"

    HELP_TITLE = NC_("screen title", "Catalogue")
    HELP_TEXT = N_("Each game's kinds of card, with how many your catalogue holds. Enter opens a form to type a "
                   "card in from the card in front of you (or, with 'Start from…', to change one). What you save is "
                   "checked as an import is, and new sessions use it at once.")
    BINDINGS = [
        Binding("escape", "back", N_("Back"), id="catalogue.back", tooltip=N_("Return to the previous screen.")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._kinds = {kind_key(k): k for k in all_kinds() if k.schema is not None}

    def compose(self) -> ComposeResult:
        yield Label(_("Catalogue: your cards, by game"), classes="screen-title", markup=False)
        kinds = OptionList(id="kinds")
        # The note is said on the list's top border, a row that was drawn blank: the list keeps that row.
        kinds.border_title = Text(_("Enter on a kind opens a form to type a card in as printed."))
        yield kinds
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.refresh_counts()
        self.query_one("#kinds", OptionList).focus()

    def on_screen_resume(self) -> None:
        """Back from a form: the counts include what was just saved."""
        self.refresh_counts()

    def _count(self, kind: CatalogueKind) -> int:
        store = getattr(self.app, "store", None)
        try:
            entries: dict[str, Any] = list_entries(kind.game, kind.kind, db=store) if store is not None \
                else kind.shipped()
        except Exception:  # noqa: BLE001 - an unreadable import table still shows the shipped count
            entries = kind.shipped()
        return len(entries)

    def refresh_counts(self) -> None:
        """List every game's kinds with the number of entries each holds now."""
        listing = self.query_one("#kinds", OptionList)
        highlighted = listing.highlighted
        listing.clear_options()
        titles = {game.id: game.title for game in all_games()}
        for game_id in sorted({k.game for k in self._kinds.values()}, key=lambda g: titles.get(g, g)):
            listing.add_option(Option(translate(as_message(titles.get(game_id, game_id))), disabled=True))
            for key, kind in self._kinds.items():
                if kind.game != game_id:
                    continue
                count = self._count(kind)
                said = ngettext("{n} entry", "{n} entries", count).format(n=count)
                listing.add_option(Option(f"  {translate(as_message(kind.label))} ({said})", id=key))
        if highlighted is not None and highlighted < listing.option_count:
            listing.highlighted = highlighted
        else:
            listing.action_first()

    @on(OptionList.OptionSelected, "#kinds")
    def _kind_chosen(self, event: OptionList.OptionSelected) -> None:
        kind = self._kinds.get(event.option.id or "")
        if kind is not None:
            self.app.push_screen(CatalogueEditor(kind.game, kind.kind))

    def action_back(self) -> None:
        """Return to the previous screen."""
        self.dismiss(None)
