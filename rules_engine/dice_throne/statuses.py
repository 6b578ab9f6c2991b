"""Status effects: gaining, inflicting, spending, removing, transferring, stack limits and raised limits."""

from __future__ import annotations

from rules_engine.dice_throne.actions import ChangeStatus, PayToRemove, RaiseLimit, TransferStatus
from rules_engine.dice_throne.bounty import on_placed
from rules_engine.dice_throne.explosions import explode_first
from rules_engine.dice_throne.guards import locked_refusals, require_alive, require_not_locked, require_seat
from rules_engine.requirements import all_met
from rules_engine.dice_throne.heroes import StatusDef
from rules_engine.dice_throne.interrupts import STATUS, begin, interrupt
from rules_engine.dice_throne.state import DTState, Resolving
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message
from rules_engine.dice_throne.game_names import game_name

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
    return limits_on(state, seat, (sdef,))[0]


def limits_on(state: DTState, seat: int, sdefs: tuple[StatusDef, ...]) -> tuple[int, ...]:
    """`limit_on` for several statuses on one hero, in their order (the hero's raises read once)."""
    s = state.seats[seat]
    raises = dict(s.limits)
    return tuple(raised if (raised := raises.get(sdef.id)) is not None else sdef.limit_for(s.hero) for sdef in sdefs)


def lookup(state: DTState, status: str, ref: Referee) -> StatusDef:
    """The status definition, refusing companions and names no hero in the match brings."""
    if is_companion(state, status):
        ref.refuse("dice-throne.status.companions", Message('{status} is a companion, not a status',
                                                            status=status), hard=True)
    sdef = status_def(state, status)
    if sdef is None:
        ref.refuse("dice-throne.status.gain-inflict",
                   Message('no hero in this match has a status {status!r}; statuses: {known}',
                           status=status, known=", ".join(s.id for h in state.heroes for s in h.statuses)), hard=True)
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
        left_out = count - placed  # (a separate line: Babel's extractor reads `count` in a call as its keyword)
        unplaced = count_of(left_out, "token", "tokens")
        ref.note(Message("{status} is limited to {limit} on {player}: {tokens} not placed",
                         status=game_name(sdef.name), limit=limit, player=s.name, tokens=unplaced))
    if placed:
        ref.note(Message('{player} has {held} {status}', player=s.name, held=held + placed, status=game_name(sdef.name)))
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
                   Message("only the {owner} hero's own abilities may {verb} {status}",
                           owner=game_name(sdef.owner), verb=verb, status=game_name(sdef.name)))


def resolve_change(state: DTState, act: ChangeStatus, ref: Referee) -> tuple[DTState, str]:
    """Gain, inflict, spend or remove status tokens."""
    seat = require_seat(state, act.seat, ref)
    by = require_seat(state, act.by if act.by is not None else act.seat, ref)
    if act.verb not in ("gain", "inflict", "spend", "remove"):
        ref.refuse("dice-throne.companion.seats",
                   Message('a status can be gained, inflicted, spent or removed, not {verb!r}', verb=act.verb), hard=True)
    if not (act.count >= 1):
        ref.refuse("dice-throne.companion.seats", Message('give a number of tokens of 1 or more'), hard=True)
    sdef = lookup(state, act.status, ref)
    require_alive(state, seat, ref)
    require_not_locked(state, by, ref)
    name = state.seats[seat].name
    if act.interrupting and act.verb != "spend":
        ref.refuse("dice-throne.interrupts", Message('only spending a status interrupts; to {verb} one does not',
                                                     verb=act.verb))
    if act.verb in ("gain", "inflict"):
        ref.cite("dice-throne.status.gain-inflict")
        state = explode_first(state, seat, sdef, ref)
        held = state.seats[seat].count(sdef.id)
        state = place(state, seat, sdef, act.count, ref)
        state = on_placed(state, seat, sdef, held, ref)
        now = state.seats[seat].count(sdef.id)
        if act.verb == "gain":
            return state, Message('{name} gains {count} {status} (now {now})',
                                  name=name, count=act.count, status=game_name(sdef.name), now=now)
        if by != seat:  # two sentences rather than "{status}{inflicter}", which a saved log could not split back
            return state, Message('{name} is inflicted with {count} {status} by {by} (now {now})', name=name,
                                  count=act.count, status=game_name(sdef.name), by=state.seats[by].name, now=now)
        return state, Message('{name} is inflicted with {count} {status} (now {now})',
                              name=name, count=act.count, status=game_name(sdef.name), now=now)
    held = state.seats[seat].count(sdef.id)
    if act.verb == "spend":
        ref.require(by == seat, "dice-throne.status.spend",
                    Message("only {name}'s own player spends {name}'s {status}, not {by}",
                            name=name, status=game_name(sdef.name), by=state.seats[by].name))
        ref.require(not sdef.persistent, "dice-throne.status.persistent",
                    Message('{status} is persistent: it is never spent, only removed by a card or ability',
                            status=game_name(sdef.name)))
        ref.require(held >= act.count, "dice-throne.status.spend",
                    Message('{name} has {held} {status}, cannot spend {count}',
                            name=name, held=held, status=game_name(sdef.name), count=act.count), hard=True)
        ref.cite("dice-throne.status.spend", "dice-throne.status.no-interrupt")
        item = Resolving(STATUS, sdef.name, seat)
        state = interrupt(state, item, ref) if act.interrupting else begin(state, item)
        ref.note(Message("resolve {status}'s effect at the table: {text}",
                         status=game_name(sdef.name), text=sdef.text or Message("see the hero card")))
    else:
        _owner_only(state, sdef, by, "remove", ref)
        if not (held >= act.count):
            ref.refuse("dice-throne.status.remove",
                       Message('{name} has {held} {status}, cannot remove {count}',
                               name=name, held=held, status=game_name(sdef.name), count=act.count), hard=True)
        ref.cite("dice-throne.status.remove")
    state = take(state, seat, sdef, min(held, act.count))
    if act.verb == "spend":
        return state, Message("{name} spends {count} {status}", name=name, count=act.count, status=game_name(sdef.name))
    return state, Message("{name} loses {count} {status}", name=name, count=act.count, status=game_name(sdef.name))


