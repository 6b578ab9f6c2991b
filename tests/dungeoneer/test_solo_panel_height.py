"""Solo play's panel keeps the most rows its text has taken at a size of the board, so that what it shows changing
with every move (the last steps, the next rooms' odds) does not move the legend below it nor lay the screen out.

Counted, never timed: the layouts the panel asks for (`Widget.refresh(layout=True)`, a style change included) while
its last steps go from four to one, to none, back to four and to two, and where the legend under it stands. Before,
each of those draws changed the panel's height: four layouts of the screen, and the legend moved four times. At
80x24 (the short form, which shows no last steps) each draw cleared the side column's width, which was never set,
and that alone asked for a layout of the screen: four as well.
"""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widget import Widget

from rules_engine.dungeoneer.game import GAME
from screens.dungeoneer.area import DungeoneerArea
from screens.dungeoneer.widgets import SoloEvent
from screens.area_view import area_view
from tests.dungeoneer.screen_tables import AreaApp, solo_entered
from tests.support.layout_asks import layouts_asked

STEPS = tuple(SoloEvent("peril-roll", (2, 5), f"Corner: peril 2, rolled 2 and 5: one peril card ({n})") for n in range(4))


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_solo_panel_keeps_its_rows_while_its_text_shrinks_and_grows_back(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    state = solo_entered()
    app = AreaApp(state)
    async with app.run_test(size=size) as pilot:
        area = app.query_one(DungeoneerArea)
        solo, legend = area.query_one("#dg-solo"), area.query_one("#dg-legend")
        area.events = STEPS
        area.show(area_view(GAME, state, None))
        await pilot.pause()
        tallest, under = solo.region, legend.region
        asked = layouts_asked(monkeypatch, area)
        for shown in (STEPS[:1], (), STEPS, STEPS[:2]):
            area.events = shown
            area.show(area_view(GAME, state, None))
            await pilot.pause()
            assert (solo.region, legend.region) == (tallest, under)
        assert asked == []
        if size == (120, 40):  # the short form (80x24) shows no last steps
            assert "peril card (1)" in str(solo.render())  # the last draw's text is shown, in the kept rows


async def test_text_taller_than_the_kept_rows_lays_the_screen_out_once_and_is_kept() -> None:
    state = solo_entered()
    app = AreaApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        area = app.query_one(DungeoneerArea)
        solo = area.query_one("#dg-solo")
        area.events = ()
        area.show(area_view(GAME, state, None))
        await pilot.pause()
        short = solo.region.height
        area.events = STEPS
        area.show(area_view(GAME, state, None))
        await pilot.pause()
        assert solo.region.height > short  # grown: every step shown
        area.events = ()
        area.show(area_view(GAME, state, None))
        await pilot.pause()
        assert solo.region.height > short  # kept


class ShortSideApp(AreaApp):
    """The area on a board whose side column is shorter than its panels: the column scrolls, as at 120x40 in the
    session frame (its panels 25 rows and more in 18)."""

    CSS = "#dg-body { height: 14; }"


async def test_a_growing_panel_in_a_scrolling_column_draws_the_columns_scroll_bar_in_the_moves_own_frame(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted: the panel grows (every step shown), the screen is laid out once, and the side column's scroll bar,
    whose thumb the longer column changes, is drawn in that frame; no frame after it draws the column. Before, the
    layout alone told the column its length, and its scroll bar was drawn in a second frame, a frame's wait later."""
    frames: list[set[Widget]] = []
    compositor_refresh = Screen._compositor_refresh

    def counted_frame(screen: Screen) -> None:
        frames.append(set(screen._dirty_widgets) | ({screen} if screen._layout_required else set()))
        compositor_refresh(screen)

    monkeypatch.setattr(Screen, "_compositor_refresh", counted_frame)
    state = solo_entered()
    app = ShortSideApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        area = app.query_one(DungeoneerArea)
        side = area.query_one("#dg-side", VerticalScroll)
        area.events = ()
        area.show(area_view(GAME, state, None))
        for _ in range(3):
            await pilot.pause()
        assert side.show_vertical_scrollbar
        short = side.virtual_size.height
        frames.clear()
        area.events = STEPS
        area.show(area_view(GAME, state, None))
        for _ in range(4):
            await pilot.pause()
        assert side.virtual_size.height > short  # grown, and laid out
        assert side.vertical_scrollbar.window_virtual_size == side.virtual_size.height
        drawing_the_column = [i for i, dirty in enumerate(frames) if dirty & {side, side.vertical_scrollbar}]
        assert drawing_the_column == [0], frames
