"""Names typed at the table or imported (players, heroes, locations, monsters) are drawn as text, never markup."""

from __future__ import annotations

from typing import Any

from rules_engine.dungeoneer.game import GAME
from rules_engine.game import GameSetup, PlayerSetup
from screens.dungeoneer.area import DungeoneerArea
from screens.choice_dialog import ChoiceDialog
from tests.dungeoneer.flow import CARDS, HEROES, MONSTERS, QUESTS, act
from tests.dungeoneer.screen_tables import WALLED, AreaApp
from tests.support.choice_dialogs import choose, labels

PLAYER = "[red]Ann[/]"
HERO = "[b]Rogue[@click=app.quit]"
ROOM = "[/]Crypt\\["
MONSTER = "[link=x]Legion"


def hostile_table() -> Any:
    heroes = {**HEROES, "rogue": {**HEROES["rogue"], "name": HERO}}
    locations = {**WALLED, "crypt": {**WALLED["crypt"], "name": ROOM}}
    monsters = {**MONSTERS, "legion": {**MONSTERS["legion"], "name": MONSTER}}
    setup = GameSetup((PlayerSetup(PLAYER, "rogue"), PlayerSetup("Bo", "knight")), {},
                      {"heroes": heroes, "locations": locations, "monsters": monsters, "quests": QUESTS, "cards": CARDS})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "shared t1-watch")
    state = act(state, "first-player", 6, 2)
    return act(state, "next")


async def test_hostile_names_show_as_typed_on_the_panels_the_map_and_the_dialog() -> None:
    app = AreaApp(hostile_table())
    async with app.run_test(size=(120, 40)) as pilot:
        area = app.query_one(DungeoneerArea)
        heroes = str(area.query_one("#dg-heroes").render())
        assert PLAYER in heroes and HERO in heroes
        await pilot.press("f3", "up", "up", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert ROOM in labels(app)
        await choose(pilot, ROOM, reopens=False)
        await pilot.pause()
        assert app.state.dungeon.card_at((0, -2)) is not None
        assert ROOM in str(area.query_one("#dg-map").render())
