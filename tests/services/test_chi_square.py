"""The chi-square p-value, in pure Python, against a printed table of critical values."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.services.chi_square import chi_square_p_value, chi_square_test, upper_regularized_gamma

#: Critical values of the chi-square distribution (the statistic whose upper tail is alpha), as printed in
#: the standard tables (e.g. NIST/SEMATECH e-Handbook of Statistical Methods, table 1.3.6.7.4), to 3 decimals.
CRITICAL = {
    (1, 0.10): 2.706, (1, 0.05): 3.841, (1, 0.01): 6.635, (1, 0.001): 10.828,
    (2, 0.10): 4.605, (2, 0.05): 5.991, (2, 0.01): 9.210, (2, 0.001): 13.816,
    (3, 0.05): 7.815, (3, 0.01): 11.345,
    (5, 0.10): 9.236, (5, 0.05): 11.070, (5, 0.01): 15.086, (5, 0.001): 20.515,
    (9, 0.10): 14.684, (9, 0.05): 16.919, (9, 0.01): 21.666, (9, 0.001): 27.877,
    (10, 0.05): 18.307, (10, 0.01): 23.209,
    (20, 0.05): 31.410, (20, 0.01): 37.566,
    (50, 0.05): 67.505, (100, 0.05): 124.342,
}


@pytest.mark.parametrize(("df", "alpha"), sorted(CRITICAL))
def test_the_p_value_at_a_printed_critical_value_is_its_alpha(df, alpha):
    # The printed value is rounded to 3 decimals, so the p-value agrees to within 0.2% of alpha.
    assert chi_square_p_value(CRITICAL[(df, alpha)], df) == pytest.approx(alpha, rel=2e-3)


def test_closed_forms_agree():
    # Two degrees of freedom: Q = exp(-x/2); one: Q = erfc(sqrt(x/2)).
    for x in (0.1, 1.0, 3.0, 10.0, 40.0):
        assert chi_square_p_value(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-12)
        assert chi_square_p_value(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-10)


def test_a_perfectly_even_count_is_p_one_and_a_lopsided_one_is_tiny():
    even = chi_square_test([10] * 6, [1 / 6] * 6)
    assert even.statistic == 0 and even.p_value == 1.0 and even.degrees_of_freedom == 5
    lopsided = chi_square_test([60, 0, 0, 0, 0, 0], [1 / 6] * 6)
    assert lopsided.statistic == pytest.approx(300) and lopsided.p_value < 1e-60


@given(st.floats(min_value=0.01, max_value=60), st.floats(min_value=0, max_value=200))
def test_the_upper_tail_is_a_probability_falling_with_x(a, x):
    here = upper_regularized_gamma(a, x)
    assert 0.0 <= here <= 1.0
    assert upper_regularized_gamma(a, x + 1.0) <= here + 1e-12
