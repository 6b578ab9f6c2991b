"""Everything the rules allow now in a fight, each a `Choice` whose every sample `guards` accepts.

Sets of tokens (a strike, shields, surge payment, wing targets) are offered as `Where` domains:
the test is the guard itself, the sampler draws a set the guard accepts.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from rules_engine.chance import DiceRequest, fill, made_by, maker
from rules_engine.decisions import Choice, Domain, Exactly, OneOf, Rolled, Where
from rules_engine.dice import DiceRoll, DieSpec, Face
from rules_engine.messages import Message
from rules_engine.runebound3.combat import guards
from rules_engine.runebound3.combat.actions import (
    Double,
    FightOn,
    Flip,
    Pass,
    Reroll,
    Retreat,
    Shield,
    Strike,
    Surge,
    TakeDamage,
    Toss,
)
from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS
from rules_engine.runebound3.combat.state import TOKEN_DIE, CombatState, Phase, SideState
from rules_engine.runebound3.combat.tokens_up import amount, stack_of, units_showing
from rules_engine.runebound3.tokens import Symbol
from rules_engine.plurals import count as count_of


def _subsets(pool: tuple[int, ...], accept: Callable[[tuple[int, ...]], bool], text: str,
             *, size: int | None = None) -> Where:
    """A domain of non-empty sets drawn from `pool` (of `size` when given) that `accept` admits."""

    def sample(rng: Random) -> tuple[int, ...]:
        for _ in range(64):
            k = size if size is not None else rng.randint(1, len(pool))
            picked = tuple(sorted(rng.sample(pool, k)))
            if accept(picked):
                return picked
        return pool[:size] if size is not None else pool

    return Where(lambda value: isinstance(value, tuple) and bool(value) and accept(value), sample, text)


def toss_request(state: CombatState) -> DiceRequest:
    """The toss that starts a round: every token of both sides, the attacker's first."""
    counts = [len(side.fighter.tokens) for side in state.sides]
    return DiceRequest(TOKEN_DIE, sum(counts), Message("round {round} of the fight", round=state.round),
                       made_by("runebound3.fight.toss", attacker=counts[0]))


def _fronts(roll: DiceRoll) -> tuple[bool, ...]:
    return tuple(face.label == "front" for face in roll.faces)


@maker("runebound3.fight.toss")
def _toss(roll: DiceRoll, *, attacker: int) -> Toss:
    """The toss of every token, the attacker's `attacker` tokens first."""
    fronts = _fronts(roll)
    return Toss((fronts[:attacker], fronts[attacker:]))


@maker("runebound3.fight.reroll")
def _reroll(roll: DiceRoll, *, side: int, wing: int, targets: list[int]) -> Reroll:
    """The opponent's tokens tossed again for a wing."""
    return Reroll(side, wing, tuple(targets), _fronts(roll))


@maker("runebound3.fight.surge")
def _surge(roll: DiceRoll, *, side: int, ability: str, tokens: list[int], targets: list[int]) -> Surge:
    """The opponent's tokens tossed again for a surge ability."""
    return Surge(side, ability, tuple(tokens), tuple(targets), _fronts(roll))


def reroll_request(side: int, wing: int, targets: tuple[int, ...]) -> DiceRequest:
    """Tossing the opponent's tokens again for a wing."""
    return DiceRequest(TOKEN_DIE, len(targets), Message("tokens tossed again by a wing"),
                       made_by("runebound3.fight.reroll", side=side, wing=wing, targets=targets))


def _entered_terrain(die: DieSpec) -> Where:
    """One terrain die whose faces the app does not know: any allowed symbol may be entered."""

    def sample(rng: Random) -> DiceRoll:
        symbol = rng.choice(die.symbols_allowed or ("wild",))
        return DiceRoll(die.id, (Face(symbol, None, (symbol,)),), "seeded")

    return Where(lambda r: isinstance(r, DiceRoll) and r.die == die.id and len(r.faces) == 1, sample,
                 f"one {die.name}")


