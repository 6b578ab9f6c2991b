"""The fight's buttons as view data: for each spend, the typed command it stands for now, or why not.

A screen draws one button per entry and never decides a rule: an available button submits exactly the
command the keyboard would (written by the game's grammar), a disabled one says why, with the rule. The
command picks the first tokens the rules accept (the first wing, turning a token that shows a miss or
making the opponent toss a damage token again; every damage token that may strike together; the
cheapest payment for a surge); the table types another
command for another pick. A retreat needs the neighbouring space, which only the table knows, so its
command is left for the table to finish (`complete` False).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from rules_engine.actions import Action
from rules_engine.citations import Citation
from rules_engine.requirements import Requirement
from rules_engine.messages import Message, N_
from rules_engine.runebound3.combat import guards
from rules_engine.runebound3.combat.actions import (
    Double, FightOn, Flip, Pass, Reroll, Shield, Strike, Surge, TakeDamage,
)
from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS
from rules_engine.runebound3.combat.state import CombatState, Phase, other
from rules_engine.runebound3.combat.tokens_up import unit_face, units_showing
from rules_engine.runebound3.commands import GRAMMAR
from rules_engine.runebound3.tokens import Symbol

#: The buttons in the order a screen shows them, with their labels.
BUTTONS = (("toss", N_("Toss")), ("strike", N_("Strike")), ("flip", N_("Flip")), ("reroll", N_("Reroll")),
           ("double", N_("Pair")), ("surge", N_("Surge")), ("shield", N_("Shield")), ("take", N_("Take")), ("pass", N_("Pass")),
           ("stay", N_("Stay")), ("retreat", N_("Retreat")))


#: Actions whose tokens are tossed again: their command asks for the toss (a chance request), so no action is
#: submitted as it stands (the one built here holds a stand-in landing).
TOSSED_AGAIN = (Reroll,)

#: Commands that name no token: typed when not available, the engine still rules on them (a cited refusal).
PLAIN = ("toss", "take", "pass", "stay")


@dataclass(frozen=True, slots=True)
class FightButton:
    """One fight button: its key, label, the command it submits now, and a line saying what it does or
    why it is not available (with the rule). Not available, `command` is the bare word for a command that
    names no token (its key still asks the engine, which refuses by rule) and '' for the others."""

    key: str
    label: str
    command: str
    available: bool
    reason: str
    complete: bool = True
    #: The action an available, complete button submits (the one its command types); None for a toss (a chance
    #: request the session builds from its command: the toss, a wing's toss again), a retreat the table finishes,
    #: and a button not available.
    submits: Action | None = None


def _why(problem: Requirement) -> str:
    return Message("{message} ({citation})", message=problem.message, citation=Citation.of(problem.rule).reference())


def _command(action: Action) -> str:
    text = GRAMMAR.format(action)
    assert text is not None, action
    return text


def _spending(state: CombatState) -> Requirement | None:
    return guards.turn_problem(state, state.to_act) if state.phase is Phase.SPENDING \
        else guards.phase_problem(state, Phase.SPENDING)


def _first(actions: list[Action], problem_of: Callable[[Any], Requirement | None]) -> Action | None:
    """The first action with no problem."""
    return next((a for a in actions if problem_of(a) is None), None)


def _showing_first(state: CombatState, side: int, targets: tuple[int, ...], symbols: frozenset[Symbol]) -> list[int]:
    """Targets with a face among `symbols` first (a miss to turn over, the opponent's damage to toss again)."""
    return sorted(targets, key=lambda t: unit_face(state.side(side), t).symbol not in symbols)


def _wing(state: CombatState, own: bool) -> Action | Requirement:
    side = state.to_act
    wings = units_showing(state.side(side), {Symbol.WING})
    if not wings:
        return Requirement.unmet("runebound3.combat.wing", Message("{fighter} shows no wing to spend",
                                                                   fighter=state.side(side).fighter.name))
    if own:
        found = _first([Flip(side, w, (t,)) for w in wings for t in _showing_first(
                            state, side, guards.wing_targets(state, side, w, True), frozenset({Symbol.MISS}))],
                       lambda a: guards.flip_problem(state, a))
        what = Message("no unspent token of its own to turn over")
    else:
        theirs = other(side)
        damage = frozenset(DAMAGE_SYMBOLS[state.side(theirs).kind])
        found = _first([Reroll(side, w, (t,), (True,)) for w in wings for t in _showing_first(
                            state, theirs, guards.wing_targets(state, side, w, False), damage)],
                       lambda a: guards.reroll_problem(state, a))
        what = Message("{fighter} has no unspent token to toss again", fighter=state.side(other(side)).fighter.name)
    return found if found is not None else Requirement.unmet("runebound3.combat.wing", Message("{fighter}: {what}",
                                                                                               fighter=state.side(side).fighter.name, what=what))


def _strike(state: CombatState) -> Action | Requirement:
    side = state.to_act
    units = units_showing(state.side(side), DAMAGE_SYMBOLS[state.side(side).kind])
    allowed = tuple(i for i in units if guards.strike_problem(state, Strike(side, (i,))) is None)
    if not allowed:
        return Requirement.unmet(guards.DAMAGE_RULE[state.side(side).kind],
                                 Message("{fighter} shows no damage symbol it may spend", fighter=state.side(side).fighter.name))
    together = Strike(side, allowed)
    return together if guards.strike_problem(state, together) is None else Strike(side, allowed[:1])


def _double(state: CombatState) -> Action | Requirement:
    side = state.to_act
    found = _first([Double(side, d, t) for d in guards.loadable_doublings(state, side)
                    for t in guards.double_tops(state, side, d)], lambda a: guards.double_problem(state, a))
    return found if found is not None else Requirement.unmet(
        "runebound3.combat.double", Message("{fighter} has no doubling token with an unspent token to put on it",
                                            fighter=state.side(side).fighter.name))


def _surge(state: CombatState) -> Action | Requirement:
    side = state.to_act
    units = units_showing(state.side(side), {Symbol.SURGE})
    for name in guards.affordable_abilities(state, side):
        for size in range(1, len(units) + 1):
            found = _first([Surge(side, name, tuple(c)) for c in combinations(units, size)],
                           lambda a: guards.surge_problem(state, a))
            if found is not None:
                return found
    return Requirement.unmet("runebound3.combat.surge",
                             Message("{fighter} has no surge ability its surges can pay for this round",
                                     fighter=state.side(side).fighter.name))


def _shield(state: CombatState) -> Action | Requirement:
    if state.phase is not Phase.SHIELDING or state.pending is None:
        return Requirement.unmet("runebound3.combat.shield", Message("shields are spent only when damage is about to land"))
    side = state.pending.target
    allowed = tuple(i for i in units_showing(state.side(side), {Symbol.SHIELD})
                    if guards.shield_problem(state, Shield(side, (i,))) is None)
    if not allowed:
        return Requirement.unmet("runebound3.combat.shield", Message("{fighter} shows no shield",
                                                                     fighter=state.side(side).fighter.name))
    together = Shield(side, allowed)
    return together if guards.shield_problem(state, together) is None else Shield(side, allowed[:1])


def _take(state: CombatState) -> Action | Requirement:
    if state.phase is not Phase.SHIELDING or state.pending is None:
        return Requirement.unmet("runebound3.combat.shield", Message("no damage is about to land"))
    return TakeDamage(state.pending.target)


def _between(state: CombatState) -> Action | Requirement:
    problem = guards.phase_problem(state, Phase.BETWEEN)
    return problem if problem is not None else FightOn(state.retreat_queue[0])


def _toss(state: CombatState) -> str | Requirement:
    problem = guards.phase_problem(state, Phase.TOSS)
    return problem if problem is not None else "toss"


def _button(key: str, label: str, made: Action | Requirement | str, does: str, complete: bool = True) -> FightButton:
    if isinstance(made, Requirement):
        return FightButton(key, label, key if key in PLAIN else "", False, _why(made))
    command = made if isinstance(made, str) else _command(made)
    return FightButton(key, label, command, True, Message("{does} (types: {strip})",
                                                          does=does, strip=command.strip()) if complete else does, complete,
                       made if isinstance(made, Action) and not isinstance(made, TOSSED_AGAIN) and complete else None)


def fight_buttons(state: CombatState) -> tuple[FightButton, ...]:
    """Every fight button with the command it submits now, or disabled with the rule that says why not."""
    spending = _spending(state)
    made: dict[str, tuple[Action | Requirement | str, str]] = {
        "toss": (_toss(state), Message("toss every token of both sides")),
        "shield": (_shield(state), Message("spend shields against the damage about to land")),
        "take": (_take(state), Message("let the damage about to land hit")),
        "stay": (_between(state), Message("stay in the fight")),
    }
    if spending is not None:
        for key in ("strike", "flip", "reroll", "double", "surge", "pass"):
            made[key] = (spending, "")
    else:
        made.update({
            "strike": (_strike(state), Message("spend damage")),
            "flip": (_wing(state, own=True), Message("spend a wing to turn one of your tokens over")),
            "reroll": (_wing(state, own=False), Message("spend a wing to make the opponent toss one token again")),
            "double": (_double(state), Message("put an unspent token on a doubling token")),
            "surge": (_surge(state), Message("spend surges on an ability")),
            "pass": (Pass(state.to_act), Message("take no more combat actions this round")),
        })
    buttons = [_button(key, label, *made[key]) for key, label in BUTTONS if key != "retreat"]
    retreat = _between(state)
    buttons.append(_button("retreat", N_("Retreat"), retreat if isinstance(retreat, Requirement) else "retreat ",
                           Message("roll a terrain die to step to a neighbouring space: finish the command with the terrain it needs, its kind and its name"), complete=False))
    return tuple(buttons)


__all__ = ["BUTTONS", "PLAIN", "FightButton", "fight_buttons"]
