"""What a fight and its aftermath allow now, as choices: before-combat in the book's order, flee or stay,
attacks and the defence by phase, duels, wounds held for a ward, a kept card, spoils, a knock-out.

Each builder reads the same state fields and guards the engine's handlers read (`combat.before_combat`,
`duels.duel_before`, `activation.activate`, ...). `Offer.answers` are what the decision asks for;
`Offer.also` are other actions allowed at the same moment (a ranged attack in the flee phase, which
means staying).
"""

from __future__ import annotations

from random import Random
from typing import NamedTuple

from rules_engine.decisions import AnyText, Choice, Domain, Exactly, OneOf, Rolled, Where
from rules_engine.chance import fill
from rules_engine.game import DiceRequest
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.activation_windows import activation_window
from rules_engine.runebound2.card_domains import kept_ally, kept_item
from rules_engine.runebound2.choice_domains import (
    BONUS,
    CITIES,
    D10,
    Named,
    characters,
    first_by_name,
    items,
    named,
    player_spellings,
    whole,
)
from rules_engine.runebound2.fights import Combat, Duel, FightPhase, ability_key
from rules_engine.runebound2.heroes import PHASES, Character, HeroState, Item, Usage
from rules_engine.runebound2.knockout import most_expensive
from rules_engine.runebound2.limits import ally_limit_problem, item_limit_problem
from rules_engine.runebound2.ongoing import final_battle_with_lots, ongoing_duel, spoils_seats
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.words import word
from rules_engine.plurals import count as count_of
from rules_engine.messages import Message
from rules_engine.runebound2.names import printed_name


class Offer(NamedTuple):
    """Choices that answer the decision, and others allowed at the same moment."""

    answers: tuple[Choice, ...] = ()
    also: tuple[Choice, ...] = ()


# -- before combat ---------------------------------------------------------------------------------


NO_ABILITY_NAME = AnyText(("",))


def _before_pair(labels: tuple[str, str], seat: int, source: Exactly, *, item: Domain, exhaust: int, dice: int,
                 side: Domain, ability: Domain = NO_ABILITY_NAME) -> tuple[Choice, Choice]:
    """A before-combat ability (no roll) and the same ability as an attack roll (2d10, or 4d10 in a duel)."""
    cost = whole(0, exhaust, (0, min(exhaust, 1)))
    plain = Choice.of(A.BeforeCombat, labels[0], actor=seat, source=source, item=item, attack="", roll=None,
                      exhaust=cost, wounds=whole(0, usual=(1, 1)), bonus=BONUS, side=side, ability=ability)
    value, item_value, side_value = source.value, getattr(item, "value", ""), getattr(side, "value", "")
    # A second ability of the same character must be named first, so no roll is asked for before the table types it.
    request = DiceRequest(D10, dice, Message("{label} ({dice}d10)", label=labels[1], dice=dice),
                          fill(A.BeforeCombat, source=value, item=item_value, attack=PHASES[0], exhaust=0, wounds=1, bonus=0, side=side_value)
                          ) if ability.admits("") else None
    attack = Choice.of(A.BeforeCombat, labels[1], actor=seat, request=request, source=source, item=item,
                       attack=OneOf(PHASES), roll=Rolled(D10, dice), exhaust=cost, wounds=whole(0, usual=(1, 1)),
                       bonus=BONUS, side=side, ability=ability)
    return plain, attack


def _ability(label: str, again: bool) -> tuple[str, str]:
    if again:
        return (Message("{label}: another before-combat ability (name it)", label=label),
                Message('{label}: another before-combat attack (name it)', label=label))
    return Message("{label}: before-combat ability", label=label), Message('{label}: before-combat attack', label=label)


def unused_abilities(who: str, used: tuple[str, ...], prefix: str = "") -> AnyText | Where:
    """The names a character's next before-combat ability may go by: any not used yet in this fight.

    The book lets each before-combat ability of the hero's and allies' cards be used once, so a
    character is never done after one: an unnamed ability once, then each named one once.
    """
    mine = prefix + ability_key(who, "")
    if not any(key == mine or key.startswith(mine + ":") for key in used):
        return NO_ABILITY_NAME

    def fresh(value: object) -> bool:
        return isinstance(value, str) and prefix + ability_key(who, value) not in used

    def sample(rng: Random) -> str:
        if fresh(""):
            return ""
        return next(f"ability {n}" for n in range(rng.randrange(1, 4), 10_000) if fresh(f"ability {n}"))

    return Where(fresh, sample, "the name of a before-combat ability not used yet in this fight")