def resolve_transfer(state: DTState, act: TransferStatus, ref: Referee) -> tuple[DTState, str]:
    """Move one token of a status from one hero to another; refused when the receiver is at its limit."""
    by = require_seat(state, act.by, ref)
    src = require_seat(state, act.source, ref)
    dst = require_seat(state, act.target, ref)
    sdef = lookup(state, act.status, ref)
    require_not_locked(state, by, ref)
    require_alive(state, dst, ref)
    if src == dst:
        ref.refuse("dice-throne.companion.seats", Message('a status moves to a different hero'))
    _owner_only(state, sdef, by, "move", ref)
    held = state.seats[src].count(sdef.id)
    if not (held >= 1):
        ref.refuse("dice-throne.status.remove", Message('{src} has no {status} to move',
                                                                   src=state.seats[src].name, status=game_name(sdef.name)), hard=True)
    limit = limit_on(state, dst, sdef)
    if not has_room(state, dst, sdef):
        ref.refuse("dice-throne.status.limit",
                   Message('{dst} already holds {limit} {status}, its limit: the token cannot move there and stays with {src}',
                           dst=state.seats[dst].name, limit=limit, status=game_name(sdef.name), src=state.seats[src].name))
    ref.cite("dice-throne.status.remove")
    state = take(state, src, sdef, 1)
    held = state.seats[dst].count(sdef.id)
    state = place(state, dst, sdef, 1, ref)
    state = on_placed(state, dst, sdef, held, ref)
    return state, Message('{status} moves from {src} to {dst}',
                          status=game_name(sdef.name), src=state.seats[src].name, dst=state.seats[dst].name)


def resolve_raise(state: DTState, act: RaiseLimit, ref: Referee) -> tuple[DTState, str]:
    """Raise a status's limit on one hero for the rest of the game."""
    seat = require_seat(state, act.seat, ref)
    sdef = lookup(state, act.status, ref)
    require_alive(state, seat, ref)
    require_not_locked(state, seat, ref)
    current = limit_on(state, seat, sdef)
    if not (act.limit > current):
        ref.refuse("dice-throne.status.raise-limit",
                   Message("{status}'s limit on {player} is already {current}; a raise must go higher",
                           status=game_name(sdef.name), player=state.seats[seat].name, current=current))
    ref.cite("dice-throne.status.raise-limit")
    s = state.seats[seat]
    limits = tuple(sorted({**dict(s.limits), sdef.id: act.limit}.items()))
    state = state.with_seat(seat, replace(s, limits=limits))
    return state, Message("{status}'s limit on {player} is now {limit} for the rest of the game",
                          status=game_name(sdef.name), player=s.name, limit=act.limit)


def may_pay_now(state: DTState, seat: int) -> bool:
    """True while the holder may act: Knockdown is paid off at any moment before the holder's own offensive roll
    phase begins, in anyone's turn (it never outlives the start of that phase, so no moment is too late)."""
    return all_met(locked_refusals(state, seat))


def resolve_pay(state: DTState, act: PayToRemove, ref: Referee) -> tuple[DTState, str]:
    """Pay 2 CP to remove a status that would skip the offensive roll (Knockdown), before that phase."""
    seat = require_seat(state, act.seat, ref)
    sdef = lookup(state, act.status, ref)
    s = state.seats[seat]
    ref.require(sdef.effect == "skip-offensive-unless-paid", "dice-throne.status.knockdown",
                Message('{status} is not removed by paying CP: only Knockdown is', status=game_name(sdef.name)), hard=True)
    ref.require(s.count(sdef.id) >= 1, "dice-throne.status.knockdown",
                Message("{player} has no {status}: only its holder's player pays it off",
                        player=s.name, status=game_name(sdef.name)), hard=True)
    require_not_locked(state, seat, ref)
    ref.require(s.cp >= KNOCKDOWN_COST, "dice-throne.cp.bounds",
                Message('{player} has {cp} CP; removing {status} costs {knockdown_cost}',
                        player=s.name, cp=s.cp, status=game_name(sdef.name), knockdown_cost=KNOCKDOWN_COST), hard=True)
    ref.cite("dice-throne.status.knockdown")
    state = state.with_seat(seat, replace(s, cp=s.cp - KNOCKDOWN_COST))
    state = take(state, seat, sdef, 1)
    return state, Message('{player} pays {knockdown_cost} CP to remove {status}',
                          player=s.name, knockdown_cost=KNOCKDOWN_COST, status=game_name(sdef.name))
