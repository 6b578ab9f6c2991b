"""The Runebound 3rd edition area of the session frame: the time track, one panel per hero, and the
combat board with the exact odds before each toss.

It draws the board's typed view data (`rules_engine.runebound3.board`) and never decides a rule:
every button and key reads a command with the game's grammar and posts `GameArea.Submit`; the
frame checks, applies and shows the ruling (a refusal with its rule).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from rules_engine.errors import CommandError
from rules_engine.game import Game
from rules_engine.plurals import count as count_of
from rules_engine.runebound3.board import R3Board, board
from rules_engine.runebound3.combat.board import CombatBoard
from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS, SideKind
from screens.clickable_lines import ClickableLines
from screens.game_area import GameArea, register_game_area
from screens.runebound3.combat_board import fight_text
from screens.runebound3.time_spaces import TimeSpacesDialog, TimeTrackPanel
from screens.runebound3.widgets import STYLE_ROLES, TextPanel, heroes_text, markets_text, time_text

#: From this many rows of the terminal up, the odds' assumptions are listed under them.
ASSUMPTIONS_FROM = 30

#: The fight's keys: (action, the combat phases it serves; its button is highlighted in them).
FIGHT_PHASES = {"toss": ("toss",), "strike": ("spending",), "shield": ("shielding",), "take": ("shielding",),
                "pass": ("spending",), "stay": ("between",)}


def status_text(data: R3Board) -> Text:
    """One line: what the game waits for, whose turn, the challenge or fight under way."""
    text = Text()
    active = next((h for h in data.heroes if h.active), None)
    text.append(f"Stage: {data.stage}", style="bold")
    if active is not None:
        text.append(f" · turn: {active.player} ({count_of(active.actions_left, 'action')} left)")
    if data.challenge:
        text.append(f" · challenge: {data.challenge}")
    if data.quest_zone:
        text.append(f" · quests: {', '.join(data.quest_zone)}")
    return text


def face_symbol(face: str) -> str:
    """The symbol word of a face as the table writes it (`2axe*` -> `axe`)."""
    return face.lstrip("0123456789").rstrip("*")


def spend_numbers(combat: CombatBoard, symbols: frozenset[str]) -> tuple[int, ...]:
    """The numbers (from 1) of the acting side's tokens the board marks spendable now with these symbols."""
    return tuple(s.token + 1 for s in combat.spends if s.available and face_symbol(s.face) in symbols)


def damage_words(combat: CombatBoard) -> frozenset[str]:
    """The damage symbols of the side to act (axes and bolts for a hero, skulls for an enemy)."""
    side = next((s for s in combat.sides if s.name == combat.acting), combat.sides[0])
    return frozenset(symbol.value for symbol in DAMAGE_SYMBOLS[SideKind(side.kind)])


