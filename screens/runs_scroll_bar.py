"""A horizontal scroll bar's row drawn from runs of one style, not one segment per cell.

Textual's `ScrollBarRender.render_bar` gives a horizontal bar as one segment per cell (the track before the thumb,
the thumb, the track after it, each cell its own segment), and everything after it works per segment: the row is
rendered through Rich and cropped, each segment given the bar's style, and each written to the terminal with its own
style codes. Dungeoneer's map scrolls sideways with most moves (the room follows the map's origin as a location goes
west, `DungeoneerArea._keep_in_place`): its bar of about 80 cells was drawn again for each of them, about 0.5 ms of
CPU for one row (headless, 120x40) and some 80 styled segments written. The same cells in runs of one style (the
track before the thumb, the thumb's head, body and tail, the track after) look the same, cell for cell, with the
same mouse actions where they were; a vertical bar's cells are one a row and are left as Textual gives them.

Installed per bar, as Textual's `ScrollBar.renderer` documents (`RunsScrollBar.horizontal_scrollbar`).
"""

from __future__ import annotations

from rich.segment import Segment, Segments
from rich.color import Color
from textual.containers import ScrollableContainer
from textual.scrollbar import ScrollBar, ScrollBarRender


#: Textual's own defaults for a bar's colours (`ScrollBarRender.render_bar`); a bar in an app is given its styles' colours.
TRACK, THUMB = Color.parse("#555555"), Color.parse("bright_magenta")


class RunsScrollBarRender(ScrollBarRender):
    """Textual's scroll bar renderer; a horizontal bar's cells joined in runs of one style."""

    @classmethod
    def render_bar(cls, size: int = 25, virtual_size: float = 50, window_size: float = 20, position: float = 0,
                   thickness: int = 1, vertical: bool = True, back_color: Color = TRACK,
                   bar_color: Color = THUMB) -> Segments:
        drawn = super().render_bar(size=size, virtual_size=virtual_size, window_size=window_size, position=position,
                                   thickness=thickness, vertical=vertical, back_color=back_color, bar_color=bar_color)
        if vertical:
            return drawn
        return Segments(Segment.simplify(drawn.segments), new_lines=False)


class RunsScrollBar(ScrollableContainer):
    """A scrolling container whose horizontal scroll bar is drawn from runs of one style (`RunsScrollBarRender`)."""

    @property
    def horizontal_scrollbar(self) -> ScrollBar:
        bar = super().horizontal_scrollbar
        bar.renderer = RunsScrollBarRender  # type: ignore[misc]  # one bar's renderer: the way Textual's docs give
        return bar
