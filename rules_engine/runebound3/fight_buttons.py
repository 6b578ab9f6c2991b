"""The fight's buttons as view data: for each spend, the typed value it submits now, or why not.

A screen draws one button per entry and never decides a rule, nor writes or reads a command: an available
button carries exactly what the keyboard's command would submit (the action, or for a toss the chance
request the session fulfils), a disabled one says why, with the rule. The line each button shows names
the command that types the same pick (formatted by the game's grammar, view text only). The pick takes
the first tokens the rules accept (the first wing, turning a token that shows a miss or
making the opponent toss a damage token again; every damage token that may strike together; the
cheapest payment for a surge); the table types another
command for another pick. A retreat needs the neighbouring space, which only the table knows, so its
button only starts the command in the command line for the table to finish (`complete` False, `prefill`).

Whether a pick may be made is the referee's ruling (`combat.resolve.check`) under the table's standing rules,
never a guard read on the side: a rule the table has a standing rule for is set aside here as in the fight
itself, the picks that rule alone kept out are offered too (a surge ability already used this round, a
token the book would not let the wing turn), a pick the book allows comes first, and the button's line names
the table's rule beside the book's rule it sets aside.
"""

from __future__ import annotations

from itertools import combinations

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action
from rules_engine.chance import DiceRequest
from rules_engine.citations import Citation
from rules_engine.requirements import Requirement
from rules_engine.messages import Joined, Message, N_
from rules_engine.ruling import Ruling
from rules_engine.runebound3.combat import guards
from rules_engine.runebound3.combat.resolve import check
from rules_engine.runebound3.combat.actions import (
    Double, FightOn, Flip, Pass, Reroll, Shield, Strike, Surge, TakeDamage, Toss,
)
from rules_engine.runebound3.combat.choices import reroll_request, toss_request
from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS
from rules_engine.runebound3.combat.state import CombatState, Phase, deciding_side, other, shielding_side
from rules_engine.runebound3.combat.tokens_up import unit_face, units_showing, unspent_units
from rules_engine.runebound3.commands import GRAMMAR
from rules_engine.runebound3.tokens import Symbol
from rules_engine.standing_rules import NO_STANDING_RULES, StandingRules

#: The buttons in the order a screen shows them, with their labels.
BUTTONS = (("toss", N_("Toss")), ("strike", N_("Strike")), ("flip", N_("Flip")), ("reroll", N_("Reroll")),
           ("double", N_("Pair")), ("surge", N_("Surge")), ("shield", N_("Shield")), ("take", N_("Take")), ("pass", N_("Pass")),
           ("stay", N_("Stay")), ("retreat", N_("Retreat")))


#: Buttons that name no token: pressed when not available, they still submit what their bare command types,
#: for the engine to refuse by rule (a cited refusal).
PLAIN = ("toss", "take", "pass", "stay")

#: What a button submits: an action, or the chance request whose outcome builds it (a toss, a toss again).
Submitted = Action | DiceRequest


@frozen_value(slots=True)
class FightButton:
    """One fight button: its key, label, what it submits now, and a line saying what it does (with the command
    that types the same pick) or why it is not available (with the rule).

    `submits` is the typed value a press hands the session: an available, complete button's action or chance
    request; for a button not available that names no token (PLAIN), what its bare command types, which the
    engine refuses by rule; else None (a spend with no token to name, a retreat). A retreat available is not
    `complete`: the table says the neighbouring space in the retreat form (`retreat_form.py`), which builds it."""

    key: str
    label: str
    available: bool
    reason: str
    complete: bool = True
    submits: Submitted | None = None


def _why(problem: Requirement) -> str:
    return Message("{message} ({citation})", message=problem.message, citation=Citation.of(problem.rule).reference())


def _command(action: Action) -> str:
    """The command that types `action` (for a toss or a toss again, the command without its landing)."""
    text = GRAMMAR.format(action)
    assert text is not None, action
    return text


def _submitted(action: Action) -> Submitted:
    """What a press submits for the pick `action`: the action itself, or for a wing's toss again (whose landing
    here is a stand-in) the request for that toss, as its command asks for it."""
    if isinstance(action, Reroll):
        return reroll_request(action.side, action.wing, action.targets)
    return action


def _plain(state: CombatState, key: str) -> Submitted:
    """What the bare command of a button naming no token submits, for the side the command acts for."""
    if key == "toss":
        return toss_request(state)
    if key == "take":
        return TakeDamage(shielding_side(state))
    if key == "pass":
        return Pass(state.to_act)
    return FightOn(deciding_side(state))


class _Rules:
    """The referee's rulings on the picks of one fight state, under the table's standing rules."""

    def __init__(self, state: CombatState, standing: StandingRules) -> None:
        self.state = state
        self.standing = standing

    @property
    def widened(self) -> bool:
        """True when the table has standing rules: a pick the book alone rules out may then be allowed."""
        return bool(self.standing)

    def ruling(self, action: Action) -> Ruling:
        return check(self.state, action, standing=self.standing)

    def first(self, actions: list[Action]) -> tuple[Action, Ruling] | None:
        """The first pick the book allows, else the first the table's standing rules allow."""
        allowed = []
        for action in actions:
            ruling = self.ruling(action)
            if ruling.allowed and not ruling.waived:
                return action, ruling
            if ruling.allowed:
                allowed.append((action, ruling))
        return allowed[0] if allowed else None


