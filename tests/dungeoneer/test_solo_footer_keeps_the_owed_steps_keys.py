"""Alone at 80x24 while the player types, the footer leaves keys out to fit, and keeps those of the step owed now:
the peril roll's (f7) while a roll is due, the draw's (f8) and the end of the draws' (ctrl+f) while peril cards are
owed. It kept f7 and left out f8 and ctrl+f while the cards were owed, so the two keys the decision needed were the
two not shown."""

from __future__ import annotations

from textual.widgets import Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from tests.dungeoneer.test_screens_dungeon_lord import in_the_tunnel, opened
from tests.dungeoneer.test_solo_peril_from_the_tables_deck import new_table_setup
from tests.support.footer_waits import until_the_footer_fits
from tests.tui.snapshot_apps import FixedTimeStore

SMALL = (80, 24)


def shown_actions(screen) -> set[str]:
    """The actions of the footer's keys on the screen now."""
    return {key.action for key in screen.query("SwitchableFooterKey") if key.display}


async def test_at_80x24_the_footer_keeps_the_keys_of_the_step_owed_now(
        dungeoneer_registered: None, store: SessionStore) -> None:
    in_the_tunnel(store, new_table_setup())  # a new table: the app's peril deck empty
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=SMALL) as pilot:
        area = await opened(pilot)
        if area.lord_automatic:  # step by step: the peril roll waits for the table's dice
            await pilot.press("f10")
            await pilot.pause()
        frame = app.screen
        command = frame.query_one("#command", Input)
        command.value = "move north"
        await pilot.press("enter")  # into the corner: its two peril dice due
        await pilot.pause()
        assert frame.live.state.solo.peril_dice == 2 and command.has_focus
        await until_the_footer_fits(pilot, frame)
        assert "peril_roll" in shown_actions(frame)
        await pilot.press("f7")
        await pilot.pause()
        app.screen.query_one("#dice-entered", Input).value = "1 2"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is frame and frame.live.state.solo.to_draw == 2
        command.focus()
        for automatic in (False, True):  # the draws are the table's either way: the app's deck is empty
            if area.lord_automatic != automatic:
                await pilot.press("f10")
                await pilot.pause()
            await until_the_footer_fits(pilot, frame, showing=("ctrl+f",))
            shown = shown_actions(frame)
            assert {"draw", "end_draws"} <= shown, (automatic, shown)
