"""Dungeoneer tables for the screen tests: the flow table with a walled room, and a battle and a solo turn set up."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult

from rules_engine.dice import TableDice
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.ruling import Ruling
from rules_engine.values import replace
from screens.area_view import area_view
from screens.dungeoneer import DungeoneerArea
from screens.game_area import GameArea
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS, act, card, solo_table, started

#: The flow table's locations and a room walled on three sides (only its east side opens).
WALLED = {**LOCATIONS, "cell": card("cell", "Sealed cell", "room", "WOWW", glory=2, peril=1)}


def walled_table(**options: Any) -> DgState:
    """Two heroes, tunnels down, quests dealt, Ann first, in the location phase; the walled room still to place."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), options,
                      {"heroes": HEROES, "locations": WALLED, "monsters": MONSTERS, "quests": QUESTS, "cards": CARDS})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "shared t1-watch")
    state = act(state, "first-player", 6, 2)
    return act(state, "next")


def lord_table() -> DgState:
    """Ann's dungeon lord phase, Bo holding 3 peril for her to spend on monsters."""
    state = started()
    return state.with_hero(1, replace(state.heroes[1], peril=3))


def battle_table() -> DgState:
    """Ann, the dungeon lord this turn, sets the Legion and the zombie on Bo's knight in melee (the book's pair)."""
    return act(lord_table(), "monsters p2 legion:melee zombie:melee")


def solo_entered() -> DgState:
    """Solo: the Corner laid north of the north tunnel, the hero in the tunnel beside it (peril 2 next door)."""
    state = solo_table(**{"solo-lair": True})
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    return act(state, "move north")


__all__ = ["AreaApp", "WALLED", "battle_table", "lord_table", "solo_entered", "walled_table"]


class AreaApp(App[None]):
    """Mounts the Dungeoneer area alone and applies what it submits as the frame would (dice from `rolls`)."""

    def __init__(self, state: DgState, rolls: list[list[int]] | None = None) -> None:
        super().__init__()
        self.state = state
        self.submitted: list[Any] = []
        self.rolls = list(rolls or [])
        self.last_ruling: Ruling | None = None

    def compose(self) -> ComposeResult:
        yield DungeoneerArea(id="game-area")

    def on_mount(self) -> None:
        self.query_one(DungeoneerArea).show(area_view(GAME, self.state, self.last_ruling))

    def on_game_area_submit(self, event: GameArea.Submit) -> None:
        self.submitted.append(event.action)
        action = event.action
        if isinstance(action, DiceRequest):
            if not self.rolls:
                return
            action = action.build(TableDice([str(d) for d in self.rolls.pop(0)]).roll(action.die, action.count))
        ruling = GAME.check(self.state, action)
        self.last_ruling = ruling
        if ruling.allowed:
            self.state = GAME.apply(self.state, action).state
            self.query_one(DungeoneerArea).show(area_view(GAME, self.state, self.last_ruling))
