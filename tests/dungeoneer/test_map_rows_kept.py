"""The dungeon map draws its rows one at a time and keeps each row's strip while the row stays the same.

Counted, never timed. A `Static` renders its whole text again at each change (every row of the map, in sight or
not: about 3 ms of a move at 1,000 actions, bench/bench_boards.py); `DungeonMapView.render_line` makes only the rows
asked for, straight from the drawing's characters and roles, and again only those a new drawing changed. What it
draws is what `Static` draws, segment for segment.
"""

from __future__ import annotations

from dataclasses import replace

from rich.style import Style as RichStyle
from textual.app import App, ComposeResult
from textual.containers import Container
from textual.strip import Strip
from textual.visual import Visual, visualize

from rules_engine.dungeoneer.board import board
from screens.dungeoneer.area import DungeoneerArea
from screens.dungeoneer.map_drawing import COMPACT, LARGE, MapPicture
from screens.dungeoneer.widgets import DungeonMapWindow
from tests.dungeoneer.screen_tables import walled_table


class ScrolledMap(App[None]):
    """The map's window in a room smaller than the map, styled by the Dungeoneer area's stylesheet."""

    CSS = DungeoneerArea.DEFAULT_CSS.replace("DungeoneerArea ", "") + "#room { height: 12; width: 30; }"

    def compose(self) -> ComposeResult:
        with Container(id="room"):
            yield DungeonMapWindow(id="dg-map")


def segments(strip: Strip) -> list[tuple[str, object]]:
    return [(segment.text, segment.style) for segment in strip]


def in_window(view: DungeonMapWindow) -> list[list[tuple[str, object]]]:
    """Every row of the map's window as the map drawn whole shows it in a scrolled room: the whole text rendered by
    Textual as `Static` renders it, cut at the window's scroll offset, and the room's blank cells beyond the map."""
    width, height = view.drawn_size
    whole_map = Visual.to_strips(view, visualize(view, view.drawn, markup=False), width, height, view.visual_style)
    x, y = view.scroll_offset
    columns, rows = view.scrollable_content_region.size
    base, background = view.parent.background_colors  # type: ignore[union-attr]  # the room: a widget
    room = RichStyle.from_color(bgcolor=(base + background).rich_color)
    shown = [strip.crop_extend(x, x + columns, room) for strip in whole_map[y:y + rows]]
    return [segments(strip) for strip in shown + [Strip.blank(columns, room)] * (rows - len(shown))]


async def test_each_row_is_the_strip_static_draws_for_it() -> None:
    app = ScrolledMap()
    data = board(walled_table())
    async with app.run_test(size=(60, 20)) as pilot:
        view = app.query_one(DungeonMapWindow)
        for size, cursor, scroll in ((LARGE, None, (0, 0)), (COMPACT, (0, -1), (3, 2)), (COMPACT, (2, 2), (40, 9))):
            view.draw(MapPicture(data.places, data.active, cursor), size)
            view.scroll_to(*scroll, animate=False, immediate=True)
            await pilot.pause()
            rows = [segments(view.render_line(y)) for y in range(view.scrollable_content_region.height)]
            assert view.virtual_size.height == len(view.drawn.plain.split("\n"))
            assert rows == in_window(view)


async def test_a_new_drawing_makes_only_the_rows_it_changed_and_only_those_in_sight(monkeypatch) -> None:
    app = ScrolledMap()
    data = board(walled_table())
    made: list[int] = []
    segments_of = DungeonMapWindow._segments

    def counted(view, runs, style):
        made.append(1)
        return segments_of(view, runs, style)

    async with app.run_test(size=(60, 20)) as pilot:
        view = app.query_one(DungeonMapWindow)
        view.draw(MapPicture(data.places, data.active), COMPACT)
        await pilot.pause()
        monkeypatch.setattr(DungeonMapWindow, "_segments", counted)
        made.clear()
        view.refresh()  # drawn again, nothing changed: every row in sight is kept
        await pilot.pause()
        assert made == []
        moved = tuple(replace(place, heroes=tuple(reversed(place.heroes))) for place in data.places)
        view.draw(MapPicture(moved, data.active), COMPACT)  # the heroes' marks in another order: one row changes
        await pilot.pause()
        assert made == [1]
        assert len(view.drawn.plain.split("\n")) > 12  # the map is taller than its room of 12 rows
        made.clear()
        view.draw(MapPicture(data.places, data.active, (5, 5)), COMPACT)  # a cursor far away: the map grows
        await pilot.pause()
        assert 0 < len(made) <= 12  # only rows in sight are made