@register_game_area("runebound3")
class Runebound3Area(GameArea):
    """Whose turn and stage, the time track, every hero's panel, and beside them the fight run token by
    token or, outside a fight, the markets and challenge tokens."""

    DEFAULT_CSS = (Path(__file__).parent / "runebound3.tcss").read_text(encoding="utf-8")
    SHOWS_PLAYERS = True
    COMPONENT_CLASSES = {f"r3--{role}" for role in STYLE_ROLES}
    BINDINGS = [
        Binding("f5", "fight('toss')", "Toss", id="r3.toss",
                tooltip="Toss every token of both sides (or enter the table's in the tray)"),
        Binding("f4", "fight('strike')", "Strike", id="r3.strike",
                tooltip="Spend every damage token the board marks ✓ (axes and bolts, or skulls)"),
        Binding("f6", "fight('shield')", "Shield", id="r3.shield",
                tooltip="Spend every shield the board marks ✓ against the damage about to land"),
        Binding("f7", "fight('take')", "Take", id="r3.take", tooltip="Let the damage about to land hit"),
        Binding("f8", "fight('pass')", "Pass", id="r3.pass", tooltip="Take no more combat actions this round"),
        Binding("f9", "fight('stay')", "Stay", id="r3.stay", tooltip="Between rounds: stay in the fight"),
        Binding("f3", "focus_fight", "Board", id="r3.board",
                tooltip="Put the focus on the combat board to scroll it with the arrows"),
        Binding("f10", "time_spaces", "Time track", id="r3.time", show=False,
                tooltip="What each space of the time track does (clicking a space opens it too)"),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game: Game | None = None
        self.state: Any = None
        self.data: R3Board | None = None
        #: The hero last clicked (marked '◆ selected'), or None.
        self.selected: int | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="r3-status", markup=False)
        with Horizontal(id="r3-buttons"):
            yield Button("Toss f5", id="r3-toss-button", compact=True)
            yield Button("Strike f4", id="r3-strike-button", compact=True)
            yield Button("Shield f6", id="r3-shield-button", compact=True)
            yield Button("Take f7", id="r3-take-button", compact=True)
            yield Button("Pass f8", id="r3-pass-button", compact=True)
            yield Button("Stay f9", id="r3-stay-button", compact=True)
        with Horizontal(id="r3-body"):
            with VerticalScroll(id="r3-left"):
                yield TimeTrackPanel(id="r3-time", classes="clickable")
                yield ClickableLines(id="r3-heroes")
            with VerticalScroll(id="r3-fight-scroll"):
                yield TextPanel(id="r3-fight")
            with VerticalScroll(id="r3-markets-scroll"):
                yield TextPanel(id="r3-markets")

    # -- drawing ------------------------------------------------------------------------------

    def styles_by_role(self) -> dict[str, Style]:
        """The theme's style for each role the panels colour."""
        return {role: self.get_component_rich_style(f"r3--{role}", partial=True) for role in STYLE_ROLES}

    def show_state(self, game: Game, state: Any) -> None:
        """Draw the board."""
        self.game, self.state = game, state
        self.data = board(state)
        self._draw()
        self.refresh_bindings()

    def _draw(self) -> None:
        if self.data is None:
            return
        styles = self.styles_by_role()
        self.query_one("#r3-status", Static).update(status_text(self.data))
        self.query_one("#r3-time", TimeTrackPanel).show_track(time_text(self.data.time, styles), self.data.time.length)
        rows: list[str | None] = []
        heroes = heroes_text(self.data.heroes, styles, selected=self.selected, rows=rows)
        self.query_one("#r3-heroes", ClickableLines).show_lines(heroes, rows)
        self.query_one("#r3-markets", TextPanel).update(
            markets_text(self.data.markets, self.data.challenge_tokens, styles))
        fight = self.data.fight
        fighting = fight is not None and fight.board is not None
        self.set_class(fight is not None, "-fight")
        self.query_one("#r3-buttons").display = fighting
        if fight is not None:
            roomy = self.app.size.height >= ASSUMPTIONS_FROM
            self.query_one("#r3-fight", TextPanel).update(fight_text(fight, styles, assumptions=roomy))
        phase = fight.board.phase if fight is not None and fight.board is not None else ""
        for action, phases in FIGHT_PHASES.items():
            button = self.query_one(f"#r3-{action}-button", Button)
            button.display = fighting  # hidden with their row outside a fight run token by token
            # The button this phase calls for stands out; the others still ask the engine, which rules.
            button.variant = "primary" if phase in phases else "default"

    def on_resize(self) -> None:
        self.call_after_refresh(self._draw)

    def on_mount(self) -> None:
        self.query_one("#r3-time").tooltip = "Click a space of the track (or press f10) to see what it does"
        self.query_one("#r3-heroes").tooltip = "Click a hero to select it (click again to clear)"

    @on(ClickableLines.Clicked, "#r3-heroes")
    def _hero_clicked(self, event: ClickableLines.Clicked) -> None:
        """Select the clicked hero (no Runebound 3e rule has a hero choose another hero as a target)."""
        event.stop()
        seat = int(event.target)
        self.selected = None if self.selected == seat else seat
        self._draw()

    @on(TimeTrackPanel.SpaceClicked)
    def _space_clicked(self, event: TimeTrackPanel.SpaceClicked) -> None:
        event.stop()
        self.action_time_spaces(event.space)

    def action_time_spaces(self, space: int | None = None) -> None:
        """Show what each space of the time track does, on `space` (else the time token's)."""
        if self.state is not None:
            self.app.push_screen(TimeSpacesDialog(self.state, space))

    # -- actions --------------------------------------------------------------------------------

    def _combat(self) -> CombatBoard | None:
        fight = self.data.fight if self.data is not None else None
        return fight.board if fight is not None else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The fight's keys exist only in a fight run token by token; whether one is allowed now is the engine's."""
        if action in ("fight", "focus_fight"):
            return self._combat() is not None
        return True

    def _submit_command(self, text: str) -> None:
        """Read a command with the game's grammar and hand the action (or toss request) to the frame."""
        if self.game is None or self.state is None:
            return
        try:
            request = self.game.parse_command(self.state, text)
        except CommandError as error:
            self.notify(str(error), title="Not understood", severity="warning")
            return
        self.post_message(GameArea.Submit(request))

    def fight_command(self, action: str) -> str | None:
        """The command a fight key stands for now; None when the board marks nothing to spend for it."""
        combat = self._combat()
        if combat is None:
            return None
        if action == "strike":
            numbers = spend_numbers(combat, damage_words(combat))
        elif action == "shield":
            numbers = spend_numbers(combat, frozenset({"shield"}))
        else:
            return action
        return f"{action} {' '.join(map(str, numbers))}" if numbers else None

    def action_fight(self, action: str) -> None:
        """Toss, strike, shield, take, pass or stay: the command goes to the frame, which rules on it."""
        command = self.fight_command(action)
        if command is None:
            self.notify(f"Nothing marks ✓ for {action} on the board now; type the command to be ruled on.",
                        severity="warning")
            return
        self._submit_command(command)

    def action_focus_fight(self) -> None:
        """Focus the combat board, to scroll it."""
        self.query_one("#r3-fight-scroll", VerticalScroll).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        name = (event.button.id or "").removeprefix("r3-").removesuffix("-button")
        if name in FIGHT_PHASES:
            self.action_fight(name)


__all__ = ["Runebound3Area", "damage_words", "face_symbol", "spend_numbers", "status_text"]
