"""The battle wizard: attacker, target and form with the exact odds before anyone rolls, then each stage's steps.

Every button submits an engine action or dice request through the session frame (the dice tray
takes the app's roll or the table's own dice); the wizard shows the attacks, their totals and
results, and the last ruling with its citations. It decides nothing itself.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from companion.services.i18n import _, translate
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.board import board
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.words import named, term
from rules_engine.game import Game
from rules_engine.messages import N_
from screens.dungeoneer.battle_steps import MonsterPick, Submission, attacks_text, monster_picks, wizard_buttons
from screens.dungeoneer.widgets import trap_text
from screens.game_area import GameArea

WIZARD_CSS = """
BattleWizard { align: center middle; }
#bw-box { width: 96%; max-width: 110; height: auto; max-height: 100%; border: thick $accent; padding: 0 1;
          background: $surface; }
#bw-battle { height: auto; max-height: 7; overflow-y: auto; }
#bw-result { height: auto; max-height: 4; overflow-y: auto; color: $text-muted; }
#bw-buttons { height: auto; max-height: 9; }
#bw-buttons Button { width: 100%; margin: 0; }
#bw-buttons Button.-picked { background: $accent 40%; text-style: bold; }
#bw-close { margin-top: 0; }
"""


class BattleWizard(ModalScreen[None]):
    """The battle in progress, or the choice of one to start, with every step the rules allow now."""

    DEFAULT_CSS = WIZARD_CSS
    BINDINGS = [Binding("escape", "close", N_("Close"), id="dg.battle.close", tooltip=N_("Close the wizard; the battle stays"))]

    def __init__(self, area: GameArea, game: Game, state: DgState, target: int | None = None) -> None:
        super().__init__()
        self.area, self.game, self.state = area, game, state
        #: The hero clicked to open the wizard: its first choice gets the focus.
        self.target = target
        #: The hero each button attacks (seat), by button id.
        self._targets: dict[str, int] = {}
        self._submits: dict[str, Submission] = {}
        self._picks: dict[str, tuple[int, MonsterPick]] = {}
        self.picked: list[tuple[int, MonsterPick]] = []
        self._generation = 0

    def compose(self) -> ComposeResult:
        with Vertical(id="bw-box"):
            yield Label(_("Battle"), classes="dialog-title", markup=False)
            yield Static("", id="bw-battle", markup=False)
            yield Static("", id="bw-result", markup=False)
            yield VerticalScroll(id="bw-buttons")
            yield Button(_("Close (esc)"), id="bw-close", compact=True)

    def on_mount(self) -> None:
        self.show(self.state)

    def show(self, state: DgState, ruling: Any = None) -> None:
        """Redraw for a new state, with the last ruling (its result and citations)."""
        self.state = state
        self.query_one("#bw-battle", Static).update(self._battle_text(state))
        result = Text()
        if ruling is not None:
            result.append((_("Refused: ") if not ruling.allowed else "") + translate(ruling.message) + "\n", style="bold")
            for reference in dict.fromkeys(citation.reference() for citation in ruling.citations):
                result.append(_("  see {reference}\n").format(reference=reference))
        self.query_one("#bw-result", Static).update(result)
        self._buttons(state)

    def _battle_text(self, state: DgState) -> Text:
        data = board(state)
        text = Text()
        if data.trap is not None:  # a trap is rolled before any battle goes on
            text.append_text(trap_text(data.trap))
            text.append("\n")
        if state.battle is None:
            text.append(_("No battle yet. "), style="bold")
            text.append(_("Choose who attacks whom and in which form; the odds are exact (one die plus the value "
                          "each side, ties do nothing)."))
            return text
        text.append(_("Stage: {stage} · waiting: ").format(stage=translate(data.battle_stage)), style="bold")
        text.append(translate(data.waiting))
        for line in attacks_text(state, data.attacks):
            text.append("\n" + line)
        return text

    def _buttons(self, state: DgState) -> None:
        box = self.query_one("#bw-buttons", VerticalScroll)
        box.remove_children()
        self._submits, self._picks, self._targets = {}, {}, {}
        self._generation += 1  # fresh ids: the old buttons are removed asynchronously
        built: list[Button] = []
        for index, button in enumerate(wizard_buttons(self.game, state)):
            button_id = f"bw-{self._generation}-{index}"
            self._submits[button_id] = button.submits
            if button.target is not None:
                self._targets[button_id] = button.target
            built.append(Button(Text(button.label), id=button_id, classes="bw-choice", compact=True))
        if state.battle is None:
            picks = monster_picks(self.game, state)
            for target, options in picks.items():
                for index, pick in enumerate(options):
                    button_id = f"bw-{self._generation}-m{target}-{index}"
                    self._picks[button_id] = (target, pick)
                    self._targets[button_id] = target
                    chosen = any(p == (target, pick) for p in self.picked)
                    label = _("{mark} on {player}: {pick}").format(
                        mark="[x]" if chosen else "[ ]", player=state.heroes[target].player, pick=pick.label)
                    pick_button = Button(Text(label), id=button_id, classes="bw-pick" + (" -picked" if chosen else ""),
                                         compact=True)
                    pick_button.tooltip = _("Click (or enter) to choose or drop this monster for the attack")
                    built.append(pick_button)
            if picks:
                names = ", ".join(f"{translate(named(state.card_name(p.monster)))} ({translate(term(p.form))})"
                                  for _seat, p in self.picked) or _("none yet")
                built.append(Button(Text(_("Set the chosen monsters attacking: {names}").format(names=names)),
                                    id=f"bw-{self._generation}-go",
                                    classes="bw-go", compact=True, disabled=not self.picked))
        if not built:
            built.append(Button(_("Nothing to do in a battle now (close)"), id=f"bw-{self._generation}-none",
                                classes="bw-none", compact=True))
        box.mount_all(built)
        self.call_after_refresh(self._focus_first, built)

    def _focus_first(self, buttons: list[Button]) -> None:
        """Focus the first choice about the hero clicked (if any), else the first enabled choice."""
        about = [b for b in buttons if self.target is not None and self._targets.get(b.id or "") == self.target]
        for button in about + buttons:
            if button.is_attached and not button.disabled:
                button.focus()
                return

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button_id = event.button.id or ""
        if button_id == "bw-close" or button_id.endswith("-none"):
            self.dismiss(None)
            return
        if button_id in self._submits:
            self.area.post_message(GameArea.Submit(self._submits[button_id]))
            return
        if button_id in self._picks:
            self._toggle(self._picks[button_id])
            return
        if button_id.endswith("-go") and self.picked:
            target = self.picked[0][0]
            monsters: tuple[tuple[str, Stat], ...] = tuple((p.monster, p.form) for _seat, p in self.picked)
            self.picked = []
            self.area.post_message(GameArea.Submit(A.PlayMonsters(target, monsters)))

    def _toggle(self, pick: tuple[int, MonsterPick]) -> None:
        """Choose or drop a monster; all the chosen monsters attack one hero, one form each."""
        target, chosen = pick
        if pick in self.picked:
            self.picked.remove(pick)
        else:
            self.picked = [p for p in self.picked if p[0] == target and p[1].monster != chosen.monster] + [pick]
        self._buttons(self.state)

    def action_close(self) -> None:
        """Close the wizard."""
        self.dismiss(None)
