"""The damage calculator: each pending damage worked out the way the book teaches, then confirmed."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from rules_engine.dice_throne.phases import DEFENSIVE, UPKEEP

#: Phases whose end lands the pending damage (the offensive and targeting rolls lead to more rolling first).
LANDING_PHASES = {DEFENSIVE: "end the roll phase", UPKEEP: "end upkeep"}
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.view import pending_breakdowns, target_name
from screens.theme_styles import GOOD, WARN, redraw_on_theme_change, tone


def calculator_text(state: DTState) -> Text:
    """Every pending damage: incoming, each add/subtract with its source, intermediate, each x or / , final."""
    text = Text()
    rows = pending_breakdowns(state)
    if not rows and not state.heals:
        text.append("No damage is pending.", style="dim")
        return text
    for number, item, calc in rows:
        kind = item.kind + (", attack" if item.attack else "")
        text.append(f"#{number} {item.source} → {target_name(state, item)}  ({kind})\n", style="bold")
        text.append(f"  1. incoming          {calc.incoming}\n")
        for line in calc.additive:
            sign = "+" if line.step.op == "add" else "−"
            text.append(f"     {sign} {line.step.value:<3} {line.step.source:<18} = {line.running}\n")
        text.append(f"  2. intermediate      {calc.intermediate}\n", style="bold")
        for line in calc.multiplicative:
            s = line.step
            what = {"multiply": f"× {s.value} → +{line.amount}", "divide": f"÷ {s.value} ↑ → −{line.amount}",
                    "reflect": f"÷ {s.value} ↑ → {line.amount} back to the attacker",
                    "avoid": "avoided → none of it lands"}[s.op]
            text.append(f"     {s.source:<20} {what}\n")
        if calc.avoided:
            final = f"{calc.final} (avoided, whatever multiplies it)"
        else:
            final = f"{calc.unclamped} → {calc.final} (never below 0)" if calc.unclamped < 0 else str(calc.final)
        text.append(f"  3. final             {final}\n", style=tone(f"bold {GOOD}"))
        if calc.reflected:
            text.append(f"     attacker takes    {calc.reflected}\n", style=tone(WARN))
    for heal in state.heals:
        text.append(f"heal {heal.amount} → {state.seats[heal.seat].name} ({heal.source})\n", style=tone(GOOD))
    return text


class DamageCalculator(ModalScreen[bool]):
    """Shows the calculation; 'Apply' ends the roll phase (or upkeep) so everything lands at once (dismisses True)."""

    BINDINGS = [
        Binding("escape", "close", "Close", id="dt-calc.close"),
        Binding("ctrl+a", "apply", "Apply", id="dt-calc.apply", tooltip="End the phase: all damage lands at once"),
    ]
    DEFAULT_CSS = """
    DamageCalculator { align: center middle; }
    DamageCalculator > Vertical { width: 72; height: auto; max-height: 90%; border: thick $accent; background: $surface; padding: 0 1; }
    DamageCalculator VerticalScroll { height: auto; max-height: 18; }
    DamageCalculator Horizontal { height: auto; }
    """

    def __init__(self, state: DTState) -> None:
        super().__init__()
        self.state = state

    def compose(self) -> ComposeResult:
        with Vertical(id="calc-box"):
            yield Label("Damage calculator (final damage, as the book counts it)", classes="dialog-title", markup=False)
            with VerticalScroll():
                yield Static(calculator_text(self.state), id="calc-text", markup=False)
            with Horizontal():
                ending = LANDING_PHASES.get(self.state.phase)
                # Before the defensive roll nothing can land yet: say when it will instead of a dead button.
                label = f"Apply: {ending} (ctrl+a)" if ending else "Damage lands at the end of the defensive roll"
                yield Button(Text(label), id="calc-apply", variant="primary" if ending else "default",
                             disabled=ending is None)
                yield Button("Close (esc)", id="calc-close")

    def on_mount(self) -> None:
        redraw_on_theme_change(self, lambda: self.query_one("#calc-text", Static).update(calculator_text(self.state)))

    @on(Button.Pressed, "#calc-apply")
    def action_apply(self) -> None:
        """Confirm: the caller ends the roll phase (damage is applied only by the engine)."""
        if self.state.phase in LANDING_PHASES:
            self.dismiss(True)

    @on(Button.Pressed, "#calc-close")
    def action_close(self) -> None:
        """Close without acting."""
        self.dismiss(False)
