"""The offers of Runebound's dialog steps (`Game.offers`): every candidate of the market, the experience step, the
class cards and the talent shop carries exactly the verdict `check` gives on it, in the states random play reaches.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.class_decks.actions import BuyTalent, PassWindow, PlayClassCard, TriggerRound
from rules_engine.runebound2.class_decks.expansion import decks_of
from rules_engine.runebound2.class_decks.offers import CLASS_CARDS, TALENTS, ClassCardOffers, TalentOffers
from rules_engine.runebound2.offers import EXPERIENCE, MARKET, ExperienceOffers, MarketOffers
from rules_engine.runebound2.steps import Step
from rules_engine.verdicts import Verdict
from rules_engine.standing_rules import StandingRule, StandingRules
from tests.runebound2.class_deck_helpers import GAME as CLASS_GAME
from tests.runebound2.class_deck_walk import class_walk
from tests.runebound2.helpers import GAME, new_game, play
from tests.runebound2.random_play import new_setup, walk
from tests.support.search_budget import budget


def verdicts(offers: object) -> list[Verdict]:
    """Every verdict an offer of any step holds, in its order."""
    if isinstance(offers, MarketOffers):
        found = [p.verdict for p in offers.purchases] + [s.verdict for s in offers.sales]
        return found + [v for care in offers.care for v in (care.wound, care.rest)]
    if isinstance(offers, ExperienceOffers):
        return [bonus.verdict for bonus in offers.bonuses]
    if isinstance(offers, ClassCardOffers):
        return ([offers.passing] if offers.passing is not None else []) + [offers.trigger_round] + [
            play.verdict for play in offers.plays]
    assert isinstance(offers, TalentOffers)
    return [purchase.verdict for purchase in offers.purchases]


def assert_each_verdict_is_checks(game, state, steps) -> None:
    for step in steps:
        for verdict in verdicts(game.offers(state, step)):
            assert verdict.ruling == game.check(state, verdict.action), (step, verdict.action)


@settings(max_examples=budget(6, 40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 2**16), prefix=st.integers(0, 200))
def test_every_market_and_experience_verdict_is_what_check_says(players, seed, prefix):
    seen: list = []
    walk(new_setup(players, doom=seed % 2 == 0, hazards=False), seed, limit=prefix,
         visit=lambda state: seen.append(state) if state.step in (Step.MARKET, Step.EXPERIENCE) else None)
    for state in seen[-3:] + [walk(new_setup(players, doom=False, hazards=False), seed, limit=prefix).state]:
        assert_each_verdict_is_checks(GAME, state, (MARKET, EXPERIENCE))


@settings(max_examples=budget(3, 20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**16), prefix=st.integers(0, 120))
def test_every_class_card_and_talent_verdict_is_what_check_says(seed, prefix):
    state = class_walk(seed, players=2 + seed % 2, limit=prefix).state
    assert_each_verdict_is_checks(CLASS_GAME, state, (CLASS_CARDS, TALENTS, MARKET, EXPERIENCE))


def test_the_market_lists_refusals_with_their_rule_beside_what_is_allowed():
    state = play(play(new_game(1), "next"), 'market draw "Great Sword" item cost:9 class:weapon type:sword')
    offers = GAME.offers(state, MARKET)
    assert isinstance(offers, MarketOffers) and offers.city and offers.drawn
    buy = offers.purchases[0]
    assert (buy.name, buy.kind, buy.cost, buy.verdict.action) == ("Great Sword", "item", 9, A.Buy("Great Sword"))
    assert not buy.verdict.allowed and buy.verdict.ruling.citations
    assert [care.who for care in offers.care] == [state.hero.hero.name]


def test_the_experience_step_lists_the_five_counters_at_the_tables_price():
    state = replace(new_game(2), step=Step.EXPERIENCE)
    offers = GAME.offers(state, EXPERIENCE)
    assert isinstance(offers, ExperienceOffers)
    assert [b.bonus for b in offers.bonuses] == ["mind", "body", "spirit", "stamina", "life"]
    assert [b.verdict.action for b in offers.bonuses] == [A.BuyExperience(b.bonus) for b in offers.bonuses]


def test_class_card_and_talent_candidates_cover_every_hand_card_and_talent():
    state = class_walk(5, players=2, limit=30).state
    cards = CLASS_GAME.offers(state, CLASS_CARDS)
    assert isinstance(cards, ClassCardOffers) and cards.trigger_round.action == TriggerRound()
    assert (cards.passing is not None) == (CLASS_GAME.decision(state).window.startswith("class-decks-")
                                           and isinstance(cards.passing.action, PassWindow))
    plays = [play.verdict.action for play in cards.plays]
    for seat, party in enumerate(state.players):
        seat_cards = decks_of(state).seats[seat]
        for name in seat_cards.hand:
            # Each hand card once: the active player's own hostile card only on their own hero (the active hero is
            # theirs, so a row "on" it would be the same card again, always refused).
            own_hostile = seat == state.active and seat_cards.card(name).hostile
            assert plays.count(PlayClassCard(party.player, name, own_hostile)) == 1
            assert PlayClassCard(party.player, name, not own_hostile) not in plays
    talents = CLASS_GAME.offers(state, TALENTS)
    assert isinstance(talents, TalentOffers)
    assert {p.verdict.action for p in talents.purchases} >= {
        BuyTalent(state.hero.player, t.name) for t in decks_of(state).seats[state.active].talents}


def test_a_game_without_the_step_offers_nothing_and_the_base_game_has_no_class_cards():
    state = new_game(2)
    assert GAME.offers(state, "no such step") is None
    assert GAME.offers(state, CLASS_CARDS) is None


def test_offers_are_worked_out_once_per_state_and_never_handed_to_other_standing_rules():
    state = play(play(new_game(1), "next"), 'market draw "Great Sword" item cost:9 class:weapon type:sword')
    first = GAME.offers(state, MARKET)
    assert GAME.offers(state, MARKET) is first
    credit = StandingRules("Thursday", (StandingRule("runebound2.market.buy", "Credit", "buy now, pay later"),))
    lifted = GAME.under(credit).offers(state, MARKET)
    assert lifted is not first
    assert lifted.purchases[0].verdict.ruling == GAME.check(state, A.Buy("Great Sword"), standing=credit)
