"""Words and numbers shared by the summary's renderers: luck in plain English, percentages, times."""

from __future__ import annotations

from fractions import Fraction

from companion.services.clock_state import ClockState, clock_text
from companion.services.dice_luck import RollOdds


def percent(value: Fraction) -> str:
    """A percentile as a whole-number-and-tenth string, e.g. '47.9'."""
    return f"{float(value):.1f}"


def luck_word(percentile: Fraction) -> str:
    """How a percentile reads at the table: lucky, average or unlucky."""
    if percentile >= 75:
        return "lucky"
    if percentile <= 25:
        return "unlucky"
    return "average"


def odds_text(odds: RollOdds | None) -> str:
    """'11 vs 17.5 expected, 4.6th percentile (unlucky)', or a dash for dice without numbers."""
    if odds is None:
        return "no total (symbols only)"
    return (f"{odds.total} vs {float(odds.mean):.1f} expected, "
            f"percentile {percent(odds.percentile)} ({luck_word(odds.percentile)})")


def clock_summary(clock: ClockState) -> str:
    """Time played and the number of timed turns, from the saved clock (as last saved)."""
    played = clock.played
    turns = len(clock.turns) + (1 if clock.turn else 0)
    if played <= 0 and not clock.turns:
        return "the clock never ran"
    return f"{clock_text(played)} played over {count_of(turns, 'timed turn')}"


def count_of(number: int, noun: str) -> str:
    """'1 roll', '3 rolls': a count with its noun in the right number."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"
