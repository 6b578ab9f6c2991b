"""CP, cards and healing: gaining and spending CP, drawing, playing, upgrading, selling, stealing, healing."""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dice_throne.actions import (
    ChangeCP, DiscardCard, DrawCards, Heal, PlayCard, PlayUpgrade, SellCard, Steal, UpkeepEffect,
)
from rules_engine.dice_throne.counters import apply_health, draw_cards, gain_cp
from rules_engine.dice_throne.damage import DAMAGE_TYPES
from rules_engine.dice_throne.guards import require_alive, require_not_locked, require_seat, same_side
from rules_engine.requirements import Requirement
from rules_engine.dice_throne.explosions import upkeep_damage
from rules_engine.dice_throne.interrupts import CARD_KIND, UPGRADE, begin, interrupt
from rules_engine.dice_throne.modes import SELL_CP
from rules_engine.dice_throne.phases import MAIN_PHASES, PHASES, ROLL_PHASES, UPKEEP, label
from rules_engine.dice_throne.state import DTState, PendingDamage, PendingHeal, PendingSteal, Resolving
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message, N_
from rules_engine.dice_throne.game_names import UNNAMED_CARDS, game_name, source_name

TIMINGS = {"main": "dice-throne.cards.main-phase", "roll": "dice-throne.cards.roll-phase",
           "instant": "dice-throne.cards.instant"}

#: What a steal takes, as its sentence names it (marked for the catalogue: "cp" reads «БС» in Russian).
STOLEN = {"cp": N_("cp"), "health": N_("health")}


def resolve_heal(state: DTState, act: Heal, ref: Referee) -> tuple[DTState, str]:
    """Heal a hero: with the roll phase's damage at its end, with upkeep's at its end, else at once."""
    seat = require_seat(state, act.seat, ref)
    if not (act.amount >= 1):
        ref.refuse("dice-throne.companion.seats", Message('healing is a whole number of 1 or more'), hard=True)
    require_alive(state, seat, ref)
    require_not_locked(state, seat, ref)
    ref.cite("dice-throne.heal")
    name = state.seats[seat].name
    heal = PendingHeal(seat, act.amount, act.source)
    if state.phase in ROLL_PHASES:
        ref.cite("dice-throne.roll-phase.damage-at-end")
        return replace(state, heals=state.heals + (heal,)), Message('{name} will heal {amount} at the end of the roll phase',
                                                                    name=name, amount=act.amount)
    if state.phase == UPKEEP:
        ref.cite("dice-throne.upkeep.order-and-sum")
        return replace(state, heals=state.heals + (heal,)), Message('{name} will heal {amount} at the end of upkeep',
                                                                    name=name, amount=act.amount)
    state = apply_health(state, {}, {state.pool(seat): act.amount}, ref)
    return state, Message('{name} heals {amount} (health {health})',
                          name=name, amount=act.amount, health=state.health_of(seat))


def resolve_cp(state: DTState, act: ChangeCP, ref: Referee) -> tuple[DTState, str]:
    """Gain CP up to the maximum (the rest is lost) or spend CP the hero has."""
    seat = require_seat(state, act.seat, ref)
    if act.delta == 0:
        ref.refuse("dice-throne.companion.seats", Message('give a change such as +2 or -3'), hard=True)
    require_alive(state, seat, ref)
    require_not_locked(state, seat, ref)
    s = state.seats[seat]
    ref.cite("dice-throne.cp.bounds")
    if act.delta > 0:
        state = gain_cp(state, seat, act.delta, ref)
        return state, Message('{player} gains {delta} CP (now {cp})',
                              player=s.name, delta=act.delta, cp=state.seats[seat].cp)
    if not (s.cp >= -act.delta):
        ref.refuse("dice-throne.cp.bounds", Message('{player} has {cp} CP, cannot spend {amount}',
                                                                        player=s.name, cp=s.cp,
                                                                        amount=-act.delta), hard=True)
    state = state.with_seat(seat, replace(s, cp=s.cp + act.delta))
    return state, Message('{player} spends {amount} CP (now {cp})',
                          player=s.name, amount=-act.delta, cp=state.seats[seat].cp)


