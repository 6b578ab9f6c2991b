"""The typed view data of a Dice Throne match: heroes, dice, pending effects, phase, turn and the decision.

`GameView.data` carries a `DiceThroneBoard`: frozen values only (numbers, text, tuples, the
`Decision`), so a screen can draw from it and `to_jsonable` can print it. The engine does not
track which dice a player keeps between attempts (a reroll names the dice it rolls), so the
dice carry their position, number and symbol, not a hold.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.decisions import Choice, Decision
from rules_engine.dice_throne.activation import activatable
from rules_engine.dice_throne.choices.rolls import reroll_choice
from rules_engine.dice_throne.combat import item_target
from rules_engine.dice_throne.damage import Breakdown, calculate
from rules_engine.dice_throne.dice import ROLL_ATTEMPTS
from rules_engine.dice_throne.guards import ultimate_locked
from rules_engine.dice_throne.heroes import Hero
from rules_engine.dice_throne.interrupts import UNINTERRUPTIBLE, clockwise
from rules_engine.dice_throne.modes import MAX_CP
from rules_engine.dice_throne.odds_report import DefenceOdds, OddsReport
from rules_engine.dice_throne.odds_view import defender_odds, offence_odds
from rules_engine.dice_throne.offers import Offer, offers
from rules_engine.dice_throne.phases import ROLL_OFF, label
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.statuses import limit_on, status_def
from rules_engine.dice_throne.turn_status import TurnStatus, turn_status


@frozen_value(slots=True)
class StatusTokens:
    """Tokens of one status on a hero, with the limit on that hero."""

    id: str
    name: str
    count: int
    limit: int
    positive: bool
    persistent: bool


@frozen_value(slots=True)
class UpgradeLevel:
    """An ability raised by an upgrade card, with the CP the card in place cost."""

    ability: str
    name: str
    level: int
    paid: int


@frozen_value(slots=True)
class HeroBoard:
    """One seat: the player, the hero, health (the team's in team play), CP, cards, statuses, upgrades."""

    seat: int
    player: str
    hero: str
    hero_name: str
    team: int | None
    health: int
    cp: int
    max_cp: int
    hand: int
    deck: int
    discard: int
    statuses: tuple[StatusTokens, ...]
    upgrades: tuple[UpgradeLevel, ...]
    defeated: bool
    active: bool
    locked: bool  # held back by an opponent's ultimate until the roll phase ends
    #: The health counter this hero uses (the team's in team play) at the start of each turn and now, oldest first.
    history: tuple[int, ...] = ()


@frozen_value(slots=True)
class Die:
    """One hero die: its position (1-5), the number shown and that face's symbol."""

    position: int
    value: int
    symbol: str


@frozen_value(slots=True)
class OffenceDice:
    """The active player's offensive roll: dice, attempts, the declaration and activation."""

    dice: tuple[Die, ...]
    attempts: int
    attempts_left: int
    declared: str | None
    declared_none: bool
    activated: str | None
    ultimate: bool
    can_activate: tuple[str, ...]  # ability ids the dice meet now
    #: The printed names of the declared and activated abilities (the id when the hero has no such ability),
    #: and of the abilities the dice meet now.
    declared_name: str | None = None
    activated_name: str | None = None
    can_activate_names: tuple[str, ...] = ()


@frozen_value(slots=True)
class DefenceDice:
    """The defender's one roll: who, with which ability, and the dice."""

    seat: int
    ability: str
    dice: tuple[Die, ...]
    name: str = ""  # the ability's printed name


@frozen_value(slots=True)
class DamageStep:
    """One step entered on pending damage."""

    op: str
    value: int
    source: str
    attack_modifier: bool


@frozen_value(slots=True)
class PendingItem:
    """Damage waiting for the end of the roll phase (or upkeep), numbered as 'on K' names it."""

    number: int
    source: str
    target: int | None
    amount: int
    kind: str
    attack: bool
    attacker: int | None
    steps: tuple[DamageStep, ...]
    final: int
    reflected: int
    #: The whole calculation, stage by stage, as the book lays it out (its `final` and `reflected` are the above).
    breakdown: Breakdown


@frozen_value(slots=True)
class PendingHealing:
    """Healing waiting for the end of the roll phase (or upkeep)."""

    seat: int
    amount: int
    source: str


@frozen_value(slots=True)
class PendingTheft:
    """Health to be stolen when the phase ends (what the victim has then, at most)."""

    thief: int
    victim: int
    amount: int


@frozen_value(slots=True)
class ResolvingItem:
    """A card, ability, defence or status being resolved (innermost last)."""

    what: str
    name: str
    seat: int
    interruptible: bool


@frozen_value(slots=True)
class DiceThroneBoard:
    """Everything a screen draws a Dice Throne match from."""

    mode: str
    phase: str
    phase_label: str
    turn: int
    active: int | None
    order: tuple[int, ...]
    health: tuple[int, ...]  # one counter per hero, or per team in team play
    start_health: int
    max_health: int
    heroes: tuple[HeroBoard, ...]
    offence: OffenceDice | None
    target: int | None
    target_die: int | None
    defence: DefenceDice | None
    pending: tuple[PendingItem, ...]
    heals: tuple[PendingHealing, ...]
    steals: tuple[PendingTheft, ...]
    bounty_cp: int
    resolving: tuple[ResolvingItem, ...]
    decision: Decision
    finished: bool
    winners: tuple[int, ...]
    draw: bool
    #: Where the turn stands for the board: attempts of the roll, whether damage lands when the phase ends...
    status: TurnStatus
    odds: OddsReport | None = None  # the active hero's chances and the suggested holds (offensive roll phase)
    defence_odds: tuple[DefenceOdds, ...] = ()  # the defender's possible outcomes, before the defence is rolled
    #: The positions the advice says to reroll when the engine offers that reroll now (the board's
    #: advice key submits `choices.rolls.reroll_choice` of them); () when the advice is to stop
    #: rolling, before the first roll, or when no reroll is allowed.
    advised: tuple[int, ...] = ()
    #: What the checked choices allow now, by kind (see `offers`): the board's "what now" is read from these.
    offers: tuple[Offer, ...] = ()
    #: The damage type of this turn's attack ('ultimate' for an ultimate), None before an ability is activated.
    attack_kind: str | None = None
    #: The seats still in the match from the active player on: the order wishes made at once go in.
    clockwise: tuple[int, ...] = ()


def _dice(hero: Hero, values: tuple[int, ...]) -> tuple[Die, ...]:
    return tuple(Die(i, v, hero.symbol_of(v)) for i, v in enumerate(values, start=1))


def _hero(state: DTState, seat: int) -> HeroBoard:
    s = state.seats[seat]
    hero = state.hero_of(seat)
    statuses = []
    for sid, count in s.statuses:
        sdef = status_def(state, sid)
        if sdef is not None:
            statuses.append(StatusTokens(sdef.id, sdef.name, count, limit_on(state, seat, sdef), sdef.positive,
                                         sdef.persistent))
    upgrades = []
    for ability_id, level, paid in s.upgrades:
        ability = hero.ability(ability_id)
        upgrades.append(UpgradeLevel(ability_id, ability.name if ability is not None else ability_id, level, paid))
    started = state.phase != ROLL_OFF
    return HeroBoard(seat, s.name, hero.id, hero.name, state.pool(seat) if state.mode.teams else None,
                     state.health_of(seat), s.cp, MAX_CP, s.hand, s.deck, s.discard, tuple(statuses),
                     tuple(upgrades), s.defeated, started and seat == state.active, ultimate_locked(state, seat),
                     state.history[state.pool(seat)])


def _offence(state: DTState) -> OffenceDice | None:
    roll = state.roll
    if not roll.dice:
        return None
    hero = state.hero_of(state.active)
    met = activatable(hero, roll.dice)
    return OffenceDice(_dice(hero, roll.dice), roll.attempts, ROLL_ATTEMPTS - roll.attempts, roll.declared,
                       roll.declared_none, roll.activated, roll.ultimate, tuple(a.id for a in met),
                       _ability_name(hero, roll.declared), _ability_name(hero, roll.activated),
                       tuple(a.name for a in met))


def _ability_name(hero: Hero, ability_id: str | None) -> str | None:
    """The printed name of one of the hero's abilities (its id when the hero has none by that id)."""
    if ability_id is None:
        return None
    ability = hero.ability(ability_id)
    return ability.name if ability is not None else ability_id


def _attack_kind(state: DTState) -> str | None:
    """The damage type of this turn's attack: its pending damage's, else the activated ability's."""
    for item in state.pending:
        if item.attack:
            return item.kind
    if state.roll.activated is None:
        return None
    ability = state.hero_of(state.active).ability(state.roll.activated)
    if ability is None:
        return None
    return "ultimate" if ability.ultimate else ability.damage_type


def board_data(state: DTState, decision: Decision, allowed: tuple[Choice, ...]) -> DiceThroneBoard:
    """The typed board for a state, the decision it waits for and the choices allowed in it."""
    roll = state.roll
    defence = None
    if roll.defence is not None and roll.target is not None:
        defender = state.hero_of(roll.target)
        defence = DefenceDice(roll.target, roll.defence, _dice(defender, roll.defence_dice),
                              _ability_name(defender, roll.defence) or roll.defence)
    pending = []
    for number, item in enumerate(state.pending, start=1):
        result = calculate(item.amount, item.steps)
        steps = tuple(DamageStep(s.op, s.value, s.source, s.attack_modifier) for s in item.steps)
        pending.append(PendingItem(number, item.source, item_target(state, item), item.amount, item.kind, item.attack,
                                   item.attacker, steps, result.final, result.reflected, result))
    odds = offence_odds(state)
    advised = (odds.advice.reroll if odds is not None and odds.advice is not None
               and reroll_choice(state, odds.advice.reroll) is not None else ())
    return DiceThroneBoard(
        mode=state.mode.id, phase=state.phase, phase_label=label(state.phase), turn=state.turn,
        active=state.active if state.phase != ROLL_OFF else None, order=state.order, health=state.health,
        start_health=state.start_health, max_health=state.max_health,
        heroes=tuple(_hero(state, i) for i in range(len(state.seats))), offence=_offence(state), target=roll.target,
        target_die=roll.target_die, defence=defence, pending=tuple(pending),
        heals=tuple(PendingHealing(h.seat, h.amount, h.source) for h in state.heals),
        steals=tuple(PendingTheft(t.thief, t.victim, t.amount) for t in state.steals), bounty_cp=roll.bounty_cp,
        resolving=tuple(ResolvingItem(r.what, r.name, r.seat, r.what not in UNINTERRUPTIBLE) for r in state.resolving),
        decision=decision, finished=state.finished, winners=state.winners, draw=state.draw,
        odds=odds, defence_odds=defender_odds(state), advised=advised, status=turn_status(state),
        offers=offers(allowed), attack_kind=_attack_kind(state), clockwise=clockwise(state),
    )
