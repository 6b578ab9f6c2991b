"""The Class Decks dialogs: class cards to play in the round of turns, and the talent shop of the experience step.

Both are the market dialog's kind: every option is checked by the engine and shown allowed, or
refused with the engine's message and rule; choosing one submits it through the session.
"""

from __future__ import annotations

from companion.services.i18n import _, translate
from rules_engine.messages import N_
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer

from rules_engine.actions import Action
from rules_engine.runebound2.class_decks.actions import PassWindow, TriggerRound
from rules_engine.runebound2.state import Rb2State
from screens.game_area import GameArea
from screens.runebound2.class_card_options import play_options, round_text, talent_header, talent_options
from screens.runebound2.dialogs import DIALOG_CSS, OptionsDialog

CLASS_DECKS_CSS = DIALOG_CSS + (Path(__file__).parent / "class_decks.tcss").read_text(encoding="utf-8")


class FooterDialog(OptionsDialog):
    """The market dialog's kind with its keys in a footer."""

    def compose(self) -> ComposeResult:
        yield from super().compose()
        yield Footer(compact=True)


class ClassCardsDialog(FooterDialog):
    """Whose go it is in the open window, and every card in every hand: on whom, at what cost, or why not."""

    DEFAULT_CSS = CLASS_DECKS_CSS
    BINDINGS = [
        Binding("escape", "close", N_("Close"), id="rb2.cards.close", tooltip=N_("Close this dialog")),
        Binding("p", "pass_window", N_("Pass"), id="rb2.cards.pass",
                tooltip=N_("The player whose go it is in the open window passes")),
        Binding("t", "trigger_round", N_("Trigger round"), id="rb2.cards.triggers",
                tooltip=N_("Several players want to play trigger cards at once: go round from the active player's left")),
    ]

    def __init__(self, area: GameArea, game, state: Rb2State) -> None:
        super().__init__(area, game, state, _("Class cards"), "class-cards")

    def rows(self, state: Rb2State) -> list[tuple[str, Action, str]]:
        """Pass, the round of trigger cards, then every card in every hand."""
        return play_options(state)

    def header(self, state: Rb2State) -> Text:
        """The round of turns."""
        return round_text(self.game, state)

    def action_pass_window(self) -> None:
        """Pass for the player whose go it is (the engine refuses when no window is open)."""
        self._submit_first(PassWindow)

    def action_trigger_round(self) -> None:
        """Start a round of trigger cards."""
        self._submit_first(TriggerRound)

    def _submit_first(self, kind: type[Action]) -> None:
        action = next((a for _label, a, _detail in self.rows(self.state) if isinstance(a, kind)), None)
        if action is None:
            self.notify(_("No timing window is open: there is nothing to pass."), severity="warning")
            return
        ruling = self.game.check(self.state, action)
        if not ruling.allowed:
            cited = f" ({translate(ruling.citations[0].reference())})" if ruling.citations else ""
            self.notify(translate(ruling.message) + cited, severity="warning")
            return
        self.area.post_message(GameArea.Submit(action))


class TalentShopDialog(FooterDialog):
    """The experience step's talents: each with points or a counter, allowed or refused with the rule."""

    DEFAULT_CSS = CLASS_DECKS_CSS
    BINDINGS = [Binding("escape", "close", N_("Close"), id="rb2.talents.close", tooltip=N_("Close this dialog"))]

    def __init__(self, area: GameArea, game, state: Rb2State) -> None:
        super().__init__(area, game, state, _("Talents"), "talents")

    def rows(self, state: Rb2State) -> list[tuple[str, Action, str]]:
        """Each talent with points, and with each kind of counter held."""
        return talent_options(state)

    def header(self, state: Rb2State) -> Text:
        """What the player can pay with and the talent in play."""
        return talent_header(state)
