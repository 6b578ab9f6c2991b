"""A textual-plotext plot drawn when mounted and drawn again, in the new colours, after each change of theme."""

from __future__ import annotations

from abc import ABCMeta, abstractmethod

from textual.message_pump import _MessagePumpMeta
from textual_plotext import PlotextPlot

from screens.theme_styles import redraw_on_theme_change


class _AbstractWidgetMeta(_MessagePumpMeta, ABCMeta):
    """Textual's widget metaclass joined with abc's, so a widget class can leave a method abstract."""


class ThemedPlot(PlotextPlot, metaclass=_AbstractWidgetMeta):
    """A plot whose subclass draws it in `draw`, reading the theme's colours each time.

    Abstract: a plot class that does not say what it draws cannot be made (TypeError when it is created)."""

    def on_mount(self) -> None:
        super().on_mount()
        self.draw()
        redraw_on_theme_change(self, self._redraw)

    def _redraw(self) -> None:
        """The plot again, in the new theme's colours."""
        self.plt.clear_figure()
        self.draw()
        self.refresh()

    @abstractmethod
    def draw(self) -> None:
        """Put the plot's data on `self.plt` (its colours from the current theme)."""
