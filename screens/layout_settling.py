"""One layout of the screen per change, not two: widgets do not ask again for the layout they just got.

When Textual lays a screen out, every widget whose size changed is given its new virtual size,
and that reactive asks for another layout of the whole screen (`Widget.virtual_size` is declared
with `layout=True`). That second layout arranges everything exactly as the first did (the first
already arranged every container's children in its new size), and then re-renders the screen a
second time. `SettledLayout` performs the layout as Textual does and then drops only those
requests: a request made before the layout is kept, and so is one by a scrolling widget whose
scroll bar came or went in the layout (the one change of a virtual size that moves anything: the
bar takes a column or a row from its content). A scrolling widget whose bars stay as they were
has had its bars' length and position set by the layout itself (`Widget._scroll_update`). The
same request also asks for a repaint, after the layout; a widget that the layout moved or resized
is drawn by the layout's own update (see `dirty_compositor`), so that second drawing is dropped too; and so is a
repaint such a widget asked before the layout, when the screen's timer laid it out before the widget's own idle came
(in a terminal, the eleven buttons of a Runebound 3e fight shown as it begins were drawn again in a second frame),
also when the widget asked for a layout itself (the fight's row of buttons, `ButtonRow`, shown by the move): that
ask is kept for the next layout, which finds the widget where this one put it and draws nothing of it.

The same holds for a widget the layout showed for the first time (hidden before, so not placed by the last layout:
a Runebound 3e fight's panel and buttons as the fight begins) and for the scroll bars of the scrolling widgets (which
are no children of the DOM: each layout places them with their widget, and a bar resized with it asked for a second
layout of its own); `SettledLayout` looks at every widget of the screen and at those bars.

A screen's first resume (Textual sends one as the screen is pushed, once its widgets are mounted) restyles
every node of the screen: Textual's `Screen._on_screen_resume` asks for it unless the event says otherwise,
because a screen coming back from beneath another may have missed changes meanwhile. A screen resumed for the
first time has missed nothing: each of its nodes was styled as it was mounted, a moment before, with the
stylesheet that holds the screen's own files (read as it was pushed), and whatever changed a node since (its
focus, a class) restyled that node then. `SettledLayout` marks that first resume as needing no restyle
(`tests/tui/test_first_resume_styles.py` holds every board's styles equal to a full restyle's, and counts the
restyles saved); every later resume restyles as Textual does.

That first resume lays the whole screen out at its size and draws all of it, then Textual's handler asks for a repaint
of the whole screen (for a screen coming back, whose layout may be unchanged); after the first resume's layout that
repaint is the same drawing a second time (a second full frame of the board as it opens, 5-6 ms of CPU at 120x40, and
in a terminal every cell written twice). `SettledLayout` drops that one repaint when the first resume's layout drew the
screen; a repaint asked by anything else, or at any later resume, is Textual's. Likewise a layout asked of the screen
itself once it has been laid out (its mounted children's `AwaitMount`: Textual's `push_screen` awaits the screen's own
mount and asks the screen for a layout and a repaint of all of it) is a layout without that repaint: the layout draws
what it moved, resized, showed or hid (`dirty_compositor`), and a widget whose content changed asks its own repaint.
Until the twenty-seventh pass a board's opening drew the whole board three times (`tests/tui/test_board_opening_work.py`).

A screen's first layout also sends the screen itself a resize to the size it was just laid out at, and
Textual answers every resize of a screen with a whole layout of it and of the screen beneath: two more
layouts that arrange everything as it already is, each time a board is shown. `SettledLayout` does not lay
itself out again for a resize to the size of its latest layout (a widget's pending request is served by the
next layout, as always); Textual's handler still sets the breakpoint classes and lays out the screen beneath.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Self

from textual import events
from textual.map_geometry import MapGeometry
from textual.geometry import Region, Size
from textual.screen import Screen
from textual.widget import Widget


class SettledLayout(Screen):
    """A screen whose widgets do not ask for a second layout after each layout that resized them."""

    #: The size the screen was last laid out at (None before its first layout).
    _laid_out_at: Size | None = None
    #: True once the screen has been resumed (shown) for the first time.
    _resumed_before: bool = False
    #: While the screen is laid out: the widgets (and scroll bars) that had asked for no repaint before the layout.
    _laying_out: list[Widget] | None = None

    #: While the screen's first resume is handled (`_on_screen_resume`, then Textual's own handler).
    _in_first_resume: bool = False
    #: The first resume laid the whole screen out and drew it; the repaint of the whole screen that Textual's handler
    #: asks for next would draw it all again, the same (see the module's note).
    _drawn_by_first_resume: bool = False

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        """Mark the screen's first resume as needing no restyle and no second drawing (see the module's note);
        Textual's own handler (`Screen._on_screen_resume`, called next: Textual calls each class's handler along the
        class's MRO, so this one does not call it) does the rest of the resume, as always."""
        if not self._resumed_before:
            self._resumed_before = True
            event.refresh_styles = False
            self._in_first_resume = True
            self.call_next(self._first_resume_handled)  # once both handlers are done with this resume

    def _first_resume_handled(self) -> None:
        self._in_first_resume = self._drawn_by_first_resume = False

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        """Textual's refresh, without a second drawing of the whole screen: not the repaint its first resume asks right
        after that resume's layout has drawn the whole screen, and not the repaint a layout asked of the screen itself
        carries (its children mounted, `AwaitMount`), once the screen has been laid out: that layout draws whatever it
        moved, resized, showed or hid, and a widget whose content changed asks for its own repaint (see the module's
        note)."""
        if self._drawn_by_first_resume and not regions and repaint and not layout and not recompose:
            self._drawn_by_first_resume = False
            return self
        if layout and repaint and not regions and not recompose and self._laid_out_at is not None:
            repaint = False
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    async def _compose(self) -> None:
        """Compose with the breakpoint classes of the app's size already set (see the module's note)."""
        self.update_classes(breakpoint_classes(self, self.app.size), update=False)
        await super()._compose()

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        """Lay the screen out; forget the layouts widgets asked for only by being resized in it."""
        # Every widget of the screen, not only those the last layout placed: one shown now (a fight's panel and its
        # buttons as a fight begins) is resized from nothing in this layout and asks again as any other would; and the
        # scroll bars of the scrolling ones (no children of the DOM: each layout places them with their widget).
        children = list(self.walk_children(Widget))
        bars_made = [bar for child in children if child.is_scrollable for bar in scroll_bar_widgets(child)]
        placed = self._compositor._full_map  # the last layout's places (read as they are: nothing is laid out)
        widgets = [(widget, scroll_bars(widget), placed_region(placed, widget))
                   for widget in (*children, *bars_made) if not widget._layout_required]
        # Those that asked for a layout themselves keep that ask (served by the next layout, as Textual serves it);
        # shown, moved or resized by this one, they are drawn by it all the same (a fight's row of buttons, shown).
        asking = [(widget, placed_region(placed, widget)) for widget in children if widget._layout_required]
        whole = not (scroll and not self._layout_widgets)  # Textual's test for a full layout, not a scroll's reflow
        self._laying_out = [widget for widget, _bars, _region in widgets if not widget._repaint_required]
        try:
            super()._refresh_layout(size, scroll)
        finally:
            self._laying_out = None
        self._laid_out_at = self.outer_size if size is None else size
        if self._in_first_resume and whole and self.is_current:
            # This layout draws the whole screen (or will, after a batch): so did the repaints asked before it (the
            # screen's own, asked before it was mounted, would draw all of it again at the next update).
            self._drawn_by_first_resume = True
            self._repaint_required = False
        placed = self._compositor._full_map  # this layout's places (`Compositor.reflow` keeps them there)
        for widget, bars, region in widgets:
            if widget._layout_required and scroll_bars(widget) == bars:
                widget._layout_required = False
            # Moved, resized or shown, it is drawn whole by this layout's own update, with what it shows now: not a
            # second time after it, whether its repaint was asked in the layout or before it (a widget changed by the
            # move whose own idle had not come yet when the screen's timer laid the screen out).
            if whole and widget._repaint_required and placed_region(placed, widget) != region:
                widget._repaint_required = False
        for widget, region in asking:
            if whole and widget._repaint_required and placed_region(placed, widget) != region:
                widget._repaint_required = False

    def _compositor_refresh(self) -> None:
        """Draw the screen's update; the one a layout draws also draws every widget that stayed where it was and asked
        for a repaint in that layout (a scroll bar whose thumb moved, a scrolling widget whose scrollable size changed):
        they are drawn as they are now, in the same frame, not in a frame of their own after it."""
        if self._laying_out is not None and self is self.app.screen:
            visible = self._compositor.visible_widgets  # a widget out of sight keeps its repaint for Textual's path
            asked = {widget for widget in self._laying_out if widget._repaint_required and widget in visible}
            if asked:
                self._compositor.update_widgets(asked)
                for widget in asked:
                    widget._repaint_required = False
        super()._compositor_refresh()

    def _screen_resized(self, size: Size) -> None:
        """A resize to the size of the latest layout lays the screen out again only if it is asked for
        anyway (then at the next refresh, with whatever else is asked by then); any other lays it out now.

        Textual's resize handler still does the rest (the breakpoint classes, the screen beneath).
        """
        if size == self._laid_out_at:
            return
        super()._screen_resized(size)


