"""Status effects: gaining, inflicting, spending, removing, transferring, stack limits and raised limits."""

from __future__ import annotations

from rules_engine.dice_throne.actions import ChangeStatus, PayToRemove, RaiseLimit, TransferStatus
from rules_engine.dice_throne.bounty import on_placed
from rules_engine.dice_throne.explosions import explode_first
from rules_engine.dice_throne.guards import allowed, locked_refusals, require_alive, require_not_locked, require_seat
from rules_engine.dice_throne.heroes import StatusDef
from rules_engine.dice_throne.interrupts import STATUS, begin, interrupt
from rules_engine.dice_throne.state import DTState, Resolving
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.plurals import count as count_of

KNOCKDOWN_COST = 2


def status_def(state: DTState, status: str) -> StatusDef | None:
    """The definition of a status any hero in the match brings (by id or name)."""
    key = status.casefold()
    for hero in state.heroes:
        for s in hero.statuses:
            if s.id == key or s.name.casefold() == key:
                return s
    return None


def is_companion(state: DTState, name: str) -> bool:
    """True when the name is one of the heroes' companions (which are not statuses)."""
    return any(name.casefold() in hero.companions for hero in state.heroes)


def limit_on(state: DTState, seat: int, sdef: StatusDef) -> int:
    """The stack limit of a status on one hero, counting a raise made for that hero."""
    raised = dict(state.seats[seat].limits).get(sdef.id)
    return raised if raised is not None else sdef.limit_for(state.seats[seat].hero)


def lookup(state: DTState, status: str, ref: Referee) -> StatusDef:
    """The status definition, refusing companions and names no hero in the match brings."""
    if is_companion(state, status):
        ref.refuse("dice-throne.status.companions", f"{status} is a companion, not a status", hard=True)
    sdef = status_def(state, status)
    known = ", ".join(s.id for h in state.heroes for s in h.statuses)
    ref.require(sdef is not None, "dice-throne.status.gain-inflict",
                f"no hero in this match has a status {status!r}; statuses: {known}", hard=True)
    assert sdef is not None
    return sdef


def place(state: DTState, seat: int, sdef: StatusDef, count: int, ref: Referee) -> DTState:
    """Put up to `count` tokens on a hero; tokens beyond its limit are not placed."""
    s = state.seats[seat]
    limit = limit_on(state, seat, sdef)
    held = s.count(sdef.id)
    placed = max(0, min(count, limit - held))
    ref.cite("dice-throne.status.limit")
    if sdef.owner_limit is not None:
        ref.cite("dice-throne.status.unique")
    if placed < count:
        ref.note(f"{sdef.name} is limited to {limit} on {s.name}: {count_of(count - placed, 'token')} not placed")
    if placed:
        ref.note(f"{s.name} has {held + placed} {sdef.name}")
    return state.with_seat(seat, s.with_count(sdef.id, held + placed))


def take(state: DTState, seat: int, sdef: StatusDef, count: int) -> DTState:
    """Remove tokens (callers check the hero holds them)."""
    s = state.seats[seat]
    return state.with_seat(seat, s.with_count(sdef.id, s.count(sdef.id) - count))


def may_move(state: DTState, sdef: StatusDef, by: int | None) -> bool:
    """False for a status only its owner hero's abilities may remove or move (Cursed Doubloon), by anyone else."""
    return not sdef.transfer_only_by_owner or (by is not None and state.seats[by].hero == sdef.owner)


def has_room(state: DTState, seat: int, sdef: StatusDef) -> bool:
    """True while a hero holds fewer tokens of a status than its limit on them."""
    return state.seats[seat].count(sdef.id) < limit_on(state, seat, sdef)


def _owner_only(state: DTState, sdef: StatusDef, by: int | None, verb: str, ref: Referee) -> None:
    if not may_move(state, sdef, by):
        ref.refuse("dice-throne.status.doubloon",
                   f"only the {sdef.owner} hero's own abilities may {verb} {sdef.name}")


