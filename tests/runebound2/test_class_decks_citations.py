"""Class Decks rulings cite what they rest on: the book's passage, or the app's own convention where it is silent.

An audit against the Polish book found a missing card citing the passage on resolved cards, an
unknown name citing the ten threat tokens, the golden rule cited where no texts clash, a card's
threat gain beyond the pool refused, and a friendly place refused in a duel. Each case pins the fix.
"""

from __future__ import annotations

import pytest

from rules_engine.books import BOOKS
from rules_engine.rules_index import get_rule
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.class_decks.actions import (BuyTalent, FightClassChallenge, PlayClassCard, RefillHand,
                                                        TakeClassDeck, ThreatByText)
from rules_engine.runebound2.class_decks.cards import Kind, Timing
from tests.runebound2.class_deck_helpers import GAME, card, class_game, decks, threat
from tests.runebound2.helpers import play, with_hero
from tests.runebound2.test_class_decks_cards_and_timing import moved, pass_all
from tests.runebound2.test_class_decks_experience_and_decks import at_experience

P = "runebound2.class-decks."


def cited(state, action) -> list[str]:
    return [c.rule_id for c in GAME.check(state, action).citations]


def first_cited(state, action) -> str:
    ruling = GAME.check(state, action)
    assert not ruling.allowed, ruling.message
    return ruling.citations[0].rule_id


def test_convention_entries_are_the_apps_own_book():
    for name in ("players", "hand", "card-data", "short-pool"):
        assert get_rule(P + "companion." + name).book == "companion"
    assert BOOKS["companion"].filename == ""


def test_a_card_not_in_hand_cites_the_recorded_hand_not_the_discard_pile():
    state = class_game(2)
    assert first_cited(state, PlayClassCard("Anna", "No Such Card")) == P + "companion.hand"
    assert P + "resolved" not in cited(state, PlayClassCard("Anna", "No Such Card"))


@pytest.mark.parametrize("action", [PlayClassCard("Zed", "Anna card 1"), ThreatByText("Zed", 1),
                                    BuyTalent("Zed", "Keen Eye")], ids=["play", "threat", "talent"])
def test_an_unknown_player_cites_the_players_convention_not_the_threat_tokens(action):
    state = class_game(2)
    assert first_cited(state, action) == P + "companion.players"


def test_taking_a_deck_for_an_unknown_player_cites_the_players_convention():
    state = class_game(2)
    assert first_cited(state, TakeClassDeck("Zed", (), (), ())) == P + "companion.players"


def test_a_card_without_its_printed_values_cites_the_card_data_convention():
    state = class_game(2, {"Anna": (card("Blank", cost=None),)})
    assert first_cited(state, PlayClassCard("Anna", "Blank")) == P + "companion.card-data"
    state = class_game(2, {"Anna": (card("Untimed", timing=None),)})
    assert first_cited(state, PlayClassCard("Anna", "Untimed")) == P + "companion.card-data"


def _fight_with_a_card_out():
    first = card("First", hostile=True, cost=0, timing=Timing.CHALLENGE)
    second = card("Second", hostile=True, cost=0, timing=Timing.CHALLENGE)
    state = pass_all(moved(class_game(2, {"Boris": (first, second)})))
    state = play(play(state, "adventure take"), 'challenge "Rats" mind:9 body:9 spirit:9 damage:0/0/0 life:2')
    return GAME.apply(state, PlayClassCard("Boris", "First")).state


@pytest.mark.rule("runebound2.class-decks.golden")
def test_the_golden_rule_is_not_cited_where_no_texts_clash():
    state = _fight_with_a_card_out()
    ruling = GAME.apply(state, PlayClassCard("Boris", "Second")).ruling
    assert ruling.allowed
    assert P + "golden" not in [c.rule_id for c in ruling.citations]


@pytest.mark.rule("runebound2.class-decks.golden")
def test_the_golden_rule_is_cited_when_the_table_says_the_texts_clash():
    state = _fight_with_a_card_out()
    ruling = GAME.apply(state, PlayClassCard("Boris", "Second", clash=True)).ruling
    assert ruling.allowed
    assert P + "golden" in [c.rule_id for c in ruling.citations]
    assert any("Second wins" in str(effect) for effect in ruling.effects)
    assert "later" in get_rule(P + "golden").summary


