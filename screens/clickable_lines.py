"""A text panel whose lines stand for things (a track slot, a hero): a click on a line says which.

The panel is drawn from rich `Text` (never markup) plus one target per source line (None for a
line that stands for nothing, such as a title). A source line the width wraps takes several rows;
a click on any of them names that line's target.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.content import Content
from textual.message import Message
from textual.widgets import Static

from screens.content_updates import show_content


class ClickableLines(Static):
    """Rich text whose lines name targets; a click posts `ClickableLines.Clicked` with the line's target."""

    @dataclass
    class Clicked(Message):
        """A line standing for `target` was clicked."""

        panel: ClickableLines
        target: str

        @property
        def control(self) -> ClickableLines:
            """The panel clicked (so `@on(ClickableLines.Clicked, "#id")` can pick a panel)."""
            return self.panel

    def __init__(self, **kwargs) -> None:
        super().__init__("", markup=False, **kwargs)
        self.add_class("clickable")
        self.targets: tuple[str | None, ...] = ()
        self._lines: tuple[str, ...] = ()

    def show_lines(self, text: Text, targets: Sequence[str | None]) -> None:
        """Draw `text`; `targets[i]` is what source line i stands for (None: nothing)."""
        self.targets = tuple(targets)
        self._lines = tuple(text.plain.split("\n"))
        show_content(self, text)

    def target_at(self, row: int) -> str | None:
        """The target of the source line drawn on content row `row` (wrapped lines counted)."""
        width = max(1, self.content_size.width)
        top = 0
        for index, line in enumerate(self._lines):
            height = max(1, len(Content(line).wrap(width))) if line else 1
            if top <= row < top + height:
                return self.targets[index] if index < len(self.targets) else None
            top += height
        return None

    def on_click(self, event: events.Click) -> None:
        """Post the clicked line's target, if it has one."""
        offset = event.get_content_offset(self)
        target = self.target_at(offset.y) if offset is not None else None
        if target is not None:
            event.stop()
            self.post_message(self.Clicked(self, target))


def claim_lines(rows: list[str | None], text: Text, start: int, target: str) -> None:
    """Source lines `start` to the last line of `text` stand for `target` (lines before them left as they are).

    For panels drawn piece by piece: note `text.plain.count("\\n")` before appending a piece, then
    claim from that line once it is appended.
    """
    end = text.plain.count("\n")
    rows.extend([None] * (end + 1 - len(rows)))
    for line in range(start, end + 1):
        rows[line] = target