def _room(who: Character) -> int:
    """Exhaustion a character may still take for an ability (never past stamina)."""
    return max(0, who.stamina - who.exhaustion)


def _item_usable(item: Item, used: tuple[str, ...], key: str, activation_free: bool) -> bool:
    """May this item be used before combat: an hourglass item once per window, others once each."""
    if item.usage == Usage.ACTIVATE:
        return activation_free and not item.activated
    return key not in used


def _item_label(item: Item) -> str:
    if item.usage == Usage.ACTIVATE:
        return Message("Activate {item} before combat (one item)", item=item.name)
    if item.usage == Usage.DISCARD:
        return Message("Use {item} before combat (discarded)", item=item.name)
    return Message("Use {item} before combat", item=item.name)


def _item_pair(seat: int, item: Item, label: str, hero: Character, *, dice: int, side: Domain
               ) -> tuple[Choice, Choice]:
    """An item used before combat (by the hero, whose exhaustion an ability costs), plainly or as an attack."""
    return _before_pair((label, Message("{label}: attack", label=label)), seat, named("item"), item=named(item.name), exhaust=_room(hero),
                        dice=dice, side=side)


def combat_before(state: Rb2State, combat: Combat) -> Offer:
    """The card's own ability first; then each ability of each character once, one activated item, star and sword items once each; 'fight'."""
    party = state.hero
    seat = state.active
    any_side = AnyText(("",))
    if combat.card.before_combat and "card" not in combat.before_used:
        title = combat.card.name
        labels = (Message("{name}'s own ability first: resolved", name=title),
                  Message("{name}'s own ability first: an attack", name=title))
        return Offer(_before_pair(labels, seat, named("card"), item=AnyText(("",)), exhaust=0, dice=2, side=any_side))
    answers: list[Choice] = []
    for who, name in characters(party):
        ability = unused_abilities(who.name, combat.before_used)
        answers += _before_pair(_ability(who.name, not ability.admits("")), seat, name, item=AnyText(("",)),
                                exhaust=_room(who), dice=2, side=any_side, ability=ability)
    free = "before" not in state.turn.activations
    for item in items(party):
        if _item_usable(item, combat.before_used, f"item:{item.name}", free):
            answers += _item_pair(seat, item, _item_label(item), party.hero, dice=2, side=any_side)
    answers.append(Choice.of(A.Fight, Message('Begin round 1'), actor=seat))
    return Offer(tuple(answers))


def duel_before(state: Rb2State, duel: Duel) -> Offer:
    """The defender's abilities first (then 'pass'), then the aggressor's; each ability once, one activated item each; 'fight'."""
    defender_done = "defender-done" in duel.before_sides
    side = "aggressor" if defender_done else "defender"
    seat = duel.aggressor if defender_done else duel.defender
    party = state.players[seat]
    answers: list[Choice] = []
    used = duel.before_used
    for who, name in characters(party):
        ability = unused_abilities(who.name, used, f"{side}:")
        label = Message("{player} ({side}) · {who}", player=party.player, side=word(side), who=printed_name(who.name))
        answers += _before_pair(_ability(label, not ability.admits("")), seat, name, item=AnyText(("",)),
                                exhaust=_room(who), dice=4, side=Exactly(side), ability=ability)
    free = f"duel-0-{seat}" not in state.turn.activations
    for item in items(party):
        key = f"{side}:item:{item.name}"
        usable = key not in used and (item.usage != Usage.ACTIVATE or (free and not item.activated))
        if usable:
            answers += _item_pair(seat, item, Message("{player} ({side}) · {what}", player=party.player, side=word(side),
                                                      what=_item_label(item)), party.hero, dice=4,
                                  side=Exactly(side))
    if not defender_done:
        answers.append(Choice.of(A.BeforeCombat, Message("{player} (defender) is done: the aggressor's before-combat abilities", player=party.player), actor=seat, source=named("pass"), side="defender"))
    answers.append(Choice.of(A.Fight, Message('Begin round 1'), actor=state.active))
    return Offer(tuple(answers))


