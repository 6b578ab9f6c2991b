"""The hero's actions outside combat: move, trade, adventure, rest, train, stand, learn and barter."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rules_engine.chance import DrawnCard, seen
from rules_engine.errors import CommandError
from rules_engine.messages import Joined, Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import (
    Adventure, Buy, ChallengeResult, CombatResult, DiscardFromMarket, GiveGold, Learn, Move, Rest, Sell, Stand,
    Train,
)
from rules_engine.runebound3.card_data import challenge_kind, item_card
from rules_engine.runebound3.catalogue_cards import find
from rules_engine.runebound3.cities import space_named
from rules_engine.runebound3.challenge_cards import drawn_challenge, remember_challenge
from rules_engine.runebound3.challenge_decks import wrong_deck
from rules_engine.runebound3.drawn_challenges import begin
from rules_engine.runebound3.events import options_of
from rules_engine.runebound3.state import (
    ADVENTURE_COST, CITIES, SETTLEMENTS, Attribute, Challenge, ChallengeKind, Colour, CombatOutcome,
    HeroState, Item, PendingCombat, R3State, Skill, SpaceKind, Stage,
)
from rules_engine.runebound3.fighting import enemy_card, refuse_entered_outcome, start_fight, unfightable
from rules_engine.runebound3.gains import take_reward
from rules_engine.runebound3.skill_effects import learned
from rules_engine.runebound3.time_track import spend_actions
from rules_engine.runebound3.tokens import TokenError
from rules_engine.runebound3.typed_cards import known_enemies, known_items, remember_enemy, remember_item
from rules_engine.runebound3.villains import is_villain, villain_refusal
from rules_engine.runebound3.words import word
from rules_engine.values import replace


def _set_hero(state: R3State, seat: int, hero: HeroState) -> R3State:
    heroes = list(state.heroes)
    heroes[seat] = hero
    return replace(state, heroes=tuple(heroes))


def may_act(state: R3State, ref: Referee, *, resting: bool = False, standing: bool = False) -> None:
    """Refuse an action a delayed or defeated hero may not take."""
    hero = state.hero
    if not (standing or not hero.delayed):
        ref.refuse("runebound3.delayed",
                   Message("{hero} is delayed and must spend the next action standing up", hero=hero.sheet.name))
    if not (resting or not hero.defeated):
        ref.refuse("runebound3.enemy.defeated",
                   Message("{hero} is defeated and may only rest until healed", hero=hero.sheet.name))


def move(state: R3State, act: Move, ref: Referee) -> R3State:
    """Move to a neighbouring space the table names."""
    may_act(state, ref)
    state = spend_actions(state, 1, ref)
    ref.cite("runebound3.move.adjacent")
    space = space_named(act.space)  # a market city by any name the app knows is that city
    kind = SpaceKind(act.kind)
    ref.note(Message("{hero} moves to {space}", hero=state.hero.sheet.name, space=space))
    return _set_hero(state, state.active, replace(state.hero, space=space, space_kind=kind))


def keep_item(hero: HeroState, item: Item, ref: Referee, discard: str = "") -> HeroState:
    """Give the hero an item, one of each type: of two items of a type the player discards one at once,
    named by `discard` (the new one or the one held); unnamed, the one held goes."""
    held = next((i for i in hero.items if i.type is item.type), None)
    ref.require(not discard or held is not None, "runebound3.trade.one-per-type",
                Message("{hero} carries no other {type}: nothing is discarded", hero=hero.sheet.name,
                        type=word(item.type.value)))
    if held is None:
        return replace(hero, items=(*hero.items, item))
    ref.require(discard in ("", item.name, held.name), "runebound3.trade.one-per-type",
                Message("of the two {type} items discard {new} or {old}, not {discard!r}", type=word(item.type.value),
                        new=item.name, old=held.name, discard=discard))
    ref.cite("runebound3.trade.one-per-type")
    kept = tuple(i for i in hero.items if i is not held)
    if discard and discard == item.name and discard != held.name:
        ref.note(Message("{hero} keeps {old} and discards {new} at once", hero=hero.sheet.name, old=held.name,
                         new=item.name))
        return hero
    if discard:
        ref.note(Message("{hero} keeps {new} and discards {old} at once", hero=hero.sheet.name, old=held.name,
                         new=item.name))
    else:
        ref.note(Message("a second {type} is discarded at once", type=word(item.type.value)))
    return replace(hero, items=(*kept, item))


def trade(state: R3State, card: DrawnCard, ref: Referee) -> R3State:
    """Reveal the top item into the market of the hero's city."""
    may_act(state, ref)
    here = state.hero.space
    ref.require(here in CITIES, "runebound3.trade.city", Message("{here} is not one of the four market cities: {names}", here=here, names=', '.join(CITIES)))
    seen(card)  # a trade away from a city is refused before anyone draws
    try:
        item = item_card(card, known_items(state))
    except CommandError as error:
        ref.refuse("runebound3.combat.toss" if isinstance(error, TokenError) else "runebound3.trade.one-per-type",
                   error.args[0], hard=True)
        raise
    state = remember_item(spend_actions(state, 1, ref), card, item)
    ref.cite("runebound3.trade.market")
    markets = tuple(replace(m, items=(*m.items, item)) if m.city == here else m for m in state.markets)
    ref.note(Message("{item} is revealed in {here}: buy one or discard one", item=item.name, here=here))
    return replace(state, markets=markets, stage=Stage.TRADING, trading_city=here)


