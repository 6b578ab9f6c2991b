"""Statuses that hurt their holder on their own: Powder Keg explosions and Cursed Doubloon upkeep damage.

A Powder Keg ("explodes") is removed when it explodes: on the listed numbers of its upkeep roll, or
at once when a second keg is inflicted on its holder. The explosion's undefendable damage comes from
a separate source; the FAQ says the second-keg explosion is taken straight away, not added to the
attack that brought the new keg. A Cursed Doubloon ("upkeep-damage-per-token") makes every holder
but its own hero take damage per token in their own upkeep. The amounts were printed as icons the
book's text lost, so the table enters them ('upkeep damage N ... from powder-keg', 'damage N
undefendable to pX from powder-keg'); the engine checks and applies what the statuses themselves do.
"""

from __future__ import annotations

from rules_engine.dice_throne.heroes import StatusDef
from rules_engine.dice_throne.state import DTState
from rules_engine.referee import Referee
from rules_engine.messages import Message
from rules_engine.dice_throne.game_names import game_name

EXPLODES = "explodes"
UPKEEP_DAMAGE = "upkeep-damage-per-token"


def with_effect(state: DTState, effect: str) -> tuple[StatusDef, ...]:
    """Every status in the match with this effect."""
    return tuple(s for hero in state.heroes for s in hero.statuses if s.effect == effect)


def source_names(sdef: StatusDef) -> tuple[str, ...]:
    """The ways a damage source names a status: its id and its name."""
    return (sdef.id, sdef.name)


def named_status(state: DTState, source: str, effect: str) -> StatusDef | None:
    """The status with this effect that a damage source names (by id or name), if any."""
    key = source.strip().casefold()
    for hero in state.heroes:
        for sdef in hero.statuses:
            if sdef.effect == effect and key in (sdef.id, sdef.name.casefold()):
                return sdef
    return None


def explode_first(state: DTState, seat: int, sdef: StatusDef, ref: Referee) -> DTState:
    """A keg inflicted on a hero who already holds one: the first explodes (removed) before the new one is placed."""
    s = state.seats[seat]
    if sdef.effect != EXPLODES or not s.count(sdef.id):
        return state
    ref.cite("dice-throne.status.powder-keg", "dice-throne.status.powder-keg-second")
    ref.note(Message("{player} already has {status}: the first one explodes and is removed; enter its undefendable damage now ('damage N undefendable to p{number} from {id}'): it lands at once, apart from the attack",
                     player=s.name, status=game_name(sdef.name), number=seat + 1, id=sdef.id))
    return state.with_seat(seat, s.with_count(sdef.id, s.count(sdef.id) - 1))


def lands_at_once(state: DTState, source: str, ref: Referee) -> bool:
    """True for an explosion's damage entered outside upkeep: taken at once, not queued with the attack."""
    sdef = named_status(state, source, EXPLODES)
    if sdef is None:
        return False
    ref.cite("dice-throne.status.powder-keg", "dice-throne.status.powder-keg-second")
    ref.note(Message("{status}'s explosion is a separate source: its damage is taken at once", status=game_name(sdef.name)))
    return True


def upkeep_damage(state: DTState, seat: int, source: str, kind: str, ref: Referee) -> DTState:
    """Upkeep damage a status deals its holder: a keg that explodes is removed; Doubloons hurt only others."""
    s = state.seats[seat]
    keg = named_status(state, source, EXPLODES)
    if keg is not None:
        ref.require(s.count(keg.id) >= 1, "dice-throne.status.powder-keg", Message('{player} has no {keg} to explode',
                                                                                   player=s.name, keg=game_name(keg.name)))
        ref.require(seat == state.active, "dice-throne.status.powder-keg",
                    Message("{keg} is rolled for in its holder's own upkeep, not in {active}'s",
                            keg=game_name(keg.name), active=state.seats[state.active].name))
        ref.require(kind == "undefendable", "dice-throne.status.powder-keg",
                    Message("{keg} deals undefendable damage, not {kind} (add 'undefendable')",
                            keg=game_name(keg.name), kind=Message(kind)))
        ref.cite("dice-throne.status.powder-keg")
        rolled = "-".join(map(str, keg.effect_values)) if keg.effect_values else "the listed numbers"
        ref.note(Message('{keg} explodes (its upkeep roll showed {rolled}) and is removed from {player}',
                         keg=game_name(keg.name), rolled=rolled, player=s.name))
        return state.with_seat(seat, s.with_count(keg.id, s.count(keg.id) - 1))
    doubloon = named_status(state, source, UPKEEP_DAMAGE)
    if doubloon is not None:
        ref.require(s.hero != doubloon.owner, "dice-throne.status.doubloon-upkeep",
                    Message('{doubloon} never hurts its own hero, {player}', doubloon=game_name(doubloon.name), player=s.name))
        ref.require(s.count(doubloon.id) >= 1, "dice-throne.status.doubloon-upkeep",
                    Message('{player} holds no {doubloon}', player=s.name, doubloon=game_name(doubloon.name)))
        ref.require(seat == state.active, "dice-throne.status.doubloon-upkeep",
                    Message("{doubloon} hurts its holder in the holder's own upkeep, not in {active}'s",
                            doubloon=game_name(doubloon.name), active=state.seats[state.active].name))
        ref.cite("dice-throne.status.doubloon-upkeep")
        ref.note(Message('{player} holds {held} {doubloon}: the damage is per token',
                         player=s.name, held=s.count(doubloon.id), doubloon=game_name(doubloon.name)))
    return state