# -- rounds ----------------------------------------------------------------------------------------


def _where_to(known: bool) -> AnyText:
    """The hex a flight returns to: ignored when the app knows it, else the table must name it."""
    return AnyText(("",)) if known else AnyText(("H1", "H12", "the hex before"), allow_empty=False)


def _defender_names(party: HeroState, default: str) -> Named:
    """Who defends: only the hero, however named (or nobody named)."""
    return named(default, "", "hero", party.hero.name, party.player)


def combat_round(state: Rb2State, combat: Combat) -> Offer:
    """Flee or stay in the flee phase; an attack by each character yet to attack this round, or the hero's defence."""
    party = state.hero
    seat = state.active
    phase = FightPhase.RANGED if combat.phase == FightPhase.FLEE else combat.phase
    strikes: list[Choice] = []
    for who, name in characters(party):
        if who.name in combat.attacked:
            continue
        request: DiceRequest | None = DiceRequest(D10, 2, Message("{phase} attack by {by}", phase=word(phase), by=printed_name(who.name)),
                              fill(A.Attack, phase=phase, by=name.value))
        strikes.append(Choice.of(A.Attack, Message('Attack: {who}', who=printed_name(who.name)), actor=seat, request=request, phase=phase, by=name,
                                 roll=Rolled(D10, 2), bonus=BONUS, extra_damage=whole(0, usual=(0, 0))))
    if combat.card.damage(phase) == 0:
        strikes.append(Choice.of(A.Defend, Message('Defend'), actor=seat, phase=phase, roll=None, bonus=BONUS,
                                 by=_defender_names(party, "")))
    else:
        request = DiceRequest(D10, 2, Message("{phase} defence", phase=word(phase)), fill(A.Defend, phase=phase))
        strikes.append(Choice.of(A.Defend, Message('Defend'), actor=seat, request=request, phase=phase, roll=Rolled(D10, 2),
                                 bonus=BONUS, by=_defender_names(party, "")))
    if combat.phase != FightPhase.FLEE:
        return Offer(tuple(strikes))
    known = bool(state.turn.came_from)
    # Where the party came from is unknown: the table names it ('flee to:HEX'), so no roll is asked for first.
    request = DiceRequest(D10, 2, Message("flee: 2d10 + Mind against Mind"), fill(A.Flee)) if known else None
    flee = Choice.of(A.Flee, Message('Flee'), actor=seat, request=request, roll=Rolled(D10, 2), bonus=BONUS,
                     to=_where_to(known))
    return Offer((flee, Choice.of(A.Stay, Message('Stay and fight'), actor=seat)), tuple(strikes))


def duel_round(state: Rb2State, duel: Duel) -> Offer:
    """The aggressor flees or stays in the flee phase; attacks with a character yet to attack, or defends."""
    agg = state.players[duel.aggressor]
    seat = duel.aggressor
    phase = FightPhase.RANGED if duel.phase == FightPhase.FLEE else duel.phase
    strikes: list[Choice] = []
    for who, name in characters(agg):
        if who.name in duel.attacked:
            continue
        request: DiceRequest | None = DiceRequest(D10, 4, Message("duel {phase}: defender's 2d10, then {by}'s 2d10", phase=word(phase), by=printed_name(who.name)),
                              fill(A.DuelExchange, phase=phase, choice="attack", by=name.value))
        strikes.append(Choice.of(A.DuelExchange, Message('{player} attacks: {who}', player=agg.player, who=printed_name(who.name)), actor=seat, request=request,
                                 phase=phase, choice="attack", by=name, roll=Rolled(D10, 4), defender_bonus=BONUS,
                                 aggressor_bonus=BONUS, verb="attack"))
    request = DiceRequest(D10, 4, Message("duel {phase} defence: defender's 2d10, then the aggressor's 2d10", phase=word(phase)),
                          fill(A.DuelExchange, phase=phase, choice="defend", by="hero"))
    strikes.append(Choice.of(A.DuelExchange, Message('{player} defends', player=agg.player), actor=seat, request=request, phase=phase,
                             choice="defend", by=_defender_names(agg, "hero"), roll=Rolled(D10, 4),
                             defender_bonus=BONUS, aggressor_bonus=BONUS, verb="defend"))
    if duel.phase != FightPhase.FLEE:
        return Offer(tuple(strikes))
    known = duel.aggressor == state.active and bool(state.turn.came_from)
    request = DiceRequest(D10, 4, Message("duel flee: defender's 2d10, then aggressor's 2d10"), fill(A.DuelFlee)) if known else None
    flee = Choice.of(A.DuelFlee, Message('{player} (aggressor) flees', player=agg.player), actor=seat, request=request, roll=Rolled(D10, 4),
                     to=_where_to(known), verb="flee")
    return Offer((flee, Choice.of(A.Stay, Message('Stay and fight'), actor=seat)), tuple(strikes))


