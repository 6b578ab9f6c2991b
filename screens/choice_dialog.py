"""The one choice dialog every game's area opens: a title, an explanation, and the options the engine allows.

An area builds an `Offer` from what it is shown (`screens.area_view.AreaView`: the engine's checked choices and
typed board) and opens it with `GameArea.open_choices`; the dialog lists each `Option` as a button (a refused
one disabled, its reason beside it), and is dismissed with the option picked (None when closed). Keys: a digit
picks that option, the arrows move between options, enter picks the focused one, escape closes; an option may
carry a letter of its own (shown in the footer). Long lists scroll; the close button stays in sight.

The dialog decides nothing and submits nothing: the area turns the pick into a submission (or a step of its own,
such as marking a monster for an attack), and a flow of several steps (a fight, a battle, a round of turns) is the
same dialog opened again after each step with what the engine says is pending then (`screens.choice_flow`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from companion.services.i18n import _
from rules_engine.messages import NC_, N_
from screens.localized_footer import Footer

#: The digits that pick an option by its place in the list.
DIGITS = "123456789"

#: Said once when keys typed before the dialog was on the screen are dropped (`ChoiceDialog.admits_key`).
TYPED_BEFORE = N_("Keys typed before this dialog opened were not used: it takes only what is typed once it is shown.")


@dataclass(frozen=True)
class Option:
    """One thing the dialog offers: its words, what picking it gives back to the area, and why not when refused."""

    #: The button's words (in the interface's language).
    label: str
    #: What the area gets back when this is picked: an engine action or request, or a step of the area's own.
    value: object = None
    #: A line beside the button: odds, a cost, the engine's verdict ('allowed', or the refusal with its rule).
    detail: Text | str = ""
    #: The engine refuses it now: shown disabled, `detail` says why.
    refused: bool = False
    #: Marked as chosen (a monster picked for an attack, before the attack is set).
    marked: bool = False
    #: A letter that picks it from anywhere in the dialog, with the footer's words for it (a `N_` msgid).
    key: str = ""
    key_label: str = ""
    key_tooltip: str = ""


@dataclass(frozen=True)
class Offer:
    """What the dialog shows: a title, an explanation, the last step's result, and the options."""

    title: str
    explanation: Text | str = ""
    options: tuple[Option, ...] = ()
    #: The result of the step just taken, with its citations (empty before the first).
    result: Text | str = ""
    #: The option focused first (its index), else the first one allowed.
    focus: int | None = None
    #: The list's words when there is nothing to choose ('' for none).
    nothing: str = field(default_factory=lambda: _("Nothing to choose now."))


