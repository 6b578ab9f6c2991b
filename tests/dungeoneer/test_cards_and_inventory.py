"""Adventure cards: who pays with what and when, the inventory limits, one treasure of each type."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.game import GAME
from rules_engine.errors import CommandError
from rules_engine.values import replace
from tests.dungeoneer.flow import act, refused, started


def deeds(state):
    return act(act(act(state, "next"), "place library north of t1"), "next")


def rich(state, glory: int = 9, peril: int = 9):
    """Every hero given points to spend."""
    for seat, hero in enumerate(state.heroes):
        state = state.with_hero(seat, replace(hero, glory=glory, peril=peril))
    return state


@pytest.mark.rule("dungeoneer.deeds.glory-card", "dungeoneer.points.spending")
def test_glory_cards_are_paid_with_ones_own_glory_in_the_deeds_phase() -> None:
    state = rich(started())
    assert refused(state, "play helm") == "dungeoneer.deeds.glory-card"  # dungeon lord phase
    state = deeds(state)
    state = act(state, "play helm")
    assert state.hero.glory == 8 and state.hero.inventory == ("helm",)
    assert refused(state, "play boots by p2") == "dungeoneer.deeds.glory-card"  # not Bo's turn
    poor = state.with_hero(0, replace(state.hero, glory=0))
    assert refused(poor, "play boots") == "dungeoneer.points.spending"


@pytest.mark.rule("dungeoneer.inventory.limits", "dungeoneer.inventory.raised-limit")
def test_the_treasure_limit_and_a_card_that_raises_it() -> None:
    state = deeds(rich(started()))  # the rogue holds two treasures
    state = act(act(state, "play helm"), "play boots")
    assert refused(state, "play ring") == "dungeoneer.inventory.limits"
    state = act(state, "play blessing")  # boons have their own limit
    # At the limit, the backpack may still be played, and then there is room for one more.
    state = act(state, "play backpack")
    state = act(state, "play ring")
    assert set(state.hero.inventory) == {"helm", "boots", "blessing", "backpack", "ring"}


@pytest.mark.rule("dungeoneer.inventory.one-of-a-type")
def test_one_treasure_of_each_type() -> None:
    state = act(deeds(rich(started())), "play helm")
    assert refused(state, "play crown") == "dungeoneer.inventory.one-of-a-type"


@pytest.mark.rule("dungeoneer.turn.dungeon-lord", "dungeoneer.points.one-opponent")
def test_a_bane_is_paid_with_the_targets_peril_never_ones_own() -> None:
    state = rich(started())
    state = act(state, "peril curse on p2")
    assert state.heroes[1].peril == 8 and state.heroes[1].inventory == ("curse",)
    assert refused(state, "peril curse on p1") == "dungeoneer.points.spending"  # one's own peril
    assert refused(state, "peril curse on p2 paid-by p1") == "dungeoneer.points.spending"
    with pytest.raises(CommandError, match="whose peril"):
        act(state, "peril quake x 2")


@pytest.mark.rule("dungeoneer.points.x-cost", "dungeoneer.special.any-time")
def test_an_x_cost_any_time_card_chosen_and_paid_by_one_opponent() -> None:
    state = rich(started())
    state = act(state, "peril quake paid-by p1 x 3 by p2")  # Bo plays in Ann's turn, with Ann's peril
    assert state.heroes[0].peril == 6


@pytest.mark.rule("dungeoneer.special.any-time", "dungeoneer.battle.stages")
def test_the_scare_card_in_the_books_battle_answers_only_at_the_response() -> None:
    state = rich(started())
    assert refused(state, "play scare by p2") == "dungeoneer.special.any-time"
    state = act(state, "monsters p2 zombie:melee legion:melee")
    state = act(state, "play scare by p2")
    assert state.heroes[1].glory == 9 - 3
    state = act(state, "respond remove zombie")
    assert [a.attacker.name for a in state.battle.attacks] == ["Legion"]


@pytest.mark.rule("dungeoneer.inventory.boons-stay")
def test_boons_are_not_discarded_at_will_treasures_are() -> None:
    state = act(act(deeds(rich(started())), "play blessing"), "play helm")
    assert refused(state, "discard blessing") == "dungeoneer.inventory.boons-stay"
    state = act(state, "discard helm")
    state = act(state, "discard blessing forced")
    assert state.hero.inventory == ()


@pytest.mark.rule("dungeoneer.cards.treasure-spent")
def test_a_spent_treasure_is_discarded_citing_the_rule_and_a_boon_still_is_not() -> None:
    state = act(act(deeds(rich(started())), "play blessing"), "play helm")
    outcome = GAME.apply(state, GAME.parse_command(state, "discard helm"))
    assert outcome.state.hero.inventory == ("blessing",)
    assert "dungeoneer.cards.treasure-spent" in [c.rule_id for c in outcome.ruling.citations]
    assert refused(outcome.state, "discard blessing") == "dungeoneer.inventory.boons-stay"


@pytest.mark.rule("dungeoneer.general.card-priority")
def test_a_card_that_sets_a_rule_aside_wins_when_the_table_applies_it_as_a_house_rule() -> None:
    state = deeds(rich(started()))
    blessed = act(state, "play blessing")
    action = GAME.parse_command(blessed, "discard blessing")  # a card forces it, say: boons never go at will
    outcome = GAME.apply(blessed, action, override=True)
    assert outcome.state.hero.inventory == ()
    rules = [c.rule_id for c in outcome.ruling.citations]
    assert "dungeoneer.general.card-priority" in rules
    assert any("the card wins" in effect for effect in outcome.ruling.effects)
    plain = GAME.apply(state, GAME.parse_command(state, "play blessing"))  # nothing set aside: nothing said
    assert "dungeoneer.general.card-priority" not in [c.rule_id for c in plain.ruling.citations]
    assert any("sets a rule aside wins" in line for _, lines in GAME.view(state).sections for line in lines)