@frozen_value(slots=True)
class _Toss:
    """The toss that starts a round, when it may be made: its request, for the session to fulfil."""

    request: DiceRequest


#: What a maker hands the button: the pick with the referee's ruling on it, the toss, or why not.
Made = tuple[Action, Ruling] | Requirement | _Toss


def _spending(state: CombatState) -> Requirement | None:
    return guards.turn_problem(state, state.to_act) if state.phase is Phase.SPENDING \
        else guards.phase_problem(state, Phase.SPENDING)


def _indices(state: CombatState, side: int) -> tuple[int, ...]:
    return tuple(range(len(state.side(side).fighter.tokens)))


def _showing_first(state: CombatState, side: int, targets: tuple[int, ...], symbols: frozenset[Symbol]) -> list[int]:
    """Targets with a face among `symbols` first (a miss to turn over, the opponent's damage to toss again)."""
    return sorted(targets, key=lambda t: unit_face(state.side(side), t).symbol not in symbols)


def _pool(book: tuple[int, ...], every: tuple[int, ...], rules: _Rules) -> tuple[int, ...]:
    """The book's candidates, then (under standing rules) every other token, for the referee to rule on."""
    return book + tuple(i for i in every if i not in book) if rules.widened else book


def _wing(state: CombatState, own: bool, rules: _Rules) -> Made:
    side = state.to_act
    wings = units_showing(state.side(side), {Symbol.WING})
    if not wings:
        return Requirement.unmet("runebound3.combat.wing", Message("{fighter} shows no wing to spend",
                                                                   fighter=state.side(side).fighter.name))
    if own:
        found = rules.first([Flip(side, w, (t,)) for w in wings for t in _showing_first(
            state, side, _pool(guards.wing_targets(state, side, w, True), _indices(state, side), rules),
            frozenset({Symbol.MISS}))])
        what = Message("no unspent token of its own to turn over")
    else:
        theirs = other(side)
        damage = frozenset(DAMAGE_SYMBOLS[state.side(theirs).kind])
        found = rules.first([Reroll(side, w, (t,), (True,)) for w in wings for t in _showing_first(
            state, theirs, _pool(guards.wing_targets(state, side, w, False), _indices(state, theirs), rules), damage)])
        what = Message("{fighter} has no unspent token to toss again", fighter=state.side(other(side)).fighter.name)
    return found if found is not None else Requirement.unmet("runebound3.combat.wing", Message("{fighter}: {what}",
                                                                                               fighter=state.side(side).fighter.name, what=what))


def _together(rules: _Rules, kind: type[Strike] | type[Shield], side: int, units: tuple[int, ...]) -> Made | None:
    """Every unit the referee allows alone, all together when allowed so, else the first alone."""
    alone = [(unit, rules.ruling(kind(side, (unit,)))) for unit in units]
    allowed = tuple(unit for unit, ruling in alone if ruling.allowed)
    if not allowed:
        return None
    together = kind(side, allowed)
    ruling = rules.ruling(together)
    if ruling.allowed:
        return together, ruling
    return kind(side, allowed[:1]), next(ruling for unit, ruling in alone if unit == allowed[0])


def _strike(state: CombatState, rules: _Rules) -> Made:
    side = state.to_act
    units = _pool(units_showing(state.side(side), DAMAGE_SYMBOLS[state.side(side).kind]), unspent_units(state.side(side)),
                  rules)
    found = _together(rules, Strike, side, units)
    return found if found is not None else Requirement.unmet(
        guards.DAMAGE_RULE[state.side(side).kind],
        Message("{fighter} shows no damage symbol it may spend", fighter=state.side(side).fighter.name))


def _double(state: CombatState, rules: _Rules) -> Made:
    side = state.to_act
    every = _indices(state, side)
    doublings = _pool(guards.loadable_doublings(state, side), every, rules)
    found = rules.first([Double(side, d, t) for d in doublings
                         for t in _pool(guards.double_tops(state, side, d), every, rules) if t != d])
    return found if found is not None else Requirement.unmet(
        "runebound3.combat.double", Message("{fighter} has no doubling token with an unspent token to put on it",
                                            fighter=state.side(side).fighter.name))


def _surge(state: CombatState, rules: _Rules) -> Made:
    side = state.to_act
    units = units_showing(state.side(side), {Symbol.SURGE})
    names = guards.affordable_abilities(state, side)
    if rules.widened:
        names += tuple(a.name for a in state.side(side).fighter.abilities if a.name not in names)
    for name in names:
        for size in range(1, len(units) + 1):
            found = rules.first([Surge(side, name, tuple(c)) for c in combinations(units, size)])
            if found is not None:
                return found
    return Requirement.unmet("runebound3.combat.surge",
                             Message("{fighter} has no surge ability its surges can pay for this round",
                                     fighter=state.side(side).fighter.name))


