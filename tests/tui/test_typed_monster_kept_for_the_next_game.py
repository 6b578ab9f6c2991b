"""A Dungeoneer monster typed after its name on the command line is in the table's catalogue for its next game.

On 4e9298d3 the frame kept only a tunnel or room typed in play (the Dungeoneer area's hook read `PlaceLocation` and
`PlaceTunnel` alone): 'monsters p2 Ogre:magic as monster 0 health 3 magic 3' played the Ogre in that game and nowhere
else. Now the frame keeps every card a move typed through the service `companion play` uses too, says so, and a later
game whose monsters come from the catalogue (as the wizard copies them) plays the Ogre by its name alone."""

from __future__ import annotations

import pytest

from cards_db.store import imported_entries
from companion.services.session_setup import table_catalogue
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dice import TableDice
from rules_engine.dungeoneer import actions as DA
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.stats import Stat
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS
from tests.tui.drive import notifications, open_session, type_command

pytestmark = pytest.mark.slow

OPENING = ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4", "quests p1 magic-fish library-ward",
           "quests p2 crypt-vow pit-offering", "shared t1-watch", "first-player")


def at_the_dungeon_lords_phase(store: SessionStore, monsters: dict) -> int:
    """A saved table of two (Ann, Bo) in Ann's dungeon lord phase, with these monsters in its deck: its id."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {},
                      {"heroes": HEROES, "locations": LOCATIONS, "monsters": monsters, "quests": QUESTS,
                       "cards": CARDS})
    live = store.create_session(game_id="dungeoneer", name="Crypt night", setup=setup)
    for command in OPENING:
        parsed = GAME.parse_command(live.state, command)
        if isinstance(parsed, DiceRequest):
            parsed = parsed.build(TableDice(["6", "2"]).roll(parsed.die, parsed.count))
        live.act(parsed)
    return live.id


async def test_a_monster_typed_in_one_game_is_played_by_name_in_the_next(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_session(pilot, at_the_dungeon_lords_phase(store, MONSTERS))
        frame = pilot.app.screen
        await type_command(pilot, "monsters p2 Ogre:magic as monster 0 health 3 magic 3")
        for _ in range(3):
            await pilot.pause()
        assert frame.live.entries[-1].action == DA.PlayMonsters(1, (("Ogre", Stat.MAGIC),),
                                                                ("monster", "0", "health", "3", "magic", "3"))
        assert imported_entries("dungeoneer", "monster", db=store) == {
            "ogre": {"id": "ogre", "name": "Ogre", "health": 3, "cost": 0, "forms": {"magic": {"value": 3}}}}
        assert any("Ogre is saved in your catalogue as your own card" in n for n in notifications(pilot))
        await pilot.press("ctrl+z")  # undone: the Ogre stays in the catalogue
        for _ in range(3):
            await pilot.pause()
        assert "ogre" in imported_entries("dungeoneer", "monster", db=store)

        # The next game's monsters are the catalogue's (shipped and the table's own), as the wizard copies them.
        deck = table_catalogue(GAME, store)["monsters"]
        assert "ogre" in deck
        await open_session(pilot, at_the_dungeon_lords_phase(store, {**MONSTERS, **deck}))
        second = pilot.app.screen
        assert second is not frame
        said = len(notifications(pilot))
        await type_command(pilot, "monsters p2 ogre:magic")
        for _ in range(3):
            await pilot.pause()
        assert second.live.entries[-1].action == DA.PlayMonsters(1, (("ogre", Stat.MAGIC),))
        assert second.live.state.monster("ogre").health == 3
        assert not any("catalogue" in n for n in notifications(pilot)[said:])
