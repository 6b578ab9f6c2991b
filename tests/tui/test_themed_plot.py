"""The themed plot is an abstract widget: a plot class must say what it draws, and every plot the app shows does."""

from __future__ import annotations

import pytest

from screens.dice_report_screen import FacePlot
from screens.play_stats_screen import WinsPlot
from screens.summary_screen import StatPlot
from screens.themed_plot import ThemedPlot


class Undrawn(ThemedPlot):
    """A plot that forgot to say what it draws."""


def test_a_plot_that_does_not_say_what_it_draws_cannot_be_made():
    with pytest.raises(TypeError, match="draw"):
        Undrawn()
    with pytest.raises(TypeError, match="draw"):
        ThemedPlot()  # type: ignore[abstract]  # the point of the test: the base class is abstract


@pytest.mark.parametrize("plot", [FacePlot, WinsPlot, StatPlot])
def test_every_plot_the_app_shows_draws_itself(plot):
    assert not getattr(plot, "__abstractmethods__", None)
