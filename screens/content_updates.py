"""Update a widget's content, digits or border titles only when they differ from what it shows.

`Static.update` always asks for a new layout of the screen, even when the content is the same;
boards are redrawn after every action and most of their text does not change, so each such
redraw would re-arrange and re-render the whole screen for nothing. `show_content` remembers what
it last gave each widget and skips the update when the new content is equal; when it does update,
it asks for a layout only if the new content changes the size the widget takes (an auto width or
height that measures differently), so a line whose text changes in place is only repainted.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from rich.text import Text
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Digits, Static

#: What `show_content` last gave each widget (weak, so removed widgets are forgotten).
_shown: WeakKeyDictionary[Static, VisualType] = WeakKeyDictionary()


def show_content(widget: Static, content: VisualType, *, layout: bool = True) -> bool:
    """Give `widget` this content unless it shows an equal one already; True when it was updated.

    With `layout` (the default) the screen is laid out again only when the widget's size changes
    (never for a hidden widget).
    """
    try:
        if _shown.get(widget) == content:
            return False
    except TypeError:  # a renderable that cannot be compared: always update
        pass
    _shown[widget] = content
    widget.update(content, layout=False)
    # A hidden widget takes no room: showing it lays the screen out anyway.
    if layout and widget.display and size_changed(widget):
        widget.refresh(layout=True)
    return True


def size_changed(widget: Widget) -> bool:
    """Whether the widget's content now measures other than the size it was laid out at.

    Only an auto width or height depends on the content; a widget not laid out yet always counts
    as changed (its first layout is still to come).
    """
    size = widget.content_size
    if not widget.is_mounted or not size.width or not size.height:
        return True
    styles, container, viewport = widget.styles, widget.container_size, widget.app.size
    width = size.width
    if styles.width is not None and styles.width.is_auto:
        width = widget.get_content_width(container, viewport)
        if width != size.width:
            return True
    if styles.height is not None and styles.height.is_auto:
        height = widget.get_content_height(container, viewport, width)
        # A minimum or maximum height keeps the box as it was for content shorter or taller than it.
        gutter = styles.gutter.height if styles.box_sizing == "border-box" else 0
        if styles.min_height is not None:
            height = max(height, int(styles.min_height.resolve(container, viewport)) - gutter)
        if styles.max_height is not None:
            height = min(height, int(styles.max_height.resolve(container, viewport)) - gutter)
        return height != size.height
    return False


def show_digits(widget: Digits, value: str) -> bool:
    """Give large digits this value unless they show it already; True when they were updated."""
    if widget.value == value:
        return False
    widget.update(value)
    return True


#: The border title and subtitle `show_border` last gave each widget.
_borders: WeakKeyDictionary[Widget, tuple[Text | str | None, Text | str | None]] = WeakKeyDictionary()


def show_border(widget: Widget, title: Text | str | None, subtitle: Text | str | None) -> bool:
    """Set a widget's border title and subtitle unless they are the same; True when they changed.

    (Assigning a border title repaints the widget even when the title is the same.)
    """
    if _borders.get(widget) == (title, subtitle):
        return False
    _borders[widget] = (title, subtitle)
    widget.border_title = title
    widget.border_subtitle = subtitle
    return True

