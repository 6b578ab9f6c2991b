"""Random Runebound 3rd edition games played from `choices` to the end of act 2 keep every limit."""

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.runebound3.events import ChooseOption
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import ACTIONS_PER_TURN, Fight, Stage
from rules_engine.rules_index import get_rule
from tests.runebound3.helpers import fighting_state, new_state
from tests.support.search_budget import budget
from tests.support.untouched import fingerprint


def check_limits(state):
    assert 0 <= state.actions_used <= ACTIONS_PER_TURN
    for hero in state.heroes:
        types = [i.type for i in hero.items]
        assert len(types) == len(set(types)), "one item of each type"
        for attribute in ("body", "mind", "spirit"):
            count = sum(1 for s in hero.skills if s.attribute == attribute)
            assert count <= getattr(hero.sheet, attribute), "skills never exceed the attribute"
        assert 0 <= hero.wounds <= hero.sheet.health and hero.gold >= 0
    for market in state.markets:
        assert len(market.items) == 3 or (state.stage is Stage.TRADING and market.city == state.trading_city) \
            or state.stage is Stage.MARKETS


@settings(max_examples=budget(5, 15), deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(1, 4))
def test_random_games_reach_the_end_of_act_two(seed, players):
    rng = Random(seed)
    state = new_state(players, first_player=rng.randrange(players))
    for _ in range(5000):
        if state.stage is Stage.OVER:
            break
        options = RUNEBOUND3.choices(state)
        assert options, f"no choice in stage {state.stage}"
        act = rng.choice(options).sample(rng)
        outcome = RUNEBOUND3.apply(state, act)
        assert outcome.ruling.allowed, outcome.ruling.message
        state = outcome.state
        check_limits(state)
    assert state.stage is Stage.OVER and state.act == 2


def check_fight(state):
    """While a fight runs: neither side beaten yet, and the decision's seat is the one every choice is for."""
    fight = state.combat
    if not isinstance(fight, Fight):
        return
    for side in fight.combat.sides:
        assert 0 <= side.wounds < side.fighter.health
    seats = {choice.actor for choice in RUNEBOUND3.choices(state)}
    assert seats == {RUNEBOUND3.decision(state).seat}


def play_random(seed: int, players: int) -> tuple[int, int]:
    """Play one random game with token fights to its end, checking every step; (fights, refusals) seen."""
    rng = Random(seed)
    state = fighting_state(players, first_player=rng.randrange(players))
    played, fights, refusals = [], 0, 0
    for _ in range(8000):
        if state.stage is Stage.OVER:
            break
        if played and rng.random() < 0.3:  # an action from another moment of the game: allowed or cited
            stray = rng.choice(played)
            before = fingerprint(state)
            ruling = RUNEBOUND3.check(state, stray)
            assert fingerprint(state) == before, f"checking {stray} changed the state"
            if not ruling.allowed:
                refusals += 1
                assert ruling.message and ruling.citations, f"uncited refusal of {stray}"
                assert all(get_rule(c.rule_id).heading for c in ruling.citations)
        act = rng.choice(RUNEBOUND3.choices(state)).sample(rng)
        outcome = RUNEBOUND3.apply(state, act)
        assert outcome.ruling.allowed, outcome.ruling.message
        fights += isinstance(outcome.state.combat, Fight) and not isinstance(state.combat, Fight)
        state = outcome.state
        played.append(act)
        check_limits(state)
        check_fight(state)
    assert state.stage is Stage.OVER and state.act == 2
    return fights, refusals


@settings(max_examples=budget(3, 12), deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(1, 4))
def test_random_games_with_token_fights_keep_every_limit_and_cite_every_refusal(seed, players):
    play_random(seed, players)


def test_random_games_do_fight_with_tokens_and_meet_refusals():
    totals = [play_random(seed, 2) for seed in range(3)]
    assert sum(f for f, _ in totals) > 0 and sum(r for _, r in totals) > 0


def test_random_games_choose_event_options_and_keep_every_limit():
    chosen = 0
    for seed in range(4):
        rng = Random(seed)
        state = new_state(2, first_player=0)
        while state.stage is not Stage.OVER:
            act = rng.choice(RUNEBOUND3.choices(state)).sample(rng)
            chosen += isinstance(act, ChooseOption)
            outcome = RUNEBOUND3.apply(state, act)
            assert outcome.ruling.allowed, outcome.ruling.message
            state = outcome.state
            check_limits(state)
        assert state.act == 2
    assert chosen > 0
