"""A deck's name in the player's language wherever a sentence names the deck: the card tray's title, "may I?"'s note
on a draw, a refused card. Before, each said the deck's internal name («карта из колоды location»); now a Russian
interface says the book's word («карта из колоды локаций»), and every deck a game's card request can name is marked
for the catalogue (each game's `DECK_NAMES`)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from companion.services.controller import needs
from companion.services.fulfillers import ChanceError, TableCard, VirtualDeck
from companion.services.i18n import translate, use_language
from rules_engine.chance import CardRequest, deck_name, fill
from rules_engine.dungeoneer.actions import DrawPeril
from rules_engine.dungeoneer.typed_locations import location_request
from rules_engine.dungeoneer.words import DECK_NAMES as DUNGEONEER_DECKS
from rules_engine.errors import RuleViolation
from rules_engine.runebound2.words import DECK_NAMES as RUNEBOUND2_DECKS
from rules_engine.runebound3.words import DECK_NAMES as RUNEBOUND3_DECKS
from tests.dungeoneer.flow import started
from tests.runebound2.random_play import GAME as RB2, new_setup, walk
from tests.support.game_openings import openings

#: Random steps per board: enough to draw from most of its decks (the test asks only that each deck drawn is marked).
STEPS = 400


def offered_decks(game: Any, state: Any) -> set[str]:
    """The decks of the card requests `game` offers in `state`."""
    return {choice.request.deck for choice in game.choices(state) if isinstance(choice.request, CardRequest)}


def decks_from_opening(board: str, seed: int = 3) -> set[str]:
    """The decks the card requests offered in a seeded random walk from the board's opening."""
    opening = openings()[board]
    game, rng = opening.game, Random(seed)
    state, seen = opening.start(rng), set()
    for _ in range(STEPS):
        offered = game.choices(state)
        if not offered or game.view(state).finished:
            break
        seen |= offered_decks(game, state)
        try:
            state = game.apply(state, rng.choice(offered).sample(rng)).state
        except RuleViolation:  # a sample its choice's open field allowed only in part
            continue
    return seen


def decks_of_runebound2(seed: int = 3) -> set[str]:
    """The decks the card requests offered in Runebound 2e's random walk (`tests/runebound2/random_play.py`)."""
    seen: set[str] = set()
    walk(new_setup(2, False, False), seed, limit=STEPS, visit=lambda state: seen.update(offered_decks(RB2, state)))
    return seen


#: Each game's walk, and the deck names it marks (a two-hero Dungeoneer draws only its locations, as typed: below).
WALKS = {"runebound2": (decks_of_runebound2, RUNEBOUND2_DECKS),
         "runebound3": (lambda: decks_from_opening("runebound3"), RUNEBOUND3_DECKS),
         "dungeoneer-solo": (lambda: decks_from_opening("dungeoneer-solo"), DUNGEONEER_DECKS)}


@pytest.mark.parametrize("board", sorted(WALKS))
def test_every_deck_a_game_draws_from_is_marked_for_the_catalogue(board: str) -> None:
    decks_drawn, marked = WALKS[board]
    seen = decks_drawn()
    assert len(seen) >= 2, f"the walk drew from {seen or 'no deck'}: too little to prove anything"
    assert seen <= set(marked)


def test_the_location_deck_is_marked_for_the_catalogue() -> None:
    assert location_draw().deck in DUNGEONEER_DECKS


@pytest.mark.parametrize("code", ["ru", "pl"])
@pytest.mark.parametrize("deck", sorted({*DUNGEONEER_DECKS, *RUNEBOUND2_DECKS, *RUNEBOUND3_DECKS}))
def test_every_deck_has_its_name_in_each_language(code: str, deck: str) -> None:
    use_language(code)  # English again after the test (tests/i18n/conftest.py)
    said = translate(deck_name(deck))
    assert said and said != deck


def location_draw() -> CardRequest:
    """The draw of a location for the cell east of the entrance, at the start of a two-hero game."""
    return location_request(started(), (1, 0))


@pytest.mark.parametrize(("code", "read"), [("ru", "карта из колоды локаций"), ("en", "a card from the location deck")])
def test_the_card_trays_title_and_may_i_name_the_deck_in_the_players_language(code: str, read: str) -> None:
    use_language(code)
    assert translate(location_draw().describe()).startswith(read)
    assert translate(needs(location_draw())) == read


def test_a_card_the_deck_cannot_give_is_refused_with_the_decks_name_in_russian() -> None:
    use_language("ru")
    with pytest.raises(ChanceError) as refused:
        TableCard("Throne").fulfil(location_draw())
    assert "колоды локаций" in translate(refused.value.args[0])
    with pytest.raises(ChanceError) as unknown:
        VirtualDeck(Random(1)).fulfil(CardRequest("peril", "the peril draw", fill(DrawPeril, "card")))
    assert "колоды риска" in translate(unknown.value.args[0])
