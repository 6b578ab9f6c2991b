"""Alone at a new table (the app knows no peril card), the session frame: the peril roll owes every hit, f8's card tray
takes the cards the table draws from its own deck and, once the table's peril deck and its discard are empty, offers
to end the draws (a button and ctrl+f); the board's key (ctrl+f, in the footer and the command palette) and the
command line's `end-draws` do the same. None of them is offered while the app's deck holds a card."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Button, Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.solo import PERIL_DECK_EMPTY_RULE
from rules_engine.game import GameSetup, PlayerSetup
from screens.card_tray import CardTray
from screens.dice_tray import DiceTray
from screens.dungeoneer.area import DungeoneerArea
from screens.key_table import screen_key_entries
from tests.dungeoneer.flow import HEROES, SOLO_LOCATIONS
from tests.dungeoneer.test_screens_dungeon_lord import BIG, opened
from tests.dungeoneer.test_solo_peril_from_the_tables_deck import DEALT, GLORY_CARDS
from tests.support.footer_waits import until_the_footer_fits
from tests.tui.drive import type_command
from tests.tui.snapshot_apps import FixedTimeStore


def a_new_table_in_the_tunnel(store: SessionStore) -> None:
    """A saved solo session of a new table (no monster, bane or encounter known): Ann in the north tunnel in her
    deeds phase, the corner (peril 2) north of it."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True},
                      {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": {}, "quests": DEALT,
                       "cards": GLORY_CARDS})
    live = store.create_session(game_id=GAME.id, name="A new table", setup=setup)
    for text in ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
                 "quests p1 magic-fish library-ward t1-watch", "next", "place corner north of t1", "next",
                 "move north"):
        live.act(GAME.parse_command(live.state, text))


@asynccontextmanager
async def new_table_app(store: SessionStore) -> AsyncIterator[tuple[App, Pilot]]:
    a_new_table_in_the_tunnel(store)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=BIG) as pilot:
        yield app, pilot


async def into_the_corner_rolling(pilot: Pilot, faces: str) -> DungeoneerArea:
    """Step by step, Ann moves into the corner and the table's dice give the peril roll."""
    area = await opened(pilot)
    if area.lord_automatic:
        await pilot.press("f10")
        await pilot.pause()
    frame = pilot.app.screen
    frame.query_one("#command", Input).value = "move north"
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("f7")
    await pilot.pause()
    tray = pilot.app.screen
    assert isinstance(tray, DiceTray)
    tray.query_one("#dice-entered", Input).value = faces
    await pilot.press("enter")
    await pilot.pause()
    return area


async def card_tray(pilot: Pilot) -> CardTray:
    await pilot.press("f8")
    await pilot.pause()
    tray = pilot.app.screen
    assert isinstance(tray, CardTray)
    return tray


@pytest.mark.rule("dungeoneer.solo.peril-roll", "dungeoneer.companion.peril-deck-empty")
async def test_the_tray_takes_the_tables_card_then_ends_the_draws_and_the_drawn_card_attacks(
        dungeoneer_registered: None, store: SessionStore) -> None:
    async with new_table_app(store) as (app, pilot):
        await into_the_corner_rolling(pilot, "1 2")
        frame = app.screen
        assert frame.live.state.solo.to_draw == 2  # every hit owed, the app's deck empty
        tray = await card_tray(pilot)
        assert not tray.query("#draw")  # the app's deck holds nothing to draw for the table
        assert "end the draws" in str(tray.query_one("#instead", Button).label)
        tray.query_one("#card-entered", Input).value = "Dragon as monster 3 health 2 melee 4"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is frame
        drawn = frame.live.entries[-1].action
        assert isinstance(drawn, A.DrawPeril) and drawn.source == "table"
        assert frame.live.state.solo.to_draw == 1

        tray = await card_tray(pilot)
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
    async with new_table_app(store) as (app, pilot):
        area = await into_the_corner_rolling(pilot, "2 6")
        frame = app.screen
        assert frame.live.state.solo.to_draw == 1
        await until_the_footer_fits(pilot, frame, showing=("ctrl+f",))
        assert "End draws" in {entry.description for entry in screen_key_entries(app, frame)}  # and the palette's
        await type_command(pilot, "end-draws")
        ended = frame.live.entries[-1]
        assert isinstance(ended.action, A.EndPerilDraws) and frame.live.state.solo.to_draw == 0
        await until_the_footer_fits(pilot, frame, not_showing=("ctrl+f",))
        assert not area.check_action("end_draws", ())
