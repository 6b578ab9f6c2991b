"""Decks: shuffle by recorded order, draw, discard, reshuffle, put under, search; conservation."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.decks import Deck, DeckError
from rules_engine.dice import SeededDiceSource


def test_draw_takes_from_the_top():
    drawn, deck = Deck.of(["a", "b", "c"]).draw(2)
    assert drawn == ("a", "b") and deck.draw_pile == ("c",)


def test_draw_from_too_small_deck_is_refused():
    with pytest.raises(DeckError, match="1 left"):
        Deck.of(["a"]).draw(2)


def test_discard_reshuffle_and_put_under():
    deck = Deck.of(["a", "b"]).discard("x", "y")
    assert deck.discard_pile == ("y", "x")
    reshuffled = deck.reshuffle_discard((3, 2, 1, 0))
    assert reshuffled.draw_pile == ("x", "y", "b", "a") and reshuffled.discard_pile == ()
    assert Deck.of(["a"]).put_under("z").draw_pile == ("a", "z")
    assert Deck.of(["a"]).put_on_top("z").draw_pile == ("z", "a")


def test_search_and_take():
    deck = Deck.of(["goblin", "dragon", "goblin king"])
    assert deck.search(lambda c: c.startswith("goblin")) == ("goblin", "goblin king")
    assert deck.take("dragon").draw_pile == ("goblin", "goblin king")
    with pytest.raises(DeckError, match="not in the deck"):
        deck.take("lich")
    with pytest.raises(DeckError):
        deck.take_from_discard("lich")


def test_shuffle_order_must_be_a_permutation():
    with pytest.raises(DeckError):
        Deck.of(["a", "b"]).shuffled((0, 0))
    with pytest.raises(DeckError):
        Deck.of(["a", "b"]).shuffled((0,))


def test_recorded_shuffle_replays_exactly():
    cards = [f"c{i}" for i in range(30)]
    order = SeededDiceSource(7).permutation(30)
    assert Deck.of(cards).shuffled(order) == Deck.of(cards).shuffled(order)


@settings(max_examples=80, deadline=None)
@given(
    cards=st.lists(st.text(min_size=1, max_size=4), min_size=1, max_size=20),
    seed=st.integers(0, 10_000),
    ops=st.lists(st.sampled_from(["draw", "discard", "reshuffle", "under"]), max_size=30),
)
def test_cards_are_never_lost_or_invented(cards, seed, ops):
    source = SeededDiceSource(seed)
    deck = Deck.of(cards).shuffled(source.permutation(len(cards)))
    hand: list[str] = []
    for op in ops:
        if op == "draw" and deck.draw_pile:
            drawn, deck = deck.draw()
            hand.extend(drawn)
        elif op == "discard" and hand:
            deck = deck.discard(hand.pop())
        elif op == "under" and hand:
            deck = deck.put_under(hand.pop(0))
        elif op == "reshuffle":
            deck = deck.reshuffle_discard(source.permutation(len(deck.draw_pile) + len(deck.discard_pile)))
    assert sorted(deck.draw_pile + deck.discard_pile + tuple(hand)) == sorted(cards)
