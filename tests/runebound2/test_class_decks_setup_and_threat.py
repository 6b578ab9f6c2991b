"""Class Decks setup and the threat pool: ten tokens split between pool and hero card, moved by cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_engine.game import SetupError
from rules_engine.runebound2.class_decks.actions import PassWindow, PlayClassCard, TakeClassDeck, ThreatByText
from rules_engine.runebound2.class_decks.cards import Kind, Timing
from rules_engine.runebound2.class_decks.threat import TOKENS, ThreatPool, challenge_threat
from tests.runebound2.class_deck_helpers import (
    GAME, TALENTS, card, class_game, deck_of, decks, setup, take, threat,
)
from tests.runebound2.helpers import play

HEX = "runebound2.class-decks."


def refused_with(state, action, rule: str) -> str:
    """Assert the action is refused citing `rule`; the message."""
    ruling = GAME.check(state, action)
    assert not ruling.allowed, ruling.message
    assert rule in [c.rule_id for c in ruling.citations], (rule, ruling.citations, ruling.message)
    return ruling.message


# -- rule 1: setup ------------------------------------------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.setup")
def test_each_player_takes_a_shuffled_deck_six_cards_and_ten_threat():
    state = GAME.new_game(setup(2))
    assert GAME.decision(state).prompt.startswith("Anna takes their class deck")
    # Nothing else happens until every player has a deck.
    refused_with(state, GAME.parse_command(state, "next"), HEX + "setup")
    cards = deck_of("Anna", ())
    state = take(state, "Anna", cards)
    anna = decks(state).seats[0]
    assert len(anna.hand) == 6 and len(anna.deck) == len(cards) - 6 and len(anna.talents) == 5
    assert set(anna.hand).isdisjoint(anna.deck)
    assert (anna.threat.pool, anna.threat.on_card) == (TOKENS, 0) == (10, 0)
    assert anna.talent == "" and state.players[0].gold == 3
    state = take(state, "Boris", deck_of("Boris", ()))
    assert decks(state).ready
    assert play(state, "next").step.label != "movement"  # the base game goes on


@pytest.mark.rule("runebound2.class-decks.setup")
def test_the_starting_hand_is_six_different_cards_of_the_own_deck():
    state = GAME.new_game(setup(2))
    cards = deck_of("Anna", ())
    five = TakeClassDeck("Anna", cards, TALENTS, tuple(c.name for c in cards[:5]))
    refused_with(state, five, HEX + "setup")
    foreign = TakeClassDeck("Anna", cards, TALENTS, tuple(c.name for c in cards[:5]) + ("Boris card 1",))
    refused_with(state, foreign, HEX + "setup")
    twice = TakeClassDeck("Anna", cards, TALENTS, (cards[0].name,) * 6)
    refused_with(state, twice, HEX + "setup")


@pytest.mark.rule("runebound2.class-decks.setup.talent")
def test_a_level_one_talent_instead_of_three_gold():
    state = GAME.new_game(setup(2))
    state = take(state, "Anna", deck_of("Anna", ()), talent_name="Keen Eye")
    assert decks(state).seats[0].talent == "Keen Eye" and state.players[0].gold == 0
    message = refused_with(GAME.new_game(setup(2)),
                           TakeClassDeck("Anna", deck_of("Anna", ()), TALENTS,
                                         tuple(c.name for c in deck_of("Anna", ())[:6]), "Trailblazer"),
                           HEX + "setup.talent")
    assert "level-1" in message


# -- rule 2: the threat pool ----------------------------------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.threat.tokens")
def test_ten_tokens_always_split_between_pool_and_card():
    assert ThreatPool().pool == 10
    with pytest.raises(ValueError):
        ThreatPool(9, 0)
    with pytest.raises(ValueError):
        ThreatPool(11, -1)
    assert ThreatPool(8, 2).gain(3) == ThreatPool(5, 5)
    assert ThreatPool(5, 5).discard(5) == ThreatPool(10, 0)


def _moved(state, hexes_ok: bool = True):
    """Anna's movement is over on a forest hex with a green counter: the movement window is open."""
    state = play(state, "step H3:forest adventure:green")
    return play(state, "next")


