"""The Runebound 3rd edition area of the session frame: the time track and one panel per hero.

It draws the board's typed view data (`rules_engine.runebound3.board`) and never decides a rule.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.style import Style
from rich.text import Text
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Static

from rules_engine.game import Game
from rules_engine.runebound3.board import R3Board, board
from screens.game_area import GameArea, register_game_area
from screens.runebound3.widgets import STYLE_ROLES, TextPanel, heroes_text, time_text


def status_text(data: R3Board) -> Text:
    """One line: what the game waits for, whose turn, the challenge or fight under way."""
    text = Text()
    active = next((h for h in data.heroes if h.active), None)
    text.append(f"Stage: {data.stage}", style="bold")
    if active is not None:
        text.append(f" · turn: {active.player} ({active.actions_left} actions left)")
    if data.challenge:
        text.append(f" · challenge: {data.challenge}")
    if data.quest_zone:
        text.append(f" · quests: {', '.join(data.quest_zone)}")
    return text


@register_game_area("runebound3")
class Runebound3Area(GameArea):
    """Whose turn and stage, the time track, and every hero's panel."""

    DEFAULT_CSS = (Path(__file__).parent / "runebound3.tcss").read_text(encoding="utf-8")
    SHOWS_PLAYERS = True
    COMPONENT_CLASSES = {f"r3--{role}" for role in STYLE_ROLES}

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game: Game | None = None
        self.state: Any = None
        self.data: R3Board | None = None

    def compose(self):
        yield Static("", id="r3-status", markup=False)
        with Horizontal(id="r3-body"):
            with VerticalScroll(id="r3-left"):
                yield TextPanel(id="r3-time")
                yield TextPanel(id="r3-heroes")

    def styles_by_role(self) -> dict[str, Style]:
        """The theme's style for each role the panels colour."""
        return {role: self.get_component_rich_style(f"r3--{role}", partial=True) for role in STYLE_ROLES}

    def show_state(self, game: Game, state: Any) -> None:
        """Draw the board."""
        self.game, self.state = game, state
        self.data = board(state)
        self._draw()

    def _draw(self) -> None:
        if self.data is None:
            return
        styles = self.styles_by_role()
        self.query_one("#r3-status", Static).update(status_text(self.data))
        self.query_one("#r3-time", TextPanel).update(time_text(self.data.time, styles))
        self.query_one("#r3-heroes", TextPanel).update(heroes_text(self.data.heroes, styles))


__all__ = ["Runebound3Area", "status_text"]