@pytest.mark.rule("runebound2.class-decks.threat.card-text")
def test_a_gain_beyond_the_pool_takes_what_there_is_citing_the_apps_reading():
    state = GAME.apply(class_game(2), ThreatByText("Anna", 8)).state
    assert threat(state, 0) == (8, 2)
    outcome = GAME.apply(state, ThreatByText("Anna", 5))
    assert outcome.ruling.allowed, outcome.ruling.message
    assert threat(outcome.state, 0) == (10, 0)
    ids = [c.rule_id for c in outcome.ruling.citations]
    assert ids == [P + "threat.card-text", P + "threat.tokens", P + "companion.short-pool"]
    assert "gains 2 threat" in str(outcome.ruling.message)


@pytest.mark.rule("runebound2.class-decks.threat.card-text")
def test_a_discard_beyond_the_card_returns_what_there_is():
    state = GAME.apply(class_game(2), ThreatByText("Anna", 3)).state
    outcome = GAME.apply(state, ThreatByText("Anna", 4, discard=True))
    assert outcome.ruling.allowed and threat(outcome.state, 0) == (0, 10)
    assert P + "companion.short-pool" in [c.rule_id for c in outcome.ruling.citations]


def test_a_gain_the_pool_covers_cites_no_reading():
    outcome = GAME.apply(class_game(2), ThreatByText("Anna", 3))
    assert [c.rule_id for c in outcome.ruling.citations] == [P + "threat.card-text", P + "threat.tokens"]


def _duel(hands):
    state = class_game(2, hands)
    state = play(state, "step H3:forest")
    state = with_hero(state, 1, position=state.players[0].position)
    state = pass_all(play(state, "next"))
    return play(state, "duel Boris")


@pytest.mark.rule("runebound2.class-decks.combat.duel")
def test_a_friendly_place_may_be_played_at_the_start_of_a_duel():
    grove = card("Quiet Grove", Kind.PLACE, cost=1, timing=Timing.CHALLENGE, terrain=("forest",))
    state = _duel({"Anna": (grove,)})
    assert decks(state).window.kind == "duel"
    outcome = GAME.apply(state, PlayClassCard("Anna", "Quiet Grove"))
    assert outcome.ruling.allowed, outcome.ruling.message
    assert threat(outcome.state, 0) == (1, 9)


@pytest.mark.rule("runebound2.class-decks.combat.duel")
def test_a_hostile_card_is_still_refused_at_the_start_of_a_duel():
    spite = card("Spite", hostile=True, cost=0, timing=Timing.CHALLENGE)
    state = _duel({"Anna": (spite,)})
    assert first_cited(state, PlayClassCard("Anna", "Spite", on_self=True)) == P + "combat.duel"


# -- the passage-by-passage reading (issue 29, third pass) ------------------------------------------------
# A discard the hand lacks, a threat amount of nought and a class challenge typed in another colour than
# its card prints are about what the table typed: they cited the passages on refilling the hand, on
# card text and on a challenge's threat, none of which speaks of them.


def test_discarding_a_card_not_in_hand_before_refilling_cites_the_recorded_hand():
    state = at_experience(class_game(2))
    assert first_cited(state, RefillHand("Anna", discard="No Such Card")) == P + "companion.hand"


def test_a_card_text_threat_of_nought_cites_the_card_data_convention():
    assert first_cited(class_game(2), ThreatByText("Anna", 0)) == P + "companion.card-data"


def test_a_class_challenge_typed_in_another_colour_cites_the_card_data_convention():
    wolves = card("Wolf Pack", Kind.CHALLENGE, hostile=True, cost=0, timing=Timing.MOVEMENT, colour="yellow")
    state = pass_all(GAME.apply(moved(class_game(2, {"Boris": (wolves,)})), PlayClassCard("Boris", "Wolf Pack")).state)
    green = FightClassChallenge(AdventureCard("Wolf Pack", "green", "challenge", life=1))
    assert first_cited(state, green) == P + "companion.card-data"
