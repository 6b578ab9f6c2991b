"""A text of a fixed number of rows: what does not fit ends in an ellipsis, the whole text in its tooltip.

A sentence whose length changes from move to move (what waits on Runebound 2e's class cards) would, in a `Static` of
automatic height, change its widget's height whenever it wraps to another number of lines, and every widget below it
would be laid out again. Given a fixed height in the stylesheet, a `Static` cuts a longer text at its last row without
a mark. `ClampedLines` wraps the text as a `Static` wraps it and, when it takes more rows than the widget's height,
ends the last row shown in "…" (Textual has no line clamp of its own); its tooltip is the whole text.
"""

from __future__ import annotations

from rich.text import Text
from textual.content import Content

from screens.content_updates import show_content
from screens.row_text import RowText


def clamped(content: Content, width: int, rows: int) -> Content:
    """`content` wrapped at `width` as a `Static` wraps it; when that takes more than `rows` lines, its first `rows`
    lines, the last ending in an ellipsis."""
    if width <= 0 or rows <= 0:
        return content
    lines = content.wrap(width)
    if len(lines) <= rows:
        return content
    last = lines[rows - 1].rstrip()
    kept = [*lines[:rows - 1], last.truncate(width - 1) + "…"]
    return Content("\n").join(kept)


class ClampedLines(RowText):
    """A text shown on the widget's fixed number of rows (its stylesheet height), cut with an ellipsis when longer.

    Its rows are built from its lines where each fits (`RowText`), and it keeps the lines it drew for its last few
    texts (`RecentLooks`: what it draws depends on its text, its size and its styles only): an undo or a redo that
    shows a text it showed a key ago draws nothing anew."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", markup=False, id=id, classes=classes)
        self._whole = Content("")

    def show(self, text: Text | str) -> bool:
        """Show `text` (cut to the widget's rows when longer); True when it changed. Its height never changes."""
        whole = Content.from_rich_text(text)
        if not show_content(self, whole, layout=False):
            return False
        self._whole = whole
        self.tooltip = whole.plain or None
        return True

    def render(self) -> Content:
        return clamped(self._whole, self.content_size.width, self.content_size.height)
