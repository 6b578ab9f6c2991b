"""The placement dialog: which drawn location goes in the map's cursor cell, each with the engine's verdict there.

"Another card" hands the draw to the card tray: the table names the card it drew, and a card the session
lacks is typed in the catalogue form (rules_engine/dungeoneer/typed_locations.py).

A refused location can still be chosen: the session frame then shows the refusal with its rule
(and offers a house rule), and the map draws where the placement goes wrong.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from companion.services.i18n import _, translate
from rules_engine.dungeoneer.fair_placement import FAIR_PLACEMENT_RULE
from rules_engine.dungeoneer.offers import Placement
from rules_engine.messages import N_

DIALOG_CSS = """
PlaceDialog { align: center middle; }
#dg-place-box { width: 90%; max-width: 100; height: auto; max-height: 95%; border: thick $accent; padding: 0 1;
                background: $surface; }
#dg-place-rows { height: auto; max-height: 16; }
.dg-place-row { height: auto; }
.dg-place-row Button { width: 24; margin-right: 1; }
.dg-place-why { width: 1fr; height: auto; }
.dg-place-why.-fits { color: $text-success; }
.dg-place-why.-refused { color: $text-error; }
"""


FITS = N_("allowed here")
#: What the dialog is dismissed with when the table names the card it drew instead (the card tray asks for it).
NAME_THE_CARD = "\x00name-the-card"


def place_options(placements: tuple[Placement, ...]) -> list[tuple[str, str, str]]:
    """(card id, card name, the engine's verdict on placing it in the cell) for each location the engine offers."""
    options = []
    for placement in placements:
        ruling = placement.verdict.ruling
        why = _(FITS)
        if not ruling.allowed:
            cited = f" ({ruling.citations[0].reference()})" if ruling.citations else ""
            why = translate(ruling.message) + cited
        elif FAIR_PLACEMENT_RULE in (c.rule_id for c in ruling.citations) and ruling.effects:
            why = f"{_(FITS)}: {translate(ruling.effects[-1])}"  # the fair placement variant names who places it
        options.append((placement.card_id, translate(placement.name), why))
    return options


class PlaceDialog(ModalScreen[str | None]):
    """Choose the location drawn from the deck; dismissed with its id (or None)."""

    DEFAULT_CSS = DIALOG_CSS
    BINDINGS = [Binding("escape", "close", N_("Close"), id="dg.place.close", tooltip=N_("Close without placing"))]

    def __init__(self, placements: tuple[Placement, ...], cell: tuple[int, int]) -> None:
        super().__init__()
        self.placements, self.cell = placements, cell
        self._ids: dict[str, str] = {}

    def compose(self) -> ComposeResult:
        with Vertical(id="dg-place-box"):
            yield Label(_("Place a location at column {column}, row {row}").format(column=self.cell[0], row=self.cell[1]),
                        classes="dialog-title", markup=False)
            yield Static(_("Which location was drawn? Refused ones can be chosen to see why on the map."),
                         markup=False)
            rows = []
            for index, (card_id, name, why) in enumerate(place_options(self.placements)):
                button_id = f"dg-place-{index}"
                self._ids[button_id] = card_id
                verdict = Static(Text(why), classes="dg-place-why " + ("-fits" if why.startswith(_(FITS)) else "-refused"),
                                 markup=False)
                rows.append(Horizontal(Button(Text(name), id=button_id, compact=True), verdict,
                                       classes="dg-place-row"))
            yield VerticalScroll(*rows, id="dg-place-rows")
            with Horizontal(classes="dg-place-row"):
                yield Button(_("Another card: name it"), id="dg-place-other", compact=True)
                yield Static(_("a card drawn from the table's deck that the list lacks (typed from the card if new)"),
                             classes="dg-place-why", markup=False)
            yield Button(_("Close (esc)"), id="dg-place-close", compact=True)

    def on_mount(self) -> None:
        buttons = list(self.query(Button))
        if buttons:
            buttons[0].focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "dg-place-other":
            self.dismiss(NAME_THE_CARD)
            return
        self.dismiss(self._ids.get(event.button.id or ""))

    def action_close(self) -> None:
        """Close without placing."""
        self.dismiss(None)
