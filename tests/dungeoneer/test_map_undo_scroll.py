"""A move that widens the map westward, its undo and its redo: the hero's room stays in the same columns of the map's
room (the map's scroll follows its origin), so an undo puts the map back where it was before the move.

Before, the room scrolled only as far as kept the cursor's cell in view: placing a location west of the west tunnel
drew the map one box wider and kept the hero's room in its columns, but its undo scrolled the narrower map only until
the cell was in view, and the hero's room (and the whole map) stood further left than before the move (here 8 of
the box's 14 columns; up to a box).
"""

from __future__ import annotations

from textual.containers import ScrollableContainer

from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from screens.area_view import area_view
from screens.dungeoneer.area import DungeoneerArea
from screens.dungeoneer.map_drawing import cell_region
from tests.dungeoneer.flow import act
from tests.dungeoneer.screen_tables import AreaApp, walled_table
from tests.support.pilot_waits import until

#: Small enough that the map is wider than its room.
SIZE = (56, 18)


async def test_the_hero_room_is_where_it_was_after_the_undo_of_a_move_that_widened_the_map_west() -> None:
    before = walled_table()
    after = act(before, "place cell west of t4")  # the walled room west of the west tunnel: a column more, west
    app = AreaApp(before)
    async with app.run_test(size=SIZE) as pilot:
        area = app.query_one(DungeoneerArea)
        view = app.query_one("#dg-map", ScrollableContainer)  # the map's window: it scrolls itself
        room = view

        async def hero_room_shown(state: DgState) -> tuple[int, int, int, int]:
            """Show `state` as the frame does (a move, an undo, a redo) and say where the hero's room is in sight."""
            if area.state is not state:
                area.show(area_view(GAME, state, None))
            hero = state.heroes[state.active].cell
            def in_sight() -> tuple[int, int, int, int] | None:
                if area.cursor != hero or view.drawn_size != tuple(view.virtual_size):
                    return None  # not drawn yet, or its window not given the map's new size
                x, y, w, h = cell_region(hero, view.picture, view.size_of_box)
                sight = room.scrollable_content_region
                shown = (x - room.scroll_x, y - room.scroll_y, w, h)
                return shown if 0 <= shown[0] and shown[0] + w <= sight.width else None

            await until(pilot, lambda: in_sight() is not None, "the map drawn, laid out, the hero's room in sight")
            shown = in_sight()
            assert shown is not None
            return shown

        first = await hero_room_shown(before)
        width = view.drawn_size[0]
        moved = await hero_room_shown(after)
        assert view.drawn_size[0] > width and room.max_scroll_x > 0  # wider, westward, and larger than its room
        assert moved == first  # the move keeps the hero's room where it was
        assert await hero_room_shown(before) == first  # undone: where it was before the move (it stood 8 columns left)
        assert await hero_room_shown(after) == moved  # redone: as after the move