def _market_item(state: R3State, name: str, ref: Referee) -> tuple[int, Item]:
    market = next(m for m in state.markets if m.city == state.trading_city)
    names = [i.name for i in market.items]
    ref.require(name in names, "runebound3.trade.market", Message("{name} is not in the {city} market: {names}",
                                                                  name=repr(name), city=market.city,
                                                                  names=', '.join(names)))
    return names.index(name), market.items[names.index(name)]


def _take_from_market(state: R3State, index: int) -> R3State:
    markets = tuple(
        replace(m, items=m.items[:index] + m.items[index + 1:]) if m.city == state.trading_city else m
        for m in state.markets)
    return replace(state, markets=markets, stage=Stage.ACTIONS, trading_city="")


def buy(state: R3State, act: Buy, ref: Referee) -> R3State:
    """Buy an item from the market being traded at, leaving three."""
    index, item = _market_item(state, act.item, ref)
    hero = state.hero
    ref.require(hero.gold >= item.cost, "runebound3.trade.market",
                Message("{item} costs {cost} gold and {hero} has {gold}",
                        item=item.name, cost=item.cost, hero=hero.sheet.name, gold=hero.gold))
    ref.cite("runebound3.trade.market")
    state = _take_from_market(state, index)
    return _set_hero(state, state.active, keep_item(replace(hero, gold=hero.gold - item.cost), item, ref, act.discard))


def discard_from_market(state: R3State, act: DiscardFromMarket, ref: Referee) -> R3State:
    """Discard an item from the market instead of buying, leaving three."""
    index, _ = _market_item(state, act.item, ref)
    ref.cite("runebound3.trade.market")
    return _take_from_market(state, index)


def sell(state: R3State, act: Sell, ref: Referee) -> R3State:
    """Sell one of the hero's items for its value while trading."""
    hero = state.hero
    names = [i.name for i in hero.items]
    ref.require(act.item in names, "runebound3.trade.sell", Message("{hero} has no item {item}",
                                                                    hero=hero.sheet.name, item=repr(act.item)))
    item = hero.items[names.index(act.item)]
    ref.cite("runebound3.goods" if item.type.value == "goods" else "runebound3.trade.sell")
    items = hero.items[:names.index(act.item)] + hero.items[names.index(act.item) + 1:]
    return _set_hero(state, state.active, replace(hero, gold=hero.gold + item.cost, items=items))


def no_token_here(state: R3State, here: str) -> Message:
    """Why no adventure starts here: the token is used, or none was laid (a table that left the wizard's tokens blank
    lays each one as its board shows it, which the refusal says how)."""
    if any(t.space == here for t in state.tokens):
        return Message("there is no unused challenge token on {here}", here=here)
    return Message("there is no challenge token on {here}; one your board shows there is laid with 'token COLOUR {here}'",
                   here=here)


