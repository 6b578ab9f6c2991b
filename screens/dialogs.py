"""Typed modal dialogs the shell uses: a yes/no confirmation and a one-line text prompt."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static
from screens.ordered_keys import OrderedInput
from companion.services.i18n import _
from rules_engine.messages import NC_, N_


class ConfirmDialog(ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True only when the user confirms."""

    HELP_TITLE = NC_("screen title", "Question")

    #: Needs nothing of the store: over a board read with sqlite3 it leaves the store unimported (`needs_store`).
    NEEDS_STORE = False

    CSS_PATH = "dialogs.tcss"
    BINDINGS = [
        Binding("y", "confirm", N_("Yes"), id="dialog.yes"),
        Binding("n,escape", "cancel", N_("No"), id="dialog.no"),
    ]

    def __init__(self, title: str, message: str, *, confirm_label: str = N_("Yes"), danger: bool = False) -> None:
        super().__init__()
        self._title = title
        self._message = message
        self._confirm_label = confirm_label
        self._danger = danger

    #: How the confirm key reads on its button.
    CONFIRM_KEY = "y"

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog"):
            yield Label(self._title, id="dialog-title", classes="dialog-title", markup=False)
            yield Static(self._message, id="dialog-message", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(
                    f"{_(self._confirm_label)} ({self.CONFIRM_KEY})", id="confirm",
                    variant="error" if self._danger else "primary",
                )
                yield Button(_("Cancel (n)"), id="cancel")

    def on_mount(self) -> None:
        self.query_one("#cancel" if self._danger else "#confirm", Button).focus()

    @on(Button.Pressed, "#confirm")
    def action_confirm(self) -> None:
        """Answer yes."""
        self.dismiss(True)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Answer no."""
        self.dismiss(False)


class HouseRuleDialog(ConfirmDialog, inherit_bindings=False):
    """'Apply it anyway?' for a refused action. It pops up while people may still be typing, so
    a stray letter must not answer it: only ctrl+g (the house-rule key) or the button confirms."""

    CONFIRM_KEY = "ctrl+g"
    BINDINGS = [
        Binding("ctrl+g", "confirm", N_("Apply as house rule"), id="dialog.house_rule", priority=True),
        Binding("n,escape", "cancel", N_("No"), id="dialog.no"),
    ]


class TextPrompt(ModalScreen[str | None]):
    """Ask for one line of text; dismisses with the text, or None when cancelled."""

    HELP_TITLE = NC_("screen title", "Question")

    #: Needs nothing of the store: over a board read with sqlite3 it leaves the store unimported (`needs_store`).
    NEEDS_STORE = False

    CSS_PATH = "dialogs.tcss"
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="dialog.cancel")]

    def __init__(self, title: str, *, value: str = "", placeholder: str = "") -> None:
        super().__init__()
        self._title = title
        self._value = value
        self._placeholder = placeholder

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog"):
            yield Label(self._title, id="dialog-title", classes="dialog-title", markup=False)
            yield OrderedInput(value=self._value, placeholder=self._placeholder, id="prompt-input")
            yield Static("", id="prompt-error", classes="error", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("OK (enter)"), id="ok", variant="primary")
                yield Button(_("Cancel (esc)"), id="cancel")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    @on(Input.Submitted)
    @on(Button.Pressed, "#ok")
    def submit(self) -> None:
        """Return the text typed, unless it is blank."""
        text = self.query_one(Input).value.strip()
        if not text:
            self.query_one("#prompt-error", Static).update(_("Type something, or press escape to cancel."))
            return
        self.dismiss(text)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Close without an answer."""
        self.dismiss(None)
