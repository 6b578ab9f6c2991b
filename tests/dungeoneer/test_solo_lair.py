"""Solo play's optional lair: the costliest monster of each battle goes in, its monsters attack again with
every monster drawn, and it keeps at most three."""

from __future__ import annotations

import pytest

from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.values import replace
from tests.dungeoneer.flow import CARDS, HEROES, MONSTERS, QUESTS, SOLO_LOCATIONS, act

GHOUL = {"id": "ghoul", "name": "Ghoul", "health": 2, "cost": 2,
         "forms": {"melee": {"value": 2}, "magic": {"value": 0, "attacks": False},
                   "speed": {"value": 0, "attacks": False}}}


def _corner_with_lair(lair: tuple[str, ...]) -> DgState:
    """Ann alone with the lair option and these monsters already in it, stepping into the corner (peril 2)."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True, "solo-lair": True},
                      {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": {**MONSTERS, "ghoul": GHOUL},
                       "quests": QUESTS, "cards": CARDS})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward t1-watch")
    state = act(act(act(state, "next"), "place corner north of t1"), "next")
    state = state.with_hero(0, replace(state.hero, lair=lair))
    deck = tuple(c for c in state.solo.peril_deck if c not in lair)
    state = replace(state, solo=replace(state.solo, peril_deck=deck))
    return act(act(state, "move north"), "move north")


def _draw(state: DgState, name: str) -> DgState:
    request = GAME.parse_command(state, "draw-peril")
    assert isinstance(request, CardRequest) and name in request.candidates
    return GAME.apply(state, request.build(DrawnCard(request.deck, name, "virtual"))).state


@pytest.mark.rule("dungeoneer.solo.lair")
def test_a_lair_monster_that_attacks_again_and_survives_stays_in_the_lair() -> None:
    state = act(_corner_with_lair(("legion",)), "peril-roll", 1, 6)
    state = _draw(state, "Zombie")
    assert [a.attacker.name for a in state.battle.attacks] == ["Zombie", "Legion"]  # the lair attacks too
    state = act(act(state, "respond"), "attack-roll", 1, 1)  # zombie 1 + 2 = 3, Legion 1 + 3 = 4
    state = act(state, "counter-roll", 2, 3)  # the rogue's melee 1: 3 and 4, two ties
    state = act(act(state, "challenge pass"), "reward")  # she might strike back with a point of the turn
    assert state.hero.lair == ("legion", "zombie")  # the Legion stays; the zombie, the battle's costliest, joins
    assert "legion" not in state.solo.peril_discard and "zombie" not in state.solo.peril_discard


@pytest.mark.rule("dungeoneer.solo.lair")
def test_a_slain_lair_monster_leaves_the_lair_for_the_discard() -> None:
    state = act(_corner_with_lair(("zombie",)), "peril-roll", 1, 6)
    state = _draw(state, "Legion")
    assert [a.attacker.name for a in state.battle.attacks] == ["Legion", "Zombie"]
    state = act(act(state, "respond"), "attack-roll", 1, 1)  # Legion 4, zombie 3
    state = act(state, "counter-roll", 3, 6)  # 4: a tie with the Legion; 7 slays the zombie
    state = act(act(state, "challenge pass"), "reward")  # she might strike back with a point of the turn
    assert state.hero.lair == ("legion",) and "zombie" in state.solo.peril_discard


@pytest.mark.rule("dungeoneer.solo.lair")
def test_a_fourth_monster_in_the_lair_pushes_out_the_cheapest() -> None:
    state = act(_corner_with_lair(("zombie", "legion", "wraith")), "peril-roll", 1, 6)
    state = _draw(state, "Ghoul")
    assert [a.attacker.name for a in state.battle.attacks] == ["Ghoul", "Zombie", "Legion", "Grave wraith"]
    state = act(act(state, "respond"), "attack-roll", 1, 1, 1, 1)  # 3, 3, 4 and the wraith's magic 4
    state = act(state, "counter-roll", 2, 2, 3, 4)  # every exchange a tie
    state = act(act(state, "challenge pass"), "reward")  # she might strike back with a point of the turn
    assert sorted(state.hero.lair) == ["ghoul", "legion", "wraith"]  # three at most: the zombie (cost 1) goes
    assert "zombie" in state.solo.peril_discard
