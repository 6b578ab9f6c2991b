"""The turn's last phase: one card discarded (hand, treasure or lair monster, never a boon), the hand drawn to five."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.phases import Phase
from rules_engine.values import replace
from tests.dungeoneer.flow import act, at_deeds, refused, solo_table, started


def at_discard(**options):
    return act(at_deeds(started(**options)), "next")


@pytest.mark.rule("dungeoneer.turn.discard-draw")
def test_a_player_holding_cards_discards_one_then_draws_back_to_five() -> None:
    state = at_discard()
    assert state.phase is Phase.DISCARD_DRAW and state.hero.hand == 5
    assert refused(state, "next") == "dungeoneer.turn.discard-draw"
    state = act(state, "discard-end")
    assert state.hero.hand == 4 and state.discarded
    assert refused(state, "discard-end") == "dungeoneer.turn.discard-draw"  # never more than one
    state = act(state, "next")
    assert state.active == 1 and state.heroes[0].hand == 5 and not state.discarded


@pytest.mark.rule("dungeoneer.turn.discard-draw", "dungeoneer.inventory.boons-stay")
def test_the_discard_may_be_a_treasure_or_a_lair_monster_but_never_a_boon() -> None:
    state = at_discard()
    state = state.with_hero(0, replace(state.hero, inventory=("blessing", "helm"), lair=("legion",)))
    assert refused(state, "discard-end blessing") == "dungeoneer.turn.discard-draw"
    treasure = act(state, "discard-end helm")
    assert treasure.hero.inventory == ("blessing",) and treasure.hero.hand == 5
    monster = act(state, "discard-end legion")
    assert monster.hero.lair == () and monster.hero.inventory == ("blessing", "helm")


@pytest.mark.rule("dungeoneer.turn.discard-draw")
def test_an_empty_hand_owes_no_discard() -> None:
    state = at_discard()
    state = state.with_hero(0, replace(state.hero, hand=0))
    assert refused(state, "discard-end") == "dungeoneer.turn.discard-draw"
    assert act(state, "next").heroes[0].hand == 5


@pytest.mark.rule("dungeoneer.variant.optional-discard")
def test_with_the_optional_discard_the_turn_may_end_without_one() -> None:
    state = at_discard(**{"optional-discard": True})
    assert act(state, "next").active == 1
    state = act(state, "discard-end")
    assert refused(state, "discard-end") == "dungeoneer.variant.optional-discard"


@pytest.mark.rule("dungeoneer.setup.hand")
def test_a_card_played_leaves_the_hand_and_an_empty_hand_plays_nothing() -> None:
    state = at_deeds(started())
    state = state.with_hero(0, replace(state.hero, glory=5))
    assert act(state, "play helm").hero.hand == 4
    empty = state.with_hero(0, replace(state.hero, hand=0))
    assert refused(empty, "play helm") == "dungeoneer.setup.hand"


@pytest.mark.rule("dungeoneer.solo.glory-draws")
def test_alone_nothing_is_discarded() -> None:
    state = act(act(act(solo_table(), "next"), "place library north of t1"), "next")
    state = act(state, "next")
    assert state.phase is Phase.DISCARD_DRAW
    assert refused(state, "discard-end") == "dungeoneer.solo.glory-draws"
