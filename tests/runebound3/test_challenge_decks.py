"""Three challenge decks by colour: an adventure asks for the token colour's deck and offers only its cards."""

from __future__ import annotations

import random

import pytest

from cards_db.errors import CatalogueError
from cards_db.kinds import get_kind
from companion.services.fulfillers import VirtualDeck
from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.game import GameSetup
from rules_engine.runebound3.actions import Adventure
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Colour, Fight, R3State
from rules_engine.values import replace
from tests.runebound3.helpers import ENEMIES, fighting_setup, refused_rule

DECKED = {**ENEMIES, "sprite": {"name": "Sprite", "health": 1, "deck": "green"},
          "liar": {"name": "Liar", "health": 3, "deck": "purple"}}


def on_token(colour: str) -> R3State:
    setup = fighting_setup(1)
    state = RUNEBOUND3.new_game(GameSetup(setup.players, setup.options, {**setup.catalogue, "enemies": DECKED}))
    return replace(state, tokens=(replace(state.tokens[0], colour=Colour(colour)),))


def adventure_request(state: R3State) -> CardRequest:
    (choice,) = [c for c in RUNEBOUND3.choices(state) if c.action is Adventure]
    assert isinstance(choice.request, CardRequest)
    return choice.request


@pytest.mark.rule("runebound3.adventure.decks")
@pytest.mark.parametrize(("colour", "deck", "cards"), [
    ("green", "exploration", ("Sprite",)), ("orange", "combat", ("Wolf",)), ("purple", "social", ("Liar",)),
])
def test_the_request_names_the_colours_deck_and_only_its_cards(colour: str, deck: str, cards: tuple) -> None:
    request = adventure_request(on_token(colour))
    assert request.deck == deck and request.candidates == cards


@pytest.mark.rule("runebound3.adventure.decks")
def test_a_card_the_app_draws_from_the_deck_is_read_from_the_catalogue() -> None:
    state = on_token("purple")
    request = adventure_request(state)
    card = VirtualDeck(random.Random(1)).fulfil(request)
    assert isinstance(card, DrawnCard) and card.data == {}
    state = RUNEBOUND3.apply(state, request.build(card)).state
    assert isinstance(state.combat, Fight) and state.combat.enemy.name == "Liar"
    assert state.combat.colour is Colour.PURPLE


@pytest.mark.rule("runebound3.adventure.decks")
def test_a_card_from_another_colours_deck_is_refused_and_a_named_card_is_taken() -> None:
    state = on_token("green")
    rule, message = refused_rule(state, Adventure(DrawnCard("combat", "Wolf", data={"kind": "enemy"})))
    assert rule == "runebound3.adventure.decks" and "exploration" in message
    named = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, "adventure enemy Wolf")).state
    assert named.combat.colour is Colour.GREEN


def test_an_enemy_in_an_unknown_deck_is_refused_naming_the_field() -> None:
    with pytest.raises(CatalogueError, match="bandit.*deck"):
        get_kind("runebound3", "enemy").validate({"id": "bandit", "name": "Bandit", "health": 3, "deck": "red"})
