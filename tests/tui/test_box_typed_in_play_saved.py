"""On the board, what the table types from its box is saved in its catalogue and the table is told: a terrain die
described with `terrain-die` (an action with no typed `values`: the frame asks the catalogue about it because the
action says it describes the box) and a hero's numbers typed with `hero`."""

from __future__ import annotations

from textual.widgets import Input

from cards_db.store import list_entries
from companion.services.session_setup import hero_choices
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.games import get_game
from tests.support.pilot_waits import until
from tests.tui.drive import resume_first

DIE = "terrain-die plains+road river+forest+hills swamp+mountains plains+forest hills+road forest+river"


async def test_a_die_and_a_heros_numbers_typed_on_the_board_are_saved_and_said(store: SessionStore) -> None:
    game = get_game("runebound2")
    setup = GameSetup((PlayerSetup("Anna", "mok"), PlayerSetup("Boris", "valadir")), {},
                      {"heroes": hero_choices(game, store)})
    store.create_session(game_id="runebound2", name="Saturday", setup=setup)
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        frame = await resume_first(pilot)
        line = frame.query_one("#command", Input)
        for command in (DIE, "hero Anna life:5 stamina:5 mind:2 body:3 spirit:5 ranged:1 melee:1 magic:2"):
            line.value = command
            await pilot.press("enter")
            await until(pilot, lambda: line.value == "", f"{command.split()[0]} taken")
        await until(pilot, lambda: len(app._notifications) >= 2, "the two saves said")
        said = [str(n.message) for n in app._notifications]
    assert "The terrain die is saved in your catalogue: a later game rolls it without asking." in said
    assert "Mok's numbers are saved in your catalogue: a later game starts with them." in said
    assert len(list_entries("runebound2", "terrain-dice", db=store)) == 1
    assert list_entries("runebound2", "hero", db=store)["mok"]["magic"] == 2
