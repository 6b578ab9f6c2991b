"""The damage calculator: each pending damage worked out the way the book teaches, then confirmed."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from companion.services.i18n import _, translate
from rules_engine.dice_throne.board import DiceThroneBoard
from rules_engine.dice_throne.damage import step_source
from rules_engine.dice_throne.game_names import source_name
from rules_engine.dice_throne.view_text import name, target_name
from rules_engine.messages import NC_, N_, Message
from screens.theme_styles import GOOD, WARN, redraw_on_theme_change, tone

#: The calculation's labels, in the book's order.
LABELS = {"incoming": N_("incoming"), "intermediate": N_("intermediate"), "final": N_("final"),
          "attacker takes": N_("attacker takes")}


def _label(text: str, width: int = 18) -> str:
    """A label of the calculation, translated and padded to its column."""
    return _(text).ljust(width)


def calculator_text(board: DiceThroneBoard) -> Text:
    """Every pending damage: incoming, each add/subtract with its source, intermediate, each x or / , final."""
    text = Text()
    if not board.pending and not board.heals:
        text.append(_("No damage is pending."), style="dim")
        return text
    for item in board.pending:
        calc = item.breakdown
        kind = translate(Message(item.kind)) + (_(", attack") if item.attack else "")
        text.append(f"#{item.number} {translate(source_name(item.source))} → {translate(target_name(board, item))}  ({kind})\n",
                    style="bold")
        text.append(f"  1. {_label(LABELS['incoming'])}{calc.incoming}\n")
        for line in calc.additive:
            sign = "+" if line.step.op == "add" else "−"
            text.append(f"     {sign} {line.step.value:<3} {translate(step_source(line.step.source)):<18} = {line.running}\n")
        text.append(f"  2. {_label(LABELS['intermediate'])}{calc.intermediate}\n", style="bold")
        for line in calc.multiplicative:
            s = line.step
            what = {"multiply": f"× {s.value} → +{line.amount}", "divide": f"÷ {s.value} ↑ → −{line.amount}",
                    "reflect": _("÷ {value} ↑ → {amount} back to the attacker").format(value=s.value, amount=line.amount),
                    "avoid": _("avoided → none of it lands")}[s.op]
            text.append(f"     {translate(step_source(s.source)):<20} {what}\n")
        if calc.avoided:
            final = _("{n} (avoided, whatever multiplies it)").format(n=calc.final)
        elif calc.unclamped < 0:
            final = _("{unclamped} → {n} (never below 0)").format(unclamped=calc.unclamped, n=calc.final)
        else:
            final = str(calc.final)
        text.append(f"  3. {_label(LABELS['final'])}{final}\n", style=tone(f"bold {GOOD}"))
        if calc.reflected:
            text.append(f"     {_label(LABELS['attacker takes'])}{calc.reflected}\n", style=tone(WARN))
    for heal in board.heals:
        text.append(_("heal {amount} → {name} ({source})").format(
            amount=heal.amount, name=name(board, heal.seat), source=translate(source_name(heal.source))) + "\n", style=tone(GOOD))
    return text


class DamageCalculator(ModalScreen[bool]):
    """Shows the calculation; 'Apply' ends the roll phase (or upkeep) so everything lands at once (dismisses True)."""

    HELP_TITLE = NC_("screen title", "Damage calculator")

    BINDINGS = [
        Binding("escape", "close", N_("Close"), id="dt-calc.close"),
        Binding("ctrl+a", "apply", N_("Apply"), id="dt-calc.apply", tooltip=N_("End the phase: all damage lands at once")),
    ]
    DEFAULT_CSS = """
    DamageCalculator { align: center middle; }
    DamageCalculator > Vertical { width: 72; height: auto; max-height: 90%; border: thick $accent; background: $surface; padding: 0 1; }
    DamageCalculator VerticalScroll { height: auto; max-height: 18; }
    DamageCalculator Horizontal { height: auto; }
    """

    def __init__(self, board: DiceThroneBoard) -> None:
        super().__init__()
        self.board = board

    def compose(self) -> ComposeResult:
        with Vertical(id="calc-box"):
            yield Label(_("Damage calculator (final damage, as the book counts it)"), classes="dialog-title", markup=False)
            with VerticalScroll():
                yield Static(calculator_text(self.board), id="calc-text", markup=False)
            with Horizontal():
                ending = self.board.status.landing
                # Before the defensive roll nothing can land yet: say when it will instead of a dead button.
                label = (_("Apply: {ending} (ctrl+a)").format(ending=_(ending)) if ending
                         else _("Damage lands at the end of the defensive roll"))
                yield Button(Text(label), id="calc-apply", variant="primary" if ending else "default",
                             disabled=not ending)
                yield Button(_("Close (esc)"), id="calc-close")

    def on_mount(self) -> None:
        redraw_on_theme_change(self, lambda: self.query_one("#calc-text", Static).update(calculator_text(self.board)))

    @on(Button.Pressed, "#calc-apply")
    def action_apply(self) -> None:
        """Confirm: the caller ends the roll phase (damage is applied only by the engine)."""
        if self.board.status.landing:
            self.dismiss(True)

    @on(Button.Pressed, "#calc-close")
    def action_close(self) -> None:
        """Close without acting."""
        self.dismiss(False)
