"""What the steps of a turn allow now, as choices: movement dice, the path they pay for, road hazards,
the adventure step (a counter, a marker, another hero, the card drawn, an encounter), the market,
experience, and 'next'.

Each builder opens with the same requirement lists the handlers enforce (`movement_open`,
`adventure_open`, `market_open`, `next_step_open`), so a choice is offered exactly when its handler
would let it through.
"""

from __future__ import annotations

from random import Random
from typing import Any

from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.decisions import AnyText, Choice, Domain, Rolled, Where
from rules_engine.chance import fill, made_by, maker
from rules_engine.game import DiceRequest
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.acquisitions import Acquisition
from rules_engine.runebound2.adventure_step import adventure_open, others_here
from rules_engine.runebound2.adventures import COLOURS, KINDS, AdventureCard, allowed_colours
from rules_engine.runebound2.card_domains import (
    ADVENTURE_NAMES,
    MARKET_NAMES,
    adventure_card,
    market_card,
    name_other_than,
    opponent,
    printed_market_card,
)
from rules_engine.runebound2.choice_domains import (
    CITIES,
    D10,
    characters,
    first_by_name,
    items,
    movement_die,
    named,
    sampling_die,
    sequences,
    whole,
)
from rules_engine.runebound2.experience import BONUSES, MAX_LIFE_BONUSES, pay, price
from rules_engine.runebound2.fight_choices import Offer, keep_offer
from rules_engine.runebound2.heroes import HeroState
from rules_engine.runebound2.limits import ally_limit_problem, item_limit_problem
from rules_engine.runebound2.market import card_fits, market_card_drawn, market_open
from rules_engine.runebound2.movement import REST_BELOW, dice_allowed, movement_open, path_paid, rest_fits, steps_named
from rules_engine.requirements import all_met
from rules_engine.runebound2.road_hazards import hazard_due
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.terrain import CITY, TERRAINS, PathStep
from rules_engine.runebound2.turn import Hazard, Movement
from rules_engine.runebound2.turn_gates import next_step_open
from rules_engine.messages import N_, Message
from rules_engine.runebound2.words import word
from rules_engine.plurals import count as count_of
from rules_engine.runebound2.names import printed_name

#: The card a stand-in draw names, to ask "may I?" before the real draw.
ADVENTURE_NAMES_FIRST = {kind: names[0] for kind, names in ADVENTURE_NAMES.items()}

#: What the table may say lies on the hex a party ends on: an adventure counter's colour, or nothing.
ADVENTURE_ON_HEX = AnyText(("",) + COLOURS + COLOURS)


# -- movement --------------------------------------------------------------------------------------


def _rest(party: HeroState, limit: int) -> Domain:
    """Who sheds exhaustion, one name per point: characters of the party, none more often than their exhaustion."""
    points = tuple(name.value for who, name in characters(party) for _ in range(who.exhaustion))
    return sequences(lambda names: all(isinstance(n, str) for n in names) and rest_fits(party, names, limit),
                     points, min(limit, len(points)), Message("up to {characters}", characters=count_of(limit, 'resting character', 'resting characters')))


def _random_hex(rng: Random, *, city_odds: float = 0.2) -> PathStep:
    if rng.random() < city_odds:
        return PathStep(CITIES[rng.randrange(len(CITIES))], CITY)
    return PathStep(f"H{rng.randint(1, 60)}", TERRAINS[rng.randrange(len(TERRAINS))])


def _adjacent_hex() -> Where:
    return Where(lambda to: isinstance(to, PathStep) and all_met(steps_named((to,))), _random_hex,
                 "LABEL:TERRAIN or city:NAME")


