"""Class Decks: buying talents, the hand refill and reshuffle, deck building, the draft, the card catalogue."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cards_db.kinds import CatalogueError
from cards_db.runebound2_class_decks import shipped_class_cards, validate_class_card, validate_class_cards
from rules_engine.runebound2.adventures import Counter
from rules_engine.runebound2.class_decks.actions import BuyTalent, PassWindow, PlayClassCard, RefillHand, Reshuffle, TakeClassDeck
from rules_engine.runebound2.class_decks.cards import Proficiency
from rules_engine.runebound2.class_decks.deck_building import DeckOrigin, deck_problems, draft, draft_problems
from rules_engine.runebound2.class_decks.talents import talent_price, talent_problem
from tests.runebound2.class_deck_helpers import (
    BOOK, GAME, TALENTS, card, class_game, decks, filler, setup, take, talent,
)
from tests.runebound2.helpers import play, with_character, with_hero
from tests.runebound2.test_class_decks_setup_and_threat import refused_with

P = "runebound2.class-decks."


def apply(state, action):
    return GAME.apply(state, action).state


def at_experience(state, xp: int = 0):
    """Anna's experience step, holding `xp` points in one counter."""
    state = play(play(state, "step H3:plains"), "next")
    while decks(state).window is not None:
        state = apply(state, PassWindow(state.players[decks(state).window.seat].player))
    if xp:
        state = with_hero(state, 0, counters=(Counter("green", xp),))
    assert state.step.label == "experience"
    return state


# -- rule 6: talents ---------------------------------------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.talent.buy")
@pytest.mark.parametrize("players,price", [(1, 5), (2, 5), (3, 4), (4, 4), (5, 3), (6, 3)])
def test_talent_price_by_player_count(players, price):
    assert talent_price(players) == price


@pytest.mark.rule("runebound2.class-decks.talent.buy")
def test_one_talent_a_turn_paid_with_points_or_a_counter():
    state = at_experience(class_game(2), xp=5)
    refused_with(state, BuyTalent("Anna", "Trailblazer"), P + "talent.level")  # level 2 without a talent
    state = apply(state, BuyTalent("Anna", "Keen Eye"))
    assert decks(state).seats[0].talent == "Keen Eye" and state.hero.xp_points == 0
    refused_with(state, BuyTalent("Anna", "Quiet Step"), P + "talent.buy")  # one a turn
    early = class_game(2)
    refused_with(early, BuyTalent("Anna", "Keen Eye"), P + "talent.buy")  # not the experience step
    # A counter instead of points: its bonus goes with it.
    state = at_experience(class_game(2))
    state = with_hero(state, 0, experience=("mind",))
    state = with_character(state, 0, mind=state.hero.hero.mind + 2)
    mind = state.hero.hero.mind
    state = apply(state, BuyTalent("Anna", "Keen Eye", counter="mind"))
    assert state.hero.experience == () and state.hero.hero.mind == mind - 2


@pytest.mark.rule("runebound2.class-decks.talent.level")
def test_the_books_talent_example_level_and_requirement():
    danger, scout = BOOK["Zmysł zagrożenia"], BOOK["Przepatrywacz"]
    assert talent_problem(danger, scout) == ""  # one level higher, requirement among Danger Sense's
    level3 = talent("Master", 3)
    assert "at most level 2" in talent_problem(danger, level3)
    sorcery = talent("Arcanist", 2, requires=(Proficiency.SORCERY,))
    assert "requires sorcery" in talent_problem(danger, sorcery)
    assert talent_problem(None, talent("Any", 1, requires=(Proficiency.SORCERY,))) == ""  # level 1: no requirement


