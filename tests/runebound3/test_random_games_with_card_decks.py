"""Random Runebound 3rd edition games from `choices` to the end of act 2, with virtual challenge decks holding
every kind of card (enemies, events, tests, quests) and story cards with effects and a story quest."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.game import GameSetup
from rules_engine.rules_index import get_rule
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.quests import ResolveQuest
from rules_engine.runebound3.state import Colour, R3State, Stage
from tests.runebound3.challenge_catalogue import EVENTS, QUESTS, TESTS
from tests.runebound3.helpers import fighting_setup
from tests.runebound3.test_random_games import check_limits
from tests.support.search_budget import budget
from tests.support.untouched import fingerprint

DECKED_EVENTS = {**EVENTS, "storm": {"name": "Storm", "deck": "green", "options": ["delayed", "wounds+2,trophy"]}}
DECKED_TESTS = {**TESTS, "climb": {"name": "Cliff Climb", "deck": "green", "attribute": "body", "reward": "trophy"}}
DECKED_QUESTS = {**QUESTS, "ruins": {"name": "Ruins", "deck": "purple", "region": ["Wilds", "Forge"],
                                     "outcomes": ["plains:trophy"]}}
SKILLS = {"grit": {"name": "Grit", "attribute": "body", "cost": ["grey"], "active": False,
                   "effects": ["test+1", "speed+1", "hand+1"]}}
STORY = {f"s{n}": {"name": f"Story {n}", "scenario": "margath", "quest": n % 2 == 0,
                   "effects": ["refresh", "gold-1"] if n % 3 == 0 else [],
                   **({"region": ["Tamalir", "Wilds"], "outcomes": ["forest:trophy"]} if n % 2 == 0 else {})}
         for n in range(1, 11)}


def decked_state(players: int, first: int) -> R3State:
    """A game whose catalogue holds every kind of challenge card in the three decks."""
    setup = fighting_setup(players, first_player=first)
    catalogue = {**setup.catalogue, "events": DECKED_EVENTS, "tests": DECKED_TESTS, "quests": DECKED_QUESTS,
                 "skills": SKILLS, "story": STORY,
                 "tokens": [*setup.catalogue["tokens"], {"space": "Forge", "colour": "purple"}]}
    return RUNEBOUND3.new_game(GameSetup(setup.players, setup.options, catalogue))


def play_random(seed: int, players: int) -> dict[str, int]:
    """Play one random game to its end, checking limits and that every refusal is cited; what it met."""
    rng = Random(seed)
    state = decked_state(players, rng.randrange(players))
    played: list[object] = []
    seen = {"kept": 0, "resolved": 0, "refused": 0, "tests": 0, "events": 0}
    for _ in range(8000):
        if state.stage is Stage.OVER:
            break
        if played and rng.random() < 0.3:  # an action from another moment: allowed, or refused with its rule
            stray = rng.choice(played)
            before = fingerprint(state)
            ruling = RUNEBOUND3.check(state, stray)
            assert fingerprint(state) == before, f"checking {stray} changed the state"
            if not ruling.allowed:
                seen["refused"] += 1
                assert ruling.message and ruling.citations, f"uncited refusal of {stray}"
                assert all(get_rule(c.rule_id).heading for c in ruling.citations)
        options = RUNEBOUND3.choices(state)
        assert options, f"no choice in stage {state.stage}"
        act = rng.choice(options).sample(rng)
        outcome = RUNEBOUND3.apply(state, act)
        assert outcome.ruling.allowed, outcome.ruling.message
        seen["kept"] += len(outcome.state.quests) > len(state.quests)
        seen["resolved"] += isinstance(act, ResolveQuest)
        seen["tests"] += outcome.state.test is not None and state.test is None
        seen["events"] += bool(outcome.state.challenge and outcome.state.challenge.awaits_option
                               and not (state.challenge and state.challenge.awaits_option))
        state = outcome.state
        played.append(act)
        check_limits(state)
        assert all(t.colour is not Colour.GREY for t in state.tokens)
        assert all(c is not Colour.GREY for h in state.heroes for c in h.trophies), "a story quest keeps no colour"
    assert state.stage is Stage.OVER and state.act == 2
    return seen


@settings(max_examples=budget(3, 10), deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(1, 4))
def test_random_games_with_every_kind_of_card_keep_every_limit_and_cite_every_refusal(seed, players):
    play_random(seed, players)


def test_random_games_draw_events_and_tests_and_keep_and_resolve_quests():
    totals = [play_random(seed, 2) for seed in range(3)]
    for key in ("kept", "resolved", "refused", "tests", "events"):
        assert sum(t[key] for t in totals) > 0, key
