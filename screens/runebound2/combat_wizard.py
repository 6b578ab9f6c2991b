"""The combat wizard: walks a fight phase by phase, with targets, odds, and each result's citation."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from rules_engine.game import Game
from rules_engine.runebound2.fight_submissions import Submission, wounds_held
from rules_engine.runebound2.fights import FightPhase, FightSource
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import Pending
from screens.game_area import GameArea
from screens.runebound2.dialogs import focus_first
from screens.runebound2.combat_steps import duel_summary, wizard_choices
from companion.services.i18n import _, ngettext, translate
from rules_engine.messages import N_
from rules_engine.runebound2.words import word
from screens.theme_styles import INFO, WARN, tone

__all__ = ["CombatWizard", "wizard_choices"]


class CombatWizard(ModalScreen[None]):
    """Shows the fight and offers the choices of the current phase; the frame rolls and applies."""

    DEFAULT_CSS = """
    CombatWizard { align: center middle; }
    #cw-box { width: 90%; max-width: 100; height: auto; max-height: 100%; border: thick $accent; padding: 0 1;
              background: $surface; }
    /* The fight's text scrolls; the choices scroll on their own, and Close is always on screen below them. */
    #cw-body { height: auto; max-height: 45vh; }
    #cw-buttons { height: auto; max-height: 35vh; }
    #cw-buttons Button { width: 100%; margin: 0; }
    #cw-result { height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "close", N_("Close"), id="rb2.combat.close", tooltip=N_("Close the wizard; the fight stays"))]

    def __init__(self, area: GameArea, game: Game, state: Rb2State) -> None:
        super().__init__()
        self.area = area
        self.game = game
        self.state = state
        self._submits: dict[str, Submission] = {}
        self._generation = 0

    def compose(self) -> ComposeResult:
        with Vertical(id="cw-box"):
            yield Label(_("Combat"), id="cw-title", classes="dialog-title", markup=False)
            with VerticalScroll(id="cw-body"):
                yield Static("", id="cw-card", markup=False)
                yield Static("", id="cw-result", markup=False)
            yield VerticalScroll(id="cw-buttons")
            yield Button(_("Close (esc)"), id="cw-close", compact=True)

    def on_mount(self) -> None:
        self.show(self.state)

    def show(self, state: Rb2State, ruling: Any = None) -> None:
        """Redraw for a new state, with the last ruling (its result and citations)."""
        self.state = state
        combat = state.combat
        card = self.query_one("#cw-card", Static)
        if combat is None and state.duel is not None:
            text = Text(duel_summary(state) + "\n", style="bold")
            if state.duel.phase == FightPhase.BEFORE:
                text.append(_("The defender's before-combat abilities come first, then the aggressor's; each "
                              "character once and one activated item per side."), style="dim")
            else:
                text.append(_("The defender rolls first: that total is the aggressor's target. Only the aggressor "
                              "may flee; the roles swap after each round; one activated card per round each."),
                            style="dim")
                duel = state.duel
                if duel.phase == FightPhase.FLEE and (duel.aggressor != state.active or not state.turn.came_from):
                    text.append("\n" + _("The app does not know the hex the aggressor's party came from: to flee, type "
                                          "'flee to:HEX'."), style="dim")
            card.update(text)
        elif combat is None:
            pending = {Pending.COUNTER: N_("Victory: record the adventure counter ('counter N')."),
                       Pending.SPOILS: N_("The duel is won: the winner takes an item, an ally, an adventure card or all "
                                    "gold ('take ...')."),
                       Pending.KNOCKOUT: N_("Knocked out: 'recover CITY' (and the card lost among equals)."),
                       Pending.KEEP: N_("Victory: the card is kept (never sold, given or lost). Keep it as a card here, or "
                                  "type what it becomes: 'keep item class:C type:T [use:U]' or "
                                  "'keep ally life:N stamina:N stats:M/B/S damage:R/M/G'.")}
            card.update(Text(_(pending.get(state.turn.pending, N_("The fight is over."))), style="bold"))
        else:
            text = Text()
            text.append(translate(combat.card.describe()) + "\n", style="bold")
            text.append(_("Wounds {wounds}/{life} · round {round} · phase {phase}").format(
                wounds=combat.wounds, life=combat.card.life, round=combat.round, phase=translate(word(combat.phase))) + "\n")
            hero = state.hero.hero
            text.append(_("{hero}: life {left}/{life}, exhaustion {exhaustion}/{stamina}").format(
                hero=hero.name, left=hero.life - hero.wounds, life=hero.life, exhaustion=hero.exhaustion,
                stamina=hero.stamina), style=tone(INFO))
            if combat.source == FightSource.ENCOUNTER:
                text.append("\n" + _("A fight the encounter {encounter} calls for: ordinary combat; the "
                                      "encounter card says what winning brings.").format(encounter=state.turn.encounter),
                            style="dim")
            if combat.phase == FightPhase.FLEE and not state.turn.came_from and not wounds_held(state):
                text.append("\n" + _("The app does not know the hex the party came from: to flee, type 'flee to:HEX'."),
                            style="dim")
            if combat.phase == FightPhase.BEFORE:
                text.append("\n" + _("Before combat, in the book's order: the card's own ability first, then the hero's "
                                      "and each ally's once each, and one activated item. Abilities with other effects: "
                                      "'before WHO exhaust:N bonus:N ...' in the command line."), style="dim")
            card.update(text)
        if wounds_held(state):
            turn = state.turn
            card.update(Text(
                ngettext("{count} wound is being dealt to {who}. Armour wards only now, as they are dealt, never "
                         "afterwards: ward them, or let them land.",
                         "{count} wounds are being dealt to {who}. Armour wards only now, as they are dealt, never "
                         "afterwards: ward them, or let them land.", turn.held_wounds).format(
                    count=turn.held_wounds, who=turn.held_who), style=tone(f"bold {WARN}")))
        result = Text()
        if ruling is not None:
            result.append((_("✗ Refused: ") if not ruling.allowed else "✓ ") + translate(ruling.message) + "\n",
                          style="bold")
            for effect in ruling.effects:
                result.append(f"  {translate(effect)}\n")
            # Several rules may share one section: name each section once.
            for reference in dict.fromkeys(translate(citation.reference()) for citation in ruling.citations):
                result.append("  " + _("see {reference}").format(reference=reference) + "\n", style="dim")
        self.query_one("#cw-result", Static).update(result)
        box = self.query_one("#cw-buttons", VerticalScroll)
        box.remove_children()
        self._submits = {}
        self._generation += 1  # fresh ids: the old buttons are removed asynchronously
        buttons = []
        for index, (label, submits) in enumerate(wizard_choices(state)):
            button_id = f"cw-{self._generation}-{index}"
            self._submits[button_id] = submits
            buttons.append(Button(Text(label), id=button_id, classes="cw-choice", compact=True))
        box.mount_all(buttons)
        self.call_after_refresh(focus_first, buttons + [self.query_one("#cw-close", Button)])

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "cw-close":
            self.dismiss(None)
            return
        submits = self._submits.get(event.button.id or "")
        if submits is not None:
            self.area.post_message(GameArea.Submit(submits))

    def action_close(self) -> None:
        """Close the wizard."""
        self.dismiss(None)
