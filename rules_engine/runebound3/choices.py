"""Every action the rules allow now, as choices with a domain per field (chance cards via CardRequest)."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from rules_engine.chance import CardRequest, DrawnCard, deck_name, fill, made_by
from rules_engine.decisions import Choice, IntRange, OneOf, Where
from rules_engine.messages import Message
from rules_engine.runebound3.typed_draws import ENEMY_VALUES_HELP, ITEM_VALUES_HELP
from rules_engine.runebound3.actions import (
    Adventure, Buy, CombatResult, DiscardFromMarket, DrawStory, Learn, Move, Rest, Sell, Stand,
    Trade, Train,
)
from rules_engine.runebound3.catalogue_cards import find
from rules_engine.runebound3.challenge_decks import TABLE_DECK, challenge_request, deck_cards, deck_of
from rules_engine.runebound3.challenge_choices import challenge_choices, extra_action_choices
from rules_engine.runebound3.actions import RestRoll
from rules_engine.runebound3.dealing import deal_choice, items_left
from rules_engine.runebound3.fight_heroes import attack_choices, battle_choices
from rules_engine.runebound3.fighting import fight_choices
from rules_engine.runebound3.move_choices import move_choices, roll_choice
from rules_engine.runebound3.state import (
    ADVENTURE_COST, ACTIONS_PER_TURN, CITIES, SETTLEMENTS, Attribute, ChallengeKind, Colour, CombatOutcome, Fight,
    HeroBattle, HeroState, ItemType, R3State, SpaceKind, Stage,
)
from rules_engine.runebound3.state import Item
from rules_engine.runebound3.words import word

ITEM_NAMES = ("Sword", "Cloak", "Rope", "Horse", "Silk")
#: Quest outcomes the random games type (outcome notations of `challenge_cards.py`).
QUEST_OUTCOMES = ("forest:trophy", "hills+plains:gold+2,trophy", "wild:none", "river+road:cards+1")
#: Event options the random games draw (effect notations of `events.py`).
EVENT_OPTIONS = ("gold-2", "gold+3,trophy", "cards-3", "cards+1", "wounds+2", "wounds-2,trophy", "delayed",
                 "body-1,gold+2,trophy", "spirit,wounds-1", "none", "mind+1,cards-1,trophy")


def _card(deck: str, sample: Callable[[Random], object], text: str) -> Where:
    return Where(lambda value: isinstance(value, DrawnCard) and value.deck == deck, sample, text)


def _item_sample(rng: Random) -> DrawnCard:
    kind = rng.choice(list(ItemType))
    return DrawnCard("items", f"{rng.choice(ITEM_NAMES)} {rng.randint(1, 99)}", data={"type": kind.value, "cost": rng.randint(0, 6)})


def _challenge_sampler(state: R3State, colour: Colour) -> Callable[[Random], DrawnCard]:
    """A card of this colour's deck: often one the session knows (read by name), else any kind, some typed."""
    known = deck_cards(state, colour)

    def sample(rng: Random) -> DrawnCard:
        if known and rng.random() < 0.5:
            return DrawnCard(deck_of(colour), rng.choice(known))
        kind = rng.choice(list(ChallengeKind))
        data: dict[str, object] = {"kind": kind.value}
        if kind is ChallengeKind.EVENT and rng.random() < 0.7:
            data["options"] = [rng.choice(EVENT_OPTIONS) for _ in range(2)]
        if kind is ChallengeKind.TEST and rng.random() < 0.5:
            data.update(attribute=rng.choice(list(Attribute)).value, modifier=rng.randint(-1, 1))
        if kind is ChallengeKind.QUEST and rng.random() < 0.5:
            data["region"] = [state.hero.space] if rng.random() < 0.7 else ["Wilds"]
            data["outcomes"] = [rng.choice(QUEST_OUTCOMES) for _ in range(rng.randint(1, 2))]
        return DrawnCard(deck_of(colour), f"Challenge {rng.randint(1, 99)}", data=data)

    return sample


def _story_sample(rng: Random) -> DrawnCard:
    return DrawnCard("story", f"Story {rng.randint(1, 10)}", data={"quest": rng.random() < 0.5})


def payment(cost: tuple[Colour, ...], trophies: tuple[Colour, ...]) -> tuple[str, ...]:
    """Trophies that pay a skill's cost (each colour by its own, grey by any left), or () when they cannot."""
    left = list(trophies)
    paid = []
    for colour in sorted(cost, key=lambda c: c is Colour.GREY):
        pick = next((t for t in left if t is colour or colour is Colour.GREY), None)
        if pick is None:
            return ()
        left.remove(pick)
        paid.append(pick.value)
    return tuple(paid)


