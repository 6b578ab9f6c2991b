"""The refill at the end of the experience step, said (twenty-seventh pass, cd29, left it).

«Uzupełnienie ręki»: at the end of the experience step a player may draw class cards up to six. `next` past it with a
short hand ended the turn saying nothing, and `refill Anna` with cards to draw was refused as "draws 1 card …, not 0"
without saying to name them.
"""

from __future__ import annotations

import pytest

from rules_engine.runebound2.class_decks.actions import PlayClassCard, RefillHand
from tests.runebound2.class_deck_helpers import GAME, class_game, decks
from tests.runebound2.test_class_decks_experience_and_decks import at_experience
from tests.runebound2.test_class_decks_setup_and_threat import refused_with

P = "runebound2.class-decks."


def played_one():
    state = class_game(2)
    state = GAME.apply(state, PlayClassCard("Anna", decks(state).seats[0].hand[0])).state
    return at_experience(state)


@pytest.mark.rule("runebound2.class-decks.hand.refill")
def test_next_with_a_short_hand_not_refilled_says_the_hand_stays_short_until_the_next_experience_step():
    state = played_one()
    outcome = GAME.apply(state, GAME.parse_command(state, "next"))
    assert outcome.state.active == 1 and len(decks(outcome.state).seats[0].hand) == 5  # the book's "may": allowed
    said = outcome.ruling.message + " " + " ".join(str(note) for note in outcome.ruling.effects)
    assert "Anna ends the turn holding 5 class cards, without refilling the hand" in said, said
    assert P + "hand.refill" in [c.rule_id for c in outcome.ruling.citations]


@pytest.mark.rule("runebound2.class-decks.hand.refill")
def test_next_after_the_refill_or_with_a_full_hand_says_nothing_of_it():
    state = played_one()
    refilled = GAME.apply(state, RefillHand("Anna", decks(state).seats[0].deck[:1])).state
    for before in (refilled, at_experience(class_game(2))):
        outcome = GAME.apply(before, GAME.parse_command(before, "next"))
        said = outcome.ruling.message + " " + " ".join(str(note) for note in outcome.ruling.effects)
        assert "without refilling" not in said, said


@pytest.mark.rule("runebound2.class-decks.hand.refill")
def test_refill_without_the_cards_drawn_says_to_name_them_and_the_log_names_the_cards():
    state = played_one()
    message = refused_with(state, GAME.parse_command(state, "refill Anna"), P + "hand.refill")
    assert message.endswith('Anna draws 1 card to refill the hand: name each card as drawn, e.g. refill Anna "CARD"'), \
        message
    drawn = decks(state).seats[0].deck[0]
    outcome = GAME.apply(state, GAME.parse_command(state, f'refill Anna "{drawn}"'))
    assert outcome.ruling.message == f"Anna draws {drawn}, holding 6"
    full = at_experience(class_game(2))
    assert GAME.apply(full, GAME.parse_command(full, "refill Anna")).ruling.message == (
        "Anna draws no class card: the hand holds 6")


def test_help_says_refill_names_the_cards_drawn_and_hand_is_only_for_the_setup_draw():
    said = {h.syntax.split()[0]: h.description for h in GAME.commands(class_game(2))}
    assert "naming each card drawn" in said["refill"] and "alone draws none" in said["refill"]
    assert "after a reshuffle" in said["hand"] and "'refill'" in said["hand"]


@pytest.mark.rule("runebound2.class-decks.hand.refill")
def test_with_a_short_hand_the_now_line_offers_the_refill_before_next_and_with_a_full_hand_after_it():
    # The refill the turn is about to lose is the likely play: it comes first; a full hand draws none, so `next` leads.
    short = GAME.view(played_one()).allowed_now
    assert short.index("refill ...") < short.index("next"), short
    full = GAME.view(at_experience(class_game(2))).allowed_now
    assert full.index("next") < full.index("refill ..."), full
