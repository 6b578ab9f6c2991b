"""A hero's health over the turns, as a labelled line of bars measured from zero.

Textual's Sparkline scales its bars between the lowest and the highest value shown, so a hero
at 43 of 50 after one hit would read as an empty bar. Here every bar is measured from 0 to the
health cap, and the line says what it is ("health", then the bars, oldest to newest).
"""

from __future__ import annotations

from companion.services.i18n import _
from rules_engine.messages import N_

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.widgets import Static

from screens.content_updates import show_content
from screens.theme_styles import BAD, tone

#: Eighths of a cell, from a sliver to a full block; zero health is a blank.
BARS = "▁▂▃▄▅▆▇█"
LABEL = N_("health")


def trend_bars(history: Sequence[int], cap: int, width: int) -> str:
    """The most recent values that fit in `width` cells, each a bar of its share of `cap`."""
    if width <= 0 or cap <= 0:
        return ""
    bars = []
    for value in history[-width:]:
        share = min(max(value, 0), cap) / cap
        bars.append(" " if share == 0 else BARS[max(0, min(len(BARS) - 1, round(share * len(BARS)) - 1))])
    return "".join(bars)


def trend_text(history: Sequence[int], cap: int, width: int) -> Text:
    """The label and the bars, fitted to `width` cells."""
    label = _(LABEL) + " "
    text = Text(label, style="dim", no_wrap=True, overflow="crop")
    text.append(trend_bars(history, cap, width - len(label)), style=tone(BAD))
    return text


class HealthTrend(Static):
    """One line: "health" and a bar per turn, scaled from zero to the hero's health cap."""

    history: tuple[int, ...] = ()
    cap: int = 0

    def show(self, history: Sequence[int], cap: int) -> None:
        """Draw this history of health values against `cap`."""
        self.history, self.cap = tuple(history), cap
        show_content(self, trend_text(self.history, cap, self.content_size.width or 40))

    def on_resize(self, event: events.Resize) -> None:
        """More turns fit in a wider card."""
        show_content(self, trend_text(self.history, self.cap, event.size.width))
