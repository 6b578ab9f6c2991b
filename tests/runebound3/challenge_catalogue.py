"""Event, test and quest cards (and a story quest) for the Runebound 3rd edition card tests: made-up values."""

from __future__ import annotations

from rules_engine.game import GameSetup
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Colour, R3State
from rules_engine.values import replace
from tests.runebound3.helpers import new_setup

EVENTS = {"toll": {"name": "Toll Bridge", "deck": "purple",
                   "options": [{"text": "Pay the toll", "effects": "gold-2,trophy"}, "body-1,gold+1,trophy"]}}
TESTS = {"rope": {"name": "Rope Bridge", "deck": "orange", "attribute": "body", "modifier": -1,
                  "reward": "gold+1,trophy", "text": "The bridge sways."}}
QUESTS = {"shrine": {"name": "Lost Shrine", "deck": "green", "region": ["Tamalir", "Black Wood"],
                     "outcomes": [{"needs": ["forest", "hills"], "reward": "gold+2,trophy"},
                                  {"needs": ["wild"], "reward": "none"}]},
          "riddle": {"name": "Sphinx Riddle", "deck": "green", "region": ["Tamalir"], "attribute": "mind",
                     "reward": "trophy"}}


def catalogue_state(players: int = 2, **catalogue: object) -> R3State:
    """A game whose session catalogue holds the cards given (keys `events`, `tests`, `quests`, `story`...)."""
    setup = new_setup(players)
    return RUNEBOUND3.new_game(GameSetup(setup.players, setup.options, {**setup.catalogue, **catalogue}))


def cards_state(players: int = 2) -> R3State:
    """A game with the event, the test and both quests in its catalogue."""
    return catalogue_state(players, events=EVENTS, tests=TESTS, quests=QUESTS)


def on_token(state: R3State, colour: str) -> R3State:
    """The state with the first hero's space (Tamalir) holding one face-up token of this colour."""
    return replace(state, tokens=(replace(state.tokens[0], colour=Colour(colour), face_up=True),))


def play(state: R3State, *actions: object) -> R3State:
    """Apply each action, asserting it is allowed."""
    for act in actions:
        outcome = RUNEBOUND3.apply(state, act)
        assert outcome.ruling.allowed, outcome.ruling.message
        state = outcome.state
    return state
