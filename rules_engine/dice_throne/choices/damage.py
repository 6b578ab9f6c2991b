"""Choices about health: damage, steps on pending damage, rolling statuses against it, healing, stealing, upkeep."""

from __future__ import annotations

from functools import partial

from rules_engine.chance import DiceRequest, fill
from rules_engine.decisions import AnyText, Choice, Domain, Exactly, OneOf, Rolled
from rules_engine.dice_throne.actions import AddDamage, Heal, ModifyDamage, StatusRoll, Steal, UpkeepEffect
from rules_engine.dice_throne.choices.names import seats_text, status_alias, who
from rules_engine.dice_throne.choices.table import Table, with_default
from rules_engine.dice_throne.combat import (
    ROLLING_EFFECTS, STEP_MINIMUM, needs_chosen, status_roll_refusals, step_refusals,
)
from rules_engine.dice_throne.damage import DAMAGE_TYPES, OPERATIONS
from rules_engine.dice_throne.dice import hero_die
from rules_engine.dice_throne.domains import Aliases, AtLeast, TextExcept, folded_text
from rules_engine.dice_throne.explosions import EXPLODES, UPKEEP_DAMAGE, source_names, with_effect
from rules_engine.dice_throne.heroes import StatusDef
from rules_engine.dice_throne.guards import same_side
from rules_engine.requirements import all_met
from rules_engine.dice_throne.interrupts import STATUS, interrupt_refusals
from rules_engine.dice_throne.phases import UPKEEP
from rules_engine.dice_throne.state import DTState, PendingDamage
from rules_engine.dice_throne.view import target_name
from rules_engine.messages import Message

KINDS = tuple(DAMAGE_TYPES)
#: The command word of each damage step (a boost is an 'add' that counts as an attack modifier).
STEP_VERB = {"add": "add", "subtract": "prevent", "multiply": "multiply", "divide": "divide", "reflect": "reflect",
             "avoid": "avoid"}
#: Numbers a random walk tries for each step (the rules set only the smallest).
STEP_TYPICAL = {"add": 3, "subtract": 3, "multiply": 3, "divide": 3, "reflect": 3, "avoid": 0}
#: The domains of a step's fields, frozen values shared by every choice that offers the step.
STEP_VALUE = {op: AtLeast(STEP_MINIMUM[op], max(STEP_MINIMUM[op], STEP_TYPICAL[op])) for op in STEP_TYPICAL}
STEP_SOURCE = {verb: AnyText((verb,)) for verb in (*STEP_VERB.values(), "boost")}
STEP_OP = {op: Exactly(op) for op in STEP_TYPICAL}
STEP_FLAGS: dict[tuple[bool, ...], OneOf] = {flags: OneOf(flags) for flags in ((False,), (True,), (False, True))}
#: 'chosen' when the seat may say it or not, and when it must (team help).
MAY_SAY_CHOSEN, MUST_SAY_CHOSEN = OneOf((False, True)), Exactly(True)
#: The domains every state's damage, heal and steal choices share (frozen values, built once).
DAMAGE_AMOUNT, ANY_KIND = AtLeast(1, 8), OneOf(KINDS)
HEAL_AMOUNT, HEAL_SOURCE = AtLeast(1, 6), AnyText(("healing",))
STEAL_RESOURCE, STEAL_AMOUNT = OneOf(("cp", "health")), AtLeast(1, 4)
MAY_INTERRUPT, NOT_INTERRUPTING = OneOf((False, True)), Exactly(False)


def damage_choices(table: Table) -> tuple[Choice, ...]:
    """Every health-changing action allowed now."""
    return (*_damage(table), *_steps(table), *_status_rolls(table), *_heals(table), *_steals(table),
            *_upkeep(table))


def _names(sdefs: tuple[StatusDef, ...]) -> tuple[str, ...]:
    return tuple(name for sdef in sdefs for name in source_names(sdef))


def _folded(sdefs: tuple[StatusDef, ...]) -> frozenset[str]:
    return frozenset(folded_text(name) or "" for name in _names(sdefs))


def _damage(table: Table) -> tuple[Choice, ...]:
    """Damage from anything; an explosion (a source naming Powder Keg) is undefendable and lands at once. Kept by the
    seats still in and free to act, and the active seat (the heroes' kegs are the match's)."""
    key = (table.alive, table.free, table.state.active)
    return table.match.family("damage", key, lambda: _damage_built(table))


