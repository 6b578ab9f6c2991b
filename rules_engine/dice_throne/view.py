"""Summaries of a match read straight from the state, for the choices' labels and the decision.

The text view of the match and the screens are drawn from the typed board (`board.py`, `view_text.py`);
these two helpers serve the choices' labels and the decision's prompt at the end of a match.
"""

from __future__ import annotations

from rules_engine.dice_throne.state import DTState, PendingDamage
from rules_engine.dice_throne.results import result_message
from rules_engine.messages import Message


def result_text(state: DTState) -> str:
    """Who won, or that the match was drawn ('' while it runs)."""
    return result_message(state.draw, tuple(state.seats[i].name for i in state.winners))


def target_name(state: DTState, item: PendingDamage) -> str:
    """Who a pending damage will hit ('target not chosen' before targeting)."""
    target = item.target if item.target is not None else state.roll.target
    return state.seats[target].name if target is not None else Message("target not chosen")
