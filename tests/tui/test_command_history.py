"""The command line recalls the commands sent on this board: Up the one before, Down the one after, as a shell does.

A refused command leaves the line empty (its ruling stays on the panel); Up brings it back to be corrected rather than
typed again.
"""

from __future__ import annotations

from textual.widgets import Input

from companion.services.store import SessionStore
from screens.dialogs import ConfirmDialog
from tests.tui.drive import resumed_tally_session, type_command


async def test_up_recalls_a_refused_command_to_correct_it(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, session):
        await type_command(pilot, "add 3")
        await type_command(pilot, "add 2")  # refused: Ann added points this turn already
        if isinstance(app.screen, ConfirmDialog):  # the house rule offered: not taken
            await pilot.press("n")
            await pilot.pause()
        line = session.query_one("#command", Input)
        assert line.value == "" and session.live.state.scores == (3, 0)
        line.focus()
        await pilot.press("up")
        await pilot.pause()
        assert line.value == "add 2" and line.cursor_position == len("add 2")
        await pilot.press("up")
        await pilot.pause()
        assert line.value == "add 3"
        await pilot.press("up")  # the oldest stays
        await pilot.pause()
        assert line.value == "add 3"
        await pilot.press("down")
        await pilot.pause()
        assert line.value == "add 2"


async def test_down_past_the_newest_command_gives_back_the_line_being_typed(store: SessionStore) -> None:
    async with resumed_tally_session(store, "Ann", "Bob") as (app, pilot, session):
        await type_command(pilot, "add 3")
        await type_command(pilot, "add 3")  # the same twice in a row is kept once
        if isinstance(app.screen, ConfirmDialog):
            await pilot.press("n")
            await pilot.pause()
        line = session.query_one("#command", Input)
        line.focus()
        await pilot.press("down")  # nothing recalled yet: Down leaves the line alone
        await pilot.pause()
        assert line.value == ""
        await pilot.press(*"ad")
        await pilot.press("up")
        await pilot.pause()
        assert line.value == "add 3"
        await pilot.press("up")
        await pilot.pause()
        assert line.value == "add 3", "one 'add 3' kept"
        await pilot.press("down")
        await pilot.pause()
        assert line.value == "ad" and line.cursor_position == 2