@pytest.mark.rule("runebound2.class-decks.threat.friendly")
def test_a_friendly_card_moves_its_cost_from_the_own_pool_to_the_own_card():
    blessing = card("Blessing", Kind.SPELL, cost=6)
    state = class_game(2, {"Anna": (blessing, card("Small Boon", cost=5))})
    state = GAME.apply(state, PlayClassCard("Anna", "Blessing")).state
    assert threat(state, 0) == (6, 4)
    message = refused_with(state, PlayClassCard("Anna", "Small Boon"), HEX + "threat.friendly")
    assert "pool holds 4" in message
    assert threat(state, 0) == (6, 4)


@pytest.mark.rule("runebound2.class-decks.threat.friendly")
def test_a_friendly_card_only_in_the_own_turn_or_own_fight():
    state = class_game(2, {"Boris": (card("Boost"),)})
    refused_with(state, PlayClassCard("Boris", "Boost"), HEX + "threat.friendly")


@pytest.mark.rule("runebound2.class-decks.threat.hostile")
def test_a_hostile_card_moves_its_cost_from_the_target_card_to_the_target_pool():
    giants = card("Frost Giants", Kind.CHALLENGE, hostile=True, cost=8, timing=Timing.MOVEMENT, colour="red")
    hex_ = card("Hex", hostile=True, cost=2)
    state = class_game(2, {"Boris": (giants, hex_)})
    state = GAME.apply(state, ThreatByText("Anna", 7)).state
    assert threat(state, 0) == (7, 3)
    state = _moved(state)
    assert decks(state).window.seat == 1  # Boris, left of Anna, first
    message = refused_with(state, PlayClassCard("Boris", "Frost Giants"), HEX + "threat.hostile")
    assert "holds 7" in message
    state = GAME.apply(state, PlayClassCard("Boris", "Hex")).state
    assert threat(state, 0) == (5, 5) and threat(state, 1) == (0, 10)


@pytest.mark.rule("runebound2.class-decks.threat.hostile")
def test_a_hostile_card_only_on_another_player_in_their_turn():
    state = class_game(2, {"Anna": (card("Curse", hostile=True, cost=0),)})
    refused_with(state, PlayClassCard("Anna", "Curse"), HEX + "threat.hostile")


@pytest.mark.rule("runebound2.class-decks.threat.hostile-self")
def test_a_hostile_card_on_the_own_hero_in_the_own_turn_when_it_allows():
    state = class_game(2, {"Anna": (card("Sacrifice", hostile=True, cost=2),),
                           "Boris": (card("Sacrifice B", hostile=True, cost=0),)})
    state = GAME.apply(state, ThreatByText("Anna", 3)).state
    state = GAME.apply(state, PlayClassCard("Anna", "Sacrifice", on_self=True)).state
    assert threat(state, 0) == (1, 9)
    refused_with(state, PlayClassCard("Boris", "Sacrifice B", on_self=True), HEX + "threat.hostile-self")


@pytest.mark.rule("runebound2.class-decks.threat.card-text")
def test_gaining_and_discarding_threat_by_card_text():
    state = class_game(2)
    state = GAME.apply(state, ThreatByText("Boris", 4)).state
    assert threat(state, 1) == (4, 6)
    state = GAME.apply(state, ThreatByText("Boris", 3, discard=True)).state
    assert threat(state, 1) == (1, 9)
    # More than there is: what there is moves, and the ten tokens stay ten (the app's reading, cited as one).
    short = GAME.apply(state, ThreatByText("Boris", 2, discard=True))
    assert threat(short.state, 1) == (0, 10)
    assert HEX + "companion.short-pool" in [c.rule_id for c in short.ruling.citations]
    assert threat(GAME.apply(state, ThreatByText("Boris", 10)).state, 1) == (10, 0)


@pytest.mark.rule("runebound2.class-decks.threat.challenge")
@pytest.mark.parametrize("colour,gained", [("green", 1), ("yellow", 2), ("blue", 3), ("red", 4)])
def test_taking_a_challenge_puts_its_colour_threat_on_the_hero(colour, gained):
    assert challenge_threat(colour) == gained
    state = class_game(2)
    state = play(state, f"step H3:forest adventure:{colour}")
    state = play(state, "next")
    state = GAME.apply(state, PassWindow("Boris")).state
    state = GAME.apply(state, PassWindow("Anna")).state
    state = play(play(state, "adventure take"), 'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/1/1 life:2')
    assert threat(state, 0) == (gained, 10 - gained)
    assert decks(state).window.kind == "challenge"


