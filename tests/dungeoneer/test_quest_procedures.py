"""Hunt, seek and escort quests run by their own procedures: the quest's monster's battle, the search, the tokens."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import EscortToken
from rules_engine.values import replace
from tests.dungeoneer.flow import act, at_deeds, refused, standing_in, started


def with_quests(state, *quests: str, seat: int = 0):
    return state.with_hero(seat, replace(state.heroes[seat], quests=quests))


def hunting(**options):
    """Ann in her deeds phase at the entrance, holding the hunt for the zombie."""
    return with_quests(standing_in(at_deeds(started(**options)), "entrance"), "hunt-zombie", "library-ward")


@pytest.mark.rule("dungeoneer.quests.hunt")
def test_a_hunt_slain_completes_the_quest_and_earns_nothing_else() -> None:
    state = hunting()
    assert refused(state, "quest hunt-zombie") == "dungeoneer.quests.hunt"  # the player on the left names the form
    assert refused(state, "quest hunt-zombie as magic") == "dungeoneer.battle.form"  # the zombie attacks in melee only
    points, glory, bo = state.hero.points, state.hero.glory, state.heroes[1]
    state = act(state, "quest hunt-zombie as melee")
    battle = state.battle
    assert battle is not None and battle.quest == "hunt-zombie" and battle.attacks[0].attacker.owner == 1
    assert state.hero.points == points  # a hunt costs no action point
    state = act(act(state, "respond"), "attack-roll", 1)  # zombie 1 + 2 = 3
    state = act(state, "counter-roll", 6)  # rogue 6 + melee 1 = 7: the zombie (health 1) is slain
    state = act(state, "challenge pass")  # attacked in her own turn she might strike Bo, here with her
    assert state.battle is None and state.hero.quests_done == 1 and state.hero.level == 2
    assert state.phase is Phase.DISCARD_DRAW
    assert state.hero.glory == glory and state.heroes[1].lair == bo.lair and state.heroes[1].peril == bo.peril


@pytest.mark.rule("dungeoneer.quests.hunt", "dungeoneer.battle.monster-attack")
def test_a_hunt_survived_by_the_monster_leaves_the_quest_open_for_another_turn() -> None:
    state = act(act(hunting(), "quest hunt-zombie as melee"), "respond")
    state = act(act(state, "attack-roll", 6), "counter-roll", 1)  # 8 against 2: the rogue is wounded
    state = act(state, "challenge pass")
    assert state.battle is None and state.hero.wounds == 1 and "hunt-zombie" in state.hero.quests
    assert state.heroes[1].peril == started().heroes[1].peril  # no reward for a quest's monster
    assert refused(state, "quest hunt-zombie as melee") == "dungeoneer.battle.monster-attack"  # once a turn


@pytest.mark.rule("dungeoneer.quests.hunt", "dungeoneer.battle.challenge")
def test_the_hunter_strikes_the_hunted_monster_again_with_a_point_of_the_turn() -> None:
    state = hunting()
    points = state.hero.points
    state = act(act(act(state, "quest hunt-zombie as melee"), "respond"), "attack-roll", 2)  # 4
    state = act(state, "counter-roll", 3)  # 3 + 1 = 4: a tie
    assert state.battle is not None and str(state.battle.stage) == "challenge"
    state = act(act(state, "challenge zombie melee"), "attack-roll", 6)  # the rogue attacks: 7
    state = act(state, "counter-roll", 1)  # zombie 1 + 2 = 3
    assert state.battle is None and state.hero.quests_done == 1 and state.hero.points == points - 1
    assert state.battle_started  # the strike back was her one battle of the turn


@pytest.mark.rule("dungeoneer.variant.points-for-falling")
def test_points_for_falling_lets_a_hero_without_a_saved_point_strike_back_by_falling() -> None:
    def spent(state):  # no point of the turn left to strike back with
        return state.with_hero(0, replace(state.hero, points=0))

    plain = act(act(act(spent(hunting()), "quest hunt-zombie as melee"), "respond"), "attack-roll", 2)
    assert act(plain, "counter-roll", 3).battle is None  # a tie and no point: no challenge
    state = act(act(act(spent(hunting(**{"points-for-falling": True})), "quest hunt-zombie as melee"), "respond"),
                "attack-roll", 2)
    state = act(act(state, "counter-roll", 3), "challenge zombie melee")
    assert state.hero.fallen
    limited = act(act(act(spent(hunting(**{"points-for-falling": True, "limited-movement": True})),
                          "quest hunt-zombie as melee"), "respond"), "attack-roll", 2)
    assert act(limited, "counter-roll", 3).battle is None  # never together with limited movement


def seeking():
    return with_quests(standing_in(at_deeds(started()), "entrance"), "seek-relic", "library-ward")


@pytest.mark.rule("dungeoneer.quests.seek")
def test_a_seek_quest_is_found_first_with_a_die_plus_the_locations_between_the_hero_and_the_entrance() -> None:
    state = seeking()
    assert refused(state, "quest seek-relic done") == "dungeoneer.quests.seek"  # not found yet
    points = state.hero.points
    state = act(state, "seek seek-relic", 3)  # 3 + 0 at the entrance < 4
    assert state.found == () and state.hero.points == points - 1
    state = standing_in(state, "library")  # two steps from the entrance: the north tunnel lies between
    state = act(state, "seek seek-relic", 2)  # 2 + 1 = 3 < 4
    assert state.found == ()
    state = act(replace(state, heroes=(replace(state.hero, points=3),) + state.heroes[1:]), "seek seek-relic", 3)
    assert state.found == ("seek-relic",)  # 3 + 1 = 4
    assert refused(state, "seek seek-relic", 6) == "dungeoneer.quests.seek"  # found already
    state = act(state, "quest seek-relic done")
    assert state.hero.quests_done == 1


@pytest.mark.rule("dungeoneer.quests.seek")
def test_a_seek_quest_found_but_not_done_must_be_found_again_next_turn() -> None:
    state = act(standing_in(seeking(), "library"), "seek seek-relic", 5)
    state = act(act(state, "next"), "discard-end")
    state = act(state, "next")  # Bo's turn begins: the turn's refresh forgets what was found
    assert state.found == ()


def escorting(*quests: str):
    return with_quests(standing_in(at_deeds(started()), "entrance"), *quests)


@pytest.mark.rule("dungeoneer.quests.escort")
def test_an_escort_goes_from_its_first_location_to_its_second() -> None:
    state = escorting("escort-ghost", "library-ward")
    assert refused(state, "quest escort-ghost") == "dungeoneer.deeds.quest-attempt"  # it ends at the crypt
    state = act(state, "place crypt east of t2")
    assert refused(standing_in(state, "crypt"), "quest escort-ghost") == "dungeoneer.quests.escort"  # not started
    assert refused(standing_in(state, "crypt"), "escort escort-ghost") == "dungeoneer.quests.escort"  # starts here
    state = act(state, "escort escort-ghost")
    assert state.escorts == (EscortToken("escort-ghost", seat=0),)
    state = act(standing_in(state, "crypt"), "quest escort-ghost")
    assert state.hero.quests_done == 1 and state.escorts == ()


@pytest.mark.rule("dungeoneer.quests.escort")
def test_a_shared_escort_becomes_the_starters_own_and_a_new_shared_quest_comes_up() -> None:
    state = replace(escorting("magic-fish", "library-ward"), shared_quests=("escort-ghost",))
    state = act(state, "escort escort-ghost")
    assert state.hero.quests == ("magic-fish", "library-ward", "escort-ghost")
    assert state.shared_quests == () and state.shared_wanted
    assert refused(state, "next") == "dungeoneer.deeds.quest-done"  # the new shared quest first
    assert act(state, "shared hall-rite").shared_quests == ("hall-rite",)


@pytest.mark.rule("dungeoneer.quests.escort-drop")
def test_an_escort_dropped_lies_in_the_location_for_any_hero_to_take() -> None:
    state = act(escorting("escort-ghost", "library-ward"), "escort escort-ghost")
    state = act(state, "escort-drop escort-ghost")
    assert "escort-ghost" not in state.hero.quests and state.escort("escort-ghost") == EscortToken("escort-ghost",
                                                                                                    cell=(0, 0))
    assert refused(standing_in(state, "library"), "escort-take escort-ghost") == "dungeoneer.quests.escort-drop"
    bo_turn = replace(state, active=1)
    bo_turn = bo_turn.with_hero(1, replace(bo_turn.heroes[1], points=3))
    bo_turn = act(bo_turn, "escort-take escort-ghost")
    assert bo_turn.heroes[1].quests == ("crypt-vow", "pit-offering", "escort-ghost")  # a third, beyond two
    assert bo_turn.escort("escort-ghost") == EscortToken("escort-ghost", seat=1)


@pytest.mark.rule("dungeoneer.quests.escort-drop", "dungeoneer.battle.start")
def test_a_hit_on_the_carrier_may_take_the_escort_instead_of_wounding() -> None:
    state = act(escorting("escort-ghost", "library-ward"), "escort escort-ghost")
    bo_turn = replace(state, active=1)
    bo_turn = bo_turn.with_hero(1, replace(bo_turn.heroes[1], points=3, cell=(0, 0)))
    assert refused(bo_turn.with_hero(0, replace(bo_turn.heroes[0], cell=(0, -1))), "attack p1 melee steal") \
        == "dungeoneer.battle.start"  # not in the same location
    bo_turn = act(act(act(bo_turn, "attack p1 melee steal"), "respond"), "attack-roll", 6)  # knight 6 + 2
    bo_turn = act(bo_turn, "counter-roll", 1)  # rogue 1 + 1
    assert bo_turn.heroes[0].wounds == 0 and "escort-ghost" not in bo_turn.heroes[0].quests
    assert "escort-ghost" in bo_turn.heroes[1].quests and bo_turn.escort("escort-ghost").seat == 1
    no_token = replace(bo_turn, escorts=())
    no_token = no_token.with_hero(1, replace(no_token.heroes[1], points=3))
    no_token = replace(no_token, battle_started=False)
    assert refused(no_token, "attack p1 melee steal") == "dungeoneer.quests.escort-drop"


@pytest.mark.rule("dungeoneer.variant.nothing-personal")
def test_with_nothing_personal_two_shared_quests_and_only_a_started_escort_is_personal() -> None:
    from tests.dungeoneer.flow import tunnels_down

    state = tunnels_down(**{"nothing-personal": True})
    assert refused(state, "quests p1 magic-fish library-ward") == "dungeoneer.variant.nothing-personal"
    state = act(state, "shared escort-ghost")
    assert state.phase is Phase.QUESTS  # a second shared quest still to turn up
    state = act(state, "shared library-ward")
    assert state.phase is Phase.FIRST_PLAYER and state.shared_quests == ("escort-ghost", "library-ward")
    state = act(state, "first-player", 6, 2)
    state = act(act(act(state, "next"), "place library north of t1"), "next")
    state = act(standing_in(state, "entrance"), "escort escort-ghost")
    assert state.hero.quests == ("escort-ghost",) and state.shared_quests == ("library-ward",) and state.shared_wanted
    state = act(state, "shared hall-rite")
    assert len(state.shared_quests) == 2 and not state.shared_wanted


@pytest.mark.rule("dungeoneer.quests.seek")
def test_the_locations_between_leave_out_both_the_heros_location_and_the_entrance() -> None:
    dungeon = at_deeds(started()).dungeon  # the entrance, its four tunnels, the library north of the north one
    assert dungeon.locations_between(dungeon.cell_of("entrance")) == 0
    assert dungeon.locations_between(dungeon.cell_of("t1")) == 0
    assert dungeon.locations_between(dungeon.cell_of("library")) == 1
    assert dungeon.distance_to_entrance(dungeon.cell_of("library")) == 2
