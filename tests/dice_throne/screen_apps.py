"""Small apps for the Dice Throne screen tests and snapshots: the area on its own, fed fixed states."""

from __future__ import annotations

from textual.app import App, ComposeResult

from rules_engine.dice_throne.actions import NextPhase
from rules_engine.dice_throne.state import DTState
from screens.area_view import area_view
from screens.dice_throne import DiceThroneArea
from screens.dice_throne.calculator import DamageCalculator
from screens.game_area import GameArea
from tests.dice_throne.support import GAME, act, started, to_phase


class AreaApp(App[None]):
    """Mounts the Dice Throne area alone, shows one state, and records what it submits."""

    def __init__(self, state: DTState, calculator: bool = False) -> None:
        super().__init__()
        self.state = state
        self.submitted: list = []
        self._calculator = calculator

    def compose(self) -> ComposeResult:
        yield DiceThroneArea(id="game-area")

    def on_mount(self) -> None:
        self.query_one(DiceThroneArea).show(area_view(GAME, self.state))
        if self._calculator:
            self.push_screen(DamageCalculator(GAME.view(self.state).data))

    def on_game_area_submit(self, event: GameArea.Submit) -> None:
        self.submitted.append(event.action)
        parsed = event.action
        if isinstance(parsed, NextPhase):
            self.state = GAME.apply(self.state, parsed).state
            self.query_one(DiceThroneArea).show(area_view(GAME, self.state))


def mid_attack() -> DTState:
    """Ann's Revolver against Bob in the defensive roll phase with a few damage steps entered."""
    s = to_phase(started(), "main-1")
    s = act(s, "status gain evasive 2")
    s = act(s, "status inflict withering 1 p1 by p2")
    s = to_phase(s, "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 6)
    s = act(s, "ability revolver")
    s = act(s, "activate 7")
    s = act(s, "next")
    s = act(s, "boost 2 from Get Some!")
    s = act(s, "prevent 1 from Redemption")
    s = act(s, "halve from Protect")
    s = act(s, "reflect 2 from Retribution")
    return s


def team_rolling(mode: str = "2v2") -> DTState:
    """Four heroes (2v2) in the first offensive roll: the dice are on the table."""
    heroes = ("gunslinger", "gunslinger", "cursed-pirate", "cursed-pirate")
    return act(to_phase(started(mode, heroes), "offensive-roll"), "roll", 1, 1, 1, 4, 6)


def six_heroes_rolling(mode: str = "3v3") -> DTState:
    """Six heroes (3v3 or king of the hill) with statuses, spent CP and damage, then the first roll."""
    heroes = ("gunslinger", "cursed-pirate") * 3
    s = to_phase(started(mode, heroes), "main-1")
    for text in ("status gain evasive 2", "status inflict bounty p2", "status inflict withering 2 p3", "cp +9 p4",
                 "damage 7 pure to p2 from earlier"):
        s = act(s, text)
    return act(act(s, "next"), "roll", 1, 1, 1, 4, 6)
