"""The command line completes the word being typed from the game's grammar (accepted with →)."""

from __future__ import annotations

from textual.widgets import Input

from companion.shell.app import make_app
from companion.services.store import SessionStore
from tests.tui.conftest import SIZE
from tests.tui.drive import resume_first
from tests.tui.test_game_keys_in_help import dice_throne_session


async def test_the_command_line_completes_from_the_games_grammar(store: SessionStore) -> None:
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        line = frame.query_one("#command", Input)
        line.focus()
        for key in "status sp":
            await pilot.press(key if key != " " else "space")
        await pilot.pause()
        await pilot.press("right")  # accepts the suggestion shown after the cursor
        await pilot.pause()
        assert line.value == "status spend"
