"""The six class cards a player drew at setup, named by the table: the app's deal is only a stand-in until then.

«Przygotowanie do gry», 3: each player draws six cards from the top of their own shuffled class deck as the starting
hand. The app cannot see that draw: it deals six at setup so the game can start, and the table then names the six each
player holds (`hand PLAYER "CARD" ...`), as it names the cards drawn at a refill.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules_engine.runebound2.class_decks.actions import PassWindow, PlayClassCard, RefillHand, Reshuffle, StartingHand
from tests.runebound2.class_deck_helpers import GAME, class_game, decks, filler, setup, take
from tests.runebound2.helpers import play
from tests.runebound2.test_class_decks_experience_and_decks import at_experience
from tests.runebound2.test_class_decks_setup_and_threat import refused_with

P = "runebound2.class-decks."


def apply(state, action):
    return GAME.apply(state, action).state


def boris_cards(state) -> tuple[str, ...]:
    return tuple(c.name for c in decks(state).seats[1].cards)


@pytest.mark.rule("runebound2.class-decks.setup")
def test_the_table_names_the_six_cards_a_player_drew_and_the_rest_stay_in_the_deck():
    state = class_game(2)
    drawn = boris_cards(state)[4:10]  # not the six the app dealt
    outcome = GAME.apply(state, StartingHand("Boris", drawn))
    seat = decks(outcome.state).seats[1]
    assert seat.hand == drawn
    assert sorted(seat.deck) == sorted(set(boris_cards(state)) - set(drawn))
    assert P + "setup" in [c.rule_id for c in outcome.ruling.citations]
    # Typed as a table types it, in any case and in the command's words.
    typed = play(state, 'hand Boris ' + " ".join(f'"{name.upper()}"' for name in drawn))
    assert decks(typed).seats[1].hand == drawn


@pytest.mark.rule("runebound2.class-decks.setup")
def test_a_starting_hand_is_six_different_cards_of_the_players_own_deck():
    state = class_game(2)
    mine, theirs = boris_cards(state), tuple(c.name for c in decks(state).seats[0].cards)
    refused_with(state, StartingHand("Boris", mine[:5]), P + "setup")
    refused_with(state, StartingHand("Boris", mine[:5] + mine[:1]), P + "setup")
    refused_with(state, StartingHand("Boris", mine[:5] + theirs[:1]), P + "setup")
    refused_with(state, StartingHand("Nobody", mine[:6]), P + "companion.players")


@pytest.mark.rule("runebound2.class-decks.companion.hand")
def test_once_a_card_has_left_the_hand_the_starting_hand_can_no_longer_be_named():
    # Anna is active: she plays a trigger card of hers (the test deck's friendly feats), and her hand is no longer
    # the one drawn at setup; Boris has played nothing and may still name his.
    state = class_game(2)
    anna = decks(state).seats[0]
    played = apply(state, PlayClassCard("Anna", anna.hand[0]))
    message = refused_with(played, StartingHand("Anna", anna.hand), P + "companion.hand")
    assert "refill" in message
    assert GAME.check(played, StartingHand("Boris", boris_cards(state)[:6])).allowed


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_any_six_of_a_deck_make_a_hand_and_the_cards_are_neither_lost_nor_doubled(data):
    state = class_game(2)
    names = boris_cards(state)
    drawn = tuple(data.draw(st.permutations(names))[:6])
    seat = decks(apply(state, StartingHand("Boris", drawn))).seats[1]
    assert sorted(seat.hand + seat.deck) == sorted(names) and seat.discard == ()



@pytest.mark.rule("runebound2.class-decks.setup")
def test_a_card_of_another_players_deck_is_named_with_the_deck_it_belongs_to():
    state = class_game(2)
    mine, theirs = boris_cards(state), tuple(c.name for c in decks(state).seats[0].cards)
    message = refused_with(state, StartingHand("Boris", mine[:5] + theirs[:1]), P + "setup")
    assert theirs[0] in message and "Anna's class deck" in message, message


@pytest.mark.rule("runebound2.class-decks.setup")
def test_a_mistyped_card_is_named_with_the_nearest_names_of_the_players_deck():
    state = class_game(2)
    mine = boris_cards(state)
    typo = mine[5].replace("card", "crad")  # "Boris card 6" typed "Boris crad 6"
    message = refused_with(state, StartingHand("Boris", mine[:5] + (typo,)), P + "setup")
    assert message.startswith(f'Boris\'s class deck has no card "{typo}"; did you mean "{mine[5]}"'), message
    unknown = refused_with(state, StartingHand("Boris", mine[:5] + ("Dragon's Hoard",)), P + "setup")
    assert '"Dragon\'s Hoard"' in unknown, unknown
    assert "did you mean" not in unknown
    twice = refused_with(state, StartingHand("Boris", mine[:5] + mine[:1]), P + "setup")
    assert mine[0] in twice and "twice" in twice, twice


@pytest.mark.rule("runebound2.class-decks.setup")
def test_after_a_reshuffle_the_starting_hand_cannot_be_named_again():
    # «Przygotowanie do gry», 3: the starting hand is drawn once, at setup; a reshuffle («Uzupełnienie ręki») makes a
    # new class deck from the discard pile and the hand is refilled from it, never drawn anew.
    state = GAME.new_game(setup(2))
    state = take(state, "Anna", filler("Anna", 7))
    state = take(state, "Boris", filler("Boris", 7))
    for name in decks(state).seats[0].hand[:3]:
        state = apply(state, PlayClassCard("Anna", name))
    state = at_experience(state)
    state = apply(state, RefillHand("Anna", decks(state).seats[0].deck))
    state = apply(state, Reshuffle("Anna"))
    state = play(state, "next")
    while state.active != 0:
        state = (apply(state, PassWindow(state.players[decks(state).window.seat].player))
                 if decks(state).window is not None else play(state, "next"))
    seat = decks(state).seats[0]
    assert seat.discard == () and len(seat.hand) + len(seat.deck) == len(seat.cards)  # every card back in hand or deck
    message = refused_with(state, StartingHand("Anna", seat.hand + seat.deck[:2]), P + "setup")
    assert "refill" in message and "new class deck" in message, message