def _damage_built(table: Table) -> tuple[Choice, ...]:
    state, targets, bys = table.state, table.alive, table.free
    if not targets or not bys:
        return ()
    kegs = with_effect(state, EXPLODES)
    by = OneOf(with_default(bys, state.active))
    out = [Choice.of(AddDamage, f"damage N to {seats_text(state, targets)} (from a defence, card or status)",
                     verb="damage", target=OneOf(targets), amount=DAMAGE_AMOUNT, kind=ANY_KIND,
                     source=TextExcept(("an effect",), excluded=_folded(kegs)), by=by)]
    if kegs:
        out.append(Choice.of(AddDamage, f"an explosion's undefendable damage to {seats_text(state, targets)}, at once",
                             verb="damage", target=OneOf(targets), amount=DAMAGE_AMOUNT, kind="undefendable",
                             source=Aliases(_names(kegs), normal=folded_text), by=by))
    return tuple(out)


def _steps(table: Table) -> tuple[Choice, ...]:
    """Steps on each pending damage, by each seat that may take them. They read of each pending damage its target,
    type, source and whether it is an attack (not its amount, nor the steps already on it), the seats free to act,
    the attack's target and the seats' names (besides the mode), so the family is kept by those, and each damage's
    steps by its own."""
    state = table.state
    if not state.pending:
        return ()
    key = (tuple(_read_of(item) for item in state.pending), table.free, state.roll.target, table.names)
    return table.match.family("steps", key, lambda: _steps_built(table))


def _read_of(item: PendingDamage) -> tuple[object, ...]:
    """What the steps on a pending damage read of it."""
    return item.target, item.kind, item.source, item.attack


def _steps_built(table: Table) -> tuple[Choice, ...]:
    state = table.state
    seen = (table.free, state.roll.target, table.names)
    out: list[Choice] = []
    for number, item in enumerate(state.pending, start=1):
        out.extend(table.match.family(f"steps on #{number}", (_read_of(item), seen), partial(_steps_on, table, number, item)))
    return tuple(out)


def _steps_on(table: Table, number: int, item: PendingDamage) -> tuple[Choice, ...]:
    """Every step on one pending damage (numbered `number`), by each seat that may take it."""
    out = []
    state, bys = table.state, table.free
    what = f"#{number} {item.source} -> {target_name(state, item)}"
    which = Exactly(number)  # the pending damage every step on it names
    for op in OPERATIONS:
        if not all_met(step_refusals(item, op, False)):
            continue
        as_attack = item.attack and all_met(step_refusals(item, op, True))
        modifiers: tuple[tuple[str, tuple[bool, ...]], ...]
        if op == "add":
            modifiers = (("add", (False,)),) + ((("boost", (True,)),) if as_attack else ())
        else:
            modifiers = ((STEP_VERB[op], (False, True) if as_attack else (False,)),)
        stepping = _stepping(state, item, op, bys)
        for verb, flags in modifiers:
            out.extend(_step_family(which, op, verb, flags, stepping, what))
    return tuple(out)


#: Who may take a step on a pending damage: their 'by' domain, their names in the label, their 'chosen' domain, and
#: what the label adds.
Stepping = tuple[OneOf, str, Domain, str]


def _stepping(state: DTState, item: PendingDamage, op: str, bys: tuple[int, ...]) -> tuple[Stepping, ...]:
    """The seats that may take this step on this damage, split by whether they must say 'chosen' (team help)."""
    must = tuple(b for b in bys if needs_chosen(state, item, b, op))
    may = tuple(b for b in bys if b not in must)
    return tuple((OneOf(seats), seats_text(state, seats), chosen, note)
                 for seats, chosen, note in ((may, MAY_SAY_CHOSEN, ""),
                                             (must, MUST_SAY_CHOSEN, ", with a card that works on a chosen player"))
                 if seats)


def _step_family(which: Exactly, op: str, verb: str, flags: tuple[bool, ...], stepping: tuple[Stepping, ...],
                 what: str) -> list[Choice]:
    """One step on one pending damage (`which`), one choice per way of taking it (`_stepping`)."""
    amount = "" if op == "avoid" else " N"
    return [Choice.of(ModifyDamage, f"{verb}{amount} on {what} (by {names}{note})", verb=verb, by=by, item=which,
                      op=STEP_OP[op], value=STEP_VALUE[op], source=STEP_SOURCE[verb], attack_modifier=STEP_FLAGS[flags],
                      chosen=chosen)
            for by, names, chosen, note in stepping]


def _status_rolls(table: Table) -> tuple[Choice, ...]:
    """Statuses spent by rolling a die against a pending damage (none without pending damage). Kept by what they read:
    the seats free to act and what they hold, their heroes and names, the pending damage, the attack's target, the
    phase, whether the attack is activated, and what is resolving."""
    state = table.state
    if not state.pending:
        return ()
    key = (table.free, table.holding, table.seat_heroes, table.names, state.pending, state.roll.target, state.phase,
           state.roll.activated is not None, table.top)
    return table.match.family("status rolls", key, lambda: _status_rolls_built(table))


