"""A text panel that draws again only the rows whose text changed (the Runebound boards' hero and threat panels).

`Static.update` repaints the whole widget: its whole text is formatted again and every row drawn, though a move
changes one or two rows of a hero panel (the actions left, the gold). Given a new text with as many rows as before,
none wider than the panel, `KeptRows` asks Textual to draw again only the rows that differ (`Widget.refresh` with
their regions, the Line API's way: the other rows' strips stay as drawn) and draws each of them alone (`render_line`).
Any other change (more or fewer rows, a row that would wrap, another width or style, text selected in the panel)
falls back to what a `Static` does. A row drawn alone is the same strip as the whole text gives that row, segment for
segment, the offsets that text selection reads included (tests/tui/test_kept_rows.py).

The panel also keeps every line of its text as last drawn (the whole text's lines, with the rows drawn alone since put
in their place). A repaint that changes nothing its text is drawn with (a class that changes only the border's
colour: a Runebound 2e party card becoming or ceasing to be the active one) gives them back instead of formatting the
whole text again: only the lines of rows that changed are drawn. What its text is drawn with is the panel's size, its
text's colours (`visual_style`), the rules that wrap and align text, and the theme; any change of these draws the
whole text again.

A changed row's lines, once drawn, are kept for its text (the last `KEPT_ROW_LINES` rows): a row that shows a text it
showed a move ago (an undo puts the gold back, a redo puts it on again, the active party's mark comes back with the
turn) takes those lines again instead of being formatted, while what the text is drawn with is unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widgets import Static

from screens.clickable_lines import ClickableLines
from screens.content_updates import size_changed

#: How many changed rows' drawn lines a panel keeps for their text (see the module's doc).
KEPT_ROW_LINES = 32


def row_key(y: int, row: Text) -> tuple[object, ...]:
    """What a row's lines are drawn from, besides what the whole panel is drawn with: its place (its lines carry its
    offsets) and everything `Text` draws it from (its characters, spans, style and how it is justified and cut)."""
    return (y, row.plain, tuple(row.spans), row.style, row.justify, row.overflow, row.no_wrap, row.end, row.tab_size)


class KeptRows(Static):
    """A `Static` of rich text (never markup) whose rows are drawn again only when their text changes."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._text = Text()
        #: The text's rows (split at its newlines), and how many lines each takes at the width drawn at (None: not
        #: worked out since the whole text was last drawn).
        self._rows: list[Text] = [Text()]
        self._heights: list[int] | None = None
        #: The lines to draw alone (each a line of a row changed since the whole text was last drawn): the row and
        #: which of its lines; and each such row's lines once drawn.
        self._alone: dict[int, tuple[int, int]] = {}
        self._row_lines: dict[int, list[Strip]] = {}
        #: What the whole text was last drawn with (`_drawn_with`; rows are drawn alone only with that), and each of
        #: its lines as drawn since (the rows drawn alone in their place); None: to be drawn whole.
        self._drawn_at: tuple[object, ...] | None = None
        self._kept_lines: list[Strip] | None = None
        #: Changed rows' lines as drawn (`row_key` -> lines), the most recently drawn last, valid while the panel is
        #: drawn with `_row_lines_with` (what `_drawn_at` was when they were drawn).
        self._drawn_rows: dict[tuple[object, ...], list[Strip]] = {}
        self._row_lines_with: tuple[object, ...] | None = None

    def show_text(self, text: Text) -> bool:
        """Show `text` unless it is the text shown; True when it changed. Only the lines of its changed rows are drawn
        again when it has as many rows as before, each taking as many lines; else the whole panel (laid out again if
        its size changes)."""
        if text == self._text:
            return False
        rows = text.split("\n", allow_blank=True)
        before, self._text, self._rows = self._rows, text, list(rows)
        width = self.size.width
        if self._rows_alone(before, width):
            return True
        self._alone.clear()
        self._heights = None
        self._drawn_at = None
        self._kept_lines = None
        self.refresh()
        if self.display and size_changed(self):
            self.refresh(layout=True)
        return True

    def _rows_alone(self, before: list[Text], width: int) -> bool:
        """Ask for the changed rows' lines alone to be drawn again, when the rows are as many as before and each
        takes as many lines (the panel wrapped as a `Static` wraps it: Textual's default wrapping); False when the
        whole text must be drawn."""
        rows, styles = self._rows, self.styles
        if (self._drawn_at is None or self._drawn_at != self._drawn_with() or len(rows) != len(before) or width <= 0
                or self.text_selection is not None or "\t" in self._text.plain or styles.text_wrap != "wrap"
                or styles.text_overflow != "fold" or styles.line_pad):
            return False
        heights = self._heights if self._heights is not None else [lines_taken(row, width) for row in before]
        changed = [y for y, (old, new) in enumerate(zip(before, rows)) if old != new]
        if any(lines_taken(rows[y], width) != heights[y] for y in changed):
            return False
        self._heights = heights
        tops = [sum(heights[:y]) for y in changed]
        for y, top in zip(changed, tops):
            self._row_lines.pop(y, None)
            for line in range(heights[y]):
                self._alone[top + line] = (y, line)
            self.refresh(Region(0, top, width, heights[y]))
        return True

    @property
    def text(self) -> Text:
        """The text shown."""
        return self._text

    def render(self) -> Text:
        """The whole text (what a `Static` shows: its sizes and selected text are read from it)."""
        return self._text

    def _drawn_with(self) -> tuple[object, ...]:
        """Everything the text's lines are drawn with: the size, the text's colours, the rules that wrap and align it,
        the theme (a repaint with all of these unchanged draws the same lines)."""
        styles = self.styles
        return (self.size, self.visual_style, styles.text_align, styles.text_overflow, styles.text_wrap,
                styles.line_pad, self.app.theme)

    def render_line(self, y: int) -> Strip:
        """Line `y` as the whole text draws it: the line kept from the last drawing, or the line of a row changed since
        drawn alone (see the module's doc); the whole text drawn again, as a `Static` draws it, when what it is drawn
        with changed, or while text is selected in the panel."""
        if self.text_selection is not None:  # the selection's colours: drawn as a `Static` draws them, nothing kept
            self._alone.clear()
            self._row_lines.clear()
            self._drawn_rows.clear()
            self._kept_lines = self._drawn_at = None
            return super().render_line(y)
        drawn_with = self._drawn_with()
        lines = self._kept_lines
        if lines is None or self._drawn_at != drawn_with:
            self._alone.clear()  # the whole text is drawn (again): every line from it
            self._row_lines.clear()
            lines = []
            for line in range(self.size.height):
                lines.append(super().render_line(line))
            self._kept_lines, self._drawn_at = lines, drawn_with
        alone = self._alone.pop(y, None)
        if alone is not None:
            row, line = alone
            if row not in self._row_lines:
                self._draw_rows({row} | {waiting for waiting, _ in self._alone.values()})
            row_lines = self._row_lines[row]
            if line < len(row_lines) and y < len(lines):
                lines[y] = row_lines[line]
        return lines[y] if y < len(lines) else Strip.blank(self.size.width, self.visual_style.rich_style)


    def _draw_rows(self, rows: set[int]) -> None:
        """The lines of the changed rows `rows` not drawn yet, formatted together (one text, formatted once, however
        many rows changed): each other row above the last of them is an empty row there, so every line carries the
        offsets of its own row, as the whole text's do."""
        rows -= self._row_lines.keys()
        if self._row_lines_with != self._drawn_at:  # drawn with something else since: none of the kept lines holds
            self._drawn_rows.clear()
            self._row_lines_with = self._drawn_at
        keys = {y: row_key(y, self._rows[y]) for y in rows}
        for y in sorted(rows):
            kept = self._drawn_rows.pop(keys[y], None)
            if kept is not None:  # this text's lines as drawn before: taken again, kept as the most recent
                self._row_lines[y] = self._drawn_rows[keys[y]] = kept
                rows.discard(y)
        if not rows:
            return
        last, heights = max(rows), self._heights or []
        text = Text("\n").join(self._rows[y] if y in rows else Text() for y in range(last + 1))
        strips = Visual.to_strips(self, visualize(self, text, markup=False), self.size.width, None, self.visual_style)
        at = 0
        for y in range(last + 1):
            taken = heights[y] if y in rows and y < len(heights) else 1
            if y in rows:
                self._row_lines[y] = self._drawn_rows[keys[y]] = strips[at:at + taken]
            at += taken
        while len(self._drawn_rows) > KEPT_ROW_LINES:
            del self._drawn_rows[next(iter(self._drawn_rows))]


def lines_taken(row: Text, width: int) -> int:
    """How many lines a row of text takes at `width`, wrapped as Textual wraps a `Static`'s text by default."""
    return 1 if row.cell_len <= width else len(Content(row.plain).wrap(width))


class KeptRowLines(KeptRows, ClickableLines):
    """Clickable lines (`ClickableLines`) whose rows are drawn again only when their text changes (`KeptRows`)."""

    def show_lines(self, text: Text, targets: Sequence[str | None]) -> None:
        """Draw `text`; `targets[i]` is what source line i stands for (None: nothing)."""
        self.targets = tuple(targets)
        self._lines = tuple(text.plain.split("\n"))
        self.show_text(text)
