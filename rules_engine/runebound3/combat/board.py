"""Typed view data for the combat board: both sides' tokens as tossed, whose turn, what each
available spend would do, shields held, surges used and the pairs on doubling tokens."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import Joined, Message
from rules_engine.runebound3.words import face_symbol
from rules_engine.runebound3.combat import guards
from rules_engine.runebound3.combat.actions import Shield, Strike
from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS
from rules_engine.runebound3.combat.state import CombatState, Phase, SideState
from rules_engine.runebound3.combat.tokens_up import (
    amount,
    initiative_marks,
    multiplier,
    stack_of,
    unit_face,
    units_showing,
)
from rules_engine.runebound3.tokens import Symbol
from rules_engine.plurals import count as count_of

#: No token renamed: each is shown by its own name.
OWN_NAMES: Mapping[str, str] = MappingProxyType({})


@frozen_value(slots=True)
class TokenView:
    """One token as it lies: the large symbol and its count, the initiative mark, the face below."""

    index: int
    name: str
    symbol: str
    count: int
    initiative: bool
    other_face: str
    spent: bool
    on_doubling: int | None
    holds: int | None


@frozen_value(slots=True)
class SpendView:
    """What spending one unspent token (or doubled pair) of the acting side would do."""

    token: int
    face: str
    effect: str
    available: bool


@frozen_value(slots=True)
class SideView:
    """One side of the board."""

    name: str
    kind: str
    health: int
    wounds: int
    tokens: tuple[TokenView, ...]
    initiative_marks: int
    passed: bool
    shields_held: int
    surges_used: tuple[str, ...]
    pairs: tuple[tuple[int, int], ...]
    #: Shield a surge ability holds for later this round (prevents the next damage about to land).
    ward: int = 0


@frozen_value(slots=True)
class CombatBoard:
    """The whole combat board."""

    round: int
    phase: str
    acting: str
    first: str
    sides: tuple[SideView, SideView]
    spends: tuple[SpendView, ...]
    pending: str
    result: str


def _token_views(side: SideState, tossed: bool, names: Mapping[str, str]) -> tuple[TokenView, ...]:
    views = []
    for index, token in enumerate(side.fighter.tokens):
        up = side.up[index]
        face = token.face(up)
        pair = stack_of(side, index)
        views.append(TokenView(
            index, names.get(token.name, token.name), face.symbol.value if tossed else "", face.count if tossed else 0,
            face.initiative and tossed, token.face(not up).notation() if tossed else "", side.spent[index],
            pair[0] if pair and pair[1] == index else None, pair[1] if pair and pair[0] == index else None))
    return tuple(views)


def _effect(state: CombatState, side_index: int, index: int) -> str:
    side = state.side(side_index)
    face = unit_face(side, index)
    times = multiplier(side, index)
    symbol = face.symbol
    n = face.count * times
    if symbol in DAMAGE_SYMBOLS[side.kind]:
        return Message("deal {n} damage", n=n)
    if symbol is Symbol.WING:
        return Message("{wings}: turn one of your tokens over, or make the opponent toss one again",
                       wings=count_of(n, 'wing', 'wings'))
    if symbol is Symbol.SURGE:
        names = tuple(a.describe() for a in side.fighter.abilities if a.name not in side.surges_used)
        return Message("{surges} toward {abilities}", surges=count_of(n, 'surge', 'surges'),
                       abilities=Joined(", ", names) if names else Message("no ability left this round"))
    if symbol is Symbol.DOUBLE:
        return Message("put another unspent token on it: that token counts twice")
    if symbol is Symbol.SHIELD:
        return Message("prevent {n} damage when damage is about to land (not an action)", n=n)
    if symbol is Symbol.MISS:
        return "nothing"
    return Message("{symbol}: not this side's to spend", symbol=face_symbol(symbol.value))


def _available(state: CombatState, acting: int, index: int) -> bool:
    """True when the rules allow spending this unit now in the way its face says."""
    side = state.side(acting)
    symbol = unit_face(side, index).symbol
    if state.phase is Phase.SHIELDING:
        return symbol is Symbol.SHIELD and guards.shield_problem(state, Shield(acting, (index,))) is None
    if symbol in DAMAGE_SYMBOLS[side.kind]:
        return guards.strike_problem(state, Strike(acting, (index,))) is None
    if guards.turn_problem(state, acting) is not None:
        return False
    if symbol is Symbol.WING:
        return bool(guards.wing_targets(state, acting, index, True) or guards.wing_targets(state, acting, index, False))
    if symbol is Symbol.SURGE:
        return bool(guards.affordable_abilities(state, acting))
    if symbol is Symbol.DOUBLE:
        return index in guards.loadable_doublings(state, acting) and bool(guards.double_tops(state, acting, index))
    return False


def _spends(state: CombatState) -> tuple[SpendView, ...]:
    if state.phase is Phase.SHIELDING and state.pending is not None:
        acting = state.pending.target
    elif state.phase is Phase.SPENDING:
        acting = state.to_act
    else:
        return ()
    side = state.side(acting)
    return tuple(SpendView(i, unit_face(side, i).notation(), _effect(state, acting, i), _available(state, acting, i))
                 for i in units_showing(side, set(Symbol)))


def _side_view(state: CombatState, index: int, names: Mapping[str, str]) -> SideView:
    side = state.side(index)
    tossed = state.phase is not Phase.TOSS
    shields = sum(amount(side, i, {Symbol.SHIELD}) for i in units_showing(side, {Symbol.SHIELD}))
    marks = initiative_marks(side) if tossed else 0
    return SideView(side.fighter.name, side.kind.value, side.fighter.health, side.wounds,
                    _token_views(side, tossed, names), marks, side.passed, shields if tossed else 0, side.surges_used,
                    side.stacks, side.ward)


def board(state: CombatState, names: Mapping[str, str] = OWN_NAMES) -> CombatBoard:
    """The board data a combat screen draws, each token by the name a player reads for it (`names`, by the token's own
    name: `runebound3.token_names`), else by its own."""
    acting = ""
    if state.phase is Phase.SPENDING:
        acting = state.side(state.to_act).fighter.name
    elif state.phase is Phase.SHIELDING and state.pending is not None:
        acting = state.side(state.pending.target).fighter.name
    elif state.phase is Phase.BETWEEN:
        acting = state.side(state.retreat_queue[0]).fighter.name
    pending = ""
    if state.pending is not None:
        pending = Message("{amount} damage about to land on {fighter}",
                          amount=state.pending.amount, fighter=state.side(state.pending.target).fighter.name)
    return CombatBoard(
        state.round, state.phase.value, acting,
        state.side(state.first).fighter.name if state.first is not None else "",
        (_side_view(state, 0, names), _side_view(state, 1, names)), _spends(state), pending,
        state.result.text if state.result else "")
