"""Showing a board lays it out at its size once, and a real resize still lays out every screen at the new size.

Counted, never timed: the layouts of a screen at a given size (`Screen._refresh_layout(size)`, as a screen's
resume and resizes ask for them; the layouts widgets ask for come later, at a refresh, with no size) while a
saved session is opened from the home screen. The first layout of a screen sends the screen a resize to the
size it was just laid out at; Textual answered it with a second whole layout of the board
(`screens/layout_settling.SettledLayout` now lays out only what is asked for anyway, at the next refresh).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.dice_throne.widgets import HeroCard
from screens.home import HomeScreen
from screens.session_frame import SessionFrame
from tests.dice_throne.support import make_setup
from tests.support.footer_waits import until_the_footer_fits
from tests.support.pilot_waits import until
from tests.tui.drive import frame


@pytest.fixture
def layouts(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Layouts at a given size, counted by the class name of the screen laid out."""
    counted: Counter[str] = Counter()
    layout = Screen._refresh_layout

    def counting(screen: Screen, size=None, *args, **kwargs) -> None:
        if size is not None:
            counted[type(screen).__name__] += 1
        return layout(screen, size, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", counting)
    return counted


@asynccontextmanager
async def home_with_a_match(store: SessionStore) -> AsyncIterator[tuple[App, Pilot, int]]:
    """The app at 120x40 on its home screen, a new Dice Throne match ("Friday") saved; the match's id."""
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen), "the home screen")
        yield app, pilot, live.id


async def open_board(pilot, app, session_id: int):
    """Open the session from the home screen and wait until its board is drawn with its footer fitted."""
    app.open_session(session_id)
    await until(pilot, lambda: app.screen.__class__.__name__ == "SessionFrame", "the board")
    shown = frame(pilot)
    await until_the_footer_fits(pilot, shown)
    for _ in range(3):
        await pilot.pause()
    return shown


async def test_showing_a_board_lays_it_out_at_its_size_once(
        store: SessionStore, layouts: Counter[str]) -> None:
    async with home_with_a_match(store) as (app, pilot, session_id):
        await until_the_footer_fits(pilot, app.screen)
        for _ in range(3):
            await pilot.pause()
        layouts.clear()
        shown = await open_board(pilot, app, session_id)
        assert layouts["SessionFrame"] == 1, layouts  # was two: when shown, then for its own first resize
        assert shown.size == (120, 40) and shown.query_one("#command").region.width > 0
        assert shown.has_class("-tall")  # the breakpoint class that resize sets is still set
        assert shown.query_one("#frame-bottom").region.height == 12


async def test_a_terminal_resized_under_a_board_lays_out_the_board_and_the_home_screen_at_the_new_size(
        store: SessionStore, layouts: Counter[str]) -> None:
    async with home_with_a_match(store) as (app, pilot, session_id):
        home = app.screen
        shown = await open_board(pilot, app, session_id)
        layouts.clear()
        await pilot.resize_terminal(90, 30)
        await until(pilot, lambda: shown.size == (90, 30) and shown.query_one("#frame-bottom").region.width == 90,
                    "the board laid out at 90x30")
        assert layouts["SessionFrame"] >= 1 and layouts["HomeScreen"] >= 1, layouts
        await until_the_footer_fits(pilot, shown)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is home, "back on the home screen")
        await until(pilot, lambda: home.query_one("#sessions").region.width <= 90 and home.size == (90, 30),
                    "the home screen at 90x30")


async def test_a_board_is_composed_whole_with_its_breakpoint_class_before_its_first_layout(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The breakpoint class (`-tall` at 120x40) and one hero card per seat are there when the board is first
    laid out: given later (the class by the board's first resize, the cards at its first `show`), each
    restyled or mounted widgets and laid the board out once more."""
    seen: list[tuple[bool, int]] = []
    layout = Screen._refresh_layout

    def first_layout_seen(screen: Screen, *args, **kwargs) -> None:
        if isinstance(screen, SessionFrame) and not seen:
            seen.append((screen.has_class("-tall"), len(screen.query(HeroCard))))
        return layout(screen, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", first_layout_seen)
    async with home_with_a_match(store) as (app, pilot, session_id):
        shown = await open_board(pilot, app, session_id)
        assert seen == [(True, 2)]
        assert len(shown.query(HeroCard)) == 2  # not mounted a second time by the first show
