"""Battles, with the book's own example (the zombie and the Legion against a level-2 hero) first."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.stats import Stat
from rules_engine.errors import RuleViolation
from rules_engine.values import replace
from tests.dungeoneer.flow import act, at_deeds, refused, started


@pytest.mark.rule("dungeoneer.battle.monster-attack", "dungeoneer.battle.form", "dungeoneer.points.spending",
                  "dungeoneer.battle.stages", "dungeoneer.battle.attack-roll", "dungeoneer.battle.counter-roll",
                  "dungeoneer.battle.compare", "dungeoneer.battle.lair", "dungeoneer.battle.reward")
def test_the_books_battle_example() -> None:
    state = started()  # Ann is the dungeon lord of this turn
    bo = state.heroes[1]
    state = state.with_hero(1, replace(bo, level=2, peril=3, glory=3))  # the book's hero: level 2, melee 2, magic 1
    assert state.heroes[1].value(Stat.MELEE) == 2 and state.heroes[1].value(Stat.MAGIC) == 1
    # I. Attack: Ann pays Bo's peril to play the zombie and the Legion, both in melee.
    state = act(state, "monsters p2 zombie:melee legion:melee")
    assert state.heroes[1].peril == 0 and state.battle is not None and state.battle.stage is Stage.RESPONSE
    # II. Response: Bo pays 3 glory for a card that takes the zombie out of the fight.
    state = act(state, "respond remove zombie 3")
    assert state.heroes[1].glory == 0 and [a.attacker.name for a in state.battle.attacks] == ["Legion"]
    state = act(state, "respond")
    # III. Attack roll: 4 + melee 3 = 7. IV. Counter roll: 1 + melee 2 = 3. V. The Legion hits.
    state = act(state, "attack-roll", 4)
    assert state.battle.attacks[0].attack_total == 7
    state = act(state, "counter-roll", 1)
    assert state.heroes[1].wounds == 1
    # VI. Bo saved no point: no challenge. VII. Lair: the unwounded Legion goes to Ann's lair.
    assert state.battle.stage is Stage.LAIR
    assert refused(state, "send legion discard") == "dungeoneer.battle.lair"  # unwounded: hand or lair
    state = act(state, "send legion lair")
    assert state.heroes[0].lair == ("legion",)
    # VIII. Reward: one wound dealt, so Ann gives one peril, and gives it to Bo.
    assert state.battle.stage is Stage.REWARD
    state = act(state, "reward p2")
    assert state.battle is None and state.heroes[1].peril == 1


@pytest.mark.rule("dungeoneer.battle.form")
def test_a_monster_attacks_only_in_a_form_with_the_round_symbol() -> None:
    state = started()
    state = state.with_hero(1, replace(state.heroes[1], peril=5))
    assert refused(state, "monsters p2 wraith:melee") == "dungeoneer.battle.form"
    assert act(state, "monsters p2 wraith:magic").battle is not None


@pytest.mark.rule("dungeoneer.points.spending", "dungeoneer.battle.monster-attack")
def test_monsters_are_paid_with_the_attacked_heros_peril_never_ones_own() -> None:
    state = started()
    assert refused(state, "monsters p2 legion:melee") == "dungeoneer.points.spending"  # Bo has 1 peril, Legion costs 2
    assert refused(state, "monsters p1 zombie:melee") == "dungeoneer.points.spending"  # Ann's own hero
    assert refused(state, "monsters p2 zombie:melee zombie:melee") == "dungeoneer.battle.monster-attack"


@pytest.mark.rule("dungeoneer.battle.challenge", "dungeoneer.battle.compare")
def test_a_saved_point_strikes_back_and_a_slain_monster_is_discarded_for_glory() -> None:
    state = started()
    state = state.with_hero(1, replace(state.heroes[1], peril=1, saved_point=True))
    state = act(state, "monsters p2 zombie:melee")
    state = act(act(state, "respond"), "attack-roll", 1)  # 1 + 2 = 3
    state = act(state, "counter-roll", 1)  # 1 + 2 = 3: a tie, nothing happens
    assert state.heroes[1].wounds == 0 and state.battle.stage is Stage.CHALLENGE
    state = act(state, "challenge zombie melee")
    assert not state.heroes[1].saved_point and state.battle.stage is Stage.ATTACK_ROLLS
    state = act(state, "attack-roll", 6)  # the knight: 6 + 2 = 8
    state = act(state, "counter-roll", 1)  # the zombie: 1 + 2 = 3: slain
    assert state.battle is None  # no survivor for the lair, no wound for a reward
    assert state.heroes[1].glory == 1 + 1  # the entrance's glory, and one for the wound


@pytest.mark.rule("dungeoneer.battle.challenge")
def test_without_a_saved_point_there_is_no_challenge() -> None:
    state = started()
    state = state.with_hero(1, replace(state.heroes[1], peril=1))
    state = act(act(act(state, "monsters p2 zombie:melee"), "respond"), "attack-roll", 1)
    state = act(state, "counter-roll", 1)
    assert state.battle.stage is Stage.LAIR


@pytest.mark.rule("dungeoneer.battle.start", "dungeoneer.goal.quests")
def test_a_hero_attacks_a_hero_in_its_location_once_a_turn() -> None:
    state = act(act(act(started(), "next"), "place library north of t1"), "next")
    assert state.phase is Phase.DEEDS
    bo = state.heroes[1]
    state = state.with_hero(1, replace(bo, wounds=bo.hero.health - 1))  # one wound from defeat
    state = act(state, "attack p2 melee")
    assert state.hero.points == 2 and refused(state, "attack p2 melee") == "dungeoneer.battle.stages"
    state = act(act(state, "respond"), "attack-roll", 6)  # 6 + 1 = 7
    state = act(state, "counter-roll", 1)  # 1 + 2 = 3: Bo's last health
    assert state.heroes[1].defeated
    assert state.phase is Phase.OVER and state.winner == 0


@pytest.mark.rule("dungeoneer.battle.stages")
def test_no_other_deed_is_taken_while_a_battle_is_under_way() -> None:
    state = at_deeds(started())  # the bridge, the pit and the spikes still to explore
    assert act(state, "place pit south of t3").hero.points == state.hero.points - 1
    state = act(state, "attack p2 magic")
    assert state.battle is not None and state.battle.stage is Stage.RESPONSE
    for deed in ("move north", "place pit south of t3", "next"):
        assert refused(state, deed) == "dungeoneer.battle.stages", deed
    fallen = state.with_hero(0, replace(state.hero, fallen=True))
    assert refused(fallen, "stand") == "dungeoneer.battle.stages"
    # Once the battle is over, the deeds are open again.
    state = act(act(act(state, "respond"), "attack-roll", 1), "counter-roll", 6)
    while state.battle is not None:
        state = act(state, "reward" if state.battle.stage is Stage.REWARD else "challenge no")
    act(state, "move north")


@pytest.mark.rule("dungeoneer.battle.start")
def test_a_hero_elsewhere_cannot_be_attacked() -> None:
    state = act(act(act(started(), "next"), "place library north of t1"), "next")
    state = act(state, "move north")
    assert refused(state, "attack p2 melee") == "dungeoneer.battle.start"


@pytest.mark.rule("dungeoneer.cards.monster", "dungeoneer.battle.lair")
def test_a_wounded_monster_goes_to_the_lair_or_the_discard_and_the_lair_holds_three() -> None:
    state = started()
    ann = state.heroes[0]
    state = state.with_hero(0, replace(ann, lair=("a", "b", "c")))
    state = state.with_hero(1, replace(state.heroes[1], peril=2))
    state = act(act(act(state, "monsters p2 legion:melee"), "respond"), "attack-roll", 1)  # 1 + 3 = 4
    state = act(state, "counter-roll", 6)  # 6 + 2 = 8: the Legion is wounded, not slain
    assert refused(state, "send legion hand") == "dungeoneer.battle.lair"
    assert refused(state, "send legion lair") == "dungeoneer.battle.lair"  # full: name one to discard
    state = act(state, "send legion lair discarding b")
    assert state.heroes[0].lair == ("a", "c", "legion") and state.battle is None


def test_a_house_rule_never_opens_a_second_battle_over_the_one_under_way() -> None:
    """The table holds one battle at a time: waiving "a battle is already under way" would replace it silently."""
    table = started()
    state = GAME.apply(table, GAME.parse_command(table, "monsters p2 legion:melee"), override=True).state
    assert state.battle is not None
    before = state.battle
    try:
        GAME.apply(state, GAME.parse_command(state, "monsters p2 zombie:melee"), override=True)
    except RuleViolation as refused:
        assert "already under way" in refused.ruling.message
    else:
        raise AssertionError("a second battle was opened over the one under way")
    assert state.battle is before
