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
