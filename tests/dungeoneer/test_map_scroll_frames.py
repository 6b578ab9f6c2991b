"""A move of the map's cursor that scrolls the map is drawn in one frame, and that frame draws the map's window only.

Counted, never timed (bench/dungeoneer_map_frames.py counts the same at 10,000 actions). The map's cursor moved west
beyond the dungeon's edge draws a map one column wider, its old columns one box further right, and the room scrolls so
the cursor's cell stays in view. Before, the scroll waited until after the frame that drew the move
(`scroll_to_region` deferred to after a refresh) and was drawn by a frame of its own, a screen refresh later; being the
first scroll after the layout of the map's new size, that frame wrote every row of the screen (Textual compares the
widgets' places with none then): at 10,000 actions a typed move that widened the map wrote 2 frames, 64 rows, 20 KB
where a move writes 1 frame, 24 rows, 5 KB. Since the twenty-seventh pass the map draws its own window
(`DungeonMapWindow`): a map drawn larger changes the window's virtual size, not its size, and is drawn in the move's
frame too (before, its layout took a second frame).
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App

from textual.containers import ScrollableContainer

from screens.dungeoneer.area import DungeoneerArea
from screens.dungeoneer.map_drawing import cell_region
from tests.dungeoneer.screen_tables import AreaApp, walled_table
from tests.support.pilot_waits import until
from tests.tui.test_layouts_per_move import settle

#: Small enough that the map is larger than its room.
SIZE = (56, 18)


async def test_a_cursor_move_that_scrolls_the_map_is_drawn_with_the_move_and_never_the_whole_screen(
        monkeypatch: pytest.MonkeyPatch) -> None:
    frames: list[tuple[str, int]] = []  # each frame's kind of update and the rows it writes
    display = App._display

    def counted(app: Any, screen: Any, renderable: Any) -> None:
        if renderable is not None:
            spans = getattr(renderable, "spans", None)
            rows = len({y for y, _, _ in spans}) if spans is not None else renderable.region.height
            frames.append((type(renderable).__name__, rows))
        display(app, screen, renderable)

    monkeypatch.setattr(App, "_display", counted)
    app = AreaApp(walled_table())
    async with app.run_test(size=SIZE) as pilot:
        area = app.query_one(DungeoneerArea)
        room = app.query_one("#dg-map", ScrollableContainer)  # the map's window: it scrolls itself
        await pilot.press("f3")
        await settle(pilot)
        moves: list[tuple[bool, bool, list[tuple[str, int]]]] = []  # scrolled, grew, frames
        for _ in range(2):  # east: the east tunnel, then one cell beyond the dungeon's edge
            offset, size = room.scroll_offset, room.virtual_size
            frames.clear()
            await pilot.press("right")
            await until(pilot, lambda: frames != [], "the cursor's move drawn")
            await settle(pilot)
            assert area.cursor is not None
            view = app.query_one("#dg-map")
            x, _, w, _ = cell_region(area.cursor, view.picture, view.size_of_box)
            window = room.scrollable_content_region.width
            assert room.scroll_x <= x and x + w <= room.scroll_x + window, "the cursor's cell out of view"
            moves.append((room.scroll_offset != offset, room.virtual_size != size, list(frames)))
    assert [(scrolled, grew) for scrolled, grew, _ in moves] == [(True, False), (True, True)]
    for _, _, drawn in moves:
        # Never the whole screen: only the map's window and what the move changed beside it.
        assert all(kind == "ChopsUpdate" and rows <= SIZE[1] - 2 for kind, rows in drawn), drawn
        # A scroll is drawn with the move (before: the move's frame, then the scroll's), and so is a map drawn larger
        # (before the twenty-seventh pass its layout took a frame of its own).
        assert len(drawn) == 1, drawn