@pytest.mark.rule("runebound2.class-decks.threat.challenge")
def test_a_short_pool_gives_what_it_holds_and_the_hero_fights_anyway():
    state = class_game(2)
    state = GAME.apply(state, ThreatByText("Anna", 8)).state
    state = play(play(state, "step H3:forest adventure:red"), "next")
    state = GAME.apply(GAME.apply(state, PassWindow("Boris")).state, PassWindow("Anna")).state
    outcome = GAME.apply(play(state, "adventure take"),
                         GAME.parse_command(play(state, "adventure take"),
                                            'challenge "Dragon" mind:9 body:9 spirit:9 damage:1/1/1 life:2'))
    assert threat(outcome.state, 0) == (10, 0) and outcome.state.combat is not None
    assert "held only 2" in " ".join(outcome.ruling.effects) or "held only 2" in str(outcome.ruling.to_json())


@pytest.mark.rule("runebound2.class-decks.threat.knockout")
def test_a_knocked_out_hero_returns_all_threat_to_the_pool():
    state = class_game(2)
    state = play(play(state, "step H3:forest adventure:green"), "next")
    state = GAME.apply(GAME.apply(state, PassWindow("Boris")).state, PassWindow("Anna")).state
    state = play(play(state, "adventure take"), 'challenge "Ogre" mind:19 body:19 spirit:19 damage:9/9/9 life:9')
    state = GAME.apply(state, ThreatByText("Anna", 4)).state  # 1 for the challenge, 4 from a card: 5 on the card
    state = GAME.apply(GAME.apply(state, PassWindow("Boris")).state, PassWindow("Anna")).state
    assert threat(state, 0) == (5, 5)
    state = play(play(state, "fight"), "stay")
    state = play(state, "defend", 1, 1)  # 9 wounds reach Varikas's life
    assert state.players[0].position is None
    assert threat(state, 0) == (0, 10)


@pytest.mark.rule("runebound2.class-decks.threat.tokens")
def test_the_view_shows_each_players_threat_hand_and_talent():
    state = GAME.apply(class_game(2), ThreatByText("Anna", 3)).state
    view = GAME.view(state)
    anna = dict(view.players[0].stats)
    assert anna["threat"] == "3 on hero / 7 pool" and anna["hand"] == "6" and anna["talent"] == "none"
    assert ("Class decks", ("no class card waiting",)) in view.sections
    plain = GAME.view(play(class_game(2), "next"))
    assert "threat" in dict(plain.players[1].stats)


@pytest.mark.rule("runebound2.class-decks.setup")
def test_a_setup_may_carry_the_decks_already_drawn():
    anna, boris = deck_of("Anna", ()), deck_of("Boris", ())
    takes = [TakeClassDeck("Anna", anna, TALENTS, tuple(c.name for c in anna[2:8]), "Keen Eye"),
             TakeClassDeck("Boris", boris, TALENTS, tuple(c.name for c in boris[:6]))]
    base = setup(2)
    carried = replace(base, catalogue={**base.catalogue, "class_decks": [t.to_json()["data"] for t in takes]})
    state = GAME.new_game(carried)
    assert decks(state).ready and decks(state).seats[0].talent == "Keen Eye"
    assert decks(state).seats[0].hand == tuple(c.name for c in anna[2:8])
    assert GAME.replay(carried, []) == state
    broken = replace(base, catalogue={**base.catalogue, "class_decks": [{"player": "Anna"}]})
    with pytest.raises(SetupError, match="malformed"):
        GAME.new_game(broken)
    short = replace(base, catalogue={**base.catalogue, "class_decks": [
        TakeClassDeck("Anna", anna, TALENTS, ("Anna card 1",)).to_json()["data"]]})
    with pytest.raises(SetupError, match="Anna's class deck"):
        GAME.new_game(short)


def test_the_wizard_offers_class_decks_now_that_its_deck_step_deals_them() -> None:
    # The wizard's Class Decks step deals each player's deck into the setup (tests/runebound2/
    # test_class_decks_wizard_step.py); a setup file may carry them too.
    assert "expansion-class-decks" in {spec.name for spec in GAME.setup_options()}
    assert "expansion-class-decks" in {spec.name for spec in GAME.setup_options(wizard=True)}