def resolve_steal(state: DTState, act: Steal, ref: Referee) -> tuple[DTState, str]:
    """Take CP or health from an opponent; when they have less, take all they have."""
    thief = require_seat(state, act.thief, ref)
    victim = require_seat(state, act.victim, ref)
    if act.resource not in ("cp", "health"):
        ref.refuse("dice-throne.steal", Message('steal cp or health'), hard=True)
    if not (act.amount >= 1):
        ref.refuse("dice-throne.companion.seats", Message('steal 1 or more'), hard=True)
    if same_side(state, thief, victim):
        ref.refuse("dice-throne.steal", Message('you steal from an opponent'))
    require_alive(state, victim, ref)
    require_not_locked(state, thief, ref)
    ref.cite("dice-throne.steal")
    tn, vn = state.seats[thief].name, state.seats[victim].name
    if act.resource == "health" and state.phase in ROLL_PHASES + (UPKEEP,):
        # Stolen health moves two health counters; the book lands every health change of a roll
        # phase (and of upkeep) together at its end, so the steal waits and is capped then.
        rule = "dice-throne.upkeep.order-and-sum" if state.phase == UPKEEP else "dice-throne.roll-phase.damage-at-end"
        ref.cite(rule)
        ref.note(Message("health changes of this phase land together at its end: the steal is counted then, {victim}'s health at that moment at most",
                         victim=vn))
        state = replace(state, steals=state.steals + (PendingSteal(thief, victim, act.amount),))
        if state.phase == UPKEEP:
            return state, Message("{thief} will steal {amount} health from {victim} when upkeep ends",
                                  thief=tn, amount=act.amount, victim=vn)
        return state, Message("{thief} will steal {amount} health from {victim} when the roll phase ends",
                              thief=tn, amount=act.amount, victim=vn)
    if act.resource == "cp":
        if state.phase in ROLL_PHASES:
            ref.cite("dice-throne.defence.non-damage-first")
        taken = min(act.amount, state.seats[victim].cp)
        v = state.seats[victim]
        state = state.with_seat(victim, replace(v, cp=v.cp - taken))
        state = gain_cp(state, thief, taken, ref)
    else:
        taken = min(act.amount, state.health_of(victim))
        state = apply_health(state, {state.pool(victim): taken}, {state.pool(thief): taken}, ref)
    if taken < act.amount:
        ref.note(Message('{victim} had only {taken}: all of it is taken', victim=vn, taken=taken))
    return state, Message('{thief} steals {taken} {resource} from {victim}',
                          thief=tn, taken=taken, resource=Message(STOLEN[act.resource]), victim=vn)


def resolve_draw(state: DTState, act: DrawCards, ref: Referee) -> tuple[DTState, str]:
    """Draw cards because an effect says so."""
    seat = require_seat(state, act.seat, ref)
    if not (act.count >= 1):
        ref.refuse("dice-throne.companion.seats", Message('draw 1 or more cards'), hard=True)
    require_alive(state, seat, ref)
    require_not_locked(state, seat, ref)
    ref.cite("dice-throne.companion.table-resolves")  # the effect that draws is the table's to read
    state, drawn = draw_cards(state, seat, act.count, ref)
    return state, Message('{player} draws {cards}',
                          player=state.seats[seat].name, cards=count_of(drawn, "card", "cards"))


def _pay(state: DTState, seat: int, cost: int, what: str, ref: Referee) -> DTState:
    s = state.seats[seat]
    if not (cost >= 0):
        ref.refuse("dice-throne.companion.seats", Message("a card's cost is 0 or more"), hard=True)
    if not (s.cp >= cost):
        ref.refuse("dice-throne.cards.cost", Message('{player} has {cp} CP; {what} costs {cost}',
                                                                   player=s.name, cp=s.cp, what=what,
                                                                   cost=cost), hard=True)
    ref.cite("dice-throne.cards.cost")
    if state.mode.teams and cost:
        ref.cite("dice-throne.teams.own-cp")
        ref.note(Message("paid from {player}'s own CP (team-mates keep separate CP)", player=s.name))
    return state.with_seat(seat, replace(s, cp=s.cp - cost))


def timing_refusals(state: DTState, seat: int, timing: str) -> Iterator[Requirement]:
    """Why `seat` may not play a card of this timing ('main', 'roll' or 'instant') now."""
    rule = TIMINGS[timing]
    if timing == "main" and not (seat == state.active and state.phase in MAIN_PHASES):
        yield Requirement.unmet(rule, Message('main-phase cards are played only by the active player in main phase 1 or 2 (now {phase}, {active} active)',
                                              phase=label(state.phase), active=state.seats[state.active].name))
    elif timing == "roll" and state.phase not in ROLL_PHASES:
        yield Requirement.unmet(rule, Message('roll-phase cards are played only in the offensive, targeting or defensive roll phase (now {phase})',
                                              phase=label(state.phase)))


