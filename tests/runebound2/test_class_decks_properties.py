"""Class Decks invariants: random card plays never break the ten threat tokens and every refusal is cited;
random games played from `choices` keep every invariant after every action and replay exactly."""

from __future__ import annotations

from collections import Counter
from functools import cache
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.actions import decode_action
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.rules_index import get_rule
from rules_engine.runebound2.class_decks.actions import PassWindow, PlayClassCard, ThreatByText
from rules_engine.runebound2.class_decks.expansion import decks_of
from tests.runebound2.class_deck_helpers import GAME, setup
from tests.runebound2.class_deck_walk import check_class_invariants, class_game_from, class_walk
from tests.support.search_budget import budget

BASE_MOVES = ("step H3:forest adventure:green", "step H4:swamp", "step city:Greyhaven", "next", "adventure take",
              'challenge "Rats" mind:9 body:9 spirit:9 damage:1/1/1 life:2', "fight", "stay")

OPS = st.one_of(
    st.tuples(st.just("play"), st.integers(0, 2), st.integers(0, 7), st.booleans()),
    st.tuples(st.just("threat"), st.integers(0, 2), st.integers(1, 11), st.booleans()),
    st.tuples(st.just("pass"), st.integers(0, 2), st.just(0), st.just(False)),
    st.tuples(st.just("base"), st.integers(0, len(BASE_MOVES) - 1), st.just(0), st.just(False)),
    st.tuples(st.just("offered"), st.integers(0, 50), st.just(0), st.just(False)),
)


def _action(state, op):
    kind, a, b, flag = op
    if kind == "base":
        return GAME.parse_command(state, BASE_MOVES[a])
    if kind == "offered":  # one of the class cards or passes `choices` offers now (plays that go through)
        offered = [c for c in GAME.choices(state) if c.action in (PlayClassCard, PassWindow)]
        return offered[a % len(offered)].sample(Random(a)) if offered else PassWindow(state.hero.player)
    name = state.players[a].player
    if kind == "play":
        hand = decks_of(state).seats[a].hand
        return PlayClassCard(name, hand[b % len(hand)] if hand else "nothing", on_self=flag)
    if kind == "threat":
        return ThreatByText(name, b, discard=flag)
    return PassWindow(name)


@pytest.mark.rule("runebound2.class-decks.threat.tokens")
@settings(max_examples=budget(20, 60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), ops=st.lists(OPS, min_size=1, max_size=40))
def test_random_plays_keep_ten_tokens_and_every_refusal_is_cited(seed, ops):
    state, _ = class_game_from(Random(seed), 3)
    for op in ops:
        try:
            action = _action(state, op)
        except CommandError:
            continue
        if not hasattr(action, "KIND"):
            continue  # a dice request: the base game's own rolls are not what this test is about
        try:
            state = GAME.apply(state, action).state
        except RuleViolation as refusal:
            ruling = refusal.ruling
            assert not ruling.allowed and ruling.message
            assert ruling.citations, f"uncited refusal: {ruling.message}"
            for citation in ruling.citations:
                get_rule(citation.rule_id)  # every cited rule is in the index
        check_class_invariants(state)
        for seat in decks_of(state).seats:
            assert seat.threat.pool + seat.threat.on_card == 10


@cache
def _walk(seed: int):
    """One walk per seed (2 to 4 players, 300 actions), shared by the tests below in one worker."""
    return class_walk(seed, players=2 + seed % 3, limit=300)


@pytest.mark.rule("runebound2.class-decks.timing.movement")
@pytest.mark.rule("runebound2.class-decks.timing.challenge")
@pytest.mark.parametrize("seed", range(12))
def test_random_games_from_choices_keep_every_invariant_and_replay(seed):
    walk = _walk(seed)
    assert walk.class_actions["PassWindow"] > 0  # the windows opened and closed
    log = [(decode_action(a.to_json()), False) for a in walk.actions]
    assert GAME.replay(setup(len(walk.state.players)), log) == walk.state


def test_the_walks_reach_the_expansions_actions():
    """Across the seeds the walks play cards, fight class challenges and refill hands (so the test above means something)."""
    seen = Counter()
    for seed in range(12):
        seen.update(_walk(seed).class_actions)
    assert {"PlayClassCard", "PassWindow", "FightClassChallenge", "RefillHand"} <= set(seen)
