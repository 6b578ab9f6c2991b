"""The choosing heroes variant: after the die, each player in turn from the first chooses a hero card
no earlier player took; then the game goes on."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules_engine.decisions import OneOf
from rules_engine.dungeoneer.actions import ChooseHero
from rules_engine.dungeoneer.choosing_heroes import CHOOSING_HEROES_RULE, heroes_to_choose
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.no_fog import NO_FOG_RULE
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import RuleViolation
from tests.dungeoneer.flow import act, new_table, refused, tunnels_down

CHOOSING = {"choosing-heroes": True}


def _rolled(first: tuple[int, int], **options) -> DgState:
    state = tunnels_down(**options)
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "shared t1-watch")
    return act(state, "first-player", *first)


@pytest.mark.rule("dungeoneer.variant.choosing-heroes")
def test_the_first_player_chooses_first_and_no_one_takes_a_hero_already_chosen() -> None:
    state = _rolled((2, 6), **CHOOSING)  # Bo rolled higher
    assert state.phase is Phase.HEROES and state.active == 1
    decision = GAME.decision(state)
    assert decision.seat == 1 and "Bo: choose a hero" in decision.prompt
    assert refused(state, "choose-hero p1 knight") == CHOOSING_HEROES_RULE  # Ann waits for her turn
    outcome = GAME.apply(state, GAME.parse_command(state, "choose-hero p2 rogue"))
    assert outcome.ruling.message == "Bo chooses Rogue"
    assert CHOOSING_HEROES_RULE in [c.rule_id for c in outcome.ruling.citations]
    state = outcome.state
    assert state.active == 0 and heroes_to_choose(state) == ("knight",)
    assert refused(state, "choose-hero p1 rogue") == CHOOSING_HEROES_RULE
    state = act(state, "choose-hero p1 knight")
    assert state.phase is Phase.DUNGEON_LORD and state.active == 1  # the first player's turn begins
    assert [h.hero.id for h in state.heroes] == ["knight", "rogue"]
    assert state.hero.points == state.hero.hero.value("speed", 1)  # refreshed with the chosen hero's speed


@pytest.mark.rule("dungeoneer.variant.choosing-heroes")
def test_with_no_fog_the_entrance_deal_names_the_chooser_then_the_layout_follows_on_their_left() -> None:
    state = new_table(**CHOOSING, **{"no-fog": True})
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(act(state, "shared t1-watch"), "entrance p1")
    assert state.phase is Phase.HEROES and state.active == 0
    state = act(act(state, "choose-hero p1 knight"), "choose-hero p2 rogue")
    assert state.phase is Phase.LAYOUT and state.active == 1  # Ann laid the entrance: Bo lays next
    ruling = GAME.apply(state, GAME.parse_command(state, "place library north of entrance")).ruling
    assert NO_FOG_RULE in [c.rule_id for c in ruling.citations]


def test_without_the_variant_the_dealt_heroes_stand_and_no_choice_is_asked() -> None:
    state = _rolled((6, 2))
    assert state.phase is Phase.DUNGEON_LORD and [h.hero.id for h in state.heroes] == ["rogue", "knight"]
    with pytest.raises(RuleViolation) as refusal:
        GAME.apply(state, ChooseHero(0, "knight"))
    assert refusal.value.ruling.citations[0].rule_id == CHOOSING_HEROES_RULE


@settings(max_examples=20, deadline=None)
@given(st.data(), st.sampled_from([(6, 2), (2, 6)]))
@pytest.mark.rule("dungeoneer.variant.choosing-heroes")
def test_any_choices_give_every_player_a_different_hero_and_the_first_player_the_first_turn(data, first) -> None:
    state = _rolled(first, **CHOOSING)
    starter = state.active
    while state.phase is Phase.HEROES:
        offered = sorted({hero for c in GAME.choices(state) if c.action is ChooseHero
                          for hero in (c.fields["hero"].options if isinstance(c.fields["hero"], OneOf)
                                       else (c.fields["hero"].value,))})
        assert offered == sorted(heroes_to_choose(state))
        hero = data.draw(st.sampled_from(offered))
        state = GAME.apply(state, ChooseHero(state.active, hero)).state
    ids = [h.hero.id for h in state.heroes]
    assert len(set(ids)) == len(ids) and state.phase is Phase.DUNGEON_LORD and state.active == starter
