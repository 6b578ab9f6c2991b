"""Every action the Dice Throne rules allow now, as choices with exact domains (see `rules_engine.decisions`).

Each family reads the same guards `resolve` enforces (the refusal generators and predicates of the
rule modules), so a choice never offers what `check` refuses, and whatever `check` allows is
admitted by some choice. Seats a field may name are listed; numbers the table reads off a card
are ranges (or open ranges where the rules set no top); names are accepted by id or name.
"""

from __future__ import annotations

from rules_engine.decisions import Choice
from rules_engine.dice_throne.choices.cards import card_choices
from rules_engine.dice_throne.choices.damage import damage_choices
from rules_engine.dice_throne.choices.rolls import roll_choices
from rules_engine.dice_throne.choices.statuses import status_choices
from rules_engine.dice_throne.choices.table import Table
from rules_engine.dice_throne.choices.turn import roll_off_choice, turn_choices
from rules_engine.dice_throne.phases import ROLL_OFF
from rules_engine.dice_throne.state import DTState


def choices(state: DTState) -> tuple[Choice, ...]:
    """Everything allowed now: the match's flow first, then the roll phases, health, cards and statuses."""
    if state.finished:
        return ()
    if state.phase == ROLL_OFF:
        return (roll_off_choice(state),)
    table = Table.of(state)
    return (*turn_choices(state), *roll_choices(table), *damage_choices(table), *card_choices(table),
            *status_choices(table))