class ChoiceDialog(ModalScreen[Option | None]):
    """A modal list of options; dismissed with the one picked, or None when closed."""

    HELP_TITLE = NC_("screen title", "Choose one")

    #: Needs nothing of the store: over a board read with sqlite3 it leaves the store unimported (`needs_store`).
    NEEDS_STORE = False

    #: The first focus is the dialog's own choice (`_focus_first`), not the first focusable widget.
    AUTO_FOCUS = None
    DEFAULT_CSS = (Path(__file__).parent / "choice_dialog.tcss").read_text(encoding="utf-8")
    BINDINGS = [
        Binding("escape", "close", N_("Close"), id="choice.close", tooltip=N_("Close this dialog; nothing is chosen")),
        Binding("1", "pick(1)", N_("Choose"), id="choice.digit", key_display="1-9",
                tooltip=N_("Choose the option with that number")),
        *(Binding(digit, f"pick({digit})", N_("Choose"), show=False) for digit in DIGITS[1:]),
        Binding("down", "move(1)", N_("Next"), show=False),
        Binding("up", "move(-1)", N_("Previous"), show=False),
    ]

    def __init__(self, offer: Offer) -> None:
        super().__init__()
        self.offer = offer
        #: When the dialog was made, the offer's work (a store read, the candidates) done; then when it was first drawn:
        #: keys read by the terminal before the table could see it were typed for the board beneath (a command under
        #: way, sent in the same burst as the key that opened it), never for it (`admits_key`).
        self.opened_at = self.Shown().time
        self._told_typed_before = False
        for option in offer.options:  # an option's own letter, in the footer with its words and tooltip
            if option.key:
                self._bindings.key_to_bindings.setdefault(option.key, []).append(Binding(
                    option.key, f"pick_key('{option.key}')", option.key_label or option.label,
                    tooltip=option.key_tooltip))

    def compose(self) -> ComposeResult:
        offer = self.offer
        with Vertical(id="choice-box"):
            yield Label(offer.title, id="choice-title", classes="dialog-title", markup=False)
            with VerticalScroll(id="choice-body"):
                yield Static(offer.explanation, id="choice-explanation", markup=False)
                result = Static(offer.result, id="choice-result", markup=False)
                result.display = bool(str(offer.result))
                yield result
            with VerticalScroll(id="choice-options", can_focus=False):  # its buttons take the focus, and scroll it
                if not offer.options and offer.nothing:
                    yield Static(offer.nothing, id="choice-nothing", markup=False)
                for index, option in enumerate(offer.options):
                    yield self._row(index, option)
            yield Button(_("Close (esc)"), id="choice-close", compact=True)
        yield Footer(compact=True)

    def _row(self, index: int, option: Option) -> Horizontal:
        number = f"{index + 1} " if index < len(DIGITS) else "  "
        label = Text(number, style="dim")
        label.append(("[x] " if option.marked else "") + option.label)
        button = Button(label, id=f"choice-{index}", classes="choice-option" + (" -picked" if option.marked else ""),
                        compact=True, disabled=option.refused)
        if option.key and option.key_tooltip:
            button.tooltip = _(option.key_tooltip)
        parts: list[Button | Static] = [button]
        if str(option.detail):
            parts.append(Static(option.detail, classes="choice-detail", markup=False))
        return Horizontal(*parts, classes="choice-row" + (" -detailed" if len(parts) > 1 else ""))

    class Shown(Message):
        """The dialog is on the screen (made with it, then posted after its first frame): its time is Textual's clock,
        the one a key's time is read on."""

    def on_mount(self) -> None:
        self.call_after_refresh(self._focus_first)
        self.call_after_refresh(lambda: self.post_message(self.Shown()))

    @on(Shown)
    def _drawn(self, shown: Shown) -> None:
        """The dialog is on the screen: keys read from now on are the table's answer to it."""
        shown.stop()
        self.opened_at = max(self.opened_at, shown.time)

    def admits_key(self, event: events.Key) -> bool:
        """Whether a key may act on the dialog (the app asks before any binding sees it): not one the terminal read
        before the dialog was on the screen, though it reached the app after (f8 then a command typed at once: its
        letters and digits would pick options, its Enter choose the highlighted one). Dropped, and said once."""
        if event.time >= self.opened_at:
            return True
        if not self._told_typed_before:
            self._told_typed_before = True
            self.notify(_(TYPED_BEFORE), severity="warning")
        return False

    def show_offer(self, offer: Offer) -> None:
        """Show `offer` instead (the same choices drawn again, e.g. in a new theme's colours)."""
        self.offer = offer
        self.refresh(recompose=True)
        self.call_after_refresh(self._focus_first)

    def buttons(self) -> list[Button]:
        """The options' buttons, in the offer's order."""
        return [self.query_one(f"#choice-{index}", Button) for index in range(len(self.offer.options))]

    def _focus_first(self) -> None:
        """The option the offer names, else the first allowed, else Close: keyboard users start there."""
        buttons = self.buttons()
        first = self.offer.focus
        ordered = ([buttons[first]] if first is not None and 0 <= first < len(buttons) else []) + buttons
        target = next((b for b in ordered if not b.disabled), self.query_one("#choice-close", Button))
        target.focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        name = event.button.id or ""
        if name == "choice-close":
            self.dismiss(None)
        elif name.removeprefix("choice-").isdigit():
            self.pick(int(name.removeprefix("choice-")))

    def pick(self, index: int) -> None:
        """Pick the option at `index`: the dialog closes with it (a refused one says why instead)."""
        option = self.offer.options[index]
        if option.refused:
            self.notify(str(option.detail) or _("Not allowed now."), title=option.label, severity="warning")
            return
        self.dismiss(option)

    def action_pick(self, number: int) -> None:
        """A digit: pick the option with that number, when there is one."""
        if 1 <= number <= len(self.offer.options):
            self.pick(number - 1)

    def action_pick_key(self, key: str) -> None:
        """An option's own letter: pick it."""
        index = next((i for i, option in enumerate(self.offer.options) if option.key == key), None)
        if index is not None:
            self.pick(index)

    def action_move(self, step: int) -> None:
        """The arrows: the focus to the next (or previous) allowed option, round to the other end."""
        buttons = [b for b in self.buttons() if not b.disabled] + [self.query_one("#choice-close", Button)]
        focused = self.focused
        at = buttons.index(focused) if focused in buttons else -1 if step > 0 else 0
        buttons[(at + step) % len(buttons)].focus()

    def action_close(self) -> None:
        """Close without choosing."""
        self.dismiss(None)