def resolve_play(state: DTState, act: PlayCard, ref: Referee) -> tuple[DTState, str]:
    """Play an action card: main-phase cards in your own main phases, roll-phase cards in roll phases, instants any time."""
    seat = require_seat(state, act.seat, ref)
    if act.timing not in TIMINGS:
        ref.refuse("dice-throne.companion.seats",
                   Message('a card is played as main, roll or instant, not {timing!r}', timing=act.timing), hard=True)
    require_alive(state, seat, ref)
    s = state.seats[seat]
    rule = TIMINGS[act.timing]
    ref.enforce(timing_refusals(state, seat, act.timing))
    require_not_locked(state, seat, ref)
    if not (s.hand >= 1):
        ref.refuse("dice-throne.cards.cost", Message('{player} has no card in hand',
                                                                  player=s.name), hard=True)
    card = act.name or UNNAMED_CARDS[act.timing]
    state = _pay(state, seat, act.cost, source_name(card), ref)
    s = state.seats[seat]
    state = state.with_seat(seat, replace(s, hand=s.hand - 1, discard=s.discard + 1))
    ref.cite(rule, "dice-throne.companion.table-resolves")
    item = Resolving(CARD_KIND[act.timing], card, seat)
    if act.interrupting:
        state = interrupt(state, item, ref)
    else:
        state = begin(state, item)
    ref.note(Message("resolve the card's text at the table, entering its effects as commands"))
    if act.interrupting:
        return state, Message("{player} plays {card} for {cost} CP as an interrupt",
                              player=s.name, card=source_name(card), cost=act.cost)
    return state, Message("{player} plays {card} for {cost} CP", player=s.name, card=source_name(card), cost=act.cost)


def upgrade_timing_refusals(state: DTState, seat: int) -> Iterator[Requirement | None]:
    """Why `seat` may not play a hero upgrade now: the phase table, then whose turn it is."""
    yield PHASES.requirement(state, PlayUpgrade)
    yield from _upgrade_seat_conditions(state, seat)


def _upgrade_seat_conditions(state: DTState, seat: int) -> Iterator[Requirement]:
    """In a main phase, only the active player plays a hero upgrade."""
    if seat != state.active:
        yield Requirement.unmet("dice-throne.cards.upgrades",
                                Message('hero upgrades are played only by the active player in main phase 1 or 2 (now {phase})',
                                        phase=label(state.phase)))


def upgrade_price(level: int, paid: int, new_level: int, cost: int) -> int:
    """The CP an upgrade costs: its printed cost, or from II to III the difference from the card in place."""
    if level == 2 and new_level == 3:
        return max(0, cost - paid)
    return cost


def resolve_upgrade(state: DTState, act: PlayUpgrade, ref: Referee) -> tuple[DTState, str]:
    """Play a hero upgrade in your own main phase; II to III pays only the difference in cost."""
    seat = require_seat(state, act.seat, ref)
    hero = state.hero_of(seat)
    ability = hero.ability(act.ability)
    names = ", ".join(a.id for a in hero.abilities)
    ref.require(ability is not None, "dice-throne.cards.upgrades",
                Message('{hero} has no ability {ability!r}; it has {names}',
                        hero=game_name(hero.name), ability=act.ability, names=names), hard=True)
    assert ability is not None
    ref.require(act.level in (2, 3), "dice-throne.cards.upgrades", Message('an upgrade card is level II or III'), hard=True)
    ref.require(act.cost >= 0, "dice-throne.companion.seats", Message("a card's cost is 0 or more"), hard=True)
    require_alive(state, seat, ref)
    ref.enforce(_upgrade_seat_conditions(state, seat))  # the phase table is the engine's to enforce
    s = state.seats[seat]
    ref.require(s.hand >= 1, "dice-throne.cards.cost", Message('{player} has no card in hand',
                                                               player=s.name), hard=True)
    level, paid = s.level(ability.id)
    ref.require(act.level > level, "dice-throne.cards.upgrades",
                Message('{ability} is already at level {level}; an upgrade must raise it',
                        ability=game_name(ability.name), level=level))
    price = upgrade_price(level, paid, act.level, act.cost)
    if level == 2 and act.level == 3:
        ref.cite("dice-throne.cards.upgrade-difference")
        ref.note(Message('II to III: pay the difference {cost} - {paid} = {price} CP',
                         cost=act.cost, paid=paid, price=price))
    state = _pay(state, seat, price, Message("{ability} level {level}", ability=game_name(ability.name), level=act.level), ref)
    s = state.seats[seat]
    upgrades = tuple(u for u in s.upgrades if u[0] != ability.id) + ((ability.id, act.level, act.cost),)
    state = state.with_seat(seat, replace(s, hand=s.hand - 1, upgrades=upgrades))
    state = begin(state, Resolving(UPGRADE, f"{ability.name} {'II' if act.level == 2 else 'III'}", seat))
    ref.cite("dice-throne.cards.upgrades")
    if ability.kind == "offensive":
        ref.note(Message("{ability}'s new damage comes from the card: type it when activating ('activate N')",
                         ability=game_name(ability.name)))
    return state, Message('{player} upgrades {ability} to level {level} for {price} CP',
                          player=s.name, ability=game_name(ability.name), level='II' if act.level == 2 else 'III', price=price)