def fight(state: Rb2State) -> Offer:
    """The fight in progress: before-combat, or the round's phase."""
    if state.combat is not None:
        combat = state.combat
        return combat_before(state, combat) if combat.phase == FightPhase.BEFORE else combat_round(state, combat)
    duel = ongoing_duel(state)
    return duel_before(state, duel) if duel.phase == FightPhase.BEFORE else duel_round(state, duel)


# -- pending choices -------------------------------------------------------------------------------


def activation_seats(state: Rb2State) -> tuple[int, ...]:
    """Seats whose cards may be activated now: the active hero's, and in a duel both heroes'."""
    if state.duel is not None:
        return tuple(dict.fromkeys((state.active, state.duel.aggressor, state.duel.defender)))
    return (state.active,)


def activation_player(state: Rb2State, seat: int, default_seat: int) -> Named:
    """How an activation names its seat: '' for the default seat, or the seat's player or hero where naming is allowed.

    The active seat is left unnamed; another seat (the other hero of a duel) is named by its player.
    """
    names = player_spellings(state, seat) if seat in activation_seats(state) else ()
    if seat == default_seat and (seat == state.active or not names):
        return named("", *names)
    return named(names[0], *names, *(("",) if seat == default_seat else ()))


def activatable(state: Rb2State, seat: int) -> tuple[Item, ...]:
    """Hourglass items of a seat that may be turned down now (one per window, none in experience or refresh)."""
    if state.step in (Step.EXPERIENCE, Step.REFRESH):
        return ()
    window = activation_window(state) + (f"-{seat}" if state.duel is not None else "")
    if window in state.turn.activations:
        return ()
    return tuple(i for i in items(state.players[seat]) if i.usage == Usage.ACTIVATE and not i.activated)


def wards(state: Rb2State) -> Offer:
    """Wounds held: ward some with an hourglass card of the wounded party (every amount), or let them land."""
    turn = state.turn
    seat = turn.held_seat if turn.held_seat is not None else state.active
    party = state.players[seat]
    player = activation_player(state, seat, seat)
    answers = [
        Choice.of(A.Activate, Message('{player} activates {item} to ward {count} of the {wounds}', player=party.player, item=item.name, count=count, wounds=count_of(turn.held_wounds, 'wound', 'wounds')),
                  actor=seat, name=named(item.name), ward=count, player=player)
        for item in activatable(state, seat) for count in range(turn.held_wounds, 0, -1)
    ]
    answers.append(Choice.of(A.TakeWounds, Message('No ward: {held_who} takes {wounds}', held_who=turn.held_who, wounds=count_of(turn.held_wounds, 'wound', 'wounds')), actor=seat))
    return Offer(tuple(answers))


