"""A textual-plotext plot drawn when mounted and drawn again, in the new colours, after each change of theme."""

from __future__ import annotations

from textual_plotext import PlotextPlot

from screens.theme_styles import redraw_on_theme_change


class ThemedPlot(PlotextPlot):
    """A plot whose subclass draws it in `draw`, reading the theme's colours each time."""

    def on_mount(self) -> None:
        super().on_mount()
        self.draw()
        redraw_on_theme_change(self, self._redraw)

    def _redraw(self) -> None:
        """The plot again, in the new theme's colours."""
        self.plt.clear_figure()
        self.draw()
        self.refresh()

    def draw(self) -> None:
        """Put the plot's data on `self.plt`."""
        raise NotImplementedError