def _path(dice: tuple[tuple[str, ...], ...]) -> Where:
    """Paths the dice pay for: each hex a different die showing its terrain (any die for a city), the last hex named."""
    def test(path: Any) -> bool:
        return (isinstance(path, tuple) and all(isinstance(step, PathStep) for step in path)
                and all_met(path_paid(path, dice)))

    def sampler(rng: Random) -> tuple[PathStep, ...]:
        order = list(range(len(dice)))
        rng.shuffle(order)
        used = order[: rng.randint(1, len(dice))]
        steps = []
        for index, die in enumerate(used):
            last = index == len(used) - 1
            symbols = dice[die]
            if last and (rng.random() < 0.25 or not symbols):
                steps.append(PathStep(CITIES[rng.randrange(len(CITIES))], CITY))
            elif not symbols:
                steps.append(PathStep("", CITY))
            else:
                terrain = symbols[rng.randrange(len(symbols))]
                steps.append(PathStep(f"H{rng.randint(1, 60)}" if last else "", terrain))
        return tuple(steps)

    shown = "; ".join("+".join(d) for d in dice)
    return Where(test, sampler, f"hexes paid by the dice ({shown})")


def movement(state: Rb2State) -> Offer:
    """Roll (five dice, four when hurt or tired; fewer to rest), stay put, step to one hex, or follow a paid path."""
    if not all_met(movement_open(state)):
        return Offer()
    party, seat, turn = state.hero, state.active, state.turn
    die, rolled = movement_die(state), sampling_die(state)
    if turn.movement in (Movement.ROLLED, Movement.RESTED):
        return Offer((Choice.of(A.Move, Message("Move along a path the dice pay for"), actor=seat, path=_path(turn.dice),
                                adventure=ADVENTURE_ON_HEX),))
    if turn.movement:
        return Offer()
    offered = []
    allowed = dice_allowed(party)
    for count in range(allowed, 0, -1):
        rest = max(0, REST_BELOW - count)
        label = (Message("Roll {count} terrain dice", count=count) if not rest
                 else Message("Rest {rest}: roll {count} terrain dice", rest=rest, count=count))
        request = DiceRequest(die, count, Message("movement: {count} terrain dice", count=count), fill(A.RollMovement))
        offered.append(Choice.of(A.RollMovement, label, actor=seat, request=request, roll=Rolled(rolled, count),
                                 rest=_rest(party, rest) if rest else (), verb="rest" if rest else "roll-move"))
    offered.append(Choice.of(A.RollMovement, Message("Stay put and rest"), actor=seat, roll=None, rest=_rest(party, REST_BELOW),
                             verb="stay"))
    offered.append(Choice.of(A.StepAdjacent, Message("Step to an adjacent hex"), actor=seat, to=_adjacent_hex(),
                             adventure=ADVENTURE_ON_HEX))
    return Offer(tuple(offered))


def hazards(state: Rb2State) -> Offer:
    """Road hazards: the encounter roll of two terrain dice, then (without the doom track) 2d10 for the colour."""
    seat = state.active
    if state.turn.hazard == Hazard.COLOUR:
        request = DiceRequest(D10, 2, Message("road hazards: colour (2-6 green, 7-15 yellow, 16-20 blue)"), fill(A.HazardColour))
        return Offer((Choice.of(A.HazardColour, Message("Roll the hazard's colour"), actor=seat, request=request,
                                roll=Rolled(D10, 2)),))
    if hazard_due(state):
        request = DiceRequest(movement_die(state), 2, Message("road hazards: encounter roll"), fill(A.HazardRoll))
        return Offer((Choice.of(A.HazardRoll, Message("Road hazards: the encounter roll"), actor=seat, request=request,
                                roll=Rolled(sampling_die(state), 2)),))
    return Offer()


def next_step(state: Rb2State) -> tuple[Choice, ...]:
    """'next' when the step is finished (or the turn has ended)."""
    if not all_met(next_step_open(state)):
        return ()
    label = Message("End the turn") if state.turn.ended or state.step == Step.EXPERIENCE else Message("Next step")
    return (Choice.of(A.NextStep, label, actor=state.active),)


# -- the adventure step ----------------------------------------------------------------------------


