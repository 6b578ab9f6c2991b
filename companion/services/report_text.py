"""Words and numbers shared by the summary's renderers: luck in plain words, percentages, times, in the interface's language."""

from __future__ import annotations

from fractions import Fraction

from companion.services.clock_state import ClockState, clock_text
from companion.services.dice_luck import RollOdds
from companion.services.i18n import _, format_number, ngettext, translate
from rules_engine.messages import Message
from companion.services.i18n.translation import current_language
from babel.numbers import format_decimal


def one_decimal(value: float) -> str:
    """A number with one decimal, as the interface's language writes it ('47.9'; '47,9' in Russian)."""
    return format_decimal(round(float(value), 1), format="0.0", locale=current_language())


def percent(value: Fraction) -> str:
    """A percentile as a whole-number-and-tenth string, e.g. '47.9'."""
    return one_decimal(float(value))


def luck_word(percentile: Fraction) -> str:
    """How a percentile reads at the table: lucky, average or unlucky."""
    if percentile >= 75:
        return _("lucky")
    if percentile <= 25:
        return _("unlucky")
    return _("average")


def odds_text(odds: RollOdds | None) -> str:
    """'11 vs 17.5 expected, 4.6th percentile (unlucky)', or a dash for dice without numbers."""
    if odds is None:
        return _("no total (symbols only)")
    return _("{total} vs {mean} expected, percentile {percentile} ({luck})").format(
        total=odds.total, mean=one_decimal(float(odds.mean)), percentile=percent(odds.percentile),
        luck=luck_word(odds.percentile))


def clock_summary(clock: ClockState) -> str:
    """Time played and the number of timed turns, from the saved clock (as last saved)."""
    played = clock.played
    turns = len(clock.turns) + (1 if clock.turn else 0)
    if played <= 0 and not clock.turns:
        return _("the clock never ran")
    return _("{time} played over {turns}").format(
        time=clock_text(played), turns=count_of(turns, "timed turn", "timed turns"))


def count_of(number: int, singular: str, plural: str) -> str:
    """'1 roll', '3 rolls' ('3 броска'): a count with its noun in the form that number takes."""
    return f"{format_number(number)} {ngettext(singular, plural, number)}"


def who_text(name: str) -> str:
    """A player's name as typed (never looked up), or the engine's word for nobody in particular ('the table')."""
    return translate(name) if isinstance(name, Message) else name
