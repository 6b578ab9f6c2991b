"""The market step and the experience step as a dialog lists them: every candidate, each with the engine's verdict.

`Game.choices` holds only what is allowed now; the market and experience dialogs list the refused candidates too,
disabled, with the reason and the rule (a player sees why the ally cannot be hired, not only that it is missing).
So each candidate here carries the ruling `check` gives on it now: the same message and citations. They are
worked out only when a dialog asks (`Game.offers`), never on a move.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action
from rules_engine.ruling import Ruling
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.experience import BONUSES, price
from rules_engine.runebound2.market import market_card_drawn, sale_price
from rules_engine.runebound2.state import Rb2State
from rules_engine.verdicts import Verdict

#: The step names `Game.offers` answers for the base game.
MARKET = "market"
EXPERIENCE = "experience"

#: The game's "may I?" (`Game.check`, under the table's standing rules and with its expansions' gates).
Check = Callable[[Rb2State, Action], Ruling]


@frozen_value(slots=True)
class Purchase:
    """A card on the city's market: an item to buy or an ally to hire, at its price."""

    name: str
    kind: str  # 'item' | 'ally'
    cost: int
    verdict: Verdict


@frozen_value(slots=True)
class Sale:
    """An item the party carries and the gold it sells for."""

    item: str
    price: int
    verdict: Verdict


@frozen_value(slots=True)
class Care:
    """A character of the party: a wound healed, or its exhaustion rested off."""

    who: str
    wound: Verdict
    rest: Verdict


@frozen_value(slots=True)
class MarketOffers:
    """The market step: whose it is, the gold, the city, and each purchase, sale and care with its verdict."""

    player: str
    gold: int
    city: str  # '' when the party is not in a city (no market)
    drawn: bool  # this market step's new card is drawn
    purchases: tuple[Purchase, ...]
    sales: tuple[Sale, ...]
    care: tuple[Care, ...]


@frozen_value(slots=True)
class Bonus:
    """An experience counter (its bonus: mind, body, spirit, stamina or life) with its verdict."""

    bonus: str
    verdict: Verdict


@frozen_value(slots=True)
class ExperienceOffers:
    """The experience step: whose it is, the points held, a counter's price, and each counter with its verdict."""

    player: str
    points: int
    price: int
    bonuses: tuple[Bonus, ...]


def market_offers(state: Rb2State, check: Check) -> MarketOffers:
    """Everything the market step could do now (buy or hire, sell, heal, rest), each ruled on."""
    party = state.hero
    here = party.position
    city = here.city if here is not None and here.is_city else ""
    purchases = tuple(Purchase(card.name, card.kind, card.cost, Verdict(buy, check(state, buy)))
                      for card in (state.market_of(city) if city else ()) for buy in (A.Buy(card.name),))
    sales = tuple(Sale(item.name, sale_price(item.cost), Verdict(sell, check(state, sell)))
                  for item in party.items for sell in (A.Sell(item.name),))
    care = []
    for who in party.characters:
        key = "hero" if who is party.hero else who.name
        wound, rest = A.Heal(key, "wound"), A.Heal(key, "exhaustion")
        care.append(Care(who.name, Verdict(wound, check(state, wound)), Verdict(rest, check(state, rest))))
    return MarketOffers(party.player, party.gold, city, market_card_drawn(state), purchases, sales, tuple(care))


def experience_offers(state: Rb2State, check: Check) -> ExperienceOffers:
    """The five experience counters, each ruled on."""
    party = state.hero
    bonuses = tuple(Bonus(bonus, Verdict(buy, check(state, buy)))
                    for bonus in BONUSES for buy in (A.BuyExperience(bonus),))
    return ExperienceOffers(party.player, party.xp_points, price(len(state.players), state.options.game_length),
                            bonuses)


def step_offers(state: Rb2State, step: Hashable, check: Check) -> MarketOffers | ExperienceOffers | None:
    """The offers of a base-game step by name (`Game.offers`); None for a step the base game has not."""
    if step == MARKET:
        return market_offers(state, check)
    if step == EXPERIENCE:
        return experience_offers(state, check)
    return None
