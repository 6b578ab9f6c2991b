"""Choices of the roll phases: offensive roll attempts, declaring and activating, dice changes, targeting, defence."""

from __future__ import annotations

from itertools import combinations

from rules_engine.chance import DiceRequest
from rules_engine.decisions import AnyText, Choice, Domain, IntRange, OneOf, Rolled, Where
from rules_engine.chance import fill
from rules_engine.dice_throne.actions import (
    Activate, ChangeDie, ChooseTarget, Declare, DefensiveRoll, OffensiveRoll, TargetRoll,
)
from rules_engine.dice_throne.choices.match_tables import match_tables
from rules_engine.dice_throne.choices.names import ability_normal, positions_normal, seats_text, who
from rules_engine.dice_throne.choices.table import Table
from rules_engine.dice_throne.combat import (
    DICE_ROLLS, activate_refusals, attack_targets, change_die_refusals, choose_target_refusals, chooser_refusals,
    declarable, declare_refusals, defence_named, defence_refusals, offensive_roll_refusals, printed_damage,
    target_roll_refusals,
)
from rules_engine.dice import DieSpec
from rules_engine.dice_throne.dice import HERO_DICE, hero_die, targeting_die
from rules_engine.dice_throne.domains import Alias, AtLeast, number
from rules_engine.requirements import all_met
from rules_engine.dice_throne.state import DTState
from rules_engine.messages import Message

ALL_DICE = tuple(range(1, HERO_DICE + 1))
#: Every set of dice a reroll may name, smallest first.
REROLLS = tuple(c for k in range(1, HERO_DICE + 1) for c in combinations(ALL_DICE, k))
#: The face and the source a card that sets a die names (frozen domains, built once).
DIE_FACE, DIE_SOURCE = IntRange(1, 6), AnyText(("a card",))


def roll_choices(table: Table) -> tuple[Choice, ...]:
    """Everything of the roll phases that is allowed now (only the families of the types the phase admits)."""
    state, admitted = table.state, table.admitted
    return (*(_offensive_rolls(state) if OffensiveRoll in admitted else ()),
            *(_declarations(state) if Declare in admitted else ()),
            *(_activations(state) if Activate in admitted else ()),
            *(_dice_changes(state) if ChangeDie in admitted else ()),
            *(_targeting(state) if TargetRoll in admitted or ChooseTarget in admitted else ()),
            *(_defences(state) if DefensiveRoll in admitted else ()))


def _offensive_rolls(state: DTState) -> tuple[Choice, ...]:
    if not all_met(offensive_roll_refusals(state)):
        return ()
    seat = state.active
    die = hero_die(state.hero_of(seat))
    if state.roll.attempts == 0:
        return (Choice.of(OffensiveRoll, f"{who(state, seat)} rolls all {HERO_DICE} dice", actor=seat,
                          request=_roll_request(die, ALL_DICE, first=True), verb="roll",
                          positions=Alias(ALL_DICE, positions_normal),
                          roll=Rolled(die, HERO_DICE)),)
    # Every reroll is offered: the choices read only the seat, its hero's die and its name (kept by those).
    key = (seat, state.seats[seat].hero, state.seats[seat].name)
    return match_tables(state).family("rerolls", key, lambda: tuple(_reroll(state, seat, die, dice) for dice in REROLLS))


def _reroll(state: DTState, seat: int, die: DieSpec, dice: tuple[int, ...]) -> Choice:
    named = " ".join(map(str, dice))
    return Choice.of(OffensiveRoll, f"{who(state, seat)} rerolls {named}", actor=seat,
                     request=_roll_request(die, dice, first=False), verb="reroll",
                     positions=Alias(dice, positions_normal), roll=Rolled(die, len(dice)))


def _roll_request(die: DieSpec, positions: tuple[int, ...], *, first: bool) -> DiceRequest:
    """The dice request of the first offensive roll (every die) or of a reroll of these positions."""
    if first:
        return DiceRequest(die, HERO_DICE, Message("offensive roll"), fill(OffensiveRoll, positions=ALL_DICE))
    return DiceRequest(die, len(positions), Message("reroll {positions}", positions=" ".join(map(str, positions))),
                       fill(OffensiveRoll, positions=positions))


def offensive_roll_request(state: DTState, positions: tuple[int, ...]) -> DiceRequest:
    """The active player's roll of these dice as a request, allowed or not (the session checks it, and a refusal
    names its rule): the first roll of every die before any attempt, else the reroll of exactly these positions.

    This is what a press on the board's dice submits, the same request 'roll' or 'reroll N...' makes.
    """
    die = hero_die(state.hero_of(state.active))
    named = tuple(sorted(positions))
    return _roll_request(die, named, first=state.roll.attempts == 0 and named == ALL_DICE)


def target_action(state: DTState, target: int) -> ChooseTarget:
    """The active player making `target` the attack's target, as 'target pN' reads it (what a click on a hero
    in the targeting roll submits); the session checks it, and a refusal names its rule."""
    return ChooseTarget(state.active, target)