@pytest.mark.rule("runebound2.class-decks.talent.level")
def test_the_old_talent_goes_back_and_only_one_is_held():
    state = at_experience(class_game(2), xp=5)
    state = apply(state, BuyTalent("Anna", "Keen Eye"))
    state = play(state, "next")  # Boris's turn; round the table to Anna's next experience step
    while not (state.active == 0 and state.step.label == "experience"):
        if decks(state).window is not None:
            state = apply(state, PassWindow(state.players[decks(state).window.seat].player))
        elif state.step.label == "movement":
            state = play(state, "step H3:plains")
            state = play(state, "next")
        else:
            state = play(state, "next")
    state = with_hero(state, 0, counters=(Counter("green", 5),))
    state = apply(state, BuyTalent("Anna", "Trailblazer"))
    seat = decks(state).seats[0]
    assert seat.talent == "Trailblazer" and "Keen Eye" in {t.name for t in seat.talents}


# -- rule 6: the hand -------------------------------------------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.hand.refill")
def test_refill_to_six_keeping_excess_and_a_discard_only_without_plays():
    state = at_experience(class_game(2))
    seat = decks(state).seats[0]
    refused_with(state, RefillHand("Anna", seat.deck[:1]), P + "hand.refill")  # a full hand draws nothing
    kept = apply(state, RefillHand("Anna"))
    assert decks(kept).seats[0].hand == seat.hand
    swapped = apply(state, RefillHand("Anna", seat.deck[:1], discard=seat.hand[0]))
    assert seat.hand[0] in decks(swapped).seats[0].discard and len(decks(swapped).seats[0].hand) == 6
    refused_with(swapped, RefillHand("Anna"), P + "hand.refill")  # once a turn
    # Having played a card, no discard first.
    state = class_game(2)
    state = apply(state, PlayClassCard("Anna", decks(state).seats[0].hand[0]))
    state = at_experience(state)
    hand = decks(state).seats[0].hand
    refused_with(state, RefillHand("Anna", decks(state).seats[0].deck[:2], discard=hand[0]), P + "hand.refill")
    state = apply(state, RefillHand("Anna", decks(state).seats[0].deck[:1]))
    assert len(decks(state).seats[0].hand) == 6
    # A larger hand is kept as it is.
    big = replace(decks(state).seats[0], hand=decks(state).seats[0].hand + ("Anna card 14",))
    assert len(big.hand) == 7


@pytest.mark.rule("runebound2.class-decks.hand.reshuffle")
def test_an_empty_deck_lets_the_player_skip_the_next_turn_to_reshuffle():
    state = GAME.new_game(setup(2))
    state = take(state, "Anna", filler("Anna", 7))
    state = take(state, "Boris", filler("Boris", 7))
    for name in decks(state).seats[0].hand[:3]:
        state = apply(state, PlayClassCard("Anna", name))
    state = at_experience(state)
    refused_with(state, Reshuffle("Anna"), P + "hand.reshuffle")  # not before the refill comes up short
    state = apply(state, RefillHand("Anna", decks(state).seats[0].deck))
    assert len(decks(state).seats[0].hand) == 4 and decks(state).seats[0].deck == ()
    state = apply(state, Reshuffle("Anna"))
    state = play(state, "next")  # Boris's turn
    while state.active != 0:
        if decks(state).window is not None:
            state = apply(state, PassWindow(state.players[decks(state).window.seat].player))
        else:
            state = play(state, "next")
    seat = decks(state).seats[0]
    assert decks(state).turn.skipping and len(seat.deck) == 3 and seat.discard == ()
    refused_with(state, GAME.parse_command(state, "step H3:plains"), P + "hand.reshuffle")
    assert "skips this turn" in GAME.decision(state).prompt


