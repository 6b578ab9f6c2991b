"""Every action the engine allows now, as choices with typed domains (`Game.choices` for Runebound 2e).

`answers(state)` are the choices that answer `decision(state)`: the before-combat abilities and
'fight', flee or stay, an attack or the defence, a ward or 'take-wounds', the card drawn, the path
the dice pay for. `choices(state)` adds what else is allowed at the same moment (a card's effect, a
skill check, a discard, ...). Both pass through the same gates `resolve` refuses with
(the phase table, phases.py), and each builder reads the guards its handler enforces.
"""

from __future__ import annotations

from typing import NamedTuple

from rules_engine.decisions import Choice
from rules_engine.runebound2 import fight_choices, table_choices, turn_choices
from rules_engine.runebound2.fight_choices import Offer
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.phases import PHASES, lacking_values

_PENDING = {
    "counter": fight_choices.counter,
    "knockout": fight_choices.recovery,
    "spoils": fight_choices.spoils,
    "wounds": fight_choices.wards,
    "keep": lambda state: fight_choices.keep_offer(state, from_challenge=True),
    "lots": fight_choices.lots,
}


def moment(state: Rb2State) -> Offer:
    """The choices that answer the moment (a pending choice, the fight, the step), and others it allows."""
    if state.winner is not None:
        return Offer()
    if lacking_values(state) is not None:
        return Offer(table_choices.setup(state)[:1])  # the first seat whose hero values are missing
    pending = str(state.turn.pending)
    if pending:
        return _PENDING[pending](state)
    if state.combat is not None or state.duel is not None:
        return fight_choices.fight(state)
    return turn_choices.turn(state)


def _gated(state: Rb2State, offered: tuple[Choice, ...]) -> tuple[Choice, ...]:
    admitted = PHASES.admitted(state)
    return tuple(c for c in offered if c.action in admitted)


class Offered(NamedTuple):
    """What is allowed now: the choices that answer the decision, what else the moment allows, and the table's
    any-time actions (card effects, abilities, checks, activations, hero values, ...). The answers are marked
    `Choice.answers`, the others not, so the flat `Game.choices` still tells them apart."""

    answers: tuple[Choice, ...]
    also: tuple[Choice, ...]
    table: tuple[Choice, ...]

    @property
    def others(self) -> tuple[Choice, ...]:
        """Every choice that does not answer the decision: the moment's others, then the table's."""
        return self.also + self.table


#: The last state asked and what it offers. One refresh asks twice for the same state (the view's "what now" and
#: the screen's checked choices); a state is a frozen value, so the same object is always offered the same.
_last: list[tuple[Rb2State, Offered]] = []


def offered(state: Rb2State) -> Offered:
    """Every action allowed now, the decision's answers apart from the rest (worked out once per state object)."""
    if _last and _last[0][0] is state:
        return _last[0][1]
    found = work_out_offered(state)
    _last[:] = [(state, found)]
    return found


def work_out_offered(state: Rb2State) -> Offered:
    """Every action allowed now, the decision's answers apart from the rest."""
    if state.winner is not None:
        return Offered((), (), ())
    if lacking_values(state) is not None:
        setup = _gated(state, table_choices.setup(state))
        return Offered(setup[:1], (), _aside(setup[1:]))
    now = moment(state)
    return Offered(_gated(state, now.answers), _aside(_gated(state, now.also)),
                   _aside(_gated(state, table_choices.any_time(state))))


def _aside(found: tuple[Choice, ...]) -> tuple[Choice, ...]:
    return tuple(choice.aside() for choice in found)


def answers(state: Rb2State) -> tuple[Choice, ...]:
    """The choices that answer `decision(state)` (empty once the game is over)."""
    return offered(state).answers


def choices(state: Rb2State) -> tuple[Choice, ...]:
    """Every action allowed now: the answers first, then what else the moment allows, then the table's any-time actions."""
    found = offered(state)
    return found.answers + found.others
