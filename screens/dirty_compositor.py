"""Redraw only the widgets that overlap what changed, not every widget inside the box around it.

Textual's compositor draws a partial update by cropping to one rectangle around every changed
region and asking each visible widget inside that rectangle for its lines. After an action the
changes are at the top (the board), bottom left (the ruling), bottom right (the log) and on the
command help line, so the rectangle is the whole screen and every widget of the frame (each hero
card's labels and digits, the buttons, the footer) is drawn again for a few changed lines.

Only the changed regions are written to the terminal, and a cell of a changed region can only
show a widget that covers it, so a widget that overlaps no changed region contributes nothing to
the update; nor does a widget behind the front-most widget that shows the whole of a changed region
(a log behind its own scroll bar, a card behind its label). `DirtyOnlyCompositor` leaves such widgets out, and after a layout counts as changed only
the widgets that moved, resized, came or went (not those whose scrollable size alone changed);
everything else is Textual's own code path (a full update, after a resize, is unchanged). Textual is pinned (pyproject.toml), and this
relies on `Compositor._get_renders` and `render_partial_update` as they are in that version.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual._compositor import ChopsUpdate, Compositor, ReflowResult
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget


class DirtyOnlyCompositor(Compositor):
    """A compositor whose partial updates draw only the widgets overlapping a changed region."""

    #: The changed regions of the partial update being drawn (None outside one).
    _changed: tuple[Region, ...] | None = None

    def render_partial_update(self) -> ChopsUpdate | None:
        """Textual's partial update, remembering which regions changed while it draws."""
        self._changed = tuple(self._dirty_regions)
        try:
            return super().render_partial_update()
        finally:
            self._changed = None

    def reflow(self, parent: Widget, size: Size) -> ReflowResult:
        """Textual's layout, then only the widgets that moved, resized, came or went count as changed.

        Textual marks every widget whose geometry changed in any way, including a container whose
        virtual (scrollable) size or a widget whose container's size changed while it stayed where
        it was: a "Now:" line one row taller would have every widget of the board drawn again.
        A widget in the same place, with the same clip, draws the same (a widget whose content
        changed has asked for its own repaint).
        """
        before, old_map = set(self._dirty_regions), self._full_map
        result = super().reflow(parent, size)
        if size.region in self._dirty_regions:
            return result
        new_map = self._full_map
        changed = set(before)
        for widget, geometry in new_map.items() ^ old_map.items():
            old, new = old_map.get(widget), new_map.get(widget)
            if old is not None and new is not None and (old.region, old.clip, old.order) == (new.region, new.clip, new.order):
                continue
            if region := geometry.clip.intersection(geometry.region):
                changed.add(region)
        self._dirty_regions = changed
        return result

    def _get_renders(self, crop: Region | None = None) -> Iterable[tuple[Region, Region, list[Strip]]]:
        """The widgets' lines as Textual draws them, less the widgets that overlap no changed region."""
        changed = self._changed
        if crop is None or not changed:
            yield from super()._get_renders(crop)
            return
        for region, clip, strips in _renders(self, crop, changed):
            yield region, clip, strips


def _renders(compositor: Compositor, crop: Region, changed: tuple[Region, ...]) -> Iterable[tuple[Region, Region, list[Strip]]]:
    """`Compositor._get_renders(crop)` for the widgets that show in a changed region.

    The compositor paints front to back and a cell goes to the front-most widget that covers it, so
    behind the front-most widget that shows the whole of a changed region nothing shows there: a
    log is not drawn again for its own scroll bar's change, nor a card or the screen for a label's.
    """
    shown = [(widget, region, clip, region.intersection(clip))
             for widget, (region, clip) in compositor.visible_widgets.items() if crop.overlaps(clip)]
    # Each changed region with the place (front to back) of the first widget that shows all of it.
    covered = [(area, next((place for place, (_, _, _, visible) in enumerate(shown) if visible.contains_region(area)),
                           len(shown)))
               for area in changed]
    for place, (widget, region, clip, visible) in enumerate(shown):
        if not any(place <= cover and visible.overlaps(area) for area, cover in covered):
            continue
        if clip.contains_region(region):
            yield region, clip, widget.render_lines(Region(0, 0, region.width, region.height))
            continue
        x, y, width, height = visible
        if width and height:
            yield region, clip, widget.render_lines(Region(x - region.x, y - region.y, width, height))