def adventures(state: Rb2State) -> Offer:
    """The counter's adventure, the marker's card, or another hero here (negotiate or duel), once a turn."""
    seat, party, here = state.active, state.hero, state.hero.position
    offered: list[Choice] = []
    turn = state.turn
    if turn.negotiating_with is not None and state.step == Step.ADVENTURE:
        offered += _gifts(state, turn.negotiating_with)
    if not all_met(adventure_open(state)) or turn.adventure_done or here is None:
        return Offer(tuple(offered))
    colours = allowed_colours(party.life_bonuses)
    if here.adventure and here.adventure in colours:
        offered.append(Choice.of(A.TakeAdventure, Message("Take the {colour} adventure", colour=word(here.adventure)), actor=seat, track=False))
    number = state.track.marker_at(here.label)
    card = state.track.slots[number - 1].card if number is not None else None
    if card is not None and card.colour in colours:
        offered.append(Choice.of(A.TakeAdventure, Message("Fight {name} from track slot {number}", name=card.name,
                                                                  number=number), actor=seat, track=True))
    for other in others_here(state):
        who = named(state.players[other].player, state.players[other].hero.name)
        offered.append(Choice.of(A.Negotiate, Message("Negotiate with {player}", player=state.players[other].player), actor=seat, player=who))
        offered.append(Choice.of(A.StartDuel, Message("Duel {player}", player=state.players[other].player), actor=seat, player=who))
    return Offer(tuple(offered))


def _names(options: tuple[str, ...]) -> Where:
    """One of these names, in any case, or none ('')."""
    keys = frozenset(o.casefold() for o in options) | {""}

    def sampler(rng: Random) -> str:
        pool = ("",) + options
        return pool[rng.randrange(len(pool))]

    return Where(lambda value: isinstance(value, str) and value.casefold() in keys, sampler, "|".join(options) or "none")


def _gifts(state: Rb2State, other: int) -> list[Choice]:
    """Gold, an item or an ally handed over in negotiation, either way (never a kept card, within the limits)."""
    gifts = []
    for giver, receiver in ((state.active, other), (other, state.active)):
        g, r = state.players[giver], state.players[receiver]
        given = tuple(i.name for i in items(g) if not i.kept and not item_limit_problem(r.items, i, state.options.item_limit))
        allies = () if ally_limit_problem(r, state.options.allies) else tuple(
            a.name for a in first_by_name(g.allies) if not a.kept)
        gifts.append(Choice.of(A.Give, Message("{giver} gives to {receiver}", giver=g.player, receiver=r.player), actor=giver, giver=named(g.player),
                               receiver=named(r.player), gold=whole(0, g.gold, (0, min(g.gold, 2))), item=_names(given),
                               ally=_names(allies)))
    return gifts


@maker("runebound2.adventure-drawn")
def _drawn(drawn: DrawnCard, *, kind: str, colour: str) -> A.DrawCard:
    """The adventure card of this kind and colour the table drew (its values in the drawn card's data)."""
    return A.DrawCard(AdventureCard(drawn.name, colour, kind, **dict(drawn.data)))


def drawing(state: Rb2State) -> Offer:
    """The card drawn from the deck being drawn from: a challenge, an event or an encounter (red challenges only in the final battle)."""
    turn = state.turn
    colour = turn.drawing
    if not colour or state.combat is not None or state.duel is not None or turn.encounter:
        return Offer()
    kinds = ("challenge",) if state.final is not None else KINDS
    offered = []
    for kind in kinds:
        stand_in = DrawnCard(colour, ADVENTURE_NAMES_FIRST[kind], "table", {"life": 1} if kind == "challenge" else
                             {"level": 1} if kind == "event" else {})
        request = CardRequest(f"{colour} adventure", Message("the {colour} {kind} drawn", colour=word(colour), kind=Message(kind)), made_by("runebound2.adventure-drawn", kind=kind, colour=colour),
                              stand_in_card=stand_in)
        offered.append(Choice.of(A.DrawCard, Message("Enter the {colour} {kind} drawn", colour=word(colour), kind=Message(kind)), actor=state.active, request=request,
                                 card=adventure_card(kind, colour), verb=kind))
    return Offer(tuple(offered))


