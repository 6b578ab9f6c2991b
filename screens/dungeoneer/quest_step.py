"""The new-session wizard's Dungeoneer step: the quest cards the game deals at setup, and a way to type them in.

Setup deals quest cards (three to a player alone; two to each player and one shared; two shared with nothing
personal) from the session's quest cards, which are copied from the catalogue when the session is created; unlike
a location, a monster or an adventure card, a quest cannot be typed in during play. A table with too few quest
cards in its catalogue was told so only once the tunnels were laid and the quests were to be named. This step says
how many the catalogue holds against how many setup deals, and its "New quest card" opens the catalogue's quest form
on top of the wizard (what was typed in the wizard stays); the game's own setup refuses too few, with that count.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button, Label, Static

from companion.services.i18n import _, error_text
from companion.services.session_setup import table_catalogue
from cards_db.errors import CatalogueError
from rules_engine.dungeoneer.game import GAME_ID, known_decks
from rules_engine.dungeoneer.options import Options
from rules_engine.dungeoneer.questing import quests_dealt_at_setup
from rules_engine.games import get_game
from screens.catalogue_editor import CatalogueEditor
from screens.wizard import SetupStep, register_setup_step


def known_quests(store: Any) -> int:
    """How many quest cards a new session would take from the catalogue (shipped and typed in, every value known)."""
    decks, _left_out = known_decks(table_catalogue(get_game(GAME_ID), store))
    return len(decks["quests"])


class QuestCardsStep(SetupStep):
    """The quest cards known against those setup deals, and "New quest card"."""

    DEFAULT_CSS = """
    QuestCardsStep { height: auto; }
    QuestCardsStep #quest-count { height: auto; }
    QuestCardsStep .quest-row { height: auto; }
    """

    def __init__(self, store: Any) -> None:
        super().__init__(id="quest-step")
        self.store = store
        self._options: dict[str, Any] = {}
        self._seats = 0

    def compose(self) -> ComposeResult:
        yield Label(_("Quest cards"), classes="form-section", markup=False)
        yield Static("", id="quest-count", classes="form-note", markup=False)
        with Horizontal(classes="form-row quest-row"):
            yield Label("", classes="form-label", markup=False)  # the label column, blank: the button under the note
            yield Button(_("New quest card"), id="new-quest", compact=True,
                         tooltip=_("Type a quest card in from what it prints; saved, every new session has it"))

    def on_mount(self) -> None:
        self.show_count()

    def set_seats(self, count: int) -> None:
        """The number of players changed: setup deals as many more quests."""
        self._seats = count
        self.show_count()

    def options_changed(self, options: Mapping[str, Any]) -> None:
        """Solo play and "nothing personal" change how many quests setup deals."""
        self._options = dict(options)
        self.show_count()

    def dealt(self) -> int:
        """How many quest cards setup deals with the players and options as they stand."""
        return quests_dealt_at_setup(Options.from_setup(self._options), max(self._seats, 1))

    def show_count(self) -> None:
        """Say how many quest cards the catalogue holds against how many setup deals."""
        if not self.is_mounted:
            return
        have, dealt = known_quests(self.store), self.dealt()
        said = _("{have} in your catalogue; setup deals {dealt}.").format(have=have, dealt=dealt)
        if have < dealt:
            said += " " + _("Type the rest in from your quest cards before you start.")
        self.query_one("#quest-count", Static).update(said)

    @on(Button.Pressed, "#new-quest")
    def _new_quest(self, event: Button.Pressed) -> None:
        event.stop()
        try:
            form = CatalogueEditor(GAME_ID, "quest", close_on_save=True)
        except CatalogueError as error:
            self.query_one("#quest-count", Static).update(error_text(error))
            return
        self.app.push_screen(form, lambda _entry: self.show_count())


@register_setup_step(GAME_ID)
def quest_cards_step(store: Any) -> QuestCardsStep:
    """Dungeoneer's wizard step: the quest cards."""
    return QuestCardsStep(store)
