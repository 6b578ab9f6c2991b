"""The dice tray: a modal that rolls for the table or takes the table's own dice, validated face by face."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static
from screens.ordered_keys import OrderedInput

from companion.services.dice_sources import SystemDiceSource
from companion.services.dice_text import face_said, said_symbol
from companion.services.fulfillers import split_faces
from rules_engine.dice import DiceError, DiceRoll, DieSpec, Face, TableDice
from companion.services.i18n import _, error_text, format_number, ngettext, translate
from rules_engine.messages import NC_, N_
from rules_engine.terrain_names import folded
from screens.localized_footer import Footer


def symbol_words(die: DieSpec) -> dict[str, str]:
    """Each symbol of `die` by the one word the interface says it in, folded («kordelas» -> "cutlass" on a Dice Throne
    hero die in Polish): a word the table reads on the screens and may type. Left out: a word the die reads already
    (its own spelling, a Runebound terrain's word), a word of more than one part, and a word two symbols share."""
    symbols = die.symbols_allowed or tuple(dict.fromkeys(s for face in die.faces for s in face.symbols))
    own = {folded(symbol) for symbol in symbols}
    named: dict[str, set[str]] = {}
    for symbol in symbols:
        word = folded(said_symbol(symbol))
        if word and " " not in word and "+" not in word and word not in own and die.symbol_typed(word) == word:
            named.setdefault(word, set()).add(symbol)
    return {word: next(iter(found)) for word, found in named.items() if len(found) == 1}


def faces_as_the_die_reads_them(die: DieSpec, typed: list[str]) -> list[str]:
    """The faces typed for `die`, each symbol said in the interface's words (`symbol_words`) put back as the die
    keeps it; numbers and any other word left as typed, for the die to read or refuse by name."""
    words = symbol_words(die)
    if not words:
        return typed
    return ["+".join(words.get(folded(part), part) for part in face.split("+")) for face in typed]


def shown_symbol(die: DieSpec, symbol: str) -> str:
    """A symbol in the interface's language when the die reads that word back as the symbol (a Runebound terrain:
    «лес», which the table may type; a Dice Throne hero's symbol through `symbol_words`), else as the die keeps it (a
    word typed must be one the die takes). The tray splits faces at spaces, so a name of two words is shown by its
    first when that reads back («дикий» for the screens' «дикий символ»)."""
    said = said_symbol(symbol)
    words = symbol_words(die)
    for word in (said, said.split()[0] if said.split() else said):
        if any(space.isspace() for space in word):
            continue
        if die.symbol_typed(word) == symbol.casefold() or words.get(folded(word)) == symbol:
            return word
    return symbol


def shown_face(die: DieSpec, face: Face) -> str:
    """A face as the tray lists it: a face of symbols as its symbols (`shown_symbol`) joined by '+', any other as
    it describes itself ('0 (=10)', '4 bullet'), its symbols as `shown_symbol` says them ('4 kula')."""
    if face.symbols and "+".join(face.symbols) == face.label:
        return "+".join(shown_symbol(die, symbol) for symbol in face.symbols)
    return face_said(face, lambda symbol: shown_symbol(die, symbol))


def entry_example(die: DieSpec, count: int) -> str:
    """A placeholder showing how to type this die's faces: numbers, or symbols joined by '+'."""
    if die.faces and die.kind == "numbered":
        sample = [die.faces[min(3, len(die.faces) - 1)].label]
    elif die.faces:
        sample = ["+".join(shown_symbol(die, s) for s in f.symbols) or f.label for f in die.faces]
    else:
        symbols = tuple(shown_symbol(die, s) for s in die.symbols_allowed) or (_("symbol"),)
        sample = [f"{symbols[i % len(symbols)]}+{symbols[(i + 1) % len(symbols)]}" for i in range(len(symbols))]
    return _("e.g. {sample}").format(sample=" ".join(sample[i % len(sample)] for i in range(count)))


class DiceTray(ModalScreen[DiceRoll | None]):
    """Roll `count` dice of one kind: the app rolls, or the table types what its dice show.

    Dismisses with the DiceRoll (source 'app' or 'table'), or None when cancelled. `notes` are lines
    the game gives about this roll (its odds and suggested holds); the tray only shows them.
    """

    HELP_TITLE = NC_("screen title", "Dice tray")

    #: Needs nothing of the store: over a board read with sqlite3 it leaves the store unimported (`needs_store`).
    NEEDS_STORE = False

    CSS_PATH = "dice_tray.tcss"
    BINDINGS = [
        Binding("ctrl+r", "roll_for_me", N_("Roll for me"), id="dice.roll", priority=True),
        Binding("escape", "cancel", N_("Cancel"), id="dice.cancel"),
    ]

    def __init__(self, die: DieSpec, count: int, purpose: str, modifier: int = 0,
                 notes: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.die = die
        self.count = count
        self.purpose = purpose
        self.modifier = modifier
        self.notes = notes

    def compose(self) -> ComposeResult:
        mod = f" {'+' if self.modifier >= 0 else '-'} {abs(self.modifier)}" if self.modifier else ""
        if self.die.faces:
            faces = _("Faces: {faces}").format(faces=", ".join(shown_face(self.die, f) for f in self.die.faces))
        else:  # a die whose faces the table has not described: what one of its faces may show, not its faces
            faces = _("Faces: not described to the app; each shows one or more of {symbols}").format(
                symbols=", ".join(shown_symbol(self.die, s) for s in self.die.symbols_allowed) or _("its symbols"))
        with Vertical(id="dice-box", classes="dialog"):
            yield Label(_("Dice: {count} × {die}").format(count=self.count, die=translate(self.die.name)) + mod, id="dice-title", classes="dialog-title", markup=False)
            yield Static(_("For: {purpose}").format(purpose=translate(self.purpose)), id="dice-purpose", markup=False)
            yield Static(faces, id="dice-faces", markup=False)
            if self.notes:
                yield Static("\n".join(map(translate, self.notes)), id="dice-odds", markup=False)
            # A die not described has no roll button (its Faces line says the app does not know them): the rows go to
            # the game's notes and the entry, so a tray with notes still fits 80x24.
            if self.die.can_roll():
                yield Button(_("Roll for me (ctrl+r)"), id="roll", variant="primary")
            if self.die.can_roll():
                typed = ngettext("Or type the table's {count} die, space-separated:",
                                 "Or type the table's {count} dice, space-separated:", self.count)
            else:
                typed = ngettext("Type the faces the table's {count} die shows, space-separated:",
                                 "Type the faces the table's {count} dice show, space-separated:", self.count)
            yield Label(typed.format(count=format_number(self.count)), markup=False)
            yield OrderedInput(placeholder=entry_example(self.die, self.count), id="dice-entered")
            yield Static("", id="dice-error", classes="error", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Use these dice (enter)"), id="use")
                yield Button(_("Cancel (esc)"), id="cancel")
        yield Footer(compact=True)  # the tray's own keys, not the session's beneath it

    def on_mount(self) -> None:
        self.query_one("#dice-entered", Input).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """"Roll for me" is in the footer only for a die the app can roll (its button is disabled otherwise): a
        Runebound 3e terrain die whose faces the catalogue lacks showed ctrl+r there, which only said it could not."""
        if action == "roll_for_me":
            return self.die.can_roll()
        return True

    @on(Button.Pressed, "#roll")
    def action_roll_for_me(self) -> None:
        """Let the app roll (OS-seeded randomness)."""
        if not self.die.can_roll():
            self._error(_("The app cannot roll this die; enter the table's result."))
            return
        try:
            roll = SystemDiceSource().roll(self.die, self.count, self.modifier)
        except DiceError as error:
            self._error(error_text(error))
            return
        self.dismiss(roll)

    @on(Input.Submitted, "#dice-entered")
    @on(Button.Pressed, "#use")
    def use_entered(self) -> None:
        """Take the table's dice, refusing a face the die cannot show."""
        text = self.query_one("#dice-entered", Input).value
        try:
            roll = TableDice(faces_as_the_die_reads_them(self.die, split_faces(text))).roll(self.die, self.count, self.modifier)
        except DiceError as error:
            self._error(_("{error}. Fix the value and press enter.").format(
                error=error_text(error)))
            return
        self.dismiss(roll)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Close without rolling; nothing is applied."""
        self.dismiss(None)

    def _error(self, message: str) -> None:
        self.query_one("#dice-error", Static).update(message)