def _landings(tokens: int) -> Where:
    return Where(lambda v: isinstance(v, tuple) and len(v) == tokens and all(isinstance(x, bool) for x in v),
                 lambda rng: tuple(rng.random() < 0.5 for _ in range(tokens)), count_of(tokens, "landing", "landings"))


def surge_request(side: int, ability: str, tokens: tuple[int, ...], targets: tuple[int, ...]) -> DiceRequest:
    """Tossing the opponent's tokens again for a surge ability."""
    return DiceRequest(TOKEN_DIE, len(targets), Message("tokens tossed again by {ability}", ability=ability),
                       made_by("runebound3.fight.surge", side=side, ability=ability, tokens=tokens, targets=targets))


def _surge_choices(state: CombatState, index: int, name: str) -> list[Choice]:
    """Using one surge ability: any payment when it takes no targets, else the cheapest payment with each
    number of targets it may name (one choice per token when one token is tossed again)."""
    side = state.side(index)
    seat = side.fighter.seat
    ability = side.fighter.ability(name)
    assert ability is not None
    label = Message("surge: {name}", name=name)
    if not ability.targets:
        return [Choice.of(Surge, label, actor=seat, side=index, ability=name, tokens=_subsets(
            units_showing(side, {Symbol.SURGE}), lambda t: guards.surge_problem(state, Surge(index, name, t)) is None,
            "surge tokens"))]
    paid = guards.surge_payment(state, index, name)
    if paid is None:
        return []
    pool = guards.surge_targets(state, index, name, paid)
    found = [Choice.of(Surge, Message("{label} (no target)",
                                      label=label), actor=seat, side=index, ability=name, tokens=paid)]
    for k in range(1, min(ability.targets, len(pool)) + 1):
        if ability.flip:
            found.append(Choice.of(Surge, Message("{label}: turn {tokens}",
                                                  label=label,
                                                  tokens=count_of(k, 'token', 'tokens')), actor=seat, side=index,
                                   ability=name, tokens=paid, targets=_subsets(
                                       pool, lambda t: guards.surge_problem(state, Surge(index, name, paid, t)) is None,
                                       "own tokens", size=k)))
        elif k == 1:
            for target in pool:
                found.append(Choice.of(Surge, Message("{label}: opponent tosses token {target} again",
                                                      label=label, target=target + 1), actor=seat,
                                       request=surge_request(index, name, paid, (target,)), side=index, ability=name,
                                       tokens=paid, targets=(target,), landed=_landings(1)))
        else:
            found.append(Choice.of(Surge, Message("{label}: opponent tosses {tokens} again",
                                                  label=label, tokens=count_of(k, 'token', 'tokens')), actor=seat,
                                   side=index, ability=name, tokens=paid, landed=_landings(k), targets=_subsets(
                                       pool, lambda t: guards.surge_problem(
                                           state, Surge(index, name, paid, t, (True,) * len(t))) is None,
                                       "opponent's tokens", size=k)))
    return found


def _wing_token(side: SideState, wing: int) -> Domain:
    """The token a wing is named by: itself, or, for a doubled pair, either of its two tokens (the guards take the
    pair for either: the table may name the wing on top or the doubling token under it); the doubling token stands
    for the pair when the table names neither, as in `unspent_units`."""
    pair = stack_of(side, wing)
    if pair is None:
        return Exactly(wing)
    return Where(lambda value: value in pair, lambda _rng: wing, "the wing's token or the token doubling it",
                 default=(wing,))


