"""Random Runebound 3rd edition games played from `choices` to the end of act 2 keep every limit."""

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import ACTIONS_PER_TURN, Stage
from tests.runebound3.helpers import new_state


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
        assert len(market.items) == 3 or (state.stage is Stage.TRADING and market.city == state.trading_city)


@settings(max_examples=15, deadline=None)
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