# -- rule 7: deck building and the draft -----------------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.deck.building")
def test_deck_building_limits():
    hostile = tuple(card(f"H{i}", hostile=True, deck="mixed") for i in range(12))
    friendly = tuple(card(f"F{i}") for i in range(18))
    assert deck_problems(hostile + friendly, TALENTS, DeckOrigin.BUILT) == ()
    too_many = hostile + friendly + (card("Extra"),)
    assert any("at most 30" in m for _, m in deck_problems(too_many, TALENTS, DeckOrigin.BUILT))
    few_hostile = hostile[:11] + friendly
    assert any("at least 12 hostile" in m for _, m in deck_problems(few_hostile, TALENTS, DeckOrigin.BUILT))
    twice = hostile + friendly[:17] + (friendly[0],)
    assert any("no duplicates" in m for _, m in deck_problems(twice, TALENTS, DeckOrigin.BUILT))
    six_talents = TALENTS + (talent("Sixth", 3),)
    assert any("at most 5" in m for _, m in deck_problems(hostile, six_talents, DeckOrigin.BUILT))
    same_level = (talent("A", 3), talent("B", 3))
    assert deck_problems(hostile, same_level, DeckOrigin.BUILT) == ()  # several talents of one level are fine
    # A built deck (cards of two decks) is checked when taken.
    state = GAME.new_game(setup(2))
    mixed = friendly[:10] + (card("Foreign", deck="other"),)
    message = refused_with(state, TakeClassDeck("Anna", mixed, TALENTS, tuple(c.name for c in mixed[:6])),
                           P + "deck.building")
    assert "12 hostile" in message


@pytest.mark.rule("runebound2.class-decks.deck.draft")
def test_the_draft_passes_five_hostile_cards_each_way():
    decks_ = tuple(tuple(card(f"{s}-H{i}", hostile=True) for i in range(12)) + tuple(card(f"{s}-F{i}") for i in range(3))
                   for s in "ABC")
    picks = {seat: (tuple(f"{s}-H{i}" for i in range(5)), tuple(f"{s}-H{i}" for i in range(5, 10)))
             for seat, s in enumerate("ABC")}
    after = draft(decks_, picks)
    names = [{c.name for c in deck} for deck in after]
    assert all(len(deck) == 15 for deck in after)
    assert {f"C-H{i}" for i in range(5)} <= names[0]  # C passed its left picks to A (seat 0 follows seat 2)
    assert {f"B-H{i}" for i in range(5, 10)} <= names[0]  # B passed its right picks to A
    assert not any(f"A-H{i}" in names[0] for i in range(10))
    assert draft_problems(decks_[0], ("A-F0",) + picks[0][0][1:], picks[0][1]) == ("A-F0 is not hostile: only hostile cards are drafted",)
    with pytest.raises(ValueError, match="seat 1"):
        draft(decks_, {**picks, 0: (picks[0][0][:4], picks[0][1])})


# -- the catalogue ------------------------------------------------------------------------------------


@pytest.mark.rule("runebound2.class-decks.deck.building")
def test_the_catalogue_ships_the_books_cards_and_names_the_rule_of_a_bad_entry():
    shipped = {e["name"]: e for e in shipped_class_cards().values()}
    assert shipped["Skalny ogar"]["epic"] and shipped["Skalny ogar"]["cost"] == 3
    assert shipped["Zbezczeszczony cmentarz"]["terrain"] == ["forest"]
    assert shipped["Wyssanie duszy"]["cost"] is None and "cost" in shipped["Wyssanie duszy"]["unconfirmed"]
    assert shipped["Polimorfia"]["hostile"] is None
    good = {"name": "Test", "kind": "feat", "hostile": False, "cost": 1}
    with pytest.raises(CatalogueError, match="'Test'.*'requires\\[1\\]'.*\"magic\".*see the rule «Oznaczenia"):
        validate_class_card({**good, "requires": ["magic"]})
    with pytest.raises(CatalogueError, match="'Test'.*'timing'.*\"always\".*see the rule «Kiedy.*Symbole czasu"):
        validate_class_card({**good, "timing": "always"})
    with pytest.raises(CatalogueError, match="'Test'.*'kind'.*\"trap\".*see the rule «Karty"):
        validate_class_card({**good, "kind": "trap"})
    with pytest.raises(CatalogueError, match="Test.*twice.*Składanie talii"):
        validate_class_cards([good, dict(good)])
    with pytest.raises(CatalogueError, match="only places name a terrain"):
        validate_class_card({**good, "terrain": ["forest"]})
