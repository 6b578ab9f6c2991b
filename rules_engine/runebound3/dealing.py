"""Setup's market deal, card by card: each drawn item goes to the next city market holding fewer than three.

A session whose setup names the markets skips this; otherwise the game starts in `Stage.MARKETS`
and asks for twelve item cards (the app draws them from the session's items, or the table names
the cards it dealt), then the first player's turn begins.
"""

from __future__ import annotations

from random import Random

from rules_engine.chance import CardRequest, DrawnCard, fill, seen
from rules_engine.decisions import Choice, Where
from rules_engine.errors import CommandError
from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import DealMarket
from rules_engine.runebound3.card_data import item_card
from rules_engine.runebound3.tokens import TokenError
from rules_engine.runebound3.state import MARKET_SIZE, ItemType, R3State, Stage
from rules_engine.runebound3.typed_cards import known_items, remember_item
from rules_engine.values import replace


def items_left(state: R3State) -> tuple[str, ...]:
    """Names of the session's item cards not in a market nor carried (the deck the app may draw from)."""
    out = [i.name for m in state.markets for i in m.items] + [i.name for h in state.heroes for i in h.items]
    left = list(item.name for item in state.item_deck)
    for name in out:
        if name in left:
            left.remove(name)
    return tuple(dict.fromkeys(left))


def deal_market(state: R3State, act: DealMarket, ref: Referee) -> R3State:
    """Put a dealt item into the next market short of three; the turn begins when all four hold three."""
    seen(act.card)
    try:
        item = item_card(act.card, known_items(state))
    except CommandError as error:
        ref.refuse("runebound3.combat.toss" if isinstance(error, TokenError) else "runebound3.setup.markets",
                   error.args[0], hard=True)
        raise
    index = next(i for i, m in enumerate(state.markets) if len(m.items) < MARKET_SIZE)
    ref.cite("runebound3.setup.markets")
    market = state.markets[index]
    # the ruling's message says where the card went ("… is dealt into the Forge market"): no note says it again
    markets = state.markets[:index] + (replace(market, items=(*market.items, item)),) + state.markets[index + 1:]
    full = all(len(m.items) == MARKET_SIZE for m in markets)
    state = remember_item(state, act.card, item)
    return replace(state, markets=markets, stage=Stage.ACTIONS if full else Stage.MARKETS)


def deal_choice(state: R3State) -> Choice:
    """The one choice while dealing: draw the next item card for a market."""
    names = items_left(state)

    def sample(rng: Random) -> DrawnCard:
        if names:
            return DrawnCard("items", rng.choice(names), "virtual")
        kind = rng.choice(list(ItemType)).value
        return DrawnCard("items", f"Item {rng.randint(1, 99)}", data={"type": kind, "cost": rng.randint(0, 6)})

    city = next(m.city for m in state.markets if len(m.items) < MARKET_SIZE)
    return Choice.of(DealMarket, Message("deal an item to the {city} market", city=city),
                     request=CardRequest("items", Message("the {city} market", city=city), fill(DealMarket, "card"), names),
                     card=Where(lambda v: isinstance(v, DrawnCard) and v.deck == "items", sample, "an item card"))
