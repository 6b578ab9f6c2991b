"""What a card did, recorded by the table (issue 27): a counter changed with the card named and cited, kept within
its bounds and undone like any step; a hero carried elsewhere by a card, with what the book gives for moving
outside one's own turn."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.stats import Stat
from rules_engine.errors import CommandError
from rules_engine.values import replace
from tests.dungeoneer.flow import act, at_deeds, refused, solo_table, started

POTION = {"id": "potion", "name": "Healing potion", "kind": "treasure", "cost": 1, "timing": "any-time",
          "duration": "instant", "text": "heal two wounds"}


def _apply(state, text: str):
    return GAME.apply(state, GAME.parse_command(state, text))


@pytest.mark.rule("dungeoneer.companion.card-effect")
def test_a_healing_card_heals_the_wounds_it_names_and_cites_the_card() -> None:
    state = at_deeds(started())
    state = state.with_hero(0, replace(state.hero, wounds=3))
    result = _apply(state, "effect heal 2 from Scare")
    assert result.state.hero.wounds == 1
    assert "Scare" in str(result.ruling.message)
    rules = [c.rule_id for c in result.ruling.citations]
    assert "dungeoneer.companion.card-effect" in rules
    assert refused(result.state, "effect heal 2 from Scare") == "dungeoneer.companion.card-effect"  # one wound left
    assert result.state.hero.wounds == 1


@pytest.mark.rule("dungeoneer.companion.card-effect")
def test_every_counter_a_card_changes_is_recorded_within_its_bounds() -> None:
    state = at_deeds(started())
    hero = state.hero
    after = act(state, "effect glory 2 p2 from Quake")
    assert after.heroes[1].glory == state.heroes[1].glory + 2
    assert act(state, "effect peril -1 from Quake").hero.peril == hero.peril - 1
    assert refused(state, "effect peril -5 from Quake") == "dungeoneer.companion.card-effect"
    assert act(state, "effect points 1 from Quake").hero.points == hero.points + 1
    faster = act(state, "effect speed 2 from Quake")
    assert faster.hero.value(Stat.SPEED) == hero.value(Stat.SPEED) + 2 and faster.hero.points == hero.points
    stronger = act(state, "effect melee 1 from Quake")
    assert stronger.hero.value(Stat.MELEE) == hero.value(Stat.MELEE) + 1
    assert refused(state, "effect magic -9 from Quake") == "dungeoneer.companion.card-effect"
    # The turn's values end with the turn.
    ended = act(act(act(stronger, "next"), "discard-end hand"), "next")
    assert ended.heroes[0].value(Stat.MELEE) == hero.value(Stat.MELEE)


@pytest.mark.rule("dungeoneer.companion.card-effect", "dungeoneer.battle.compare")
def test_a_wound_from_a_card_defeats_once_and_never_past_health() -> None:
    state = solo_table()
    state = state.with_hero(0, replace(state.hero, wounds=state.hero.hero.health - 1))
    result = _apply(state, "effect wound 1 from Quake")
    assert result.state.hero.defeated and result.state.hero.wounds == result.state.hero.hero.health
    assert result.state.finished
    assert refused(state, "effect wound 2 from Quake") == "dungeoneer.companion.card-effect"


@pytest.mark.rule("dungeoneer.companion.card-effect")
def test_the_card_must_be_one_of_the_session_and_the_counter_one_the_app_keeps() -> None:
    state = at_deeds(started())
    with pytest.raises(CommandError):
        GAME.parse_command(state, "effect charm 1 from Quake")
    with pytest.raises(CommandError):
        GAME.parse_command(state, "effect glory 1 from No such card")


@pytest.mark.rule("dungeoneer.cards.transfer")
def test_a_transfer_in_ones_own_turn_gains_the_location_and_outside_it_nothing() -> None:
    state = act(at_deeds(started()), "place crypt east of t2")
    ann, bo = state.heroes
    own = act(state, "transfer library from Quake")
    assert own.hero.cell == own.dungeon.cell_of("library")
    assert own.hero.glory == ann.glory + 2 and own.hero.peril == ann.peril + 1  # new to her, in her turn
    other = act(state, "transfer crypt p2 from Quake")
    assert other.heroes[1].cell == other.dungeon.cell_of("crypt")
    assert (other.heroes[1].glory, other.heroes[1].peril) == (bo.glory, bo.peril)  # not Bo's turn: nothing gained
    fallen = state.with_hero(1, replace(bo, fallen=True))
    assert act(fallen, "transfer crypt p2 from Quake").heroes[1].fallen  # it keeps its state


@pytest.mark.rule("dungeoneer.solo.setup")
def test_alone_there_is_no_transfer() -> None:
    state = act(act(act(solo_table(), "next"), "place corner north of t1"), "next")
    assert refused(state, "transfer corner from Quake") == "dungeoneer.solo.setup"


@pytest.mark.rule("dungeoneer.companion.card-effect")
def test_a_recorded_effect_is_undone_like_any_step() -> None:
    from companion.services.controller import SessionController
    from companion.services.rehearsal import RehearsalSession
    from rules_engine.dungeoneer.actions import CardEffect
    from tests.dungeoneer.solo_bot import solo_setup

    controller = SessionController(RehearsalSession(GAME, solo_setup(), "effects"))
    for line in ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
                 "quests p1 magic-fish library-ward hunt-zombie"):
        controller.apply(GAME.parse_command(controller.state, line))
    glory = controller.state.hero.glory
    controller.apply(CardEffect(0, "helm", "glory", 3))
    assert controller.state.hero.glory == glory + 3
    controller.undo()
    assert controller.state.hero.glory == glory
