"""Choices about status tokens: gaining, inflicting, spending, removing, moving, raising limits, paying off Knockdown."""

from __future__ import annotations

from functools import partial

from rules_engine.decisions import Choice, Domain, Exactly, IntRange, OneOf
from rules_engine.dice_throne.actions import ChangeStatus, PayToRemove, RaiseLimit, TransferStatus
from rules_engine.dice_throne.choices.names import seats_text, status_alias, status_aliases, who
from rules_engine.dice_throne.choices.table import Table, with_default
from rules_engine.dice_throne.domains import Aliases, AtLeast
from rules_engine.requirements import all_met
from rules_engine.dice_throne.heroes import StatusDef
from rules_engine.dice_throne.interrupts import STATUS, interrupt_refusals
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.statuses import KNOCKDOWN_COST, has_room, limits_on, may_move, may_pay_now


def status_choices(table: Table) -> tuple[Choice, ...]:
    """Every status action allowed now."""
    return (*_placing(table), *_spending(table), *_removing(table), *_transfers(table), *_raises(table),
            *_payments(table))


#: The domain of a status change that interrupts nothing (a frozen value, shared safely as a default).
NOT_INTERRUPTING = Exactly(False)
#: Frozen domains every state's status choices share: interrupting or not, and how many tokens are placed.
MAY_INTERRUPT, PLACED = OneOf((False, True)), AtLeast(1, 2)


def change_status(label: str, actor: int | None, verb: str, status: Domain, seat: Domain, count: Domain, by: Domain,
                  interrupting: Domain = NOT_INTERRUPTING) -> Choice:
    """A ChangeStatus choice, built by hand: the action's own field `verb` has the name `Choice.of` uses for the
    command word."""
    fields = {"verb": Exactly(verb), "status": status, "seat": seat, "count": count, "by": by,
              "interrupting": interrupting}
    return Choice(ChangeStatus, fields, label, actor, None, f"status {verb}")


def _placing(table: Table) -> tuple[Choice, ...]:
    """Gain and inflict, kept by the seats still in and free to act (the statuses are the match's)."""
    return table.match.family("placing", (table.alive, table.free), lambda: _placing_built(table))


def _placing_built(table: Table) -> tuple[Choice, ...]:
    """Gain and inflict: any status on any hero in the match, by anyone the ultimate lock does not hold back."""
    state, targets, bys, every = table.state, table.alive, table.free, table.statuses
    if not targets or not bys or not every:
        return ()
    out = []
    for verb in ("gain", "inflict"):
        names = status_aliases(state, every)
        label = f"status {verb} NAME N on {seats_text(state, targets)}"
        if all(t in bys for t in targets):
            out.append(change_status(label, None, verb, names, OneOf(targets), PLACED, OneOf(bys + (None,))))
            continue
        # 'by' left out means the hero itself acts, which only heroes the lock does not hold back may do.
        out.append(change_status(label, None, verb, names, OneOf(targets), PLACED, OneOf(bys)))
        own = tuple(t for t in targets if t in bys)
        if own:
            out.append(change_status(label, None, verb, names, OneOf(own), PLACED, Exactly(None)))
    return tuple(out)


def _spending(table: Table) -> tuple[Choice, ...]:
    """Spending held tokens, kept by the seats still in and free to act, what they hold, their names and
    what is resolving (whether a status may interrupt it)."""
    return table.match.family("spending", (table.alive, table.free, table.holding, table.names, table.top), lambda: _spending_built(table))


def _spending_built(table: Table) -> tuple[Choice, ...]:
    out = []
    state, bys = table.state, table.free
    may_interrupt = all_met(interrupt_refusals(state, STATUS))
    for seat in table.alive:
        for sdef, count in table.held[seat]:
            by = with_default(tuple(b for b in bys if b == seat), seat)  # only the holder spends its tokens
            if sdef.persistent or not by:
                continue
            out.append(change_status(f"{who(state, seat)} spends {sdef.name} (1-{count})", seat, "spend",
                                     status_alias(state, sdef), Exactly(seat), IntRange(1, count), OneOf(by),
                                     MAY_INTERRUPT if may_interrupt else NOT_INTERRUPTING))
    return tuple(out)


def _removing(table: Table) -> tuple[Choice, ...]:
    """Removing held tokens, kept by the seats still in and free to act, what they hold, their heroes (who may
    move an owner's status) and names."""
    return table.match.family("removing", (table.alive, table.free, table.holding, table.seat_heroes, table.names), lambda: _removing_built(table))