def breakpoint_classes(screen: Screen, size: Size) -> dict[str, bool]:
    """The breakpoint classes Textual's resize handler gives `screen` at `size` (each class: on or off)."""
    app = screen.app
    horizontal = (app.HORIZONTAL_BREAKPOINTS if screen.HORIZONTAL_BREAKPOINTS is None
                  else screen.HORIZONTAL_BREAKPOINTS) or []
    vertical = (app.VERTICAL_BREAKPOINTS if screen.VERTICAL_BREAKPOINTS is None
                else screen.VERTICAL_BREAKPOINTS) or []
    classes = {name: False for _, name in horizontal + vertical}
    for name in screen._get_breakpoint_classes(size.width, horizontal) | screen._get_breakpoint_classes(size.height, vertical):
        classes[name] = True
    return classes


def placed_region(placed: Mapping[Widget, MapGeometry], widget: Widget) -> Region:
    """Where a layout placed the widget (an empty region if it did not: hidden, or not mounted then). Read from the
    compositor's map as that layout left it, not through `Widget.region`, which lays the whole screen out again first
    when the map has been marked stale since (by a scroll, or a widget not shown before asking for a repaint)."""
    geometry = placed.get(widget)
    return Region() if geometry is None else geometry.region


def scroll_bar_widgets(widget: Widget) -> tuple[Widget, ...]:
    """The scroll bars (and their corner) a scrolling widget has made so far: Textual makes each the first time it
    is shown, and each layout places them with the widget (`Widget._arrange_scrollbars`)."""
    made = (widget._vertical_scrollbar, widget._horizontal_scrollbar, widget._scrollbar_corner)
    return tuple(bar for bar in made if bar is not None)


def scroll_bars(widget: Widget) -> tuple[bool, bool]:
    """Whether the widget shows its vertical and its horizontal scroll bar."""
    return widget.show_vertical_scrollbar, widget.show_horizontal_scrollbar
