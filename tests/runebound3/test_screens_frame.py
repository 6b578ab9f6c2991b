"""The Runebound 3e area inside the real session frame: a session opens on it, its keys reach it from
the command line and the toss is ruled by the frame, the palette lists its keys; pictures at 80x24 and 120x40."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, Select

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.runebound3.actions import Adventure, AttackHero
from screens.dialogs import HouseRuleDialog
from screens.dice_tray import DiceTray
from screens.key_table import screen_key_entries
from screens.ruling_panel import RulingPanel
from screens.runebound3 import Runebound3Area
from screens.runebound3.retreat_form import RetreatForm
from tests.runebound3.fight_row import click_fight_button, fight_button
from tests.runebound3.helpers import challenge, fighting_setup
from tests.tui.snapshot_apps import FixedTimeStore
from tests.tui.test_dialogs_fit import buttons_off_screen

SMALL, BIG = (80, 24), (120, 40)


def wolf_session(store: SessionStore) -> None:
    """A saved two-hero session: P0 has met the Wolf, the fight waits for its first toss."""
    live = store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    live.act(Adventure(challenge("Wolf", "enemy")))


async def open_session(pilot: Pilot) -> None:
    await pilot.press("enter")
    await pilot.pause()
    pilot.app.screen.query_one("#command", Input).cursor_blink = False
    await pilot.pause()


async def test_a_session_opens_on_the_area_and_its_toss_key_works_from_the_command_line(store: SessionStore) -> None:
    wolf_session(store)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=SMALL) as pilot:
        await open_session(pilot)
        area = app.screen.query_one("#game-area")
        assert isinstance(area, Runebound3Area)
        assert buttons_off_screen(app) == []
        await pilot.press("f5")
        await pilot.pause()
        tray = app.screen
        assert isinstance(tray, DiceTray)  # the table may enter how its own tokens landed
        tray.query_one("#dice-entered", Input).value = "front front back back back back back"
        tray.query_one("#use", Button).press()
        await pilot.pause()
        assert app.screen.query_one(RulingPanel).ruling.allowed
        text = str(area.query_one("#r3-fight").render())
        assert "to act: Test Hero" in text and "1 ⚔ axe (under: shield*)" in text
        await pilot.press("f7")  # 'take' outside its phase: the frame asks the engine, which refuses by rule
        await pilot.pause()
        if isinstance(app.screen, HouseRuleDialog):
            await pilot.press("escape")  # no house rule over it
            await pilot.pause()
        ruling = app.screen.query_one(RulingPanel).ruling
        assert not ruling.allowed and ruling.citations[0].rule_id.startswith("runebound3.")


async def test_every_area_key_is_in_the_palettes_list_and_with_the_board_focused_the_footer_shows_the_fight_keys(
        store: SessionStore) -> None:
    """One run: the palette's list read as the session opens, then the footer once the board has the focus."""
    wolf_session(store)
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=SMALL) as pilot:
        await open_session(pilot)
        listed = {entry.description for entry in screen_key_entries(app, app.screen)}
        assert {"Toss", "Strike", "Shield", "Take", "Pass", "Stay", "Board"} <= listed
        await pilot.press("f3")  # from the command line: focus the combat board
        await pilot.pause()
        assert app.focused is app.screen.query_one("#r3-side")
        shown = {b.binding.id for b in app.screen.active_bindings.values() if b.binding.show and b.enabled}
        assert {"r3.toss", "r3.strike", "r3.shield", "r3.take", "r3.pass", "r3.stay"} <= shown


def test_snapshot_frame_80x24(snap_compare, store: SessionStore) -> None:
    wolf_session(store)
    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=SMALL, run_before=open_session)


def test_snapshot_frame_120x40(snap_compare, store: SessionStore) -> None:
    wolf_session(store)
    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=BIG, run_before=open_session)


def test_snapshot_hero_battle_frame_80x24(snap_compare, store: SessionStore) -> None:
    """A hero attacking another hero (as the Duelling Gauntlet allows): the battle's board waits for its first toss."""
    live = store.create_session(game_id="runebound3", name="Duel", setup=fighting_setup())
    live.act(AttackHero(1, "Duelling Gauntlet"))
    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=SMALL, run_before=open_session)


@pytest.mark.rule("runebound3.combat.retreat")
async def test_the_retreat_button_asks_for_the_space_then_the_frame_rolls_the_terrain_die(store: SessionStore) -> None:
    live = store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    live.act(Adventure(challenge("Wolf", "enemy")))
    for text in ("landed axe bolt / miss miss miss wing miss", "pass", "pass"):
        live.act(live.game.parse_command(live.state, text))
    app = make_app(store)
    async with app.run_test(size=BIG) as pilot:
        await open_session(pilot)
        area = app.screen.query_one("#game-area")
        assert isinstance(area, Runebound3Area) and fight_button(app, "retreat").on
        await click_fight_button(pilot, "retreat")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, RetreatForm)
        form.query_one("#r3-retreat-needs", Select).value = "forest"
        form.query_one("#r3-retreat-kind", Select).value = "wilds"
        form.query_one("#r3-retreat-space", Input).value = "Oakvale"
        await pilot.click("#r3-retreat-ok")
        await pilot.pause()
        tray = app.screen
        assert isinstance(tray, DiceTray) and tray.count == 1  # the terrain die, as the typed retreat asks
        tray.query_one("#dice-entered", Input).value = "forest"
        tray.query_one("#use", Button).press()
        await pilot.pause()
        assert app.screen.query_one(RulingPanel).ruling.allowed
        assert app.screen.query_one("#command", Input).value == ""  # nothing written in the command line
        assert area.state.combat is None and area.state.heroes[0].space == "Oakvale"


async def test_typing_travel_opens_the_dice_tray_and_the_table_s_faces_start_the_move(store: SessionStore) -> None:
    store.create_session(game_id="runebound3", name="On the road", setup=fighting_setup())
    app = make_app(FixedTimeStore(store))  # type: ignore[arg-type]
    async with app.run_test(size=BIG) as pilot:
        await open_session(pilot)
        command = app.screen.query_one("#command", Input)
        command.value = "travel"
        await pilot.press("enter")
        await pilot.pause()
        tray = app.screen
        assert isinstance(tray, DiceTray) and tray.count == 3  # the hero's speed
        tray.query_one("#dice-entered", Input).value = "forest+hills plains water"
        tray.query_one("#use", Button).press()
        await pilot.pause()
        assert app.screen.query_one(RulingPanel).ruling.allowed
        status = str(app.screen.query_one("#r3-status").render())
        assert "Stage: moving" in status and "move dice" not in status  # the dice are beside, a row each
        assert "1: forest+hills\n2: plains\n3: water" in str(app.screen.query_one("#r3-markets").render())