def keep_offer(state: Rb2State, *, from_challenge: bool) -> Offer:
    """A kept challenge (or an encounter's gift) becomes an item or an ally, stays a card, or is turned down."""
    turn = state.turn
    party = state.hero
    seat = state.active
    title = turn.keeping.name if from_challenge and turn.keeping is not None else turn.encounter
    answers: list[Choice] = []
    if from_challenge:
        answers.append(Choice.of(A.KeepCard, Message('Keep {title} as an adventure card', title=title), actor=seat, as_what="card",
                                 verb="keep"))
    answers.append(Choice.of(A.KeepCard, Message("Turn {title} down (it goes under its deck)", title=title) if from_challenge
                             else Message("Turn {title} down", title=title),
                             actor=seat, as_what="decline", verb="keep"))
    answers.append(Choice.of(A.KeepCard, Message('{title} becomes an item', title=title), actor=seat, as_what="item",
                             card=kept_item(party, state.options.item_limit, title), verb="keep item"))
    if not ally_limit_problem(party, state.options.allies):
        answers.append(Choice.of(A.KeepCard, Message('{title} becomes an ally', title=title), actor=seat, as_what="ally", card=kept_ally(),
                                 verb="keep ally"))
    return Offer(tuple(answers))


def spoils(state: Rb2State) -> Offer:
    """The duel winner takes one item, one ally, one adventure card (never a kept one), or all the gold."""
    seat, losing = spoils_seats(state)
    winner, loser = state.players[seat], state.players[losing]
    rule, allies_rule = state.options.item_limit, state.options.allies
    answers = [Choice.of(A.Spoils, Message('{player} takes {item} (item, {cost} gold)', player=winner.player, item=item.name, cost=item.cost), actor=seat,
                         kind="item", name=named(item.name))
               for item in items(loser) if not item.kept and not item_limit_problem(winner.items, item, rule)]
    if not ally_limit_problem(winner, allies_rule):
        answers += [Choice.of(A.Spoils, Message('{player} takes {ally} (ally, with its wounds and exhaustion)', player=winner.player, ally=ally.name),
                              actor=seat, kind="ally", name=named(ally.name))
                    for ally in first_by_name(loser.allies) if not ally.kept]
    answers += [Choice.of(A.Spoils, Message('{player} takes {card} (adventure card)', player=winner.player, card=printed_name(card.name)), actor=seat, kind="card",
                          name=named(card.name))
                for card in first_by_name(loser.trophies)]
    answers.append(Choice.of(A.Spoils, Message('{player} takes all {gold} gold', player=winner.player, gold=loser.gold), actor=seat, kind="gold",
                             name=AnyText(("",))))
    return Offer(tuple(answers))


def recovery(state: Rb2State) -> Offer:
    """A knocked-out hero wakes in the nearest city the table names, losing the priciest card (owner's pick among equals)."""
    seat = state.turn.pending_player if state.turn.pending_player is not None else state.active
    party = state.players[seat]
    city = AnyText(CITIES, allow_empty=False)
    lose_asset = not state.options.soft_knockout and not state.turn.keep_assets
    candidates = most_expensive(party) if lose_asset else ()
    label = Message("{hero} wakes in the nearest city", hero=printed_name(party.hero.name))
    if len(candidates) > 1:
        return Offer(tuple(Choice.of(A.Recover, Message('{label}, losing {name}', label=label, name=name), actor=seat, city=city,
                                     lose=named(name)) for name in dict.fromkeys(candidates)))
    if len(candidates) == 1:
        lost = candidates[0]
        return Offer((Choice.of(A.Recover, Message('{label}, losing {lost}', label=label, lost=lost), actor=seat, city=city, lose=named("", lost)),))
    return Offer((Choice.of(A.Recover, label, actor=seat, city=city, lose=AnyText(("",))),))


def counter(state: Rb2State) -> Offer:
    """The adventure counter taken: the experience on its back."""
    return Offer((Choice.of(A.TakeCounter, Message('{player} takes the {pending_colour} counter', player=state.hero.player, pending_colour=state.turn.pending_colour),
                            actor=state.active, xp=whole(1, 10)),))


def lots(state: Rb2State) -> Offer:
    """The endgame's lot: one d10 for each hero tied on level and gold, in the order listed."""
    tied = final_battle_with_lots(state).lots
    names = ", ".join(state.players[i].player for i in tied)
    request = DiceRequest(D10, len(tied), Message("the endgame's lot: one d10 each for {names}, in that order", names=names), fill(A.DrawLots))
    return Offer((Choice.of(A.DrawLots, Message('Draw lots: {names}', names=names), request=request, roll=Rolled(D10, len(tied))),))
