"""A game area's own keys are in the help screen and the palette; command syntax keeps its [optional] parts."""

from __future__ import annotations

from rich.console import Console

from cards_db.dice_throne import shipped_heroes
from companion.shell.app import make_app
from companion.shell.palette import ScreenActions
from companion.services.store import SessionStore
from rules_engine.game import GameSetup, PlayerSetup
from screens.help import HelpScreen, commands_table
from tests.tui.conftest import SIZE
from tests.tui.drive import resume_first


def dice_throne_session(store: SessionStore) -> None:
    setup = GameSetup((PlayerSetup("Ann", "gunslinger"), PlayerSetup("Bo", "cursed-pirate")),
                      {"mode": "1v1"}, {"heroes": shipped_heroes()})
    store.create_session(game_id="dice-throne", name="Friday", setup=setup)


async def test_help_lists_the_areas_keys_and_full_command_syntax(store: SessionStore) -> None:
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        await pilot.press("f1")
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        assert any(binding_id == "dt.calculator" for _, _, binding_id in help_screen.rows)
        assert any("[by pX]" in syntax for syntax, _ in help_screen.commands)
        console = Console(width=120, record=True)
        console.print(commands_table(help_screen.commands))
        assert "[by pX]" in console.export_text()  # shown as typed, not eaten as markup
        await pilot.press("escape")
        await pilot.pause()
        hits = {hit.text async for hit in ScreenActions(frame).discover()}
        assert "Damage" in hits and "Next phase" in hits
