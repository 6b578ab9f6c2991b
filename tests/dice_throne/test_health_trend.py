"""The health trend on a hero card: bars measured from zero, labelled, the newest turns kept."""

from __future__ import annotations

from hypothesis import given, strategies as st

from screens.dice_throne.health_trend import BARS, LABEL, trend_bars, trend_text


def test_a_hero_at_43_of_50_shows_a_nearly_full_bar_not_an_empty_one():
    assert trend_bars([50, 43], 50, 10) == "█▇"


def test_zero_health_is_blank_and_above_the_cap_is_full():
    assert trend_bars([0, 25, 60], 50, 10) == " ▄█"


def test_only_the_newest_values_that_fit_are_drawn():
    assert trend_bars([0, 0, 0, 50, 50], 50, 2) == "██"
    assert len(trend_bars(list(range(100)), 50, 7)) == 7


def test_the_line_is_labelled():
    assert trend_text([50, 45], 50, 20).plain == LABEL + " █▇"  # the label, a space, then the bars


@given(st.lists(st.integers(min_value=-5, max_value=70), max_size=60), st.integers(min_value=1, max_value=60),
       st.integers(min_value=0, max_value=40))
def test_bars_fit_the_width_and_grow_with_health(history, cap, width):
    bars = trend_bars(history, cap, width)
    assert len(bars) == min(width, len(history))
    assert set(bars) <= set(BARS) | {" "}
    shown = history[-width:] if width else []
    order = " " + BARS
    for a, bar_a in zip(shown, bars):
        for b, bar_b in zip(shown, bars):
            if a <= b:  # more health never draws a lower bar
                assert order.index(bar_a) <= order.index(bar_b)
    for value, bar in zip(shown, bars):
        assert (bar == " ") == (value <= 0)