def adventure(state: R3State, act: Adventure, ref: Referee) -> R3State:
    """Flip the face-up challenge token under the hero and draw a card of its colour."""
    may_act(state, ref)
    here = state.hero.space
    token = next((t for t in state.tokens if t.space == here and t.face_up), None)
    ref.require(token is not None, "runebound3.adventure.token", no_token_here(state, here))
    assert token is not None
    # The two actions before the card is read: with too few left the adventure is refused before anyone draws.
    state = spend_actions(state, ADVENTURE_COST, ref)
    seen(act.card)
    ref.require(not wrong_deck(act.card, token.colour), "runebound3.adventure.decks",
                wrong_deck(act.card, token.colour), hard=True)
    ref.require(not is_villain(state, act.card.name), "runebound3.villain", villain_refusal(act.card.name), hard=True)
    try:
        known = find(known_enemies(state), act.card.name) if "kind" not in act.card.data else None
        card = drawn_challenge(state, act.card) if known is None else None
        kind = ChallengeKind.ENEMY if known is not None else ChallengeKind(card.kind) if card else challenge_kind(act.card)
        options = options_of(act.card.data, act.card.name) if kind is ChallengeKind.EVENT and not card else ()
    except CommandError as error:
        ref.refuse("runebound3.typed-card", error.args[0], hard=True)
        raise
    if kind is ChallengeKind.ENEMY:
        try:  # an enemy typed with its values: a wrong value is refused before anything changes
            enemy_card(state, act.card)
        except CommandError as error:
            ref.refuse("runebound3.typed-card", error.args[0], hard=True)
            raise
    ref.cite("runebound3.adventure.cost", "runebound3.adventure.token", "runebound3.adventure.decks")
    tokens = tuple(replace(t, face_up=False) if t is token else t for t in state.tokens)
    state = replace(state, tokens=tokens)
    if kind is ChallengeKind.ENEMY:
        ref.cite("runebound3.enemy")
        state = remember_enemy(state, act.card, enemy_card(state, act.card))
        fighting = start_fight(state, act.card, token.colour, ref)
        if fighting is not None:
            return fighting
        ref.note(Message("{unfightable}: fight with the physical tokens and enter the outcome",
                         unfightable=unfightable(state, enemy_card(state, act.card))))
        return replace(state, stage=Stage.COMBAT, combat=PendingCombat(state.active, act.card.name, token.colour))
    if card is not None:
        return begin(remember_challenge(state, act.card, card), card, token.colour, here, ref)
    if kind is ChallengeKind.EVENT:
        ref.cite("runebound3.event")
        if options:
            ref.note(Message("{card}: choose option 1 ({text}) or 2 ({text2})",
                             card=act.card.name, text=options[0].text, text2=options[1].text))
    return replace(state, stage=Stage.CHALLENGE, challenge=Challenge(act.card.name, token.colour, kind, here, options))


def _add_trophy(state: R3State, seat: int, colour: Colour, ref: Referee) -> R3State:
    ref.cite("runebound3.trophy")
    hero = state.heroes[seat]
    return _set_hero(state, seat, replace(hero, trophies=(*hero.trophies, colour)))


def challenge_result(state: R3State, act: ChallengeResult, ref: Referee) -> R3State:
    """Record the table's result of an event, test or quest: a trophy if overcome, else discarded."""
    challenge = state.challenge
    assert challenge is not None
    ref.require(not challenge.options, "runebound3.event",
                Message("{challenge} is an event with two options: choose one (choose 1 or choose 2), which the rules then apply", challenge=challenge.name))
    state = replace(state, stage=Stage.ACTIONS, challenge=None)
    if act.overcome and challenge.story and challenge.colour is Colour.GREY:
        ref.note(Message("{challenge} is overcome; it is a story quest: the table follows its card for what it keeps",
                         challenge=challenge.name))
        return state
    if act.overcome:
        return _add_trophy(state, state.active, challenge.colour, ref)
    ref.cite("runebound3.test.failed")
    ref.note(Message("{challenge} is discarded", challenge=challenge.name))
    return state


def combat_result(state: R3State, act: CombatResult, ref: Referee) -> R3State:
    """Record the outcome of a fight the table played: trophy, defeat or retreat."""
    refuse_entered_outcome(state, ref)
    combat = state.combat
    assert isinstance(combat, PendingCombat)
    outcome = CombatOutcome(act.outcome)
    hero = state.heroes[combat.seat]
    ref.require(0 <= act.wounds <= hero.sheet.health, "runebound3.combat.defeat",
                Message("wounds go from 0 to {health}, not {wounds}", health=hero.sheet.health, wounds=act.wounds))
    wounds = hero.sheet.health if outcome is CombatOutcome.DEFEATED else min(hero.wounds + act.wounds, hero.sheet.health - 1)
    state = _set_hero(state, combat.seat, replace(hero, wounds=wounds, defeated=outcome is CombatOutcome.DEFEATED))
    state = replace(state, stage=Stage.ACTIONS, combat=None)
    if outcome is CombatOutcome.WON:
        ref.cite("runebound3.enemy.won")
        known = find(known_enemies(state), combat.enemy)
        if known is not None:
            state = _set_hero(state, combat.seat, take_reward(state.heroes[combat.seat], known.name, known.reward, ref))
        return _add_trophy(state, combat.seat, combat.colour, ref)
    ref.cite("runebound3.enemy.defeated" if outcome is CombatOutcome.DEFEATED else "runebound3.enemy.retreat")
    return state


