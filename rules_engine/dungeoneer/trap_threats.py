"""Trap threats: a trap encounter played in a location tests every hero there, each with its own die.

Unless the card says otherwise, a trap's threat hits every hero in the location where it is played,
and each rolls one die and adds the tested value on its own. A location with the danger hazard
raises the threat of traps played there by the number the table entered for it. What a failed
roll does is the card's text, which the table applies; the app rolls, compares and says who failed.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.actions import TrapRoll
from rules_engine.dungeoneer.adventure_cards import AdventureCard
from rules_engine.dungeoneer.dungeon_map import Cell
from rules_engine.dungeoneer.locations import HazardKind
from rules_engine.dungeoneer.state import DgState, PendingTrap
from rules_engine.dungeoneer.threats import THREAT_RULE, pass_chance, passes
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Joined, Message
from rules_engine.dungeoneer.words import named, term
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement

TRAP_RULE = "dungeoneer.threats.traps"
DANGER_RULE = "dungeoneer.hazards.danger"


@frozen_value(slots=True)
class TrapOdds:
    """One hero's exact chance to pass a pending trap."""

    seat: int
    value: int
    target: int
    chance: Fraction


def spring(state: DgState, card: AdventureCard, cell: Cell, ref: Referee) -> tuple[DgState, str]:
    """A trap card played in `cell`: every hero there owes a die against its threat (raised by danger)."""
    seats = tuple(seat for seat, hero in enumerate(state.heroes) if hero.cell == cell and not hero.defeated)
    if not card.trap_threat or not seats:
        return state, ""
    assert card.threat_stat is not None
    target = card.threat_target
    here = state.dungeon.card_at(cell)
    said = ""
    if here is not None and here.hazard is not None and here.hazard.kind is HazardKind.DANGER and here.hazard.target:
        ref.cite(DANGER_RULE)
        target += here.hazard.target
        said = Message(' (danger in {here}: +{target})', here=named(here.name), target=here.hazard.target)
    ref.cite(TRAP_RULE)
    names = ", ".join(state.heroes[s].player for s in seats)
    return replace(state, traps=state.traps + (PendingTrap(card.id, cell, seats, target),)), \
        Message('{card}: {threat_stat} {target}+{said} for every hero there ({names}), one die each (trap-roll)',
                card=named(card.name), threat_stat=term(card.threat_stat), target=target, said=said, names=names)


def trap_odds(state: DgState) -> tuple[TrapOdds, ...]:
    """The exact chance each hero facing the first pending trap passes it."""
    if not state.traps:
        return ()
    trap = state.traps[0]
    card = state.adventure(trap.card)
    assert card.threat_stat is not None
    rows = []
    for seat in trap.seats:
        value = state.heroes[seat].value(card.threat_stat)
        rows.append(TrapOdds(seat, value, trap.target, pass_chance(value, trap.target)))
    return tuple(rows)


#: No trap waiting: one value for every ruling that finds it so (a met requirement's words are never read).
_NO_TRAP = Requirement(True, TRAP_RULE, "")


def no_trap_waiting(state: DgState) -> Requirement:
    """No trap's threat waiting for its dice (the encounter comes before what follows it)."""
    if not state.traps:
        return _NO_TRAP
    return Requirement.unmet(TRAP_RULE, Message("every hero in the trap's location rolls for it first (trap-roll)"))


def trap_waiting(state: DgState, ref: Referee) -> None:
    """Refuse anything else while a trap's threat waits for its dice (see `no_trap_waiting`)."""
    ref.enforce((no_trap_waiting(state),))


def trap_roll_requirements(state: DgState) -> Iterator[Requirement]:
    """What the trap's roll requires, in the order `trap_roll` enforces it: a trap's threat waiting, nothing the book
    resolves earlier waiting. (Its dice are one per hero there: the roll itself is checked when made.)"""
    if not bool(state.traps):
        yield Requirement.unmet(TRAP_RULE, Message("no trap's threat is waiting to be rolled"))
    yield in_order_requirement(state, Step.ENCOUNTER)


def trap_roll(state: DgState, action: TrapRoll, ref: Referee) -> tuple[DgState, str]:
    """One die for each hero facing the trap, in seat order; each passes or fails on its own."""
    ref.enforce(trap_roll_requirements(state))
    trap = state.traps[0]
    values = action.roll.values
    if len(values) != len(trap.seats):  # the refusal's words are made only when it refuses
        ref.refuse(TRAP_RULE, Message('the trap asks one die for each of the {number} heroes there, not {number2}',
                        number=len(trap.seats), number2=len(values)), hard=True)
    card = state.adventure(trap.card)
    assert card.threat_stat is not None
    ref.cite(TRAP_RULE, THREAT_RULE)
    parts = []
    failed = []
    for seat, die in zip(trap.seats, values):
        hero = state.heroes[seat]
        value = hero.value(card.threat_stat)
        ok = passes(die, value, trap.target)
        parts.append(Message('{hero} rolled {die} + {value} = {value2}: {value3}',
                             hero=hero.player, die=die, value=value, value2=die + value,
                             value3=Message('passed') if ok else Message('failed')))
        if not ok:
            failed.append(hero.player)
    if failed:
        ref.note(Message('{card} on {names}: {value} (the table applies it)',
                         card=named(card.name), names=', '.join(failed), value=card.text or Message('apply the card')))
    return replace(state, traps=state.traps[1:]), Message("{card} {stat} {target}+: {parts}",
                                                          card=named(card.name), stat=term(card.threat_stat),
                                                          target=trap.target, parts=Joined("; ", tuple(parts)))
