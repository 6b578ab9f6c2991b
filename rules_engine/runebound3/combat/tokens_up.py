"""What a side's tokens show and how they group: faces up, doubled pairs, unspent units.

A *unit* is what one spend uses: a single token, or a doubling token together with the token on
top of it (named by either index), whose top face counts twice.
"""

from __future__ import annotations

from rules_engine.runebound3.combat.state import SideState
from rules_engine.runebound3.tokens import Face, Symbol

#: How many times a doubled token's effect counts.
DOUBLING_FACTOR = 2


def face_up(side: SideState, index: int) -> Face:
    """The face token `index` shows."""
    token = side.fighter.tokens[index]
    return token.front if side.up[index] else token.back


def stack_of(side: SideState, index: int) -> tuple[int, int] | None:
    """The (doubling, top) pair the token is part of, if any."""
    for pair in side.stacks:
        if index in pair:
            return pair
    return None


def is_loaded_doubling(side: SideState, index: int) -> bool:
    """True for a doubling token with a token on it."""
    return any(bottom == index for bottom, _ in side.stacks)


def unit_of(side: SideState, index: int) -> tuple[int, ...]:
    """The tokens one spend of `index` uses: the token, or the whole doubled pair."""
    pair = stack_of(side, index)
    return pair if pair is not None else (index,)


def unit_face(side: SideState, index: int) -> Face:
    """The face that counts for the unit: the top token's face for a doubled pair."""
    if side.stacks:
        pair = stack_of(side, index)
        if pair is not None:
            index = pair[1]
    token = side.fighter.tokens[index]
    return token.front if side.up[index] else token.back


def multiplier(side: SideState, index: int) -> int:
    """2 for a doubled pair, 1 for a single token."""
    return DOUBLING_FACTOR if stack_of(side, index) is not None else 1


def amount(side: SideState, index: int, symbols: frozenset[Symbol] | set[Symbol]) -> int:
    """How much of the given symbols the unit of `index` gives (0 when its face shows another)."""
    face = unit_face(side, index)
    return face.count * multiplier(side, index) if face.symbol in symbols else 0


def unspent(side: SideState) -> tuple[int, ...]:
    """Indices of the side's unspent tokens."""
    return tuple([i for i, spent in enumerate(side.spent) if not spent])


def unspent_units(side: SideState) -> tuple[int, ...]:
    """One index per unspent unit (the doubling token stands for its pair)."""
    if not side.stacks:
        return unspent(side)
    tops = {top for _, top in side.stacks}
    return tuple([i for i in unspent(side) if i not in tops])


def units_showing(side: SideState, symbols: frozenset[Symbol] | set[Symbol]) -> tuple[int, ...]:
    """Unspent units whose counting face shows one of `symbols`."""
    if side.stacks:
        return tuple([i for i in unspent_units(side) if unit_face(side, i).symbol in symbols])
    tokens, up = side.fighter.tokens, side.up  # no doubled pair: each unspent token is a unit showing its own face
    return tuple([i for i, spent in enumerate(side.spent)
                  if not spent and (tokens[i].front if up[i] else tokens[i].back).symbol in symbols])


def initiative_marks(side: SideState) -> int:
    """How many of the side's tokens show a golden initiative mark."""
    return sum(1 for token, up in zip(side.fighter.tokens, side.up) if (token.front if up else token.back).initiative)


def valid_index(side: SideState, index: object) -> bool:
    """True for an int naming one of the side's tokens."""
    return isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(side.fighter.tokens)


def distinct_units(side: SideState, indices: tuple[int, ...]) -> bool:
    """True when no two indices name the same unit (a pair named twice, a token repeated)."""
    seen: set[int] = set()
    for index in indices:
        unit = set(unit_of(side, index))
        if unit & seen:
            return False
        seen |= unit
    return True
