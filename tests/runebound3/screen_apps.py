"""A test app that mounts the Runebound 3e area alone and applies what it submits as the frame would."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding

from rules_engine.dice import TableDice
from rules_engine.game import DiceRequest
from rules_engine.ruling import Ruling
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import R3State
from screens.area_view import area_view
from screens.game_area import GameArea
from screens.runebound3 import Runebound3Area


class AreaApp(App[None]):
    """The area alone; a dice request is rolled with the next entry of `tosses` (faces as the table enters them)."""

    def __init__(self, state: R3State, tosses: list[list[str]] | None = None) -> None:
        super().__init__()
        self.state = state
        self.submitted: list[Any] = []
        self.tosses = list(tosses or [])
        self.last_ruling: Ruling | None = None

    def compose(self) -> ComposeResult:
        yield Runebound3Area(id="game-area")

    def on_mount(self) -> None:
        self.query_one(Runebound3Area).show(area_view(RUNEBOUND3, self.state, self.last_ruling))

    async def on_key(self, event: events.Key) -> None:
        """As the frame does: the area's keys work when nothing inside the area has the focus."""
        area = self.query_one(Runebound3Area)
        if not area.has_focus_within:
            for binding in Runebound3Area.BINDINGS:
                if isinstance(binding, Binding) and event.key in binding.key.split(","):
                    event.stop()
                    await area.run_action(binding.action)
                    return

    def on_game_area_submit(self, event: GameArea.Submit) -> None:
        self.submitted.append(event.action)
        action = event.action
        if isinstance(action, DiceRequest):
            if not self.tosses:
                return
            action = action.build(TableDice(self.tosses.pop(0)).roll(action.die, action.count))
        self.last_ruling = RUNEBOUND3.check(self.state, action)
        if self.last_ruling.allowed:
            self.state = RUNEBOUND3.apply(self.state, action).state
            self.query_one(Runebound3Area).show(area_view(RUNEBOUND3, self.state, self.last_ruling))


__all__ = ["AreaApp"]
