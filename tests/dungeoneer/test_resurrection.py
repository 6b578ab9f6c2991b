"""The resurrection variant: a defeated hero's player goes on with a new level-1 hero from the entrance,
keeping their quests; no one wins by being the last hero standing."""

from __future__ import annotations

import pytest

from rules_engine.decisions import DecisionKind
from rules_engine.dungeoneer.actions import Resurrect
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.resurrection import RESURRECTION_RULE, heroes_free
from rules_engine.values import replace
from tests.dungeoneer.flow import HEROES, act, refused, started

RULE = RESURRECTION_RULE


def _bo_defeated(**options):
    """Ann attacks Bo, one wound from defeat, and defeats him."""
    state = act(act(act(started(**options), "next"), "place library north of t1"), "next")
    bo = state.heroes[1]
    state = state.with_hero(1, replace(bo, wounds=bo.hero.health - 1, glory=3, inventory=("backpack",), hand=2))
    state = act(act(act(state, "attack p2 melee"), "respond"), "attack-roll", 6)
    return act(state, "counter-roll", 1)


@pytest.mark.rule("dungeoneer.variant.resurrection")
def test_with_resurrection_a_defeat_does_not_end_the_game_and_the_player_is_asked_for_a_new_hero() -> None:
    state = _bo_defeated(resurrection=True)
    assert state.heroes[1].defeated and state.phase is not Phase.OVER and state.winner is None
    decision = GAME.decision(state)
    assert decision.kind is DecisionKind.CHOICE and decision.seat == 1 and "new level-1 hero" in decision.prompt
    assert "rogue" not in heroes_free(state) and "knight" in heroes_free(state)  # Ann's rogue is in play


@pytest.mark.rule("dungeoneer.variant.resurrection")
def test_the_new_hero_starts_at_level_1_on_the_entrance_with_a_new_hand_and_keeps_the_quests() -> None:
    state = _bo_defeated(resurrection=True)
    before = state.heroes[1]
    outcome = GAME.apply(state, GAME.parse_command(state, "resurrect p2 knight"))
    bo = outcome.state.heroes[1]
    assert not bo.defeated and bo.level == 1 and bo.wounds == 0 and bo.hero.id == "knight"
    assert bo.cell == outcome.state.dungeon.cell_of("entrance")
    assert bo.hand == 5 and bo.inventory == ()
    assert bo.quests == before.quests and bo.glory == before.glory and bo.peril == before.peril
    assert outcome.ruling.message == "Bo goes on with Knight, level 1"
    assert RULE in [c.rule_id for c in outcome.ruling.citations]
    assert any("Ann sets the new hero on the entrance" in e for e in outcome.ruling.effects)


def test_without_the_variant_the_last_hero_standing_wins_and_no_resurrection_is_allowed() -> None:
    state = _bo_defeated()
    assert state.phase is Phase.OVER and state.winner == 0
    playing = replace(_bo_defeated(resurrection=True), options=started().options)
    assert refused(playing, "resurrect p2 knight") == RULE


@pytest.mark.rule("dungeoneer.variant.resurrection")
def test_a_hero_still_in_the_game_is_not_resurrected_nor_a_hero_another_player_uses() -> None:
    state = _bo_defeated(resurrection=True)
    assert refused(state, "resurrect p1 knight") == RULE  # Ann's hero is standing
    assert refused(state, "resurrect p2 rogue") == RULE  # Ann's rogue is in play


def test_choices_offer_every_free_hero_to_the_defeated_player_only() -> None:
    state = _bo_defeated(resurrection=True)
    offered = [c for c in GAME.choices(state) if c.action is Resurrect]
    assert {c.fields["hero"].value for c in offered} == {h for h in HEROES if h != "rogue"}
    assert all(c.actor == 1 for c in offered)