def sell_refusals(state: DTState, seat: int) -> Iterator[Requirement | None]:
    """Why `seat` may not sell a card now: the phase table, then whose turn it is."""
    yield PHASES.requirement(state, SellCard)
    yield from _sell_seat_conditions(state, seat)


def _sell_seat_conditions(state: DTState, seat: int) -> Iterator[Requirement]:
    """In a main or discard phase, only the active player sells."""
    if seat != state.active:
        yield Requirement.unmet("dice-throne.cards.sell",
                                Message('cards are sold by the active player in their main phases or discard phase (now {phase})',
                                        phase=label(state.phase)))


def resolve_sell(state: DTState, act: SellCard, ref: Referee) -> tuple[DTState, str]:
    """Sell a card for 1 CP in your own main phases or discard phase."""
    seat = require_seat(state, act.seat, ref)
    require_alive(state, seat, ref)
    s = state.seats[seat]
    ref.enforce(_sell_seat_conditions(state, seat))  # the phase table is the engine's to enforce
    ref.require(s.hand >= 1, "dice-throne.cards.sell", Message('{player} has no card to sell',
                                                               player=s.name), hard=True)
    ref.cite("dice-throne.cards.sell")
    state = state.with_seat(seat, replace(s, hand=s.hand - 1, discard=s.discard + 1))
    state = gain_cp(state, seat, SELL_CP, ref)
    return state, Message('{player} sells a card for {sell_cp} CP (now {cp})',
                          player=s.name, sell_cp=SELL_CP, cp=state.seats[seat].cp)


def resolve_discard(state: DTState, act: DiscardCard, ref: Referee) -> tuple[DTState, str]:
    """Discard a card because an effect says so (no CP)."""
    seat = require_seat(state, act.seat, ref)
    require_alive(state, seat, ref)
    require_not_locked(state, seat, ref)
    s = state.seats[seat]
    if not (s.hand >= 1):
        ref.refuse("dice-throne.cards.sell", Message('{player} has no card to discard',
                                                                  player=s.name), hard=True)
    ref.cite("dice-throne.companion.table-resolves")
    state = state.with_seat(seat, replace(s, hand=s.hand - 1, discard=s.discard + 1))
    return state, Message('{player} discards a card', player=s.name)


def resolve_upkeep_effect(state: DTState, act: UpkeepEffect, ref: Referee) -> tuple[DTState, str]:
    """Queue an upkeep trigger's damage or healing; all are summed and applied when upkeep ends."""
    seat = require_seat(state, act.seat, ref)
    ref.require(act.kind in ("damage", "heal"), "dice-throne.upkeep.order-and-sum",
                Message('an upkeep effect deals damage or heals'), hard=True)
    ref.require(act.amount >= 1, "dice-throne.companion.seats", Message('give an amount of 1 or more'), hard=True)
    # Upkeep effects belong to the upkeep phase: the phase table (phases.py) says so, and the engine enforces it.
    ref.require(act.damage_type in DAMAGE_TYPES, "dice-throne.damage.types",
                Message('damage is one of {damage_types}, not {damage_type!r}',
                        damage_types=', '.join(DAMAGE_TYPES), damage_type=act.damage_type), hard=True)
    require_alive(state, seat, ref)
    ref.cite("dice-throne.upkeep.order-and-sum")
    name = state.seats[seat].name
    number = len(state.pending) + len(state.heals) + len(state.steals) + 1
    if act.kind == "heal":
        state = replace(state, heals=state.heals + (PendingHeal(seat, act.amount, act.source),))
        return state, Message('upkeep #{number}: {source} heals {name} {amount}',
                              number=number, source=source_name(act.source), name=name, amount=act.amount)
    # Upkeep damage waits in the same queue as roll-phase damage, so cards and statuses can take
    # their steps against it (prevent, halve, Evasive ...) before it lands at the end of upkeep.
    ref.cite(DAMAGE_TYPES[act.damage_type].rule)
    state = upkeep_damage(state, seat, act.source, act.damage_type, ref)
    item = PendingDamage(seat, act.amount, act.damage_type, act.source)
    state = replace(state, pending=state.pending + (item,))
    return state, (Message('upkeep #{number}: {source} deals {amount} {damage_type} damage to {name} (pending damage #{n_pending})',
                           number=number, source=source_name(act.source), amount=act.amount, damage_type=Message(act.damage_type), name=name,
                           n_pending=len(state.pending)))
