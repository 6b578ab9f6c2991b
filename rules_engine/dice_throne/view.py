"""Summaries of a match read straight from the state, for the damage calculator and the decision.

The text view of the match is rendered from the typed board in `view_text.py`; these few helpers
serve the damage calculator, which still draws from the state, the choices' labels and the
decision's prompt at the end of a match.
"""

from __future__ import annotations

from rules_engine.dice_throne.damage import Breakdown, calculate
from rules_engine.dice_throne.state import DTState, PendingDamage
from rules_engine.dice_throne.results import result_message
from rules_engine.messages import Message


def result_text(state: DTState) -> str:
    """Who won, or that the match was drawn ('' while it runs)."""
    return result_message(state.draw, tuple(state.seats[i].name for i in state.winners))


def pending_breakdowns(state: DTState) -> tuple[tuple[int, PendingDamage, Breakdown], ...]:
    """Each pending damage (numbered from 1) with its calculation."""
    return tuple((i, item, calculate(item.amount, item.steps)) for i, item in enumerate(state.pending, start=1))


def target_name(state: DTState, item: PendingDamage) -> str:
    """Who a pending damage will hit ('target not chosen' before targeting)."""
    target = item.target if item.target is not None else state.roll.target
    return state.seats[target].name if target is not None else Message("target not chosen")
