"""A class deck's one verdict: the player says whether it is a printed deck as it comes or one they put together,
and the setup check (taking the deck) and the deck builder give the same verdict on the same deck."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards_db.runebound2_class_decks import dealt_deck
from rules_engine.runebound2.class_decks.actions import TakeClassDeck
from rules_engine.runebound2.class_decks.cards import ClassCard, Kind
from rules_engine.runebound2.class_decks.deck_building import PRINTED_RULE, DeckOrigin, deck_problems
from rules_engine.serialization import from_jsonable
from screens.runebound2.deck_builder import deck_verdict
from tests.runebound2.class_deck_helpers import GAME, card, setup, talent

P = "runebound2.class-decks."


def entry_of(card_: ClassCard) -> dict:
    """The catalogue entry the deck builder looks a card up in."""
    entry = {"name": card_.name, "deck": card_.deck, "kind": str(card_.kind)}
    if card_.kind is Kind.TALENT:
        return {**entry, "level": card_.level}
    return {**entry, "hostile": card_.hostile, "cost": card_.cost, "timing": str(card_.timing)}


def setup_verdict(cards: tuple[ClassCard, ...], talents: tuple[ClassCard, ...], origin: DeckOrigin):
    """The setup check's verdict: the ruling on taking the deck at the first turn (None when allowed)."""
    state = GAME.new_game(setup(2))
    hand = tuple(c.name for c in dict.fromkeys(cards))[:6]
    ruling = GAME.check(state, TakeClassDeck("Anna", cards, talents, hand, "", origin))
    return None if ruling.allowed else ruling


def builder_verdict(cards: tuple[ClassCard, ...], talents: tuple[ClassCard, ...], origin: DeckOrigin) -> str:
    entries = {f"e{i}": entry_of(c) for i, c in enumerate(cards + talents)}
    return str(deck_verdict([c.name for c in cards], [t.name for t in talents], entries, origin))


def the_issues_deck() -> tuple[ClassCard, ...]:
    """25 class cards of one printed deck, 11 of them hostile (issue 26)."""
    return tuple(card(f"H{i}", hostile=True) for i in range(11)) + tuple(card(f"F{i}") for i in range(14))


TALENTS = (talent("Keen Eye", 1), talent("Warlord", 3))


@pytest.mark.rule("runebound2.class-decks.deck.building")
def test_the_issues_deck_is_refused_by_both_paths_when_put_together_and_taken_by_both_as_printed():
    deck = the_issues_deck()
    refused = setup_verdict(deck, TALENTS, DeckOrigin.BUILT)
    assert refused is not None and "at least 12 hostile cards, not 11" in refused.message
    assert P + "deck.building" in [c.rule_id for c in refused.citations]
    assert "at least 12 hostile cards, not 11: add 1 more" in builder_verdict(deck, TALENTS, DeckOrigin.BUILT)
    assert setup_verdict(deck, TALENTS, DeckOrigin.PRINTED) is None
    assert "follows the building rules" in builder_verdict(deck, TALENTS, DeckOrigin.PRINTED)


@pytest.mark.rule("runebound2.class-decks.companion.printed-deck")
def test_a_printed_deck_as_it_comes_still_holds_no_duplicates_and_only_class_cards():
    deck = the_issues_deck()
    twice = deck + (deck[0],)
    problems = deck_problems(twice, TALENTS + (card("Stray feat"),), DeckOrigin.PRINTED)
    assert [rule for rule, _ in problems] == [PRINTED_RULE, PRINTED_RULE]
    assert "no duplicates: H0" in problems[1][1] and "Stray feat is a feat, not a talent" in problems[0][1]
    refused = setup_verdict(twice, TALENTS, DeckOrigin.PRINTED)
    assert refused is not None and P + "companion.printed-deck" in [c.rule_id for c in refused.citations]


@pytest.mark.rule("runebound2.class-decks.deck.building")
def test_cards_of_two_printed_decks_are_put_together_whatever_the_player_says():
    mixed = the_issues_deck()[:-1] + (card("Foreign", deck="other"),)
    assert deck_problems(mixed, TALENTS, DeckOrigin.PRINTED) == deck_problems(mixed, TALENTS, DeckOrigin.BUILT)
    assert setup_verdict(mixed, TALENTS, DeckOrigin.PRINTED) is not None


def test_the_wizard_deals_a_deck_with_the_players_word_on_it():
    entries = {f"c{i}": entry_of(c) for i, c in enumerate(the_issues_deck())}
    dealt = dealt_deck("Anna", "test", entries, "", Random(1), DeckOrigin.BUILT)
    assert dealt["origin"] == "built"
    assert from_jsonable(TakeClassDeck, dealt).origin is DeckOrigin.BUILT


def decks() -> st.SearchStrategy[tuple[tuple[ClassCard, ...], tuple[ClassCard, ...], DeckOrigin]]:
    """Decks around the limits: 8 to 34 class cards, 9 to 14 hostile, a duplicate or a second printed deck now and
    then, 0 to 7 talents, and either word on the origin."""

    @st.composite
    def build(draw: st.DrawFn) -> tuple[tuple[ClassCard, ...], tuple[ClassCard, ...], DeckOrigin]:
        size = draw(st.integers(8, 34))
        hostile = draw(st.integers(min(9, size), min(14, size)))
        cards = [card(f"Card {i}", hostile=i < hostile) for i in range(size)]
        if draw(st.booleans()):
            cards[-1] = card("Foreign", deck="other")
        if draw(st.integers(0, 4)) == 0:
            cards.append(cards[0])
        talents = tuple(talent(f"Talent {i}", 1 + i % 3) for i in range(draw(st.integers(0, 7))))
        return tuple(cards), talents, draw(st.sampled_from(tuple(DeckOrigin)))

    return build()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(decks())
def test_the_setup_check_and_the_deck_builder_agree_on_every_deck(deck) -> None:
    cards, talents, origin = deck
    problems = deck_problems(cards, talents, origin)
    refused = setup_verdict(cards, talents, origin)
    built = builder_verdict(cards, talents, origin)
    assert (refused is None) == (not problems) == ("follows the building rules" in built)
    for _rule_id, message in problems:
        assert message in built
    if refused is not None:
        assert problems[0][1] in refused.message
        assert problems[0][0] in [c.rule_id for c in refused.citations]