def encounter(state: Rb2State) -> Offer:
    """The encounter being played: 'done', a fight it calls for, or what it grants."""
    turn = state.turn
    if not turn.encounter or state.combat is not None or state.duel is not None:
        return Offer()
    seat = state.active
    offered = [Choice.of(A.EncounterDone, Message("Done: {name}", name=turn.encounter), actor=seat, name="")]
    if not turn.encounter_kept:
        offered.append(Choice.of(A.EncounterLater, Message("{name} takes several turns: leave it open", name=turn.encounter), actor=seat))
    if not turn.ended:
        offered.append(Choice.of(A.EncounterFight, Message("{name} calls for a fight", name=turn.encounter), actor=seat,
                                 card=opponent(turn.encounter_colour or "green")))
    if not turn.encounter_kept:
        offered += keep_offer(state, from_challenge=False).answers
    return Offer(tuple(offered))


# -- market and experience -------------------------------------------------------------------------


def market(state: Rb2State) -> Offer:
    """Upkeep first (unlimited allies), the market card drawn, then buying, hiring, selling and healing."""
    if not all_met(market_open(state, drawn=False)):
        return Offer()
    seat, party, turn = state.active, state.hero, state.turn
    if turn.upkeep_due:
        return Offer((Choice.of(A.Upkeep, Message("Pay upkeep (dismissing any allies named)"), actor=seat,
                                dismiss=_dismissals(party)),))
    if not market_card_drawn(state):
        return Offer(tuple(
            Choice.of(A.MarketDraw, Message("Enter the market card drawn ({kind})", kind=Message(kind)), actor=seat,
                      request=CardRequest("market", Message("the {kind} drawn onto the market", kind=Message(kind)), made_by("runebound2.market-drawn", kind=kind)),
                      card=printed_market_card(kind))
            for kind in ("item", "ally")))
    return Offer(tuple(_buying(state)) + tuple(_selling(state)) + tuple(_healing(state)))


@maker("runebound2.market-drawn")
def _market_drawn(drawn: DrawnCard, *, kind: str) -> A.MarketDraw:
    """The market card of this kind the table drew."""
    return A.MarketDraw(market_card_from(drawn, kind))


def market_card_from(drawn: DrawnCard, kind: str) -> Acquisition:
    """The market card a drawn card's values make."""
    values = dict(drawn.data)
    return Acquisition(drawn.name, kind, int(values.pop("cost", 0)), **values)


def _dismissals(party: HeroState) -> Domain:
    names = tuple(a.name for a in party.allies)

    def fits(dismiss: tuple[Any, ...]) -> bool:
        if not all(isinstance(n, str) for n in dismiss):
            return False
        gone = {n.casefold() for n in dismiss}
        known = {a.name.casefold() for a in party.allies}
        kept = [a for a in party.allies if a.name.casefold() not in gone]
        return gone <= known and party.gold >= len(kept)

    return sequences(fits, names, len(names), "allies dismissed (the rest cost 1 gold each)")


def _buying(state: Rb2State) -> list[Choice]:
    party, seat = state.hero, state.active
    assert party.position is not None  # buying happens in a city the party stands in
    city = party.position.city
    sold = {s.casefold() for s in state.turn.sold}
    rule = state.options.item_limit
    offered = []
    market_cards = first_by_name(state.market_of(city))
    for card in market_cards:
        if not all_met(card_fits(card)) or party.gold < card.cost or card.name.casefold() in sold:
            continue
        if card.kind == "item" and item_limit_problem(party.items, card.as_item(), rule):
            continue
        if card.kind == "ally" and ally_limit_problem(party, state.options.allies):
            continue
        label = (Message("Buy {name} ({cost} gold)", name=card.name, cost=card.cost) if card.kind == "item"
                 else Message("Hire {name} ({cost} gold)", name=card.name, cost=card.cost))
        offered.append(Choice.of(A.Buy, label, actor=seat, name=named(card.name),
                                 card=None))
    known = tuple(c.name for c in market_cards)
    for kind in ("item", "ally"):
        if kind == "ally" and ally_limit_problem(party, state.options.allies):
            continue
        card = market_card(kind, name=name_other_than(tuple(state.turn.sold), MARKET_NAMES[kind]),
                           cost=whole(0, party.gold, (0, min(party.gold, 4))), party=party, item_limit=rule)
        offered.append(Choice.of(A.Buy, Message("Buy a card the app does not know") if kind == "item"
                                 else Message("Hire a card the app does not know"),
                                 actor=seat, name=name_other_than(known, MARKET_NAMES[kind]), card=card,
                                 verb="buy" if kind == "item" else "hire"))
    return offered


