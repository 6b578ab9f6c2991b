"""A scrolling list's vertical scroll bar told its new length and position, drawn again only when it looks different.

A log that grows by an entry at every move and follows its newest entry changes both values of its scroll bar at
every move (the length it scrolls over and the position, each a reactive that asks the bar to be drawn again), while
the bar almost always looks the same: once the log is a few screens long its thumb is the one row it can be at least,
at the bottom. Textual drew it again all the same (its renderable through Rich, then its styles, line by line): about
0.5 ms of CPU on every Enter, ctrl+z and ctrl+y of a Dice Throne board (docs/benchmarks.md, "Seventeenth pass").

Here the values are always taken (a drag of the thumb reads them), with `set_reactive`, and the bar is asked to draw
again only when what it draws for the new values differs from what it drew for the old: the segments of its own
renderer's `render_bar`, Textual's own arithmetic of the thumb, not a copy of it. Several changes of one update (the
length, then the scroll to the newest entry) are compared once, before and after, inside `bar_held`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from math import ceil

from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar


def bar_look(bar: ScrollBar) -> tuple[object, ...]:
    """What a vertical scroll bar draws for its values now, as its renderer's segments (colours aside: they are the
    same before and after a change of its values)."""
    window = bar.window_size if bar.window_size < bar.window_virtual_size else 0
    drawn = bar.renderer.render_bar(size=bar.size.height, virtual_size=ceil(bar.window_virtual_size),
                                    window_size=ceil(window), position=bar.position, thickness=bar.thickness,
                                    vertical=True)
    return (bar.size, *drawn.segments)


class QuietScrollBar(ScrollView):
    """A scroll view whose vertical scroll bar is drawn again only when its new length or position changes its looks."""

    #: How deep `bar_held` is entered (0: each change is compared as it comes).
    _bar_holds = 0
    #: The bar's looks when the outermost `bar_held` was entered.
    _bar_before: tuple[object, ...] | None = None

    def _bar_looks(self) -> tuple[object, ...] | None:
        """The vertical bar's looks now; None while the view shows none."""
        return bar_look(self.vertical_scrollbar) if self.show_vertical_scrollbar else None

    @contextmanager
    def bar_held(self) -> Iterator[None]:
        """Within: the bar's values change without drawing it; after: it is drawn again if it looks different."""
        if not self._bar_holds:
            self._bar_before = self._bar_looks()
        self._bar_holds += 1
        try:
            yield
        finally:
            self._bar_holds -= 1
            if not self._bar_holds:
                self._draw_bar_if_changed(self._bar_before)

    def move_bar(self, *, length: int | None = None, position: float | None = None) -> None:
        """Tell the vertical bar the length the view scrolls over, or its position; draw it again only if it looks
        different (at once, or when the outermost `bar_held` ends)."""
        bar = self.vertical_scrollbar
        before = None if self._bar_holds else self._bar_looks()
        if length is not None:
            bar.set_reactive(ScrollBar.window_virtual_size, length)
        if position is not None:
            bar.set_reactive(ScrollBar.position, bar.validate_position(position))
        if not self._bar_holds:
            self._draw_bar_if_changed(before)

    def _draw_bar_if_changed(self, before: tuple[object, ...] | None) -> None:
        if self.show_vertical_scrollbar and self._bar_looks() != before:
            self.vertical_scrollbar.refresh()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """`ScrollView.watch_scroll_y`, the bar told its position through `move_bar`."""
        if self.show_vertical_scrollbar:
            self.move_bar(position=new_value)
        if round(old_value) != round(new_value):
            self.refresh(self.size.region)
