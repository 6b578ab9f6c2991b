"""A list of lines drawn from kept strips: a cursor, keys and the mouse choose a line, and only what changed is drawn.

Textual's `OptionList` measures its options again on each drawing (each drawn row asks for the list's line count)
and renders an option again for each new style it is drawn in, so moving the cursor renders the line it left. Here
each line's text is wrapped once, when it is added or its text changes (`wrapped`), and its strips are kept per style
(plain, under the cursor, under the mouse): a row drawn is a lookup, the cursor moving restyles the kept lines of the
two entries it moved between, and nothing of the list asks for a layout of the screen while it already scrolls.

It looks and behaves as `OptionList` did for the same lines: the same styles (its CSS, with this list's component
classes), the same keys (the cursor wraps from the last line to the first), a click or Enter chooses a line
(`KeptLineList.OptionSelected`), a disabled line is shown dimmed and never chosen. Text is rich `Text`, never markup.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.style import Style

from screens.quiet_scroll_bar import QuietScrollBar

LINE = "kept-lines--line"
HIGHLIGHTED = "kept-lines--line-highlighted"
HOVER = "kept-lines--line-hover"
DISABLED = "kept-lines--line-disabled"

#: The place of a row not kept yet among those being drawn (`KeptLineList._whole_rows`).
_NOT_KEPT = Strip([])

#: How many styles a line's strips are kept in at once (plain, cursor focused and not, mouse): more means an old theme's.
KEPT_STYLES = 4


@dataclass(eq=False)
class KeptLine:
    """One line of the list: what it stands for (`id`), its text, and whether it can be chosen."""

    prompt: Text
    id: str | None = None
    disabled: bool = False
    #: Its text wrapped at `width` (None until needed), and its strips per style at that width.
    wrapped: list[Content] | None = field(default=None, repr=False)
    width: int = field(default=0, repr=False)
    strips: dict[Style, list[Strip]] = field(default_factory=dict, repr=False)
    #: Its rows as the widget drew them (its padding, border sides and background added), by style and row within the
    #: line, for the list's looks numbered `look`; dropped with `strips`.
    rows: dict[tuple[object, int], Strip] = field(default_factory=dict, repr=False)
    look: int = field(default=-1, repr=False)


class KeptLineList(QuietScrollBar, can_focus=True):
    """A scrolling list of lines whose strips are kept: the Line API, drawing only the rows asked for."""

    ALLOW_SELECT = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "cursor_down", "Down", show=False),
        Binding("end", "last", "Last", show=False),
        Binding("enter", "select", "Select", show=False),
        Binding("home", "first", "First", show=False),
        Binding("pagedown", "page_down", "Page Down", show=False),
        Binding("pageup", "page_up", "Page Up", show=False),
        Binding("up", "cursor_up", "Up", show=False),
    ]

    # OptionList's own styles (Textual 8.2.8), for this list's component classes.
    DEFAULT_CSS = """
    KeptLineList {
        height: auto;
        max-height: 100%;
        color: $foreground;
        overflow-x: hidden;
        border: tall $border-blurred;
        padding: 0 1;
        background: $surface;
        & > .kept-lines--line-highlighted {
            color: $block-cursor-blurred-foreground;
            background: $block-cursor-blurred-background;
            text-style: $block-cursor-blurred-text-style;
        }
        &:focus {
            border: tall $border;
            background-tint: $foreground 5%;
            & > .kept-lines--line-highlighted {
                color: $block-cursor-foreground;
                background: $block-cursor-background;
                text-style: $block-cursor-text-style;
            }
        }
        & > .kept-lines--line-highlighted {
            color: $foreground;
            background: $block-cursor-blurred-background;
        }
        & > .kept-lines--line-disabled {
            color: $text-disabled;
        }
        & > .kept-lines--line-hover {
            background: $block-hover-background;
        }
    }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {LINE, HIGHLIGHTED, HOVER, DISABLED}

    #: The line under the cursor (None: none, or no line can be chosen).
    highlighted: reactive[int | None] = reactive(None, repaint=False)
    #: The line under the mouse (None: the mouse is elsewhere).
    hovered: reactive[int | None] = reactive(None, repaint=False)

    class OptionSelected(Message):
        """A line was chosen (Enter, or a click): `option` is the line, `option_index` its place in the list."""

        def __init__(self, lines: KeptLineList, option: KeptLine, index: int) -> None:
            super().__init__()
            self.lines = lines
            self.option = option
            self.option_index = index

        @property
        def control(self) -> KeptLineList:
            """The list the line was chosen in (so `@on(..., "#id")` can pick a list)."""
            return self.lines

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None,
                 disabled: bool = False) -> None:
        super().__init__(name=name, id=id, classes=classes, disabled=disabled)
        self._options: list[KeptLine] = []
        self._by_id: dict[str, int] = {}
        #: Each line's first row, and for each row its line and the row within that line (at `_width`).
        self._starts: list[int] = []
        self._rows: list[tuple[int, int]] = []
        self._width = 0
        #: The styles of this drawing: plain, under the cursor, under the mouse, disabled (see `render_lines`).
        self._styles: tuple[Style, Style, Style, Style] | None = None
        #: What a row drawn whole depends on beyond its line, its style and its place in the line (the widget's width,
        #: the backgrounds under it, its opacity, the app's line filters), and its number: a row kept for another
        #: number is drawn again (`_whole_rows`). Styles that change (`notify_style_update`) give a new number too.
        self._look: tuple[object, ...] | None = None
        self._look_number = 0
        #: The rows of the border and those below the last line, drawn whole, for the looks numbered `_look_number`.
        self._other_rows: dict[tuple[object, int], Strip] = {}

    # -- the lines ------------------------------------------------------------------------------------

    @property
    def option_count(self) -> int:
        """How many lines the list holds."""
        return len(self._options)

    def get_option_at_index(self, index: int) -> KeptLine:
        """The line at `index` (IndexError when there is none)."""
        return self._options[index]

    def get_option_index(self, option_id: str) -> int:
        """The place of the line named `option_id` (KeyError when there is none)."""
        return self._by_id[option_id]

    def set_options(self, lines: Iterable[KeptLine]) -> None:
        """Show these lines instead of those shown: the cursor is on none and the list scrolled to its top."""
        self._options, self._by_id = [], {}
        self._starts, self._rows = [], []
        self.highlighted = None
        self.hovered = None
        self.scroll_to(y=0, animate=False, immediate=True)
        self.add_options(lines)
        if self._measured():
            self._resize_to_rows()
        self.refresh()

    def add_options(self, lines: Iterable[KeptLine]) -> None:
        """Add lines at the end: their rows are counted now (the list's size), drawn when they are in sight."""
        first = len(self._options)
        for line in lines:
            if line.id is not None:
                self._by_id[line.id] = len(self._options)
            self._options.append(line)
        if len(self._options) == first:
            return
        if not self._measured():
            self._size_before_first_layout()
            return
        top = self._starts[first] if first < len(self._starts) else len(self._rows)
        if len(self._starts) < len(self._options):
            self._count_rows(len(self._starts))
        self._resize_to_rows()
        self.refresh_lines(top, len(self._rows) - top)

    def set_prompt(self, index: int, prompt: Text) -> None:
        """Give one line a new text: only it is wrapped again, and the rows below it move if its height changed."""
        line = self._options[index]
        line.prompt, line.wrapped, line.strips, line.rows = prompt, None, {}, {}
        if not self._measured():
            return
        top = self._starts[index]
        height = len(self._rows) - top if index + 1 == len(self._starts) else self._starts[index + 1] - top
        self._count_rows(index)
        if len(self._wrap(index)) == height:
            self.refresh_lines(top, height)
            return
        self._resize_to_rows()
        self.refresh_lines(top, max(len(self._rows) - top, self.scrollable_content_region.height))

    # -- counting rows ---------------------------------------------------------------------------------

    def _measured(self) -> bool:
        """Whether the rows are counted at the list's current width (counted anew when it changed)."""
        width = self.scrollable_content_region.width
        if not width:
            return False
        if width != self._width:
            self._width = width
            self._count_rows(0)
            self._resize_to_rows()
        return True

    def _size_before_first_layout(self) -> None:
        """Before the list's first layout, take the rows its lines take at least as its virtual size, and show its scroll
        bar, when those rows are more than the screen has (an `auto` height is never taller than the screen): it scrolls.

        The rows are counted at the list's width, which only a layout gives. Counted in the first drawing after it, a
        list whose first layout had no rows and no scroll bar had the screen laid out again for its height, and once
        more for the bar that came with it (which narrows the lines), and measured its rows again at the new width
        (docs/benchmarks.md, "Sixteenth pass: launch"). A line takes one row at least, one more per line break: more of
        them than the screen has rows scroll at any width; fewer are left to the layout, as before.
        """
        if self._width or not self.is_attached or self.styles.overflow_y != "auto":
            return
        rows = sum(line.prompt.plain.count("\n") + 1 for line in self._options)
        if rows <= self.app.size.height:
            # Whether it scrolls is the layout's to say (a short log that wraps may or may not): left to it, as
            # before. Taken without knowing, the bar came with the first layout and its thumb was not moved by the
            # scroll to the newest line that followed (Dungeoneer's board at 80x24, nine entries).
            return
        # Taken without asking for a layout: one is due already for a list not laid out yet (it was just mounted), and a
        # hidden list is laid out when it is shown.
        self.set_reactive(KeptLineList.virtual_size, Size(0, rows))
        self.set_reactive(KeptLineList.show_vertical_scrollbar, True)

    def _count_rows(self, first: int) -> None:
        """Count the rows of the lines from `first` on (those before it are as they were)."""
        if first < len(self._starts):
            del self._rows[self._starts[first]:]
            del self._starts[first:]
        rows, starts = self._rows, self._starts
        for index in range(first, len(self._options)):
            starts.append(len(rows))
            rows.extend((index, row) for row in range(self._height(index)))

    def _height(self, index: int) -> int:
        """How many rows a line takes: one when its text fits on a row, else its wrapped rows."""
        line = self._options[index]
        prompt = line.prompt
        if line.width != self._width and "\n" not in prompt.plain and prompt.cell_len <= self._width:
            return 1
        return len(self._wrap(index))

    def _wrap(self, index: int) -> list[Content]:
        """A line's text wrapped at the list's width (kept until the text or the width changes)."""
        line = self._options[index]
        if line.wrapped is None or line.width != self._width:
            line.wrapped = self.wrapped(line.prompt, self._width)
            line.width, line.strips, line.rows = self._width, {}, {}
        return line.wrapped

    def wrapped(self, prompt: Text, width: int) -> list[Content]:
        """The text of one line wrapped to the width (what `OptionList` renders for an option, as lines)."""
        return Content.from_rich_text(prompt, console=self.app.console).wrap(width) or [Content("")]

    def _resize_to_rows(self) -> None:
        """Take the rows counted as the list's virtual size.

        A list that scrolls before and after (or fits before and after) keeps the size the frame gave it on the
        screen: the new length is taken without a layout of the screen, and a scroll bar shown is told it. A
        list that starts or stops scrolling needs the layout: its scroll bar comes or goes, and with it the
        width its lines wrap at. A list whose bar never comes or goes (`overflow-y: hidden`, or `scroll`: always
        shown) takes any length without the layout (the ruling's citations: one rule cited, then three).
        """
        size = Size(self._width, len(self._rows))
        if size == self.virtual_size:
            return
        visible = self.scrollable_content_region.height
        scrolls = size.height > visible
        bar_fixed = self.styles.overflow_y != "auto"
        if bar_fixed or scrolls == (self.virtual_size.height > visible) == self.show_vertical_scrollbar:
            self.set_reactive(KeptLineList.virtual_size, size)
            if self.show_vertical_scrollbar:
                self.move_bar(length=size.height)  # drawn again only if it looks different
            if self.scroll_y > self.max_scroll_y:
                self.scroll_to(y=self.max_scroll_y, animate=False, immediate=True)
            return
        self.virtual_size = size

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        """Take a new size from the screen's layout; a layout that leaves the list's size as it was changes nothing.

        The layout hands a scrolling widget its visible size as its virtual size, which differs from a
        scrolling list's own (its rows counted), so `ScrollView._size_updated` took every layout of the
        screen for a change: it updated the scroll bar and refreshed it after the move's frame was
        drawn, a second frame for a scroll bar that was already right (the list's own virtual size and
        scroll position update it as they change). `ScrollView` keeps its own virtual size whatever the
        layout hands it, so only a new size or container size, or a scroll bar to show or hide, needs its update.
        """
        scrolls = self.virtual_size.height > self.scrollable_content_region.height
        if size == self._size and container_size == self.container_size and scrolls == self.show_vertical_scrollbar:
            return False
        return super()._size_updated(size, virtual_size, container_size, layout)

    def on_resize(self, _event: events.Resize) -> None:
        """A new width wraps the lines anew (counted, then drawn as they come in sight)."""
        if self._measured():
            self.scroll_to_highlight()

    def watch_show_vertical_scrollbar(self, _shown: bool) -> None:
        """A scroll bar that comes or goes changes the width the lines wrap at: they are counted at the new width."""
        if self._measured():
            self.scroll_to_highlight()

    # -- drawing ---------------------------------------------------------------------------------------

    def render_lines(self, crop: Region) -> list[Strip]:
        """Draw the rows asked for, with the styles looked up once for this drawing; a row of a line drawn before in
        the same style and looks is the row kept then (`_whole_rows`)."""
        self._measured()
        self._styles = (
            self.get_visual_style(LINE),
            self.get_visual_style(LINE, HIGHLIGHTED),
            self.get_visual_style(LINE, HOVER),
            self.get_visual_style(LINE, DISABLED),
        )
        try:
            return self._whole_rows(crop)
        finally:
            self._styles = None

    def _whole_rows(self, crop: Region) -> list[Strip]:
        """The rows of `crop`, each as drawn whole before where it showed the same (Textual's drawing of it).

        A new entry scrolls the log by a row: Textual drew every row in sight again (each one's padding, border
        sides and background put around its strip: about 0.07 ms of CPU a row), though all but the newest showed
        a line already drawn a row lower. Here a line's rows are kept with it, by style and place in the line, as
        the widget drew them, and the rows of the border and those below the last line by what they show; a row
        none was kept for (a line new or in a new style) is Textual's drawing, in runs of rows. A crop narrower
        than the widget (another widget over part of it) is Textual's drawing alone.
        """
        width, height = self.region.size
        if crop.x or crop.width != width:
            return super().render_lines(crop)
        look = (width, height, self.background_colors, self.opacity, tuple(self.get_line_filters()),
                self.border_title, self.border_subtitle)
        if look != self._look:
            self._look, self._look_number = look, self._look_number + 1
            self._other_rows = {}
        number, other_rows = self._look_number, self._other_rows
        styles = self._styles
        assert styles is not None
        gutter = self.styles.gutter
        top, bottom = gutter.top, height - gutter.bottom
        shift = self.scroll_offset.y - top
        last = len(self._rows) - shift  # the first row below the last line
        strips: list[Strip] = []
        missing: list[tuple[int, dict[tuple[object, int], Strip], tuple[object, int]]] = []
        for place, y in enumerate(crop.line_range):
            kept: dict[tuple[object, int], Strip]
            key: tuple[object, int]
            if y < top or y >= bottom:
                kept, key = other_rows, (None, y)  # the border's and padding's rows
            elif y >= last:
                kept, key = other_rows, (styles[0], 0)  # a row below the last line
            else:
                index, offset = self._rows[shift + y]
                line = self._options[index]
                if line.look != number:
                    line.rows.clear()
                    line.look = number
                kept, key = line.rows, (self._style_of(index, styles), offset)
            strip = kept.get(key)
            if strip is None:
                missing.append((place, kept, key))
                strip = _NOT_KEPT
            strips.append(strip)
        at = 0
        while at < len(missing):
            first = end = missing[at][0]
            run = at
            while run < len(missing) and missing[run][0] == end:
                run, end = run + 1, end + 1
            strips[first:end] = drawn = super().render_lines(Region(0, crop.y + first, width, end - first))
            for (_place, kept, key), strip in zip(missing[at:run], drawn):
                kept[key] = strip
            at = run
        return strips

    def _style_of(self, index: int, styles: tuple[Style, Style, Style, Style]) -> Style:
        """The style a line is drawn in: disabled, under the cursor, under the mouse, or plain."""
        if self._options[index].disabled:
            return styles[3]
        if index == self.highlighted:
            return styles[1]
        if index == self.hovered:
            return styles[2]
        return styles[0]

    def render_line(self, y: int) -> Strip:
        """One row of the list: a kept strip of the line it belongs to, in the style of that line's state."""
        styles = self._styles or (self.get_visual_style(LINE), self.get_visual_style(LINE, HIGHLIGHTED),
                                  self.get_visual_style(LINE, HOVER), self.get_visual_style(LINE, DISABLED))
        row = self.scroll_offset.y + y
        if row >= len(self._rows):
            return Strip.blank(self.scrollable_content_region.width, styles[0].rich_style)
        index, offset = self._rows[row]
        line = self._options[index]
        style = self._style_of(index, styles)
        wrapped = self._wrap(index)
        strips = line.strips.get(style)
        if strips is None:
            if len(line.strips) >= KEPT_STYLES:
                line.strips.clear()
                line.rows.clear()
            strips = line.strips[style] = [self._strip(content, style) for content in wrapped]
        return strips[offset] if offset < len(strips) else Strip.blank(self._width, style.rich_style)

    def _strip(self, content: Content, style: Style) -> Strip:
        """One wrapped row of a line in a style, segment for segment as `OptionList` draws it."""
        segments = [Segment(text, (style + text_style).rich_style)
                    for text, text_style in content.render(style, end="")]
        return Strip(segments, content.cell_length).extend_cell_length(self._width, style.rich_style)

    def notify_style_update(self) -> None:
        """New styles (a theme, focus): the rows are drawn again in them (the kept strips are per style, the rows
        drawn whole are kept for the looks they were drawn in)."""
        self._look = None
        self.refresh()
        super().notify_style_update()

    def _refresh_option(self, index: int | None) -> None:
        """Draw one line's rows again (its style changed; rows not counted yet are drawn when they are)."""
        if index is None or index >= len(self._starts):
            return
        top = self._starts[index]
        bottom = self._starts[index + 1] if index + 1 < len(self._starts) else len(self._rows)
        self.refresh_lines(top, bottom - top)

    # -- the cursor ------------------------------------------------------------------------------------

    def validate_highlighted(self, highlighted: int | None) -> int | None:
        """The cursor stays on a line of the list (None when the list is empty)."""
        if highlighted is None or not self._options:
            return None
        return max(0, min(highlighted, len(self._options) - 1))

    def watch_highlighted(self, old: int | None, new: int | None) -> None:
        """The line the cursor left and the one it reached are drawn again; the new one is scrolled into sight."""
        self._refresh_option(old)
        self._refresh_option(new)
        if new is not None and not self._options[new].disabled:
            self.scroll_to_highlight()
            self.highlight_reached(new)

    def highlight_reached(self, index: int) -> None:
        """Called when the cursor comes to a line (for subclasses)."""

    def watch_hovered(self, old: int | None, new: int | None) -> None:
        self._refresh_option(old)
        self._refresh_option(new)

    def scroll_to_highlight(self, top: bool = False) -> None:
        """Scroll so that the line under the cursor is in sight (at the top if `top`)."""
        highlighted = self.highlighted
        if highlighted is None or not self.is_mounted or not self._measured() or highlighted >= len(self._starts):
            return
        first = self._starts[highlighted]
        bottom = self._starts[highlighted + 1] if highlighted + 1 < len(self._starts) else len(self._rows)
        self.scroll_to_region(Region(0, first, self.scrollable_content_region.width, bottom - first),
                              force=True, animate=False, top=top, immediate=True)

    def on_show(self) -> None:
        self.scroll_to_highlight()

    def _enabled(self, index: int) -> bool:
        return not self._options[index].disabled

    def _next_enabled(self, direction: int) -> int | None:
        """The next line that can be chosen from the cursor, wrapping around the ends."""
        count = len(self._options)
        if not count:
            return None
        anchor = self.highlighted
        start = (anchor if anchor is not None else (-1 if direction > 0 else count))
        for step in range(1, count + 1):
            index = (start + direction * step) % count
            if self._enabled(index):
                return index
        return anchor

    def action_cursor_up(self) -> None:
        """Move the cursor up a line (from the first, to the last)."""
        self.highlighted = self._next_enabled(-1)

    def action_cursor_down(self) -> None:
        """Move the cursor down a line (from the last, to the first)."""
        self.highlighted = self._next_enabled(1)

    def action_first(self) -> None:
        """Move the cursor to the first line that can be chosen."""
        self.highlighted = next((i for i in range(len(self._options)) if self._enabled(i)), None)

    def action_last(self) -> None:
        """Move the cursor to the last line that can be chosen."""
        self.highlighted = next((i for i in reversed(range(len(self._options))) if self._enabled(i)), None)

    def _move_page(self, direction: int) -> None:
        """Move the cursor a page of rows up or down (to an enabled line at or beyond that row)."""
        if not self._options or not self._measured() or not self._rows:
            return
        row = self._starts[self.highlighted or 0] + direction * self.scrollable_content_region.height
        anchor = self._rows[max(0, min(row, len(self._rows) - 1))][0]
        candidates = range(anchor, len(self._options)) if direction > 0 else range(anchor, -1, -1)
        self.highlighted = next((i for i in candidates if self._enabled(i)), None)

    def action_page_up(self) -> None:
        """Move the cursor up a page."""
        if self.highlighted is None:
            self.action_first()
        else:
            self._move_page(-1)

    def action_page_down(self) -> None:
        """Move the cursor down a page."""
        if self.highlighted is None:
            self.action_last()
        else:
            self._move_page(1)

    def action_select(self) -> None:
        """Choose the line under the cursor."""
        index = self.highlighted
        if index is not None and self._enabled(index):
            self.post_message(self.OptionSelected(self, self._options[index], index))

    # -- the mouse -------------------------------------------------------------------------------------

    def option_at(self, event: events.MouseEvent) -> int | None:
        """The line under the mouse (None: the border, the padding or below the last line)."""
        offset = event.get_content_offset(self)
        if offset is None or not self._measured():
            return None
        row = self.scroll_offset.y + offset.y
        return self._rows[row][0] if 0 <= row < len(self._rows) else None

    def on_click(self, event: events.Click) -> None:
        """A click on a line puts the cursor on it and chooses it."""
        index = self.option_at(event)
        if index is not None and self._enabled(index):
            self.highlighted = index
            self.action_select()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self.hovered = self.option_at(event)

    def on_leave(self, _event: events.Leave) -> None:
        self.hovered = None

    def lines_shown(self) -> Sequence[KeptLine]:
        """The lines of the list, first to last."""
        return self._options
