"""The typed view data: the map, the heroes, a battle's exact odds, and solo peril chances of the next rooms."""

from __future__ import annotations

from rules_engine.dungeoneer.game import GAME
from rules_engine.serialization import to_jsonable
from rules_engine.values import replace
from tests.dungeoneer.flow import act, solo_table, started


def test_the_map_and_heroes_are_plain_data() -> None:
    data = GAME.view(started()).data
    assert {(p.column, p.row) for p in data.places} == {(0, 0), (0, -1), (1, 0), (0, 1), (-1, 0)}
    entrance = next(p for p in data.places if p.entrance)
    assert entrance.heroes == (0, 1) and entrance.exits == ("open", "open", "open", "open")
    assert data.heroes[0].points == 3 and data.heroes[1].quests == ("A vow in the crypt", "An offering to the pit")
    assert to_jsonable(data)  # plain values only


def test_a_battle_shows_each_attacks_exact_odds() -> None:
    state = started()
    state = state.with_hero(1, replace(state.heroes[1], peril=2))
    data = GAME.view(act(state, "monsters p2 legion:melee")).data
    attack = data.attacks[0]
    # Legion melee 3 against the knight's melee 2: die + 3 beats die + 2 in 21 of 36, loses in 10.
    assert (attack.attacker_hits, attack.defender_hits) == (58.3, 27.8)


def test_solo_shows_the_peril_chances_of_each_room_next_door() -> None:
    state = solo_table()
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    data = GAME.view(act(state, "move north")).data
    corner = next(room for room in data.solo.next_rooms if room.location == "Corner")
    assert corner.chances == (44.4, 44.4, 11.1)  # peril 2: none 4/9, one 4/9, two 1/9
