"""Runebound 3e: the card tray can draw an item (a market dealt, a trade) from the items the session knows."""

from __future__ import annotations

from rules_engine.chance import CardRequest, fill
from rules_engine.runebound3.actions import DealMarket, DrawStory
from screens.runebound3.area import Runebound3Area


def test_an_item_draw_has_the_apps_deck_and_other_decks_are_the_tables():
    area = Runebound3Area()
    market = CardRequest("items", "the Tamalir market", fill(DealMarket, "card"), ("Long Sword", "Rope"))
    drawn = area.card_deck(market).fulfil(market)
    assert drawn.name in ("Long Sword", "Rope") and drawn.source == "virtual"
    assert area.card_deck(CardRequest("story", "story card", fill(DrawStory, "card"))) is None