def choices(state: R3State) -> tuple[Choice, ...]:
    """The choices open in this state."""
    seat, hero = state.active, state.hero
    if state.stage is Stage.OVER:
        return ()
    if state.stage is Stage.MARKETS:
        return (deal_choice(state),)
    if state.stage is Stage.STORY:
        return (Choice.of(DrawStory, Message("draw a story card"), request=CardRequest("story", "story card", fill(DrawStory, "card")),
                          card=_card("story", _story_sample, Message("a story card"))),)
    if state.stage is Stage.COMBAT and isinstance(state.combat, Fight):
        return fight_choices(state, state.combat)
    if state.stage is Stage.COMBAT and isinstance(state.combat, HeroBattle):
        return battle_choices(state, state.combat)
    if state.stage is Stage.COMBAT:
        return (Choice.of(CombatResult, Message("enter the fight's outcome"), actor=seat,
                          outcome=OneOf(tuple(o.value for o in CombatOutcome)),
                          wounds=IntRange(0, hero.sheet.health - 1)),)
    if state.stage is Stage.CHALLENGE:
        return challenge_choices(state)
    if state.stage is Stage.MOVING:
        return move_choices(state)
    found: list[Choice] = []
    if state.stage is Stage.TRADING:
        market = next(m for m in state.markets if m.city == state.trading_city)
        first: dict[str, Item] = {}  # a name stands for the first item of that name, as the market reads it
        for offered in market.items:
            first.setdefault(offered.name, offered)
        held = {i.type: i.name for i in hero.items}
        affordable = tuple(name for name, offered in first.items() if offered.cost <= hero.gold)
        plain = tuple(name for name in affordable if first[name].type not in held)
        if plain:
            found.append(Choice.of(Buy, Message("buy"), actor=seat, item=OneOf(plain)))
        for name in affordable:  # one item of each type: the player says which of the two goes
            if first[name].type in held:
                found.append(Choice.of(Buy, Message("buy {name} and discard one {type}", name=name, type=word(first[name].type.value)), actor=seat,
                                       item=name, discard=OneOf((name, held[first[name].type]))))
        found.append(Choice.of(DiscardFromMarket, Message("discard from the market"), actor=seat,
                               item=OneOf(tuple(first))))
        if hero.items:
            found.append(Choice.of(Sell, Message("sell"), actor=seat, item=OneOf(tuple(dict.fromkeys(i.name for i in hero.items)))))
        return tuple(found)
    if hero.delayed:
        return (Choice.of(Stand, Message("stand up"), actor=seat),)
    found.append(Choice.of(Rest, Message("rest"), actor=seat,
                           matches=IntRange(0, 0) if hero.space_kind in SETTLEMENTS else IntRange(0, hero.sheet.speed)))
    found.extend(extra_action_choices(state))
    if hero.defeated:
        return tuple(c for c in found if c.action in (Rest, RestRoll))
    found.append(Choice.of(Move, Message("move"), actor=seat, space=OneOf((*CITIES, "Wilds", "Town", "Sanctuary")),
                           kind=OneOf(tuple(k.value for k in SpaceKind))))
    found.append(roll_choice(state))
    found.append(Choice.of(Train, Message("train"), actor=seat))
    found.extend(attack_choices(state))
    if hero.space in CITIES:
        found.append(Choice.of(Trade, Message("trade"), actor=seat, request=CardRequest("items", "item", made_by("runebound3.trade-from"), items_left(state),
                                                                                values_help=ITEM_VALUES_HELP),
                               card=_card("items", _item_sample, Message("an item card"))))
    token = next((t for t in state.tokens if t.space == hero.space and t.face_up), None)
    if ACTIONS_PER_TURN - state.actions_used >= ADVENTURE_COST and token is not None:
        deck = deck_of(token.colour)
        found.append(Choice.of(Adventure, Message("adventure"), actor=seat,
                               request=challenge_request(state, token.colour, made_by("runebound3.adventure-from"), ENEMY_VALUES_HELP),
                               card=Where(lambda v, d=deck: isinstance(v, DrawnCard) and v.deck in (d, TABLE_DECK),  # type: ignore[misc]  # mypy cannot type a lambda that binds by default argument
                                          _challenge_sampler(state, token.colour),
                                          Message("a card of the {deck} deck", deck=deck_name(deck)))))
    if hero.hand and hero.trophies:
        found += _learning(state, seat, hero)
    return tuple(found)


def _past_limit(hero: HeroState, attribute: Attribute, name: str) -> dict[str, Any] | None:
    """The `discard` a skill of this attribute needs: none below the limit, one of that attribute's skills (or
    the one learned) at it; None when the attribute allows no skill at all."""
    same = tuple(s.name for s in hero.skills if s.attribute is attribute)
    limit = hero.sheet.attribute(attribute)
    if len(same) < limit:
        return {}
    return {"discard": OneOf((*same, name))} if limit else None


def _learning(state: R3State, seat: int, hero: HeroState) -> list[Choice]:
    """Learning a skill: the catalogue's skills not yet learned, by name with trophies that pay them, and a
    typed skill of each attribute when the catalogue has none; past the limit a skill of it is discarded."""
    found = []
    for card in state.skill_cards:
        paid = payment(card.cost, hero.trophies)
        extra = _past_limit(hero, card.attribute, card.name)
        if find(hero.skills, card.name) is None and paid and extra is not None:
            found.append(Choice.of(Learn, Message("learn {card}", card=card.name), actor=seat, name=card.name,
                                   attribute="", cost=(), paid=paid, **extra))
    if find(state.skill_cards, "Skill"):
        return found
    name = next(f"Skill {n}" for n in range(1, len(hero.skills) + 2) if find(hero.skills, f"Skill {n}") is None)
    colour = hero.trophies[0].value
    for attribute in Attribute:
        extra = _past_limit(hero, attribute, name)
        if extra is not None:
            found.append(Choice.of(Learn, Message("learn a {attribute} skill", attribute=word(attribute.value)),
                                   actor=seat, name=OneOf((name,)), attribute=word(attribute.value),
                                   cost=OneOf(((colour,), (Colour.GREY.value,))), paid=(colour,), **extra))
    return found

