"""A market city typed as the table's language or book writes it is that city (Торговля:, the book's Russian summary
names the cities in Latin letters and writes «Тамалира» too): a hero who starts in «Тамалир» stands in Tamalir and
may trade there, a move into «Риверуотч» enters Riverwatch, and the catalogue form asks about a name a letter or two
from a city's rather than taking it as a new town."""

from __future__ import annotations

import pytest

from cards_db.errors import CatalogueError
from cards_db.runebound3 import validate_hero
from rules_engine.game import GameSetup
from rules_engine.runebound3.actions import Move, Trade
from rules_engine.runebound3.cities import CITY_SPELLINGS, city_named, near_city
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import CITIES, SpaceKind
from tests.runebound3.helpers import HERO, item, new_setup


def started_in(start: str):
    """A new game whose heroes' card gives `start` as their starting space."""
    setup = new_setup()
    heroes = {hero_id: {**HERO, "start": start} for hero_id in setup.catalogue["heroes"]}
    return RUNEBOUND3.new_game(GameSetup(setup.players, setup.options, {**setup.catalogue, "heroes": heroes}))


@pytest.mark.rule("runebound3.setup.start-space")
@pytest.mark.rule("runebound3.trade.city")
def test_a_hero_whose_start_is_typed_in_russian_stands_in_the_city_and_may_trade_there() -> None:
    state = started_in("Тамалир")
    hero = state.heroes[0]
    assert (hero.space, hero.space_kind) == ("Tamalir", SpaceKind.CITY)
    outcome = RUNEBOUND3.apply(state, Trade(item("Sword", "weapon", 2)))
    assert outcome.ruling.allowed, outcome.ruling.message


@pytest.mark.parametrize("typed", ["тамалир", "  ТАМАЛИР ", "tamalir", "Tamalir"])
def test_case_and_spaces_are_set_aside(typed: str) -> None:
    assert started_in(typed).heroes[0].space == "Tamalir"


def test_every_spelling_names_its_own_city_and_no_other() -> None:
    for city, spellings in CITY_SPELLINGS.items():
        assert spellings[0] == city and city in CITIES
        assert {city_named(s) for s in spellings} == {city}
        assert {city_named(s.upper()) for s in spellings} == {city}
    assert city_named("Hillock") is None and city_named("Тамалира") is None


def test_a_start_that_is_no_city_is_a_town_as_before() -> None:
    hero = started_in("Hillock").heroes[0]
    assert (hero.space, hero.space_kind) == ("Hillock", SpaceKind.TOWN)


@pytest.mark.rule("runebound3.move.adjacent")
def test_a_move_into_a_city_typed_in_russian_enters_that_city() -> None:
    outcome = RUNEBOUND3.apply(started_in("Hillock"), Move("Риверуотч", "city"))
    assert outcome.ruling.allowed
    hero = outcome.state.heroes[0]
    assert (hero.space, hero.space_kind) == ("Riverwatch", SpaceKind.CITY)
    assert "moves to Riverwatch" in " ".join(outcome.ruling.effects)
    assert RUNEBOUND3.apply(outcome.state, Trade(item("Sword", "weapon", 2))).ruling.allowed


HERO_ENTRY = {"id": "anna", **HERO}


def test_the_catalogue_keeps_a_city_typed_in_russian_by_its_market_s_name() -> None:
    assert validate_hero({**HERO_ENTRY, "start": "Даунсмур"})["start"] == "Dawnsmoor"
    assert validate_hero({**HERO_ENTRY, "start": "Hillock"})["start"] == "Hillock"


@pytest.mark.parametrize(("typed", "city", "spelling"), [("Тамалр", "Tamalir", "Тамалир"),
                                                         ("Riverwach", "Riverwatch", "Riverwatch"),
                                                         ("Dawnsmor", "Dawnsmoor", "Dawnsmoor")])
def test_a_name_a_letter_or_two_from_a_city_s_is_asked_about(typed: str, city: str, spelling: str) -> None:
    assert near_city(typed) == (city, spelling)
    with pytest.raises(CatalogueError, match=f"did you mean {spelling}"):
        validate_hero({**HERO_ENTRY, "start": typed})


def test_names_far_from_every_city_are_not_asked_about() -> None:
    assert all(near_city(name) is None for name in ("Hillock", "Forest Road", "Kell", "Form", "Тамалир", "Лес"))
