"""The boards in the light theme and without colour (NO_COLOR): SVG snapshots, and no hue left under NO_COLOR.

Textual honours NO_COLOR itself (App reads it and adds its Monochrome filter); these pictures show
that every board stays readable that way: statuses, verdicts and colours carry words and symbols.
"""

from __future__ import annotations

import re

import pytest
from textual.app import App
from textual.pilot import Pilot

from companion.services.store import SessionStore
from companion.shell.app import make_app
from tests.dice_throne.screen_apps import AreaApp as DiceThroneApp, mid_attack
from tests.dungeoneer.test_screens_frame import open_session as open_tomb, tomb_session
from tests.runebound2.screen_apps import AreaApp as Runebound2App, showcase_state
from tests.runebound3.test_screens_frame import open_session as open_wolf, wolf_session
from tests.tui.snapshot_apps import FixedTimeStore


SIZE = (120, 40)
LIGHT = "textual-light"


async def in_light(pilot: Pilot) -> None:
    pilot.app.theme = LIGHT
    await pilot.pause()


def light(app: App) -> App:
    """The app started in the light theme (as a remembered theme is: before any board is drawn)."""
    app.theme = LIGHT
    return app


def test_dice_throne_board_in_light(snap_compare) -> None:
    assert snap_compare(light(DiceThroneApp(mid_attack())), terminal_size=SIZE)


def test_runebound2_board_in_light(snap_compare) -> None:
    assert snap_compare(light(Runebound2App(showcase_state())), terminal_size=SIZE)


def test_runebound3_frame_in_light(snap_compare, store: SessionStore) -> None:
    wolf_session(store)

    async def opened_in_light(pilot: Pilot) -> None:
        await in_light(pilot)
        await open_wolf(pilot)

    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=SIZE, run_before=opened_in_light)


def test_dungeoneer_frame_in_light(snap_compare, dungeoneer_registered: None, store: SessionStore) -> None:
    tomb_session(store)

    async def opened_in_light(pilot: Pilot) -> None:
        await in_light(pilot)
        await open_tomb(pilot)

    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=SIZE, run_before=opened_in_light)


def test_dice_throne_board_without_colour(snap_compare, monkeypatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(DiceThroneApp(mid_attack()), terminal_size=SIZE)


def test_runebound2_board_without_colour(snap_compare, monkeypatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(Runebound2App(showcase_state()), terminal_size=SIZE)


#: The colours of an exported screenshot: cell backgrounds and text styles (not the window's title dots).
PAINTED = re.compile(r'<rect fill="#([0-9a-fA-F]{6})"|\.terminal-r\d+ \{ fill: #([0-9a-fA-F]{6})')


def hues(svg: str) -> set[str]:
    """The painted colours of an SVG screenshot that are not a grey (red, green and blue more than a few apart)."""
    found = set()
    for match in PAINTED.finditer(svg):
        colour = match.group(1) or match.group(2)
        rgb = [int(colour[i:i + 2], 16) for i in (0, 2, 4)]
        if max(rgb) - min(rgb) > 8:
            found.add(colour)
    return found


@pytest.mark.parametrize("no_color", [False, True])
async def test_no_color_leaves_only_greys(monkeypatch, no_color: bool) -> None:
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    else:
        monkeypatch.delenv("NO_COLOR", raising=False)
    app = DiceThroneApp(mid_attack())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        svg = app.export_screenshot()
    assert app.no_color == no_color
    assert (hues(svg) == set()) == no_color  # in colour the board has hues; under NO_COLOR none at all