async def test_a_picture_shown_again_reads_no_style_and_draws_no_characters_again(monkeypatch) -> None:
    """In the player's order (act, take it back, put it back) a turn's end moves the active hero's mark and the cursor
    there and back. The map keeps the characters of its last pictures and its roles' own styles: a picture shown
    again draws no characters anew (`map_canvas`), and no drawing reads the roles' styles again (Textual's own cache
    of them is emptied at every refresh: each drawing after a change read all fourteen, about 0.7 ms of CPU). A new
    theme reads them again."""
    import screens.dungeoneer.widgets as widgets

    app = ScrolledMap()
    data = board(walled_table())
    canvases: list[MapPicture] = []
    styles_read: list[str] = []
    map_canvas, component_style = widgets.map_canvas, DungeonMapWindow.get_component_rich_style

    def counted_canvas(picture, size):
        canvases.append(picture)
        return map_canvas(picture, size)

    def counted_style(view, *names, **options):
        styles_read.extend(names)
        return component_style(view, *names, **options)

    async with app.run_test(size=(60, 20)) as pilot:
        view = app.query_one(DungeonMapWindow)
        before, after = MapPicture(data.places, 0, (0, 0)), MapPicture(data.places, 1, (1, 0))
        view.draw(before, COMPACT)
        await pilot.pause()
        monkeypatch.setattr(widgets, "map_canvas", counted_canvas)
        monkeypatch.setattr(DungeonMapWindow, "get_component_rich_style", counted_style)
        for picture in (after, before, after, before, after):  # the turn's end, its undo, its redo, ...
            view.draw(picture, COMPACT)
            await pilot.pause()
            assert view.drawn.plain == map_canvas(picture, COMPACT).text({}).plain
        assert canvases == [after], canvases  # only the first new picture is drawn; the others are kept
        assert styles_read == [], styles_read
        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        await pilot.pause()
        view.draw(before, COMPACT)
        assert len(styles_read) == len(widgets.ROLES)


async def test_the_undo_and_redo_of_a_map_widened_westward_make_no_row_again(monkeypatch) -> None:
    """A location placed west of the dungeon's west edge draws the map a box wider: every row shifts east and the map's
    width changes, so every row in sight is made anew. Its undo shows the picture of a key ago, and its redo the
    picture after the move: each row's last few strips are kept with the width they were made at, and neither makes
    a row again (before, each made every row in sight again: about 0.6 ms of CPU at 10,000 actions, headless). What
    the map's window shows is what `Static` draws of the whole map, cut at the window's scroll."""
    from rules_engine.dungeoneer.game import GAME
    from screens.area_view import area_view
    from tests.dungeoneer.flow import act
    from tests.dungeoneer.screen_tables import AreaApp
    from tests.support.pilot_waits import until

    before = walled_table()
    after = act(before, "place cell west of t4")  # the walled room west of the west tunnel: a column more, west
    made: list[int] = []
    segments_of = DungeonMapWindow._segments

    def counted(view, runs, style):
        made.append(1)
        return segments_of(view, runs, style)

    monkeypatch.setattr(DungeonMapWindow, "_segments", counted)
    app = AreaApp(before)
    async with app.run_test(size=(56, 18)) as pilot:  # the map wider than its room, in boxes of one size
        area = app.query_one(DungeoneerArea)
        view = app.query_one(DungeonMapWindow)

        async def shown(state) -> tuple[int, list[list[tuple[str, object]]]]:
            """Show `state` as the frame does (a move, an undo, a redo): the rows made, and the rows in sight."""
            made.clear()
            area.show(area_view(GAME, state, None))
            await until(pilot, lambda: view.drawn_size == tuple(view.virtual_size), "the map's window at its size")
            await pilot.pause()
            app.screen._compositor.render_update(full=True)  # every row in sight drawn, as the terminal gets it
            return len(made), [segments(view.render_line(y)) for y in range(view.scrollable_content_region.height)]

        await shown(before)
        width = view.drawn_size[0]
        widened, rows_after = await shown(after)
        assert view.drawn_size[0] > width and widened > 0  # wider: its rows made anew
        assert rows_after == in_window(view)
        undone, rows_before = await shown(before)
        assert view.drawn_size[0] == width
        assert (undone, rows_before) == (0, in_window(view))
        redone, rows_redone = await shown(after)
        assert (redone, rows_redone) == (0, rows_after)
        assert rows_redone == in_window(view)
