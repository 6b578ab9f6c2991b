"""The market step: drawing the city's card, upkeep, buying, selling for half, healing, and discarding."""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.referee import Referee
from rules_engine.runebound2.acquisitions import CARD_NUMBERS, USAGES, Acquisition
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.runebound2.actions import Buy, Discard, Heal, MarketDraw, MarketStock, Sell, Upkeep
from rules_engine.runebound2.limits import (
    ally_limit_problem,
    canonical_class,
    item_class_problem,
    item_limit_problem,
    item_limit_rule,
)
from rules_engine.requirements import Requirement
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.wounds import find
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name


#: The market deck as the box holds it: 84 cards, 29 allies and 55 items (Runebound 2e, the game's contents). A card
#: bought or hired stays with its party; one sold lies on a market again; one discarded, or lost with an ally's
#: death or a knock-out, goes back under the deck: so at most 84 are ever out of it at once.
MARKET_DECK = 84


def market_cards_out(state: Rb2State) -> int:
    """The market deck's cards the app knows to be out of it: on the cities' markets and with the parties (their items
    and allies, not those won from adventure cards, which are adventure cards)."""
    on_markets = sum(len(cards) for _, cards in state.markets)
    with_parties = sum(sum(not item.kept for item in party.items) + sum(not ally.kept for ally in party.allies)
                       for party in state.players)
    return on_markets + with_parties


def market_deck_empty(state: Rb2State) -> bool:
    """True when every card of the market deck is out of it: no market card can be drawn, and trading goes on
    without one."""
    return market_cards_out(state) >= MARKET_DECK


def market_card_drawn(state: Rb2State) -> bool:
    """Whether this market step's card is drawn, or needs no drawing (the market deck is empty)."""
    return state.turn.market_drawn or market_deck_empty(state)


def sale_price(cost: int) -> int:
    """What an item sells for: half its price, rounded down."""
    return cost // 2


def market_open(state: Rb2State, *, drawn: bool = True) -> tuple[Requirement, ...]:
    """The market step in a city, the turn going on; with `drawn`, the market card drawn and upkeep paid."""
    here = state.hero.position
    opened = (
        Requirement(state.step == Step.MARKET, "runebound2.market.city-only",
                    Message('trading happens in the market step; this is the {step} step', step=word(state.step.label))),
        # Hard: off a city there is no market whose cards could be drawn, bought or sold.
        Requirement(here is not None and here.is_city, "runebound2.market.city-only",
                    Message('the market is open only to a party that ended its movement in a city'), hard=True),
        Requirement(not state.turn.ended, "runebound2.turn.steps", Message("the turn has ended: type 'next'")),
    )
    if not drawn:
        return opened
    return opened + (
        Requirement(market_card_drawn(state), "runebound2.market.draw-first",
                    Message("first draw a market card onto this city's market ('market draw ...')")),
        Requirement(not state.turn.upkeep_due, "runebound2.variant.ally-upkeep",
                    Message("first pay upkeep for your allies or dismiss them ('upkeep' / 'upkeep dismiss NAME')")),
    )


def _check_market(state: Rb2State, ref: Referee, *, drawn: bool = True) -> None:
    """Trading happens in the market step of a city (after its card is drawn and upkeep paid)."""
    ref.enforce(market_open(state, drawn=drawn))


def market_draw(state: Rb2State, act: MarketDraw, ref: Referee) -> tuple[Rb2State, str]:
    """The first thing in a market step: one card onto this city's market."""
    _check_market(state, ref, drawn=False)
    ref.require(not state.turn.market_drawn, "runebound2.market.draw-first", Message('this market step already drew its card'))
    ref.require(not state.turn.upkeep_due, "runebound2.variant.ally-upkeep",
                Message("the upkeep comes at the very start of the market step, before anything else: pay it or dismiss allies first ('upkeep' / 'upkeep dismiss NAME')"))
    # Not hard: where the app's record of the markets is wrong, the table may still enter the card it drew.
    ref.require(not market_deck_empty(state), "runebound2.market.deck",
                Message('all {count} market cards are out of the deck (on the markets and with the parties): there is '
                        'none to draw; trade without one', count=MARKET_DECK))
    _check_card(act.card, ref)
    city = ref.present(state.hero.position, "runebound2.market.city-only",
                       Message('the market is open only to a party that ended its movement in a city')).city
    ref.cite("runebound2.market.draw-first")
    state = state.with_market(city, state.market_of(city) + (act.card,))
    state = state.with_turn(market_drawn=True)
    return replace(state), Message('{card} joins the market of {city}', card=act.card.name, city=printed_name(city))


def market_stock(state: Rb2State, act: MarketStock, ref: Referee) -> tuple[Rb2State, str]:
    """Record a card already on a city's market (cards laid out at setup, or a correction)."""
    # Not hard: a table correcting a record the app has wrong may note the card all the same.
    ref.require(not market_deck_empty(state), "runebound2.market.deck",
                Message('all {count} market cards are out of the deck already (on the markets and with the parties): '
                        'no other one can lie on a market', count=MARKET_DECK))
    _check_card(act.card, ref)
    ref.cite("runebound2.setup.start")
    return state.with_market(act.city, state.market_of(act.city) + (act.card,)), Message('{card} noted on the market of {city}', card=act.card.name, city=printed_name(act.city))


