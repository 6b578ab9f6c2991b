"""A short text whose rows are built straight from its lines when each fits its row: the same cells as a `Static`.

The one-row texts a move changes (Runebound 2e's status, "Now:" and what waits on the class cards; the commands line
above the input) are `Static`s. Each drawing of one went through Textual's whole text pipeline (`Visual.to_strips`:
the text wrapped at the width, every line formatted, justified, cut and styled, a render option object, the selection
and the links looked up): about half of a one-row `Static`'s 0.2-0.4 ms a drawing, for a text that fits its row.

`RowText` draws the same strips by a shorter way when it can tell they are the same: each line of its text fits the
widget's width as it is (or, not wrapped, is cut with Textual's own `truncate`), the text is left-aligned at the top,
nothing of it is selected, it has no tab, no padded lines, no link and no style named after a component class. Each
line's segments are then the line's `Content.render` with the widget's style under it, each at its offset, as
Textual's own formatted line gives them (`_FormattedLine.to_strip`); anything else is drawn as `Static` draws it. The
rows are built once per text, size and style (`render_line`, the Line API's content row). In a plain box (no border,
outline, tint, hatch or padding above or below, fully opaque) the box around the rows is made here too, as Textual's
styles cache makes it: each row as wide as the content, padded left and right in the widget's background, the app's
line filters applied (`draw_lines`); any other box is Textual's. It keeps the lines of its recent texts too
(`RecentLooks`).

tests/tui/test_row_text.py compares every row with the `Static`'s own for the texts the boards show and for texts
that take the other way; tests/tui/test_textual_overrides_reviewed.py holds the digests of Textual's members whose
behaviour these rows reproduce.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from textual.content import Content
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.style import Style

from screens.recent_looks import RecentLooks

#: The alignments of a text drawn as it is: at the left (Textual's "start" is the same) and at the top.
_LEFT = ("left", "start")
_TOP_LEFT = ("left", "top")


class _OtherWay(Exception):
    """A text these rows cannot tell they draw as `Static` does: it is drawn by `Static`."""


def _parse_style(style: Style | str) -> Style:
    """A span's style as a widget parses it for its content (Textual's `Widget._get_style`), but for a component
    class's style (".name"), which is left to the widget's own drawing."""
    if isinstance(style, Style):
        return style
    if style.startswith("."):
        raise _OtherWay
    try:
        return Style.parse(style)
    except Exception:  # noqa: BLE001 - as Textual: a style that does not parse draws as no style
        return Style()


def content_rows(content: Content, width: int, height: int, style: Style, *, wrap: bool, overflow: str) -> list[Strip] | None:
    """The rows Textual's pipeline draws for `content` in a widget of this content size, style and wrapping (its
    `text-wrap` is "wrap" when `wrap`, its `text-overflow` `overflow`), left-aligned at the top; None when a line
    would be wrapped or cut other than as a line that does not wrap is cut, or holds a tab or a link."""
    if not width:
        return []
    rows: list[Strip] = []
    try:
        for y, line in enumerate(content.split(allow_blank=True)):
            if y >= height:
                break
            if "\t" in line.plain:
                return None
            if line.cell_length > width:
                if wrap or overflow == "fold":
                    return None
                line = line.truncate(width, ellipsis=overflow == "ellipsis")
            segments: list[Segment] = []
            x = 0
            for text, text_style in line.render(style, end="", parse_style=_parse_style):
                rich_style = (style + text_style).rich_style_with_offset(x, y)
                if "@click" in rich_style.meta:
                    return None
                segments.append(Segment(text, rich_style))
                x += len(text)
            rows.append(Strip(segments, line.cell_length))
    except _OtherWay:
        return None
    return rows


class RowText(RecentLooks):
    """A `Static` (its arguments) whose rows are built from its lines when each fits (see the module's text)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        #: The rows built for (the visual, the size, the style) in `_rows_for`; None: drawn by `Static`. Set first.
        self._rows: list[Strip] | None = None
        self._rows_for: tuple[object, ...] = ()
        super().__init__(*args, **kwargs)

    def render_line(self, y: int) -> Strip:
        """The content's row `y`: built from the text's line when it fits, else as `Static` draws it."""
        # What the widget draws (its `render`, made a visual: `Static`'s own visual, the part of a text a subclass
        # shows), kept by Textual until the widget is refreshed.
        visual, size, style = self._render(), self.size, self.visual_style
        kept = self._rows_for
        if not kept or kept[0] is not visual or kept[1] != size or kept[2] is not style:
            self._rows = self._built_rows(visual, size.width, size.height, style)
            self._rows_for = (visual, size, style)
        rows = self._rows
        if rows is None:
            return super().render_line(y)
        if y < len(rows):
            return rows[y]
        return Strip.blank(size.width, style.rich_style)

    def draw_lines(self, crop: Region) -> list[Strip]:
        """The widget's rows in `crop` drawn anew. In a plain box (no border, outline, tint, hatch or vertical
        padding, fully opaque, no link under the pointer) each row is the content's row made as wide as the content
        and padded left and right in the widget's background, the app's line filters applied, as Textual's styles
        cache makes it; in any other box, Textual's own drawing."""
        styles = self.styles
        pad_top, pad_right, pad_bottom, pad_left = styles.padding
        if (pad_top or pad_bottom or styles.tint.a or self.opacity != 1.0 or styles.text_opacity != 1.0
                or any(edge for edge, _ in styles.border) or any(edge for edge, _ in styles.outline)
                or (styles.has_rule("hatch") and styles.hatch != "none")
                or (self.auto_links and self.hover_style.link_id)):
            return super().draw_lines(crop)
        base_background, background = self.background_colors
        inner = Style(background=base_background + background).rich_style
        width, height = self.size
        content_width = width  # `size` is the content's: the padding is outside it
        whole = content_width + pad_left + pad_right
        filters = self.get_line_filters()
        strips = []
        for y in crop.line_range:
            line = self.render_line(y) if y < height else Strip.blank(content_width, inner)
            line = line.adjust_cell_length(content_width, inner)
            segments = list(line)
            if pad_left:
                segments.insert(0, Segment(" " * pad_left, inner))
            if pad_right:
                segments.append(Segment(" " * pad_right, inner))
            strip = Strip(segments, whole)
            for line_filter in filters:
                strip = strip.apply_filter(line_filter, background)
            strips.append(strip)
        if crop.column_span != (0, whole):
            x1, x2 = crop.column_span
            strips = [strip.crop(x1, x2) for strip in strips]
        return strips

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The text's rows at this width: one per line when each fits it (Textual's own count wraps the whole text
        at the width to count them), else Textual's count."""
        visual = self._render()
        styles = self.styles
        if width and isinstance(visual, Content) and not styles.line_pad and "\t" not in visual.plain:
            lines = visual.split(allow_blank=True)
            if all(line.cell_length <= width for line in lines):
                return len(lines)
        return super().get_content_height(container, viewport, width)

    def _built_rows(self, visual: object, width: int, height: int, style: Style) -> list[Strip] | None:
        """The rows of `visual` at this size and style, or None when they are left to `Static`."""
        styles = self.styles
        if (not isinstance(visual, Content) or styles.text_align not in _LEFT or styles.content_align != _TOP_LEFT
                or styles.line_pad or self.text_selection is not None):
            return None
        return content_rows(visual, width, height, style, wrap=styles.text_wrap != "nowrap",
                            overflow=styles.text_overflow)