def resolve_change(state: DTState, act: ChangeStatus, ref: Referee) -> tuple[DTState, str]:
    """Gain, inflict, spend or remove status tokens."""
    seat = require_seat(state, act.seat, ref)
    by = require_seat(state, act.by if act.by is not None else act.seat, ref)
    ref.require(act.verb in ("gain", "inflict", "spend", "remove"), "dice-throne.status.gain-inflict",
                f"a status can be gained, inflicted, spent or removed, not {act.verb!r}", hard=True)
    ref.require(act.count >= 1, "dice-throne.status.limit", "give a number of tokens of 1 or more", hard=True)
    sdef = lookup(state, act.status, ref)
    require_alive(state, seat, ref)
    require_not_locked(state, by, ref)
    name = state.seats[seat].name
    if act.interrupting and act.verb != "spend":
        ref.refuse("dice-throne.interrupts", f"only spending a status interrupts; to {act.verb} one does not")
    if act.verb in ("gain", "inflict"):
        ref.cite("dice-throne.status.gain-inflict")
        state = explode_first(state, seat, sdef, ref)
        held = state.seats[seat].count(sdef.id)
        state = place(state, seat, sdef, act.count, ref)
        state = on_placed(state, seat, sdef, held, ref)
        now = state.seats[seat].count(sdef.id)
        if act.verb == "gain":
            return state, f"{name} gains {act.count} {sdef.name} (now {now})"
        inflicter = f" by {state.seats[by].name}" if by != seat else ""
        return state, f"{name} is inflicted with {act.count} {sdef.name}{inflicter} (now {now})"
    held = state.seats[seat].count(sdef.id)
    if act.verb == "spend":
        ref.require(by == seat, "dice-throne.status.spend",
                    f"only {name}'s own player spends {name}'s {sdef.name}, not {state.seats[by].name}")
        ref.require(not sdef.persistent, "dice-throne.status.persistent",
                    f"{sdef.name} is persistent: it is never spent, only removed by a card or ability")
        ref.require(held >= act.count, "dice-throne.status.spend",
                    f"{name} has {held} {sdef.name}, cannot spend {act.count}", hard=True)
        ref.cite("dice-throne.status.spend", "dice-throne.status.no-interrupt")
        item = Resolving(STATUS, sdef.name, seat)
        state = interrupt(state, item, ref) if act.interrupting else begin(state, item)
        ref.note(f"resolve {sdef.name}'s effect at the table: {sdef.text or 'see the hero card'}")
    else:
        _owner_only(state, sdef, by, "remove", ref)
        ref.require(held >= act.count, "dice-throne.status.remove",
                    f"{name} has {held} {sdef.name}, cannot remove {act.count}", hard=True)
        ref.cite("dice-throne.status.remove")
    state = take(state, seat, sdef, min(held, act.count))
    return state, f"{name} {'spends' if act.verb == 'spend' else 'loses'} {act.count} {sdef.name}"


def resolve_transfer(state: DTState, act: TransferStatus, ref: Referee) -> tuple[DTState, str]:
    """Move one token of a status from one hero to another; refused when the receiver is at its limit."""
    by = require_seat(state, act.by, ref)
    src = require_seat(state, act.source, ref)
    dst = require_seat(state, act.target, ref)
    sdef = lookup(state, act.status, ref)
    require_not_locked(state, by, ref)
    require_alive(state, dst, ref)
    ref.require(src != dst, "dice-throne.status.remove", "a status moves to a different hero")
    _owner_only(state, sdef, by, "move", ref)
    held = state.seats[src].count(sdef.id)
    ref.require(held >= 1, "dice-throne.status.remove", f"{state.seats[src].name} has no {sdef.name} to move", hard=True)
    limit = limit_on(state, dst, sdef)
    ref.require(has_room(state, dst, sdef), "dice-throne.status.limit",
                f"{state.seats[dst].name} already holds {limit} {sdef.name}, its limit: the token cannot move there "
                f"and stays with {state.seats[src].name}")
    ref.cite("dice-throne.status.remove")
    state = take(state, src, sdef, 1)
    held = state.seats[dst].count(sdef.id)
    state = place(state, dst, sdef, 1, ref)
    state = on_placed(state, dst, sdef, held, ref)
    return state, f"{sdef.name} moves from {state.seats[src].name} to {state.seats[dst].name}"


def resolve_raise(state: DTState, act: RaiseLimit, ref: Referee) -> tuple[DTState, str]:
    """Raise a status's limit on one hero for the rest of the game."""
    seat = require_seat(state, act.seat, ref)
    sdef = lookup(state, act.status, ref)
    require_alive(state, seat, ref)
    require_not_locked(state, seat, ref)
    current = limit_on(state, seat, sdef)
    ref.require(act.limit > current, "dice-throne.status.raise-limit",
                f"{sdef.name}'s limit on {state.seats[seat].name} is already {current}; a raise must go higher")
    ref.cite("dice-throne.status.raise-limit")
    s = state.seats[seat]
    limits = tuple(sorted({**dict(s.limits), sdef.id: act.limit}.items()))
    state = state.with_seat(seat, replace(s, limits=limits))
    return state, f"{sdef.name}'s limit on {s.name} is now {act.limit} for the rest of the game"


def may_pay_now(state: DTState, seat: int) -> bool:
    """True while the holder may act: Knockdown is paid off at any moment before the holder's own offensive roll
    phase begins, in anyone's turn (it never outlives the start of that phase, so no moment is too late)."""
    return allowed(locked_refusals(state, seat))


def resolve_pay(state: DTState, act: PayToRemove, ref: Referee) -> tuple[DTState, str]:
    """Pay 2 CP to remove a status that would skip the offensive roll (Knockdown), before that phase."""
    seat = require_seat(state, act.seat, ref)
    sdef = lookup(state, act.status, ref)
    s = state.seats[seat]
    ref.require(sdef.effect == "skip-offensive-unless-paid", "dice-throne.status.knockdown",
                f"{sdef.name} is not removed by paying CP: only Knockdown is", hard=True)
    ref.require(s.count(sdef.id) >= 1, "dice-throne.status.knockdown",
                f"{s.name} has no {sdef.name}: only its holder's player pays it off", hard=True)
    require_not_locked(state, seat, ref)
    ref.require(s.cp >= KNOCKDOWN_COST, "dice-throne.cp.bounds",
                f"{s.name} has {s.cp} CP; removing {sdef.name} costs {KNOCKDOWN_COST}", hard=True)
    ref.cite("dice-throne.status.knockdown")
    state = state.with_seat(seat, replace(s, cp=s.cp - KNOCKDOWN_COST))
    state = take(state, seat, sdef, 1)
    return state, f"{s.name} pays {KNOCKDOWN_COST} CP to remove {sdef.name}"