def card_fits(card: Acquisition) -> Iterator[Requirement]:
    """A market card as printed: an item or an ally, no number below zero, a known use; an ally has life. Only the
    conditions it breaks, in this order (a card that fits, the usual case, builds no refusal's words)."""
    if card.kind not in ("item", "ally"):
        yield Requirement.unmet("runebound2.market.buy", Message('a market card is an item or an ally'), hard=True)
    if card.cost < 0:
        yield Requirement.unmet("runebound2.companion.card-values", Message('a price cannot be negative'), hard=True)
    negative = [name for name in CARD_NUMBERS if getattr(card, name) < 0]
    if negative:
        # Hard: a negative stamina or life would put the ally's counters out of their bounds at once.
        yield Requirement.unmet("runebound2.companion.card-values",
                                Message('no number on a card is below zero ({negative})', negative=', '.join(negative)), hard=True)
    if card.usage not in USAGES:
        yield Requirement.unmet("runebound2.companion.card-values",
                                Message('an item is used by activation, discard or constantly, not {usage!r}', usage=card.usage), hard=True)
    if card.kind == "ally":
        if card.life < 1:
            yield Requirement.unmet("runebound2.companion.card-values",
                                    Message("enter the ally's life (life:N) for {card}", card=printed_name(card.name)), hard=True)
        return
    problem = item_class_problem(canonical_class(card.item_class))
    if problem:
        yield Requirement.unmet("runebound2.market.limits", problem)


def _check_card(card: Acquisition, ref: Referee) -> None:
    """A market card must be entered as printed."""
    ref.enforce(card_fits(card))


def upkeep(state: Rb2State, act: Upkeep, ref: Referee) -> tuple[Rb2State, str]:
    """Unlimited-allies variant: dismiss some allies, pay 1 gold for each one kept."""
    _check_market(state, ref, drawn=False)
    ref.require(state.turn.upkeep_due, "runebound2.variant.ally-upkeep", Message('no upkeep is due now'), hard=True)
    party = state.hero
    dismissed = {n.casefold() for n in act.dismiss}
    known = {a.name.casefold() for a in party.allies}
    ref.require(dismissed <= known, "runebound2.companion.party",
                Message('{player} leads no ally called {number}', player=party.player, number=', '.join(sorted(dismissed - known))), hard=True)
    kept = tuple(a for a in party.allies if a.name.casefold() not in dismissed)
    ref.require(party.gold >= len(kept), "runebound2.variant.ally-upkeep",
                Message('upkeep for the allies the party keeps ({count}) costs {count} gold; {player} has {gold}: dismiss some', count=len(kept), player=party.player, gold=party.gold),
                hard=True)  # hard: gold never goes below zero
    ref.cite("runebound2.variant.ally-upkeep")
    gone = tuple(a.name for a in party.allies if a.name.casefold() in dismissed)
    state = state.with_hero(replace(party, allies=kept, gold=party.gold - len(kept)))
    state = replace(state, acquisitions_under=state.acquisitions_under + gone).with_turn(upkeep_due=False)
    if gone:
        return state, Message("{player} pays {gold} gold upkeep, dismisses {gone}", player=party.player, gold=len(kept), gone=", ".join(gone))
    return state, Message("{player} pays {gold} gold upkeep", player=party.player, gold=len(kept))


def buy(state: Rb2State, act: Buy, ref: Referee) -> tuple[Rb2State, str]:
    """Buy an item or hire an ally from this city's market."""
    _check_market(state, ref)
    party = state.hero
    city = ref.present(party.position, "runebound2.market.city-only",
                       Message('the market is open only to a party that ended its movement in a city')).city
    market = state.market_of(city)
    known = next((c for c in market if c.name.casefold() == act.name.casefold()), None)
    card = ref.present(known or act.card, "runebound2.companion.card-values",
                       Message('the app does not know {name!r} on the market of {city}: give its price and kind (e.g. buy "Name" item cost:3 class:weapon type:sword)', name=act.name, city=printed_name(city)))
    _check_card(card, ref)
    ref.require(party.gold >= card.cost, "runebound2.market.buy",
                Message('{card} costs {cost} gold; {player} has {gold}', card=printed_name(card.name), cost=card.cost, player=party.player, gold=party.gold), hard=True)  # no gold below zero
    ref.require(card.name.casefold() not in (s.casefold() for s in state.turn.sold), "runebound2.market.sell",
                Message('{card} was sold this turn: an item is never bought and sold in one turn', card=printed_name(card.name)))
    if card.kind == "item":
        item = card.as_item()
        problem = item_limit_problem(party.items, item, state.options.item_limit)
        ref.require(not problem, item_limit_rule(state.options.item_limit), Message('{player} {problem}: sell or discard one first', player=party.player, problem=problem))
        party = replace(party, items=party.items + (item,), gold=party.gold - card.cost)
    else:
        problem = ally_limit_problem(party, state.options.allies)
        ref.require(not problem, "runebound2.market.limits", Message('{player} {problem}: discard one first', player=party.player, problem=problem))
        party = replace(party, allies=party.allies + (card.as_ally(),), gold=party.gold - card.cost)
    ref.cite("runebound2.market.buy")
    if known is None:
        ref.note(Message("the app takes the table's word that {card} lies on the market of {city}", card=printed_name(card.name), city=printed_name(city)))
    else:
        market = tuple(c for c in market if c is not known)
        state = state.with_market(city, market)
    state = state.with_hero(party).with_turn(bought=state.turn.bought + (card.name,))
    verb = Message("buys") if card.kind == "item" else Message("hires")
    return state, Message('{player} {verb} {card} for {cost} gold', player=party.player, verb=verb, card=printed_name(card.name), cost=card.cost)


