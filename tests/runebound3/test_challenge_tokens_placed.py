"""A challenge token laid on the board after setup: the wizard's field left empty no longer leaves every adventure
impossible (Начало игры., 1.: a token of its colour on each token space)."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from rules_engine.game import GameSetup
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.placing import PlaceToken
from rules_engine.runebound3.state import Colour, R3State, Stage
from tests.runebound3.helpers import fighting_setup, refused_rule


def without_tokens() -> R3State:
    setup = fighting_setup(1)
    catalogue = {key: value for key, value in setup.catalogue.items() if key != "tokens"}
    state = RUNEBOUND3.new_game(GameSetup(setup.players, setup.options, catalogue))
    assert state.tokens == ()
    return state


def applied(state: R3State, command: str) -> R3State:
    outcome = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, command))
    assert outcome.ruling.allowed, outcome.ruling.message
    return outcome.state


@pytest.mark.rule("runebound3.setup.tokens")
def test_a_token_laid_later_makes_an_adventure_possible_there() -> None:
    state = without_tokens()
    here = state.hero.space
    assert refused_rule(state, RUNEBOUND3.parse_command(state, "adventure enemy Wolf")) == (
        "runebound3.adventure.token",
        f"there is no challenge token on {here}; one your board shows there is laid with 'token COLOUR {here}'")
    state = applied(state, f"token orange {here}")
    assert [(t.space, t.colour, t.face_up) for t in state.tokens] == [(here, Colour.ORANGE, True)]
    assert state.actions_used == 0, "laying a token is the table's setup, not a hero's action"
    fought = applied(state, "adventure enemy Wolf")
    assert fought.stage is Stage.COMBAT


@pytest.mark.rule("runebound3.setup.tokens")
def test_a_space_holds_one_token_and_a_token_has_one_of_three_colours() -> None:
    state = applied(without_tokens(), "token green Black Wood")
    assert refused_rule(state, PlaceToken("black  wood", "purple")) == (
        "runebound3.setup.tokens", "Black Wood already holds a challenge token; a space holds one")
    assert refused_rule(state, PlaceToken("Oakvale", "grey"))[0] == "runebound3.setup.tokens"
    with pytest.raises(CommandError):
        RUNEBOUND3.parse_command(state, "token red Oakvale")


def test_a_space_of_several_words_is_read_quoted_or_not() -> None:
    state = without_tokens()
    assert RUNEBOUND3.parse_command(state, 'token purple "Black Wood"') == PlaceToken("Black Wood", "purple")
    assert RUNEBOUND3.parse_command(state, "token purple Black Wood") == PlaceToken("Black Wood", "purple")
