"""The card tray: a modal that draws a card from the app's virtual deck or takes the card the table drew.

It is the dice tray's twin for a `CardRequest`: "Draw for me" lets the app's deck (shuffled, drawn,
discarded and reshuffled by the app from the cards the request lists) give the card; otherwise the
table names the card it drew from its own deck (or, when the request allows it, types the values of
one the catalogue lacks). A name the deck cannot give is refused in the tray, which stays open.

When the app cannot draw (no deck for this draw, or none of its cards entered yet), "Draw for me" is not
offered at all, neither the button nor ctrl+r (`check_action`): the note in its place says why and asks for
the card the table drew.

When the game's rules allow something instead of the draw (`GameArea.card_instead`: alone in Dungeoneer, ending the
owed peril draws once the deck and its discard are empty), the tray offers it too, as a button and ctrl+f, and
dismisses with that action.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static
from screens.localized_footer import Footer
from screens.ordered_keys import OrderedInput

from companion.services.fulfillers import ChanceError, Fulfiller, SpentDeck, TableCard
from companion.services.i18n import _, error_text, ngettext, translate
from rules_engine.actions import Action
from rules_engine.chance import CardRequest
from rules_engine.messages import NC_, N_, as_message
from screens.table_app import table_app
from screens.card_forms import CardForm
from screens.card_instead import CardInstead


class CardTray(ModalScreen[Fulfiller | Action | None]):
    """Draw one card for `request`: from `deck` (the app's, when there is one) or named by the table.

    Dismisses with the fulfiller that gives the card (`deck`, or a `TableCard` for the name typed), with the action
    `instead` offers in place of the draw, or None when cancelled.
    """

    HELP_TITLE = NC_("screen title", "Card tray")

    #: Needs nothing of the store: over a board read with sqlite3 it leaves the store unimported (`needs_store`).
    NEEDS_STORE = False

    CSS_PATH = "dice_tray.tcss"
    BINDINGS = [
        Binding("ctrl+r", "draw_for_me", N_("Draw for me"), id="card.draw", priority=True),
        Binding("ctrl+f", "instead", N_("Instead of a card"), id="card.instead", priority=True),
        Binding("escape", "cancel", N_("Cancel"), id="card.cancel"),
    ]

    def __init__(self, request: CardRequest, deck: Fulfiller | None, forms: tuple[CardForm, ...] = (),
                 instead: CardInstead | None = None) -> None:
        super().__init__()
        self.request = request
        self.deck = deck
        self.forms = forms if request.values_help else ()
        self.instead = instead

    @property
    def can_draw(self) -> bool:
        """True when the app can draw this card itself: it has a deck and knows the cards the deck may give."""
        return self.deck is not None and not isinstance(self.deck, SpentDeck) and bool(self.request.candidates)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool:
        """The draw key exists only when the app can draw: otherwise ctrl+r is no key of this tray (False hides a
        binding in Textual; None would show it disabled); ctrl+f only when something is offered instead of the card."""
        if action == "instead":
            return self.instead is not None
        return action != "draw_for_me" or self.can_draw

    def compose(self) -> ComposeResult:
        with Vertical(id="card-box", classes="dialog"):
            yield Label(_("Card: {request}").format(request=translate(self.request.describe())),
                        id="card-title", classes="dialog-title", markup=False)
            if self.can_draw:
                yield Button(_("Draw for me (ctrl+r)"), id="draw", variant="primary")
                held = len(self.request.candidates)
                yield Static(ngettext("The app's deck holds {n} card: the ones entered so far.",
                                      "The app's deck holds {n} cards: the ones entered so far.", held).format(n=held),
                             id="card-deck-size", classes="note", markup=False)
            elif isinstance(self.deck, SpentDeck):
                yield Static(_("The app's deck and its discard are empty: the cards entered so far are in play. Draw "
                               "from the table's deck and name the card."), id="card-deck-size", classes="note",
                             markup=False)
            elif self.deck is not None:
                yield Static(_("The app's deck is empty: no card of this deck is entered yet. Draw from the "
                               "table's deck and name the card."), id="card-deck-size", classes="note", markup=False)
            else:
                yield Static(_("The app has no deck for this draw: name the card the table drew."),
                             classes="note", markup=False)
            if self.can_draw:  # otherwise the note above already asks for the card the table drew
                yield Label(_("Or name the card the table drew from its own deck:"), markup=False)
            if self.request.values_help:
                yield Static(_("Or {values}.").format(values=translate(as_message(self.request.values_help))), id="card-values",
                             classes="note", markup=False)
            yield OrderedInput(placeholder=", ".join(self.request.candidates[:3]), id="card-entered")
            yield Static("", id="card-error", classes="error", markup=False)
            with Horizontal(id="card-forms", classes="dialog-buttons"):
                for index, form in enumerate(self.forms):
                    yield Button(_("New card: {kind}").format(kind=_(form.label)), id=f"card-form-{index}",
                                 classes="card-form")
            if self.instead is not None:
                yield Button(_(self.instead.label), id="instead")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Use this card (enter)"), id="use")
                yield Button(_("Cancel (esc)"), id="cancel")
        yield Footer(compact=True)  # the tray's own keys, not the session's beneath it (as the dice tray's)

    def on_mount(self) -> None:
        self.query_one("#card-forms").display = False
        self.query_one("#card-error").display = False  # no empty row under the entry until there is something to say
        self.query_one("#card-entered", Input).focus()

    @on(Button.Pressed, "#draw")
    def action_draw_for_me(self) -> None:
        """Let the app draw from its virtual deck (offered only when it can: `check_action`)."""
        self.dismiss(self.deck)

    @on(Button.Pressed, "#instead")
    def action_instead(self) -> None:
        """Take the action offered instead of the card (offered only when there is one: `check_action`)."""
        if self.instead is not None:
            self.dismiss(self.instead.action)

    @on(Input.Submitted, "#card-entered")
    @on(Button.Pressed, "#use")
    def use_entered(self) -> None:
        """Take the card the table named, refusing a name the deck cannot give."""
        table = TableCard(self.query_one("#card-entered", Input).value)
        if self.forms and table.name and self._new_name(table.name):
            self.query_one("#card-forms").display = True
            self._error(_("{name} is not among this game's cards yet: type it in from the card with a button "
                          "below, or fix the name and press enter.").format(name=table.name))
            return
        try:
            table.fulfil(self.request)
        except ChanceError as error:
            self._error(_("{error}. Fix the name and press enter.").format(
                error=error_text(error)))
            return
        self.dismiss(table)

    def _new_name(self, name: str) -> bool:
        """True for a name none of the request's cards has, typed without values ('NAME as ...')."""
        known = {candidate.casefold() for candidate in self.request.candidates}
        return " as " not in f" {name.casefold()} " and name.casefold() not in known

    @on(Button.Pressed, ".card-form")
    def _open_form(self, event: Button.Pressed) -> None:
        form = self.forms[int((event.button.id or "card-form-0").removeprefix("card-form-"))]
        name = self.query_one("#card-entered", Input).value.strip()

        def saved(entry: dict[str, Any] | None) -> None:
            if entry is not None:
                self.use_typed(entry, form)

        table_app(self.app).open_catalogue_form(form.game, form.kind, name=name, then=saved)

    def use_typed(self, entry: dict[str, Any], form: CardForm) -> None:
        """Take a card typed in the form (now in the user's catalogue): its name with its values, as the log keeps it."""
        table = TableCard(f"{entry.get('name', entry.get('id', ''))} as {form.words(entry)}")
        try:
            table.fulfil(self.request)
        except ChanceError as error:
            self._error(_("{error}. Fix the name and press enter.").format(error=error_text(error)))
            return
        self.dismiss(table)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Close without drawing; nothing is applied."""
        self.dismiss(None)

    def _error(self, message: str) -> None:
        error = self.query_one("#card-error", Static)
        error.update(message)
        error.display = bool(message)


__all__ = ["CardTray"]
