"""The map's room draws its horizontal scroll bar from runs of one style (`screens/runs_scroll_bar.py`), cell for cell
as Textual's renderer draws it.

Dungeoneer's map scrolls sideways with most moves that shift or place a location westward (the room follows the map's
origin), and its bar of about 80 cells was drawn again each time as one segment per cell: rendered through Rich, styled
and written to the terminal segment by segment (about 0.5 ms of CPU for the one row, headless at 120x40).
"""

from __future__ import annotations

import pytest
from rich.color import Color
from rich.segment import Segment
from textual.containers import ScrollableContainer
from textual.geometry import Region
from textual.scrollbar import ScrollBarRender

from screens.runs_scroll_bar import RunsScrollBarRender
from tests.dungeoneer.flow import act
from tests.dungeoneer.screen_tables import AreaApp, walled_table
from tests.support.pilot_waits import until

#: Small enough that the map is wider than its room.
SIZE = (56, 18)


def cells(segments: list[Segment]) -> list[tuple[str, object]]:
    """Each cell's character and style (a line break as its own cell)."""
    return [(character, segment.style) for segment in segments for character in segment.text]


@pytest.mark.parametrize("vertical", [False, True])
@pytest.mark.parametrize(("size", "virtual", "window", "position"),
                         [(80, 200, 80, 0), (80, 200, 80, 37.5), (80, 200, 80, 120), (53, 131, 53, 11),
                          (7, 9, 7, 1), (40, 40, 40, 0), (12, 0, 0, 0)])
def test_a_bar_in_runs_shows_the_same_cells_as_textuals(vertical: bool, size: int, virtual: float, window: float,
                                                        position: float) -> None:
    given = dict(size=size, virtual_size=virtual, window_size=window, position=position, vertical=vertical,
                 back_color=Color.parse("#202020"), bar_color=Color.parse("#ff8800"))
    textuals = list(ScrollBarRender.render_bar(**given).segments)  # type: ignore[arg-type]  # the keywords above
    runs = list(RunsScrollBarRender.render_bar(**given).segments)  # type: ignore[arg-type]
    assert cells(runs) == cells(textuals)
    if vertical:
        assert runs == textuals  # a vertical bar's cells are one a row: left as they are
    else:
        assert len(runs) <= 6  # the track before the thumb, the thumb's head, body and tail, the track after, the end


async def test_the_map_rooms_horizontal_bar_is_drawn_in_a_few_runs_not_a_segment_per_cell() -> None:
    before = walled_table()
    after = act(before, "place cell west of t4")  # a column more, westward: the map wider than its room
    app = AreaApp(after)
    async with app.run_test(size=SIZE) as pilot:
        room = app.query_one("#dg-map", ScrollableContainer)  # the map's window scrolls itself
        await until(pilot, lambda: room.show_horizontal_scrollbar and room.horizontal_scrollbar.size.width > 0,
                    "the map's room scrolls sideways")
        bar = room.horizontal_scrollbar
        strips = bar.render_lines(Region(0, 0, bar.size.width, 1))
        assert len(strips) == 1 and strips[0].cell_length == bar.size.width
        assert len(list(strips[0])) <= 6, "one segment per cell"  # Textual's renderer: one per cell, 22 here