def rest(state: R3State, act: Rest, ref: Referee) -> R3State:
    """Rest: every wound in a settlement; outdoors one per matching terrain die (speed many)."""
    may_act(state, ref, resting=True)
    hero = state.hero
    if hero.space_kind in SETTLEMENTS:
        ref.cite("runebound3.rest.settlement")
        healed = hero.wounds
    else:
        ref.require(0 <= act.matches <= hero.sheet.speed, "runebound3.rest.terrain",
                    Message("{hero} rolls {speed} terrain dice, so 0 to {speed} can match",
                            hero=hero.sheet.name, speed=hero.sheet.speed))
        ref.cite("runebound3.rest.terrain")
        healed = min(act.matches, hero.wounds)
    state = spend_actions(state, 1, ref)
    defeated = hero.defeated and healed == 0
    ref.note(Message("{hero} heals {healed}", hero=hero.sheet.name, healed=healed))
    return _set_hero(state, state.active, replace(hero, wounds=hero.wounds - healed, defeated=defeated))


def train(state: R3State, act: Train, ref: Referee) -> R3State:
    """Train: the hand ends at the hero's hand size (draw that many, discard as many as were held)."""
    may_act(state, ref)
    state = spend_actions(state, 1, ref)
    ref.cite("runebound3.train")
    return _set_hero(state, state.active, replace(state.hero, hand=state.hero.sheet.hand_size))


def stand(state: R3State, act: Stand, ref: Referee) -> R3State:
    """A delayed hero stands, spending the action."""
    ref.require(state.hero.delayed, "runebound3.delayed", Message("{hero} is not delayed", hero=state.hero.sheet.name))
    state = spend_actions(state, 1, ref)
    ref.cite("runebound3.delayed")
    return _set_hero(state, state.active, replace(state.hero, delayed=False))


def pays(cost: tuple[Colour, ...], paid: tuple[Colour, ...]) -> bool:
    """True when the paid trophies cover the cost exactly: each colour by its own, grey by any."""
    if len(cost) != len(paid):
        return False
    left = Counter(paid)
    for colour in cost:
        if colour is not Colour.GREY:
            if left[colour] == 0:
                return False
            left[colour] -= 1
    return True


def skill_card(state: R3State, act: Learn, ref: Referee) -> Skill:
    """The skill being learned: the catalogue's card of that name, else the attribute and cost typed for it.

    Typed values for a card the catalogue holds must agree with it; a card the catalogue lacks needs them.
    """
    known = find(state.skill_cards, act.name)
    if known is None:
        ref.require(bool(act.attribute) and bool(act.cost), "runebound3.skill.cost",
                    Message("the session's catalogue has no skill {act}: give its attribute and cost (learn ATTRIBUTE NAME cost COLOURS paid COLOURS)", act=repr(act.name)), hard=True)
        return Skill(act.name, Attribute(act.attribute), tuple(Colour(c) for c in act.cost))
    typed_cost = tuple(Colour(c) for c in act.cost)
    ref.require(not act.attribute or Attribute(act.attribute) is known.attribute, "runebound3.skill.limit",
                Message("{known} is a {attribute} skill, not {attribute2}",
                        known=known.name, attribute=word(known.attribute.value), attribute2=act.attribute), hard=True)
    ref.require(not act.cost or Counter(typed_cost) == Counter(known.cost), "runebound3.skill.cost",
                Message("{known} costs {names}, not {names2}",
                        known=known.name, names=', '.join(known.cost), names2=', '.join(typed_cost)), hard=True)
    return known


def colours(listed: Iterable[str]) -> str:
    """Trophy or cost colours listed, each the game's word (translated on the screens)."""
    return Joined(", ", tuple(word(colour) for colour in listed))


