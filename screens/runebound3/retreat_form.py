"""The retreat form: the table says the neighbouring space a Runebound 3e retreat steps to.

The app does not hold the game's map, so the retreat button opens this small form instead of acting at once:
the terrain the step needs and the space's kind are chosen from the engine's own words, the space's name is
typed. The engine reads them (`rules_engine.runebound3.retreat_form.retreat_request`, with the same argument
checks the typed `retreat` command uses) into the chance request the form is dismissed with; the area submits
it like every other button, and the frame rules on it (a refusal shows with its rule). A value the engine
cannot read gets one line under the fields, and nothing is submitted.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static
from screens.ordered_keys import OrderedInput

from companion.services.i18n import _, error_text
from rules_engine.chance import DiceRequest
from rules_engine.errors import CommandError
from rules_engine.messages import NC_, N_
from rules_engine.runebound3.retreat_form import RETREAT_FIELDS, retreat_request

FORM_CSS = """
RetreatForm { align: center middle; }
#r3-retreat-box { width: 64; max-width: 100%; height: auto; max-height: 100%; border: thick $accent;
                  background: $surface; padding: 0 1; }
#r3-retreat-box Label { margin-top: 1; }
#r3-retreat-box Label.dialog-title { margin-top: 0; }
#r3-retreat-error { color: $text-error; height: 3; }  /* kept: a message never moves the buttons */
#r3-retreat-buttons { height: auto; margin-top: 1; align-horizontal: right; }
#r3-retreat-buttons Button { margin-left: 1; }
"""


class RetreatForm(ModalScreen[DiceRequest | None]):
    """Ask for the neighbouring space a retreat steps to; dismissed with the retreat's chance request, or None."""

    HELP_TITLE = NC_("screen title", "Retreat")

    DEFAULT_CSS = FORM_CSS
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="r3.retreat.cancel",
                        tooltip=N_("Close the form; nothing is submitted"))]

    def __init__(self, state: Any) -> None:
        super().__init__()
        self.state = state

    def compose(self) -> ComposeResult:
        with Vertical(id="r3-retreat-box"):
            yield Label(_("Retreat to a neighbouring space"), classes="dialog-title", markup=False)
            yield Static(_("The app does not hold the map: say the space the hero steps to. The terrain die is "
                           "rolled next."), markup=False)
            for field in RETREAT_FIELDS:
                yield Label(_(field.label), markup=False)
                if field.choices:
                    yield Select([(_(label), word) for word, label in field.choices], prompt=_("Choose…"),
                                 id=f"r3-retreat-{field.key}", compact=True)
                else:
                    yield OrderedInput(placeholder=_("as the board names it, e.g. Old Wood"), id=f"r3-retreat-{field.key}",
                                compact=True)
            yield Static("", id="r3-retreat-error", markup=False)
            with Horizontal(id="r3-retreat-buttons"):
                yield Button(_("Retreat (enter)"), id="r3-retreat-ok", variant="primary", compact=True)
                yield Button(_("Cancel (esc)"), id="r3-retreat-cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one(f"#r3-retreat-{RETREAT_FIELDS[0].key}").focus()

    def entered(self) -> dict[str, str]:
        """What each field holds now ('' where nothing is chosen or typed)."""
        values: dict[str, str] = {}
        for field in RETREAT_FIELDS:
            widget = self.query_one(f"#r3-retreat-{field.key}")
            if isinstance(widget, Select):
                values[field.key] = "" if widget.is_blank() else str(widget.value)
            elif isinstance(widget, Input):
                values[field.key] = widget.value
        return values

    @on(Input.Submitted)
    @on(Button.Pressed, "#r3-retreat-ok")
    def submit(self) -> None:
        """Close with the retreat the fields describe, or say in one line which field the engine cannot read."""
        try:
            request = retreat_request(self.state, self.entered())
        except CommandError as error:
            self.query_one("#r3-retreat-error", Static).update(error_text(error))
            return
        self.dismiss(request)

    @on(Button.Pressed, "#r3-retreat-cancel")
    def action_cancel(self) -> None:
        """Close without a retreat."""
        self.dismiss(None)


__all__ = ["RetreatForm"]