def reroll_choice(state: DTState, positions: tuple[int, ...]) -> Choice | None:
    """The reroll of exactly these positions as the choice the engine offers now (what a key that
    takes the hold advice submits); None when no reroll of them is allowed now."""
    if not positions or state.roll.attempts == 0 or not all_met(offensive_roll_refusals(state)):
        return None
    if tuple(sorted(positions)) not in REROLLS:
        return None
    seat = state.active
    return _reroll(state, seat, hero_die(state.hero_of(seat)), tuple(sorted(positions)))


def _declarations(state: DTState) -> tuple[Choice, ...]:
    if not all_met(declare_refusals(state)):
        return ()
    seat = state.active
    hero = state.hero_of(seat)
    normal = ability_normal(hero, "offensive")
    out = [Choice.of(Declare, f"{who(state, seat)} declares no ability", actor=seat, verb="declare", ability="")]
    for ability in declarable(state):
        assert ability.condition is not None
        out.append(Choice.of(Declare, f"{who(state, seat)} declares {ability.name} ({ability.condition.describe()})",
                             actor=seat, verb="ability", ability=Alias(ability.id, normal)))
    return tuple(out)


def _activations(state: DTState) -> tuple[Choice, ...]:
    if not all_met(activate_refusals(state)):
        return ()
    seat = state.active
    ability = state.hero_of(seat).ability(state.roll.declared or "")
    assert ability is not None
    out = []
    printed = printed_damage(state)
    if printed is not None:
        out.append(Choice.of(Activate, f"{who(state, seat)} activates {ability.name} ({printed} damage)", actor=seat,
                             verb="activate", damage=None))
    out.append(Choice.of(Activate, f"{who(state, seat)} activates {ability.name} with the damage the board prints",
                         actor=seat, verb="activate", damage=AtLeast(0, 12)))
    return tuple(out)


def _dice_changes(state: DTState) -> tuple[Choice, ...]:
    """A card setting one die of a roll, by each seat that may. Kept by what `change_die_refusals` and the domains
    read: the phase, the active seat, which heroes are defeated, whether an ultimate or an ability is activated,
    whether a targeting die was rolled, and how many offence and defence dice there are (the mode's sides are the
    match's)."""
    roll = state.roll
    key = (state.phase, state.active, tuple(s.defeated for s in state.seats), roll.ultimate, roll.activated is None,
           roll.target_die is None, len(roll.dice), len(roll.defence_dice))
    return match_tables(state).family("dice changes", key, lambda: _dice_changes_built(state))


def _dice_changes_built(state: DTState) -> tuple[Choice, ...]:
    out = []
    for which in DICE_ROLLS:
        seats = tuple(by for by in range(len(state.seats)) if all_met(change_die_refusals(state, by, which)))
        if not seats:
            continue
        if which == "targeting":
            # There is one targeting die: the position the table names is not read.
            position: Domain = Where(number, lambda rng: 1, "the targeting die")
        else:
            dice = state.roll.dice if which == "offence" else state.roll.defence_dice
            position = IntRange(1, len(dice))
        out.append(Choice.of(ChangeDie, f"a card sets one {which} die (by {seats_text(state, seats)})",
                             verb="set-die", by=OneOf(seats),
                             which=which, position=position, value=DIE_FACE, source=DIE_SOURCE))
    return tuple(out)


def _targeting(state: DTState) -> tuple[Choice, ...]:
    out = []
    seat = state.active
    if all_met(target_roll_refusals(state)):
        die = targeting_die(state.hero_of(seat))
        out.append(Choice.of(TargetRoll, f"{who(state, seat)} rolls the targeting die", actor=seat,
                             request=DiceRequest(die, 1, Message("targeting roll"), fill(TargetRoll)), verb="target-roll",
                             roll=Rolled(die, 1)))
    if all_met(choose_target_refusals(state)):
        targets = attack_targets(state)
        for by in range(len(state.seats)):
            if targets and all_met(chooser_refusals(state, by)):
                names = ", ".join(who(state, t) for t in targets)
                out.append(Choice.of(ChooseTarget, f"{who(state, by)} chooses the target: {names}", actor=by,
                                     verb="target", by=by, target=OneOf(targets)))
    return tuple(out)


def _defences(state: DTState) -> tuple[Choice, ...]:
    if not all_met(defence_refusals(state)):
        return ()
    defender = state.roll.target
    assert defender is not None
    hero = state.hero_of(defender)
    die = hero_die(hero)
    by_name = ability_normal(hero, "defensive")

    def normal(value: object) -> str | None:
        # No name means the hero's only defensive ability, as the rules read it.
        if value == "":
            only = defence_named(hero, "")
            return only.id if only is not None else None
        return by_name(value)

    out = []
    for ability in hero.defensive():
        request = DiceRequest(die, ability.defence_dice, Message("{ability} defence", ability=ability.name),
                              fill(DefensiveRoll, ability=ability.id, result_owed=True))
        out.append(Choice.of(DefensiveRoll, f"{who(state, defender)} defends with {ability.name} "
                             f"({ability.defence_dice} {'die' if ability.defence_dice == 1 else 'dice'})",
                             actor=defender, request=request, verb="defend", ability=Alias(ability.id, normal),
                             roll=Rolled(die, ability.defence_dice),
                             # a roll from a log saved before the result was owed is as legal as a new one
                             result_owed=OneOf((True, False))))
    return tuple(out)
