"""At 80x24 the map scrolls to keep the hero in sight on nearly every move, and a scroll lays nothing out.

Counted, never timed. The map draws its own window (`DungeonMapWindow`): a move that scrolls the map repaints the
window's rows; the screen is not laid out (`Screen._refresh_layout`, Textual's scroll path apart). Before the
twenty-seventh pass the map moved inside a scrolled room, and each scroll asked for a layout of the whole screen so
that it was drawn in the move's own frame: at 80x24, 59 of the bench's 60 typed keys laid the screen out
(bench/dungeoneer_map_frames.py counts them). Each move here is typed as a player types it, in the real session frame.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App
from textual.geometry import Region
from textual.screen import Screen
from textual.widgets import Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.dungeoneer.area import DungeoneerArea, MapRoom
from screens.dungeoneer.map_drawing import cell_region
from screens.dungeoneer.widgets import DungeonMapWindow
from tests.dungeoneer.screen_tables import AreaApp, walled_table
from tests.dungeoneer.test_screens_frame import open_session, tomb_session
from tests.support.pilot_waits import until
from tests.tui.test_layouts_per_move import settle

SMALL = (80, 24)


def hero_in_sight(app: App, area: DungeoneerArea, view: DungeonMapWindow) -> bool:
    """The active hero's room lies wholly in the map's window, and the hero's mark is among the screen's characters
    there."""
    assert area.state is not None
    x, y, w, h = cell_region(area.state.hero.cell, view.picture, view.size_of_box)
    window = view.scrollable_content_region
    if not Region(int(view.scroll_x), int(view.scroll_y), window.width, window.height).contains_region(Region(x, y, w, h)):
        return False
    rows = app.screen._compositor.render_strips()
    shown = "".join(rows[row].crop(window.x, window.right).text for row in range(window.y, window.bottom))
    return f"[{area.state.active + 1}]" in shown


async def test_a_typed_move_that_scrolls_the_map_at_80x24_lays_nothing_out_and_the_map_shows_the_hero(
        dungeoneer_registered: None, store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    layouts: list[Any] = []
    refresh_layout = Screen._refresh_layout

    def counted(screen: Screen, *args: Any, **kwargs: Any) -> None:
        if not kwargs.get("scroll"):
            layouts.append(screen)
        refresh_layout(screen, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", counted)
    tomb_session(store)
    app = make_app(store)
    async with app.run_test(size=SMALL) as pilot:
        await open_session(pilot)
        await settle(pilot)
        area = app.screen.query_one(DungeoneerArea)
        view = app.screen.query_one("#dg-map", DungeonMapWindow)
        assert view.show_horizontal_scrollbar and view.show_vertical_scrollbar  # the map is larger than its room

        async def played(key: str, command: str = "") -> tuple[tuple[int, int], int]:
            """The key pressed (Enter after `command` typed): where the map scrolled to, and the layouts it asked."""
            if command:
                app.screen.query_one("#command", Input).value = command
            await settle(pilot)
            layouts.clear()
            await pilot.press(key)
            await settle(pilot)
            assert hero_in_sight(app, area, view), f"{command or key}: the hero out of sight"
            return (int(view.scroll_x), int(view.scroll_y)), len(layouts)

        moves = [await played("enter", "place cell west of t4"),  # the map a box wider, westward: it scrolls with it
                 await played("enter", "next"),
                 await played("enter", "move north"),  # into the north tunnel, the map's top row
                 await played("enter", "move south"),
                 await played("enter", "move south"),  # into the south tunnel, the map's bottom row
                 await played("ctrl+z"),
                 await played("ctrl+y")]
    offsets = [offset for offset, _ in moves]
    # The undo scrolls only as far as brings the hero's room back in sight (from below: 5, not 3).
    assert offsets == [(14, 3), (14, 3), (14, 0), (14, 3), (14, 8), (14, 5), (14, 8)], offsets
    assert [count for _, count in moves] == [0] * len(moves)  # a8c23b3c: [1, 0, 1, 1, 1, 1, 1], 'next' no scroll


async def test_the_maps_room_scrolls_the_map_with_its_keys_and_the_map_with_the_page_keys() -> None:
    """The room around the map is a stop of the focus chain, as the scrolled room it was: the arrows, home and end
    scroll the map there. Focused, the map's arrows move its cursor, and the page keys scroll it."""
    app = AreaApp(walled_table())
    async with app.run_test(size=(56, 12)) as pilot:  # the map larger than its room both ways
        await settle(pilot)
        room = app.query_one("#dg-map-scroll", MapRoom)
        view = app.query_one("#dg-map", DungeonMapWindow)
        assert view.max_scroll_x > 0 and view.max_scroll_y > 0
        room.focus()  # the keys' scrolls are animated, as Textual's are: each waited for
        await pilot.press("home")
        await until(pilot, lambda: view.scroll_y == 0, "home: the map's top")
        x = view.scroll_x
        await pilot.press("left")
        await until(pilot, lambda: view.scroll_x < x, "left: the map scrolled left")
        await pilot.press("down")
        await until(pilot, lambda: view.scroll_y > 0, "down: the map scrolled down")
        await pilot.press("end")
        await until(pilot, lambda: view.scroll_y == view.max_scroll_y, "end: the map's bottom")
        view.focus()
        await pilot.press("pageup")
        await until(pilot, lambda: view.scroll_y == 0, "page up on the map: its top")