def learn(state: R3State, act: Learn, ref: Referee) -> R3State:
    """Learn a skill card from the hand, paying trophies; never more skills of an attribute than its value."""
    hero = state.hero
    card = skill_card(state, act, ref)
    attribute, cost = card.attribute, card.cost
    paid = tuple(Colour(c) for c in act.paid)
    ref.require(hero.hand > 0, "runebound3.skill.in-hand", Message("{hero} holds no skill card to learn",
                                                                   hero=hero.sheet.name))
    ref.require(pays(cost, paid), "runebound3.skill.cost",
                Message("trophies {value} do not pay {names}: each colour by its own, grey by any",
                        value=colours(paid) or Message('none'), names=colours(cost)))
    missing = Counter(paid) - Counter(hero.trophies)
    ref.require(not missing, "runebound3.skill.cost", Message("{hero} lacks trophies: {names}",
                                                              hero=hero.sheet.name,
                                                              names=colours(missing.elements())))
    ref.require(find(hero.skills, card.name) is None, "runebound3.skill.once",
                Message("{hero} has already learned {card}: the same skill is not learned twice, so its effect never "
                        "stacks", hero=hero.sheet.name, card=card.name))
    same = tuple(s for s in hero.skills if s.attribute is attribute)
    limit = hero.sheet.attribute(attribute)
    over = len(same) >= limit
    choices = ', '.join((*(s.name for s in same), card.name))
    ref.require(not over or bool(act.discard), "runebound3.skill.limit",
                Message("{hero} has {have} {attribute} skills and {attribute} is {limit}: learning {card} means "
                        "discarding one {attribute} skill at once; say which (discard NAME: {names})",
                        hero=hero.sheet.name, have=len(same), attribute=word(attribute.value), limit=limit,
                        card=card.name, names=choices))
    gone = find((*same, card), act.discard) if act.discard else None
    ref.require(not act.discard or (over and gone is not None), "runebound3.skill.limit",
                Message("a skill is discarded only past the limit, and then one of {names}", names=choices)
                if over else Message("{hero} has room for {card}: nothing is discarded ({have} of {limit} {attribute} "
                                     "skills)", hero=hero.sheet.name, card=card.name, have=len(same), limit=limit,
                                     attribute=word(attribute.value)), hard=True)
    ref.cite("runebound3.skill.cost", "runebound3.skill.limit")
    trophies = list(hero.trophies)
    for colour in paid:
        trophies.remove(colour)
    hero = learned(replace(hero, hand=hero.hand - 1, trophies=tuple(trophies), skills=(*hero.skills, card)),
                   card.effects, ref)
    if gone is not None:
        ref.note(Message("{hero} is past the {attribute} limit of {limit} and discards {card} at once",
                         hero=hero.sheet.name, attribute=word(attribute.value), limit=limit, card=gone.name))
        index = next(i for i, s in enumerate(hero.skills) if s.name == gone.name)
        hero = learned(replace(hero, skills=hero.skills[:index] + hero.skills[index + 1:]),
                       tuple(replace(e, amount=-e.amount) for e in gone.effects), ref)
    if card.active and card.text:
        ref.note(Message("{card} is active: the table uses it when its card says ({card_text})",
                         card=card.name, card_text=card.text))
    elif card.text and not card.effects:
        ref.note(Message("{card} (for the table, the app does not apply it): {card_text}",
                         card=card.name, card_text=card.text))
    return _set_hero(state, state.active, hero)


def barter_pair(state: R3State, giver: int | None, taker: int, ref: Referee) -> int:
    """The giving seat of a barter (the active hero's when None), checked: two different heroes, one of them
    the active hero (barter is during either's turn), on the same space."""
    seat = state.active if giver is None else giver
    count = len(state.heroes)
    ref.require(0 <= seat < count and 0 <= taker < count, "runebound3.barter",
                Message("barter is between two heroes of the table, seats 1 to {count}", count=count), hard=True)
    ref.require(seat != taker, "runebound3.barter",
                Message("{hero} cannot barter with itself: name the other hero", hero=state.heroes[seat].sheet.name),
                hard=True)
    ref.require(state.active in (seat, taker), "runebound3.barter",
                Message("barter happens during the turn of one of the two heroes, and it is {name}'s turn",
                        name=state.names[state.active]))
    one, other = state.heroes[seat], state.heroes[taker]
    ref.require(one.space == other.space, "runebound3.barter",
                Message("{hero} is on {space}, not on {space2}: barter needs the same space",
                        hero=other.sheet.name, space=other.space, space2=one.space))
    return seat


def give_gold(state: R3State, act: GiveGold, ref: Referee) -> R3State:
    """Barter: give gold to a hero on the same space, at no action cost."""
    seat = barter_pair(state, act.giver, act.to, ref)
    giver, taker = state.heroes[seat], state.heroes[act.to]
    ref.require(0 < act.gold <= giver.gold, "runebound3.barter", Message("{hero} has {gold} gold",
                                                                         hero=giver.sheet.name, gold=giver.gold))
    ref.cite("runebound3.barter")
    state = _set_hero(state, seat, replace(giver, gold=giver.gold - act.gold))
    return _set_hero(state, act.to, replace(taker, gold=taker.gold + act.gold))
