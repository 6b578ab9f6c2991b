"""Alone at a new table (the app knows no peril card), the session frame: the peril roll owes every hit, f8's card tray
takes the cards the table draws from its own deck and, once the table's peril deck and its discard are empty, offers
to end the draws (a button and ctrl+f); the board's key (ctrl+f, in the footer and the command palette) and the
command line's `end-draws` do the same. None of them is offered while the app's deck holds a card."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Input

from companion.services.store import SessionStore
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.solo import PERIL_DECK_EMPTY_RULE
from screens.key_table import screen_key_entries
from tests.dungeoneer.test_screens_card_tray import open_tray, step_by_step_rolled
from tests.dungeoneer.test_screens_dungeon_lord import tunnel_app
from tests.dungeoneer.test_solo_peril_from_the_tables_deck import new_table_setup
from tests.support.footer_waits import until_the_footer_fits
from tests.tui.drive import type_command


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.companion.peril-deck-empty")
async def test_the_tray_takes_the_tables_card_then_ends_the_draws_and_the_drawn_card_attacks(
        dungeoneer_registered: None, store: SessionStore) -> None:
    async with tunnel_app(store, new_table_setup()) as (app, pilot):
        await step_by_step_rolled(pilot, "1 2")
        frame = app.screen
        assert frame.live.state.solo.to_draw == 2  # every hit owed, the app's deck empty
        tray = await open_tray(pilot)
        assert not tray.query("#draw")  # the app's deck holds nothing to draw for the table
        assert "end the draws" in str(tray.query_one("#instead", Button).label)
        tray.query_one("#card-entered", Input).value = "Dragon as monster 3 health 2 melee 4"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is frame
        drawn = frame.live.entries[-1].action
        assert isinstance(drawn, A.DrawPeril) and drawn.source == "table"
        assert frame.live.state.solo.to_draw == 1

        tray = await open_tray(pilot)
        await pilot.press("ctrl+f")  # the table's peril deck and its discard are empty
        await pilot.pause()
        assert app.screen is frame
        ended = frame.live.entries[-1]
        assert isinstance(ended.action, A.EndPerilDraws)
        assert ended.ruling.citations[0].rule_id == PERIL_DECK_EMPTY_RULE
        state = frame.live.state
        assert state.solo.to_draw == 0 and state.battle is not None
        assert [attack.attacker.name for attack in state.battle.attacks] == ["Dragon"]


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.companion.peril-deck-empty")
async def test_the_boards_key_and_the_command_line_end_the_draws_only_when_allowed(
        dungeoneer_registered: None, store: SessionStore) -> None:
    async with tunnel_app(store, new_table_setup()) as (app, pilot):
        area = await step_by_step_rolled(pilot, "2 6")
        frame = app.screen
        assert frame.live.state.solo.to_draw == 1
        await until_the_footer_fits(pilot, frame, showing=("ctrl+f",))
        assert "End draws" in {entry.description for entry in screen_key_entries(app, frame)}  # and the palette's
        await type_command(pilot, "end-draws")
        ended = frame.live.entries[-1]
        assert isinstance(ended.action, A.EndPerilDraws) and frame.live.state.solo.to_draw == 0
        await until_the_footer_fits(pilot, frame, not_showing=("ctrl+f",))
        assert not area.check_action("end_draws", ())