def _removing_built(table: Table) -> tuple[Choice, ...]:
    out = []
    state = table.state
    for seat in table.alive:
        for sdef, count in table.held[seat]:
            bys = tuple(b for b in table.free if may_move(state, sdef, b))
            by = with_default(bys, seat)
            if not by:
                continue
            out.append(change_status(f"remove {sdef.name} (1-{count}) from {who(state, seat)}", None, "remove",
                                     status_alias(state, sdef), Exactly(seat), IntRange(1, count), OneOf(by)))
    return tuple(out)


def _transfers(table: Table) -> tuple[Choice, ...]:
    """Moving a held token to another hero with room for it, kept by the seats still in and free to act, what
    they hold, their raised limits, heroes and names."""
    return table.match.family("transfers", (table.alive, table.free, table.holding, tuple(s.limits for s in table.state.seats), table.seat_heroes, table.names), lambda: _transfers_built(table))


def _transfers_built(table: Table) -> tuple[Choice, ...]:
    out = []
    state = table.state
    for source in range(len(state.seats)):
        for sdef, _ in table.held[source]:
            targets = tuple(t for t in table.alive if t != source and has_room(state, t, sdef))
            bys = tuple(b for b in table.free if may_move(state, sdef, b))
            if targets and bys:
                out.append(Choice.of(TransferStatus, f"move one {sdef.name} from {who(state, source)} to "
                                     f"{seats_text(state, targets)}", verb="status transfer", by=OneOf(bys),
                                     status=status_alias(state, sdef), source=source, target=OneOf(targets)))
    return tuple(out)


def _raises(table: Table) -> tuple[Choice, ...]:
    """A status's limit on a hero may be raised to anything above its limit there now.

    Statuses at the same limit share one choice, and so do heroes whose statuses stand at the same limits. The limits
    follow from each acting hero and the raises made for them, so the family is kept by those (`MatchTables.family`).
    """
    state = table.state
    key = (table.acting, tuple((state.seats[seat].hero, state.seats[seat].limits) for seat in table.acting))
    return table.match.family("raises", key, lambda: _raises_built(table))


def _raises_built(table: Table) -> tuple[Choice, ...]:
    state, every = table.state, table.statuses
    groups: dict[tuple[int, tuple[str, ...]], tuple[tuple[StatusDef, ...], list[int]]] = {}  # by limit and status ids
    # A hero's limits follow from the hero and the raises made for them: seats alike in both share the work.
    alike: dict[tuple[str, tuple[tuple[str, int], ...]], dict[int, list[StatusDef]]] = {}
    for seat in table.acting:
        s = state.seats[seat]
        limits = alike.get((s.hero, s.limits))
        if limits is None:
            # Kept per seat by its hero and raises: a raise for one hero leaves the other heroes' grouping as it was.
            limits = alike[(s.hero, s.limits)] = table.match.kept(f"limits of p{seat}", (s.hero, s.limits),
                                                                  partial(_grouped_by_limit, state, seat, every))
        for limit, sdefs in limits.items():
            ids = tuple(s.id for s in sdefs)  # a status's id names it in the match: a cheaper key than the status
            groups.setdefault((limit, ids), (tuple(sdefs), []))[1].append(seat)
    out = []
    normal = table.match.normal  # `status_aliases`'s reading of a name, one for the match
    for (limit, ids), (group, seats) in sorted(groups.items(), key=lambda g: g[0][0]):
        names = ", ".join(s.name for s in group)
        out.append(Choice.of(RaiseLimit, f"raise the limit of {names} on {seats_text(state, tuple(seats))} above {limit}",
                             verb="status limit", seat=OneOf(tuple(seats)), status=Aliases(ids, normal),
                             limit=AtLeast(limit + 1, limit + 2)))
    return tuple(out)


def _grouped_by_limit(state: DTState, seat: int, every: tuple[StatusDef, ...]) -> dict[int, list[StatusDef]]:
    """The statuses by their limit on this seat's hero, each limit's in the match's order."""
    limits: dict[int, list[StatusDef]] = {}
    for sdef, limit in zip(every, limits_on(state, seat, every)):
        limits.setdefault(limit, []).append(sdef)
    return limits


def _payments(table: Table) -> tuple[Choice, ...]:
    state = table.state
    return tuple(Choice.of(PayToRemove, f"{who(state, seat)} pays {KNOCKDOWN_COST} CP to remove {sdef.name}",
                           actor=seat, verb="pay", seat=seat, status=status_alias(state, sdef))
                 for seat in table.acting
                 if state.seats[seat].cp >= KNOCKDOWN_COST and may_pay_now(state, seat)
                 for sdef, _ in table.held[seat] if sdef.effect == "skip-offensive-unless-paid")