def _shield(state: CombatState, rules: _Rules) -> Made:
    if state.phase is not Phase.SHIELDING or state.pending is None:
        return Requirement.unmet("runebound3.combat.shield", Message("shields are spent only when damage is about to land"))
    side = state.pending.target
    units = _pool(units_showing(state.side(side), {Symbol.SHIELD}), unspent_units(state.side(side)), rules)
    found = _together(rules, Shield, side, units)
    return found if found is not None else Requirement.unmet(
        "runebound3.combat.shield", Message("{fighter} shows no shield", fighter=state.side(side).fighter.name))


def _take(state: CombatState, rules: _Rules) -> Made:
    if state.phase is not Phase.SHIELDING or state.pending is None:
        return Requirement.unmet("runebound3.combat.shield", Message("no damage is about to land"))
    action = TakeDamage(state.pending.target)
    return action, rules.ruling(action)


def _between(state: CombatState, rules: _Rules) -> Made:
    problem = guards.phase_problem(state, Phase.BETWEEN)
    if problem is not None:
        return problem
    action = FightOn(state.retreat_queue[0])
    return action, rules.ruling(action)


def _toss(state: CombatState) -> _Toss | Requirement:
    problem = guards.phase_problem(state, Phase.TOSS)
    return problem if problem is not None else _Toss(toss_request(state))


def _table_rule(does: str, ruling: Ruling | None) -> str:
    """What the button does, and the table's rules it plays by in place of the book's rules they set aside."""
    if ruling is None or not ruling.table_rules:
        return does
    return Message("{does}; table rule {names} in place of {rules}", does=does,
                   names=Joined(", ", tuple(f"«{name}»" for name in ruling.table_rules)),
                   rules=Joined("; ", tuple(citation.reference() for citation in ruling.waived)))


def _unavailable(state: CombatState, key: str, label: str, reason: str) -> FightButton:
    return FightButton(key, label, False, reason, submits=_plain(state, key) if key in PLAIN else None)


def _button(state: CombatState, key: str, label: str, made: Made, does: str) -> FightButton:
    if isinstance(made, tuple) and not made[1].allowed:
        refused = made[1]
        reason = Message("{message} ({citation})", message=refused.message, citation=refused.citations[0].reference()) \
            if refused.citations else refused.message
        return _unavailable(state, key, label, reason)
    if isinstance(made, Requirement):
        return _unavailable(state, key, label, _why(made))
    submits: Submitted
    if isinstance(made, _Toss):
        submits, command, ruling = made.request, _command(Toss(((), ()))), None
    else:
        action, ruling = made
        submits, command = _submitted(action), _command(action)
    line = _table_rule(Message("{does} (types: {strip})", does=does, strip=command), ruling)
    return FightButton(key, label, True, line, submits=submits)


def _retreat(state: CombatState) -> FightButton:
    problem = guards.phase_problem(state, Phase.BETWEEN)
    if problem is not None:
        return _unavailable(state, "retreat", N_("Retreat"), _why(problem))
    return FightButton("retreat", N_("Retreat"), True, Message(
        "roll a terrain die to step to a neighbouring space: say the terrain it needs, its kind and its name"),
        complete=False)


def fight_buttons(state: CombatState, standing: StandingRules = NO_STANDING_RULES) -> tuple[FightButton, ...]:
    """Every fight button with what it submits now, or disabled with the rule that says why not, as the
    referee rules under the table's standing rules."""
    rules = _Rules(state, standing)
    spending = _spending(state)
    made: dict[str, tuple[Made, str]] = {
        "toss": (_toss(state), Message("toss every token of both sides")),
        "shield": (_shield(state, rules), Message("spend shields against the damage about to land")),
        "take": (_take(state, rules), Message("let the damage about to land hit")),
        "stay": (_between(state, rules), Message("stay in the fight")),
    }
    if spending is not None:
        for key in ("strike", "flip", "reroll", "double", "surge", "pass"):
            made[key] = (spending, "")
    else:
        passing = Pass(state.to_act)
        made.update({
            "strike": (_strike(state, rules), Message("spend damage")),
            "flip": (_wing(state, True, rules), Message("spend a wing to turn one of your tokens over")),
            "reroll": (_wing(state, False, rules), Message("spend a wing to make the opponent toss one token again")),
            "double": (_double(state, rules), Message("put an unspent token on a doubling token")),
            "surge": (_surge(state, rules), Message("spend surges on an ability")),
            "pass": ((passing, rules.ruling(passing)), Message("take no more combat actions this round")),
        })
    buttons = [_button(state, key, label, *made[key]) for key, label in BUTTONS if key != "retreat"]
    buttons.append(_retreat(state))
    return tuple(buttons)


__all__ = ["BUTTONS", "PLAIN", "FightButton", "Submitted", "fight_buttons"]
