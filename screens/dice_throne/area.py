"""The Dice Throne area of the session frame: the board, the dice tray, the damage calculator."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual import events
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from rules_engine.dice_throne.actions import NextPhase
from rules_engine.dice_throne.commands import parse
from rules_engine.dice_throne.interrupts import UNINTERRUPTIBLE, describe
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.view import activatable_now, board_view
from rules_engine.game import Game
from screens.dice_throne.calculator import DamageCalculator
from screens.dice_throne.widgets import BARE_DIGITS, DiceRow, HeroCard, HeroList
from screens.game_area import GameArea, register_game_area


@register_game_area("dice-throne")
class DiceThroneArea(GameArea):
    """Heroes across the top, whose turn and phase, the dice with holds, buttons for the calculator and next."""

    # Every hero has its own card here, so the frame's players panel would only repeat them.
    SHOWS_PLAYERS = True
    # A widget has no CSS_PATH: its own stylesheet file is read once, at import.
    DEFAULT_CSS = (Path(__file__).parent / "dice_throne.tcss").read_text(encoding="utf-8")
    BINDINGS = [
        Binding("ctrl+d", "calculator", "Damage", id="dt.calculator", tooltip="Open the damage calculator"),
        Binding("ctrl+n", "next_phase", "Next phase", id="dt.next", tooltip="End this phase"),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.state: DTState | None = None
        self._seats = 0
        self._width = 0

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dt-scroll"):
            yield Static("", id="dt-turn")
            yield Static("", id="dt-now")
            # The dice sit above the heroes so that at 80x24 a roll is seen without scrolling.
            yield DiceRow(id="dt-dice")
            yield Static("", id="dt-activatable")
            yield Horizontal(id="dt-heroes")
            yield HeroList(id="dt-hero-list")
            with Horizontal(id="dt-buttons"):
                yield Button("Damage calculator", id="dt-calc", compact=True)
                yield Button("Next phase", id="dt-next", compact=True)

    def show_state(self, game: Game, state: Any) -> None:
        """Render the board for this state."""
        self.state = state
        if self._seats != len(state.seats):
            heroes = self.query_one("#dt-heroes", Horizontal)
            heroes.remove_children()
            heroes.mount_all(HeroCard(i) for i in range(len(state.seats)))
            self._seats = len(state.seats)
            self.call_after_refresh(self._show_cards)
        else:
            self._show_cards()
        view = board_view(state)
        turn = Text()
        if view.finished:
            turn.append(f"GAME OVER · {view.result}\n", style="bold reverse")
        turn.append(view.turn, style="bold")
        turn.append(f"  ·  {view.phase}", style="bold cyan")
        self.query_one("#dt-turn", Static).update(turn)
        self.query_one("#dt-now", Static).update(Text("Now: " + " · ".join(view.allowed_now), style="dim"))
        self._layout()
        self.query_one("#dt-hero-list", HeroList).show(state)
        self.query_one("#dt-dice", DiceRow).display = state.phase == "offensive-roll" or bool(state.roll.dice)
        if state.roll.dice:
            self.query_one("#dt-dice", DiceRow).show(state)
        can = activatable_now(state)
        line = Text()
        if can:
            line.append("Activates now: ", style="dim")
            line.append(" · ".join(can), style="bold green")
        if state.roll.activated:
            ultimate = " (ULTIMATE)" if state.roll.ultimate else ""
            line.append(f"   activated: {state.roll.activated}{ultimate}", style="bold yellow")
        elif state.roll.declared:
            line.append(f"   declared: {state.roll.declared}", style="yellow")
        if state.roll.target_die is not None:
            line.append(f"   targeting die: {state.roll.target_die}", style="cyan")
        if state.roll.defence_dice:
            line.append(f"   {state.roll.defence}: {' '.join(map(str, state.roll.defence_dice))}", style="cyan")
        if state.pending:
            line.append(f"   {len(state.pending)} damage pending (ctrl+d)", style="magenta")
        if state.resolving:
            # What an interrupt would cut into, innermost last; 'done' returns to the one before.
            chain = " › ".join(describe(state, item) for item in state.resolving)
            top = state.resolving[-1]
            line.append(("\n" if line.plain else "") + f"resolving: {chain}", style="cyan")
            if top.what in UNINTERRUPTIBLE:
                line.append("  (cannot be interrupted)", style="dim")
        self.query_one("#dt-activatable", Static).update(line)
        self.query_one("#dt-activatable", Static).display = bool(line.plain)
        self.query_one("#dt-calc", Button).disabled = not (state.pending or state.heals)
        self.query_one("#dt-next", Button).disabled = view.finished or state.phase == "roll-off"

    def on_resize(self, event: events.Resize) -> None:
        """Cards when they fit, one line per hero when they would be too narrow."""
        self._width = event.size.width
        self._layout()

    def _layout(self) -> None:
        """Switch to the one-line-per-hero list when a card would be narrower than its bare digits.

        In that layout the "Now:" help moves below the heroes: at 80x24 six hero lines and the
        dice then fit without scrolling, and the command bar below still lists the commands.
        """
        seats = len(self.state.seats) if self.state is not None else 0
        if not seats or not self._width:
            return
        card = (self._width - (seats - 1)) // seats  # one column of margin between cards
        compact = card < BARE_DIGITS
        if compact == self.has_class("-compact"):
            return
        self.set_class(compact, "-compact")
        scroll = self.query_one("#dt-scroll", VerticalScroll)
        now = self.query_one("#dt-now", Static)
        if compact:
            scroll.move_child(now, after=self.query_one("#dt-hero-list", HeroList))
        else:
            scroll.move_child(now, after=self.query_one("#dt-turn", Static))

    def _show_cards(self) -> None:
        if self.state is None:
            return
        for card in self.query(HeroCard):
            card.show(self.state)
        if self.state.phase == "offensive-roll" and not self.state.roll.dice:
            self.query_one("#dt-dice", DiceRow).show(self.state)

    # -- acting: everything goes to the frame as an engine action or dice request -------------

    @on(DiceRow.Reroll)
    def _reroll(self, event: DiceRow.Reroll) -> None:
        if self.state is None:
            return
        text = "roll" if not self.state.roll.dice else "reroll " + " ".join(map(str, event.positions))
        self.post_message(GameArea.Submit(parse(self.state, text)))

    @on(Button.Pressed, "#dt-next")
    def action_next_phase(self) -> None:
        """Ask the frame to end the phase."""
        self.post_message(GameArea.Submit(NextPhase()))

    @on(Button.Pressed, "#dt-calc")
    def action_calculator(self) -> None:
        """Show the damage calculator; confirming ends the roll phase through the engine."""
        if self.state is None:
            return

        def done(apply: bool | None) -> None:
            if apply:
                self.post_message(GameArea.Submit(NextPhase()))

        self.app.push_screen(DamageCalculator(self.state), done)