def _selling(state: Rb2State) -> list[Choice]:
    party, seat = state.hero, state.active
    allies = {a.name.casefold() for a in party.allies}
    bought = {b.casefold() for b in state.turn.bought}
    return [Choice.of(A.Sell, Message("Sell {name} (for {gold} gold)", name=item.name, gold=item.cost // 2), actor=seat, name=named(item.name))
            for item in items(party)
            if item.name.casefold() not in allies and not item.kept and item.cost > 1
            and item.name.casefold() not in bought]


def _healing(state: Rb2State) -> list[Choice]:
    party, seat = state.hero, state.active
    if party.gold < 1:
        return []
    offered = []
    for who, name in characters(party):
        if who.wounds:
            offered.append(Choice.of(A.Heal, Message("Heal a wound: {name}", name=printed_name(who.name)), actor=seat, who=name, what="wound"))
        if who.exhaustion:
            offered.append(Choice.of(A.Heal, Message("Rest: {name}", name=printed_name(who.name)), actor=seat, who=name, what="exhaustion"))
    return offered


def experience(state: Rb2State) -> Offer:
    """Experience counters the points pay for (Life three times at most), and ending the turn."""
    if state.step != Step.EXPERIENCE or state.turn.ended:
        return Offer()
    party = state.hero
    cost = price(len(state.players), state.options.game_length)
    affordable = pay(party.counters, party.xp_remainder, state.reserve, cost) is not None
    labels = {"mind": Message("+2 Mind"), "body": Message("+2 Body"), "spirit": Message("+2 Spirit"),
              "stamina": Message("+2 Stamina"), "life": Message("+1 Life")}
    offered = [Choice.of(A.BuyExperience, Message("{bonus} ({cost} points)", bonus=labels[bonus], cost=cost), actor=state.active, bonus=bonus)
               for bonus in BONUSES
               if affordable and (bonus != "life" or party.life_bonuses < MAX_LIFE_BONUSES)]
    return Offer(tuple(offered))


def open_encounters(state: Rb2State) -> Offer:
    """Encounters the active hero left open on earlier turns: each may be finished ('done "NAME"') outside a fight."""
    if state.combat is not None or state.duel is not None:
        return Offer()
    return Offer(tuple(Choice.of(A.EncounterDone, Message("Done: {name} (left open)", name=card.name), actor=state.active,
                                 name=named(card.name)) for card in state.hero.open_encounters))


def turn(state: Rb2State) -> Offer:
    """The step in progress: its own choices, then 'next' when the step may be finished."""
    parts: tuple[Offer, ...] = ()
    if state.turn.ended:
        parts = ()
    elif state.step == Step.MOVEMENT:
        parts = (hazards(state), movement(state))
    elif state.step == Step.ADVENTURE:
        parts = (encounter(state), drawing(state), adventures(state))
    elif state.step == Step.MARKET:
        parts = (market(state),)
    elif state.step == Step.EXPERIENCE:
        parts = (experience(state),)
    parts += (open_encounters(state),)
    return Offer(tuple(c for part in parts for c in part.answers) + next_step(state))


#: The kinds of card a choice names ("Enter the green challenge drawn"), marked for the catalogue.
KIND_WORDS = (N_("challenge"), N_("event"), N_("encounter"), N_("item"), N_("ally"))
