"""Summaries of a match read straight from the state, for the damage calculator, the dice row and the decision.

The text view of the match is rendered from the typed board in `view_text.py`; these few helpers
serve the screens that still draw from the state, and the decision's prompt at the end of a match.
"""

from __future__ import annotations

from rules_engine.dice_throne.activation import activatable
from rules_engine.dice_throne.damage import Breakdown, calculate
from rules_engine.dice_throne.phases import OFFENSIVE
from rules_engine.dice_throne.state import DTState, PendingDamage
from rules_engine.dice_throne.game_names import game_name
from rules_engine.dice_throne.results import result_message
from rules_engine.messages import Message
from rules_engine.plurals import count


def result_text(state: DTState) -> str:
    """Who won, or that the match was drawn ('' while it runs)."""
    return result_message(state.draw, tuple(state.seats[i].name for i in state.winners))


def activatable_now(state: DTState) -> tuple[str, ...]:
    """Names of the offensive abilities the current dice meet."""
    if state.phase != OFFENSIVE or not state.roll.dice:
        return ()
    return tuple(game_name(a.name) for a in activatable(state.hero_of(state.active), state.roll.dice))


def pending_breakdowns(state: DTState) -> tuple[tuple[int, PendingDamage, Breakdown], ...]:
    """Each pending damage (numbered from 1) with its calculation."""
    return tuple((i, item, calculate(item.amount, item.steps)) for i, item in enumerate(state.pending, start=1))


def pending_summary(state: DTState) -> str:
    """How many damages wait for the end of the phase and their final total, e.g. '2 pending damages (7)'."""
    if not state.pending:
        return ""
    total = sum(calc.final for _, _, calc in pending_breakdowns(state))
    n = len(state.pending)
    return Message("{damages} ({total})", damages=count(n, "pending damage", "pending damages"), total=total)


def target_name(state: DTState, item: PendingDamage) -> str:
    """Who a pending damage will hit ('target not chosen' before targeting)."""
    target = item.target if item.target is not None else state.roll.target
    return state.seats[target].name if target is not None else Message("target not chosen")