def _status_rolls_built(table: Table) -> tuple[Choice, ...]:
    out = []
    state = table.state
    may_interrupt = all_met(interrupt_refusals(state, STATUS))
    for seat in table.free:
        for sdef, _ in table.held[seat]:
            if sdef.effect not in ROLLING_EFFECTS:
                continue
            die = hero_die(state.hero_of(seat))
            for number, item in enumerate(state.pending, start=1):
                if not all_met(status_roll_refusals(state, seat, sdef, item)):
                    continue
                request = DiceRequest(die, 1, Message("{status} roll", status=sdef.name),
                                      fill(StatusRoll, seat=seat, status=sdef.id, item=number))
                out.append(Choice.of(StatusRoll, f"{who(state, seat)} spends {sdef.name} and rolls against "
                                     f"#{number} {item.source}", actor=seat, request=request, verb="status roll",
                                     seat=seat, status=status_alias(state, sdef), item=number, roll=Rolled(die, 1),
                                     interrupting=MAY_INTERRUPT if may_interrupt else NOT_INTERRUPTING))
    return tuple(out)


def _heals(table: Table) -> tuple[Choice, ...]:
    state, seats = table.state, table.acting
    if not seats:
        return ()
    return (Choice.of(Heal, f"heal N: {seats_text(state, seats)}", verb="heal", seat=OneOf(seats),
                      amount=HEAL_AMOUNT, source=HEAL_SOURCE),)


def _steals(table: Table) -> tuple[Choice, ...]:
    """Steal from an opponent still in the match; thieves with the same opponents share one choice. Kept by the seats
    free to act and still in (sides are the mode's)."""
    return table.match.family("steals", (table.free, table.alive), lambda: _steals_built(table))


def _steals_built(table: Table) -> tuple[Choice, ...]:
    state = table.state
    groups: dict[tuple[int, ...], list[int]] = {}
    for thief in table.free:
        victims = tuple(v for v in table.alive if not same_side(state, thief, v))
        if victims:
            groups.setdefault(victims, []).append(thief)
    return tuple(Choice.of(Steal, f"{seats_text(state, tuple(thieves))} steals N CP or health from "
                           f"{seats_text(state, victims)}", actor=thieves[0] if len(thieves) == 1 else None,
                           verb="steal", thief=OneOf(tuple(thieves)), victim=OneOf(victims),
                           resource=STEAL_RESOURCE, amount=STEAL_AMOUNT)
                 for victims, thieves in groups.items())


def _upkeep(table: Table) -> tuple[Choice, ...]:
    state, seats = table.state, table.alive
    if state.phase != UPKEEP or not seats:
        return ()
    return (
        Choice.of(UpkeepEffect, f"upkeep damage N to {seats_text(state, seats)}", actor=state.active, verb="upkeep",
                  seat=OneOf(seats), kind="damage", amount=AtLeast(1, 4),
                  source=TextExcept(("upkeep effect",), excluded=_folded(with_effect(state, EXPLODES)
                                                                         + with_effect(state, UPKEEP_DAMAGE))),
                  damage_type=OneOf(KINDS)),
        *_status_upkeep_damage(table),
        # The type of an upkeep heal is not read, but it must still be a damage type.
        Choice.of(UpkeepEffect, f"upkeep heal N for {seats_text(state, seats)}", actor=state.active, verb="upkeep",
                  seat=OneOf(seats), kind="heal", amount=AtLeast(1, 4), source=AnyText(("upkeep effect",)),
                  damage_type=OneOf(KINDS)),
    )


def _status_upkeep_damage(table: Table) -> tuple[Choice, ...]:
    """The active hero's own statuses hurting it: an exploding keg (undefendable), Doubloons of another hero."""
    state = table.state
    seat = state.active
    if seat not in table.alive:
        return ()
    holder = state.seats[seat]
    out = []
    for sdef in with_effect(state, EXPLODES):
        if holder.count(sdef.id):
            out.append(Choice.of(UpkeepEffect, f"{sdef.name} explodes on {who(state, seat)}", actor=seat,
                                 verb="upkeep", seat=seat, kind="damage", amount=AtLeast(1, 4),
                                 source=Aliases(source_names(sdef), normal=folded_text), damage_type="undefendable"))
    for sdef in with_effect(state, UPKEEP_DAMAGE):
        if holder.count(sdef.id) and holder.hero != sdef.owner:
            out.append(Choice.of(UpkeepEffect, f"{sdef.name} damage to {who(state, seat)}", actor=seat,
                                 verb="upkeep", seat=seat, kind="damage", amount=AtLeast(1, 4),
                                 source=Aliases(source_names(sdef), normal=folded_text), damage_type=OneOf(KINDS)))
    return tuple(out)
