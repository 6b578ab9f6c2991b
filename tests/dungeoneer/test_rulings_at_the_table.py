"""Rulings a table following the app met and the book decides otherwise (issue 27): the glory card owed when a
quest ends the deeds, monsters leaving the hand, the magic fish's one extra die, the attacked hero striking back
in its own turn, one opponent's peril for one card, and a permanent bane staying in play."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.errors import RuleViolation
from rules_engine.values import replace
from tests.dungeoneer.flow import act, at_deeds, refused, solo_table, standing_in, started
from tests.dungeoneer.test_paying_with_peril import three_players
from tests.dungeoneer.test_solo_rules import _draw


def refused_at(state, text: str) -> str:
    """The rule a refused command cites (hard refusals too)."""
    return refused(state, text)


def _solo_at_deeds():
    return act(act(act(solo_table(), "next"), "place library north of t1"), "next")


@pytest.mark.rule("dungeoneer.deeds.quest-done", "dungeoneer.solo.glory-draws")
def test_a_quest_that_ends_the_deeds_still_owes_the_end_of_turn_glory_card() -> None:
    state = standing_in(_solo_at_deeds(), "library")
    state = act(state, "quest library-ward", 6)  # magic 0 + 6 reaches 6
    assert state.phase is Phase.DISCARD_DRAW and state.hero.quests_done == 1
    assert state.solo.glory_draws == 1  # the discard and draw phase was entered the one way, with its draw
    state = _draw(state, "draw-glory", "Iron helm")
    assert state.solo.hand == ("helm",) and state.solo.glory_draws == 0


@pytest.mark.rule("dungeoneer.deeds.quest-done")
def test_entering_the_discard_phase_by_next_or_by_a_quest_gives_the_same_draws() -> None:
    by_next = act(_solo_at_deeds(), "next")
    by_quest = act(standing_in(_solo_at_deeds(), "library"), "quest library-ward", 6)
    assert by_next.phase is by_quest.phase is Phase.DISCARD_DRAW
    assert by_next.solo.glory_draws == by_quest.solo.glory_draws == 1


@pytest.mark.rule("dungeoneer.battle.lair", "dungeoneer.turn.discard-draw")
def test_a_monster_played_from_the_hand_leaves_it_and_sent_back_returns() -> None:
    state = started()
    state = state.with_hero(1, replace(state.heroes[1], peril=2))
    state = act(state, "monsters p2 zombie:melee")
    assert state.hero.hand == 4  # a monster is in the hand or in play, never both
    state = act(act(act(state, "respond"), "attack-roll", 1), "counter-roll", 1)  # 3 against 3: a tie
    assert state.battle.stage is Stage.LAIR
    state = act(state, "send zombie hand")
    assert state.hero.hand == 5 and state.battle is None


@pytest.mark.rule("dungeoneer.battle.lair", "dungeoneer.turn.discard-draw")
def test_the_turn_end_draws_back_the_monsters_played_from_the_hand() -> None:
    state = started()
    state = state.with_hero(1, replace(state.heroes[1], peril=2))
    state = act(state, "monsters p2 zombie:melee")
    state = act(act(act(state, "respond"), "attack-roll", 1), "counter-roll", 1)
    state = act(state, "send zombie lair")
    assert state.hero.hand == 4 and state.hero.lair == ("zombie",)
    state = act(act(state, "next"), "place library north of t1")
    state = act(act(state, "next"), "next")
    state = act(state, "discard-end hand")
    assert state.hero.hand == 3
    after = act(state, "next")
    assert after.heroes[0].hand == 5  # two drawn back up to five
    lair_play = act(act(act(after, "next"), "place crypt east of t2"), "next")
    assert lair_play.phase is Phase.DEEDS


@pytest.mark.rule("dungeoneer.battle.lair-play")
def test_a_monster_played_from_the_lair_leaves_the_hand_count_alone() -> None:
    state = started()
    state = state.with_hero(0, replace(state.hero, lair=("zombie",)))
    state = state.with_hero(1, replace(state.heroes[1], peril=2))
    state = act(state, "monsters p2 zombie:melee")
    assert state.hero.hand == 5 and state.hero.lair == ()


@pytest.mark.rule("dungeoneer.quests.chance")
def test_the_magic_fish_sells_one_extra_die_never_two() -> None:
    state = standing_in(at_deeds(started()), "library")
    state = act(state, "place bridge east of t2")
    state = standing_in(state, "bridge")
    state = state.with_hero(0, replace(state.hero, glory=4))
    assert state.quest("magic-fish").extra_dice_max == 1
    assert refused(state, "quest magic-fish extra 2", 1, 1, 1) == "dungeoneer.quests.chance"
    assert state.hero.glory == 4
    state = act(state, "quest magic-fish extra 1", 1, 6)
    assert state.hero.glory == 2 and state.hero.quests_done == 1


@pytest.mark.rule("dungeoneer.battle.challenge", "dungeoneer.battle.start")
def test_a_hero_attacked_in_its_own_turn_strikes_back_with_a_point_of_the_turn() -> None:
    state = standing_in(_solo_at_deeds(), "library")
    state = _draw(replace(state, solo=replace(state.solo, to_draw=1)), "draw-peril", "Zombie")
    assert state.battle is not None and state.battle.stage is Stage.RESPONSE
    points = state.hero.points
    state = act(act(act(state, "respond"), "attack-roll", 1), "counter-roll", 2)  # 1 + 2 against 2 + 1: a tie
    assert state.battle is not None and state.battle.stage is Stage.CHALLENGE
    state = act(state, "challenge zombie melee")
    assert state.hero.points == points - 1 and state.battle_started  # the turn's one battle, for one point
    state = act(act(state, "attack-roll", 6), "counter-roll", 1)  # 6 + 1 against 1 + 2: slain
    assert state.battle.stage is Stage.REWARD and state.battle.wounds_on("zombie") == 1


@pytest.mark.rule("dungeoneer.battle.challenge")
def test_no_strike_back_in_ones_own_turn_without_a_point_or_after_the_turns_battle() -> None:
    base = standing_in(_solo_at_deeds(), "library")
    for hero_points, started_battle in ((0, False), (2, True)):
        state = base.with_hero(0, replace(base.hero, points=hero_points))
        state = replace(state, battle_started=started_battle, solo=replace(state.solo, to_draw=1))
        state = _draw(state, "draw-peril", "Zombie")
        state = act(act(act(state, "respond"), "attack-roll", 1), "counter-roll", 2)
        assert state.battle.stage is Stage.REWARD  # no challenge stage
        assert refused_at(state, "challenge zombie melee") == "dungeoneer.battle.stages"


@pytest.mark.rule("dungeoneer.points.one-opponent")
def test_pooling_two_opponents_peril_is_refused_citing_the_one_opponent_rule() -> None:
    state = three_players((0, 2, 2))
    try:
        act(state, "peril quake paid-by p2 x 3")
    except RuleViolation as violation:
        ruling = violation.ruling
    else:
        raise AssertionError("allowed")
    assert ruling.citations[0].rule_id == "dungeoneer.points.one-opponent"
    assert "two opponents" in str(ruling.message) or "one opponent" in str(ruling.message)
    # Short of peril with nobody else to pool from, it is plain spending.
    assert refused(three_players((0, 2, 0)), "peril quake paid-by p2 x 3") == "dungeoneer.points.spending"


@pytest.mark.rule("dungeoneer.cards.permanent")
def test_a_permanent_bane_stays_until_another_card_forces_it_out() -> None:
    state = three_players((0, 2, 2))
    state = act(state, "peril curse on p2")
    assert state.heroes[1].inventory == ("curse",)
    assert refused(state, "discard curse p2") == "dungeoneer.cards.permanent"
    assert state.heroes[1].inventory == ("curse",)
    after = GAME.apply(state, GAME.parse_command(state, "discard curse p2 forced"))
    assert after.state.heroes[1].inventory == ()
    assert "dungeoneer.cards.permanent" in [c.rule_id for c in after.ruling.citations]