def _spending_choices(state: CombatState) -> list[Choice]:
    index = state.to_act
    side = state.side(index)
    seat = side.fighter.seat
    found = [Choice.of(Pass, "pass", actor=seat, side=index)]
    strikes = units_showing(side, DAMAGE_SYMBOLS[side.kind])
    if strikes:
        found.append(Choice.of(Strike, Message("deal damage"), actor=seat, side=index, tokens=_subsets(
            strikes, lambda t: guards.strike_problem(state, Strike(index, t)) is None, "damage tokens")))
    for wing in units_showing(side, {Symbol.WING}):
        effects = amount(side, wing, {Symbol.WING})
        own = guards.wing_targets(state, index, wing, True)
        theirs = guards.wing_targets(state, index, wing, False)
        for k in range(1, effects + 1):
            if len(own) >= k:
                found.append(Choice.of(Flip, Message("wing {wing}: turn {tokens}",
                                                     wing=wing + 1, tokens=count_of(k, 'token', 'tokens')),
                                       actor=seat, side=index, wing=_wing_token(side, wing),
                                       targets=_subsets(own, lambda t, w=wing: guards.flip_problem(  # type: ignore[misc]  # mypy cannot type a lambda that binds by default argument
                                           state, Flip(index, w, t)) is None, "own tokens", size=k)))
            if k == 1:
                # One token tossed again: a choice per token, each with the toss it asks for.
                for target in theirs:
                    found.append(Choice.of(Reroll, Message("wing {wing}: opponent tosses token {target} again",
                                                           wing=wing + 1, target=target + 1), actor=seat,
                                           request=reroll_request(index, wing, (target,)), side=index, wing=_wing_token(side, wing),
                                           targets=(target,), landed=_landings(1)))
            elif len(theirs) >= k:
                found.append(Choice.of(Reroll, Message("wing {wing}: opponent tosses {tokens} again",
                                                       wing=wing + 1, tokens=count_of(k, 'token', 'tokens')), actor=seat,
                                       side=index, wing=_wing_token(side, wing), landed=_landings(k),
                                       targets=_subsets(theirs, lambda t, w=wing: guards.reroll_problem(  # type: ignore[misc]  # mypy cannot type a lambda that binds by default argument
                                           state, Reroll(index, w, t, (True,) * len(t))) is None,
                                           "opponent's tokens", size=k)))
    for name in guards.affordable_abilities(state, index):
        found.extend(_surge_choices(state, index, name))
    for doubling in guards.loadable_doublings(state, index):
        tops = guards.double_tops(state, index, doubling)
        if tops:
            found.append(Choice.of(Double, Message("double with token {doubling}",
                                                   doubling=doubling + 1), actor=seat, side=index,
                                   doubling=doubling, top=OneOf(tops)))
    return found


def choices(state: CombatState) -> tuple[Choice, ...]:
    """Every action allowed now, as choices (empty once the fight is over)."""
    if state.phase is Phase.TOSS:
        request = toss_request(state)
        counts = tuple(len(s.fighter.tokens) for s in state.sides)
        landed = Where(lambda v: isinstance(v, tuple) and tuple(len(x) for x in v) == counts,
                       lambda rng: tuple(tuple(rng.random() < 0.5 for _ in range(n)) for n in counts),
                       "how every token landed")
        return (Choice.of(Toss, Message("toss the tokens"), actor=state.side(0).fighter.seat, request=request,
                          landed=landed),)
    if state.phase is Phase.SHIELDING:
        assert state.pending is not None
        target = state.pending.target
        side = state.side(target)
        seat = side.fighter.seat
        shields = units_showing(side, {Symbol.SHIELD})
        found = [Choice.of(TakeDamage, Message("take {amount} damage",
                                               amount=state.pending.amount), actor=seat, side=target)]
        found.append(Choice.of(Shield, Message("spend shields"), actor=seat, side=target, tokens=_subsets(
            shields, lambda t: guards.shield_problem(state, Shield(target, t)) is None, "shield tokens")))
        return tuple(found)
    if state.phase is Phase.BETWEEN:
        index = state.retreat_queue[0]
        seat = state.side(index).fighter.seat
        die = state.terrain_die
        request = DiceRequest(die, 1, Message("a retreat"), fill(Retreat, side=index))
        found = [Choice.of(FightOn, Message("fight on"), actor=seat, side=index)]
        if die.faces:
            found.append(Choice.of(Retreat, "retreat", actor=seat, request=request, side=index, roll=Rolled(die, 1)))
        else:
            found.append(Choice.of(Retreat, "retreat", actor=seat, request=request, side=index,
                                   roll=_entered_terrain(die)))
        return tuple(found)
    if state.phase is Phase.SPENDING:
        return tuple(_spending_choices(state))
    return ()