def sell(state: Rb2State, act: Sell, ref: Referee) -> tuple[Rb2State, str]:
    """Sell an item onto this city's market for half its price, rounded down."""
    _check_market(state, ref)
    party = state.hero
    if any(a.name.casefold() == act.name.casefold() for a in party.allies):
        ref.refuse("runebound2.market.sell", Message('allies cannot be sold'))
    item = ref.present(party.item(act.name), "runebound2.companion.party", Message('{player} carries no item {name!r}', player=party.player, name=act.name))
    ref.require(not item.kept, "runebound2.combat.victory", Message('{item} was kept from an adventure and can never be sold', item=item.name))
    ref.require(item.cost > 1, "runebound2.market.sell", Message('{item} costs {cost} gold: it would fetch nothing', item=item.name, cost=item.cost))
    ref.require(item.name.casefold() not in (b.casefold() for b in state.turn.bought), "runebound2.market.sell",
                Message('{item} was bought this turn: an item is never bought and sold in one turn', item=item.name))
    ref.cite("runebound2.market.sell")
    price = sale_price(item.cost)
    city = ref.present(party.position, "runebound2.market.city-only",
                       Message('the market is open only to a party that ended its movement in a city')).city
    card = Acquisition(item.name, "item", item.cost, item.item_class, item.item_type, item.usage)
    party = replace(party, items=tuple(i for i in party.items if i is not item), gold=party.gold + price)
    state = state.with_hero(party).with_market(city, state.market_of(city) + (card,))
    state = state.with_turn(sold=state.turn.sold + (item.name,))
    return state, Message('{player} sells {item} ({cost} gold) for {price}', player=party.player, item=item.name, cost=item.cost, price=price)


def heal(state: Rb2State, act: Heal, ref: Referee) -> tuple[Rb2State, str]:
    """Pay 1 gold: one wound, or all exhaustion, off one character."""
    _check_market(state, ref)
    party = state.hero
    who = find(state, state.active, act.who, ref)
    ref.require(party.gold >= 1, "runebound2.market.heal", Message('healing costs 1 gold'), hard=True)  # no gold below zero
    ref.require(act.what in ("wound", "exhaustion"), "runebound2.market.heal", Message('heal a wound or exhaustion'), hard=True)
    if act.what == "wound":
        ref.require(who.wounds > 0, "runebound2.market.heal", Message('{who} has no wounds', who=printed_name(who.name)), hard=True)
        new = replace(who, wounds=who.wounds - 1)
        what = Message("one wound")
    else:
        ref.require(who.exhaustion > 0, "runebound2.market.heal", Message('{who} has no exhaustion', who=printed_name(who.name)))
        new = replace(who, exhaustion=0)
        what = Message("all {exhaustion} exhaustion", exhaustion=who.exhaustion)
    ref.cite("runebound2.market.heal")
    party = replace(party.replace_character(who, new), gold=party.gold - 1)
    return state.with_hero(party), Message('{who} loses {what} for 1 gold', who=printed_name(who.name), what=what)


def discard(state: Rb2State, act: Discard, ref: Referee) -> tuple[Rb2State, str]:
    """Discard an item or ally at any time (under the market deck); kept adventure cards stay."""
    party = state.hero
    item = party.item(act.name)
    ally = next((a for a in party.allies if a.name.casefold() == act.name.casefold()), None)
    card: Item | Character = item if item is not None else ref.present(
        ally, "runebound2.companion.party", Message('{player} has no item or ally {name!r}', player=party.player, name=act.name))
    ref.require(not card.kept, "runebound2.combat.victory", Message('{card} was kept from an adventure and cannot be discarded', card=printed_name(card.name)))
    ref.cite("runebound2.market.discard")
    party = replace(party, items=tuple(i for i in party.items if i is not item),
                     allies=tuple(a for a in party.allies if a is not ally))
    state = replace(state.with_hero(party), acquisitions_under=state.acquisitions_under + (card.name,))
    return state, Message('{player} discards {card} under the market deck', player=party.player, card=printed_name(card.name))
