"""Solo play: a bane aimed at a kind of monster or trap waits in play until one is drawn, then acts on it."""

from __future__ import annotations

import pytest

from cards_db.dungeoneer import validate_card
from cards_db.errors import CatalogueError
from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.values import replace
from tests.dungeoneer.flow import CARDS, HEROES, MONSTERS, QUESTS, SOLO_LOCATIONS, act

UNDEAD_CURSE = {"id": "grave-chill", "name": "Grave chill", "kind": "bane", "cost": 1, "timing": "dungeon-lord",
                "duration": "permanent", "waits_for": ["undead"], "text": "an undead monster gets +1 melee"}
TRAP_CURSE = {"id": "rusty-trap", "name": "Rusty springs", "kind": "bane", "cost": 1, "timing": "dungeon-lord",
              "duration": "instant", "waits_for": ["trap"], "text": "the next trap needs one more to pass"}
TRAP = {"id": "snare", "name": "Snare", "kind": "encounter", "cost": 1, "timing": "any-time", "duration": "instant",
        "traits": ["trap"]}


def _table() -> DgState:
    monsters = {**MONSTERS, "zombie": {**MONSTERS["zombie"], "traits": ["undead"]}}
    cards = {**CARDS, "grave-chill": UNDEAD_CURSE, "rusty-trap": TRAP_CURSE, "snare": TRAP}
    setup = GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True},
                      {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": monsters, "quests": QUESTS,
                       "cards": cards})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    return act(state, "quests p1 magic-fish library-ward t1-watch")


def _owed(state: DgState, cards: int) -> DgState:
    return replace(state, solo=replace(state.solo, to_draw=cards))


def _draw(state: DgState, name: str):
    request = GAME.parse_command(state, "draw-peril")
    assert isinstance(request, CardRequest)
    return GAME.apply(state, request.build(DrawnCard(request.deck, name, "virtual")))


@pytest.mark.rule("dungeoneer.solo.banes-wait")
def test_a_bane_aimed_at_undead_waits_in_play_when_no_undead_comes() -> None:
    outcome = _draw(_owed(_table(), 1), "Grave chill")
    state = outcome.state
    assert state.solo.waiting == ("grave-chill",)
    assert "grave-chill" not in state.hero.inventory and "grave-chill" not in state.solo.peril_discard
    assert "dungeoneer.solo.banes-wait" in [c.rule_id for c in outcome.ruling.citations]
    assert any("Grave chill waits in play for undead" in e for e in outcome.ruling.effects)


@pytest.mark.rule("dungeoneer.solo.banes-wait")
def test_the_waiting_bane_acts_when_its_kind_of_monster_is_drawn_later() -> None:
    state = _draw(_owed(_table(), 1), "Grave chill").state
    outcome = _draw(_owed(state, 1), "Zombie")
    state = outcome.state
    assert state.solo.waiting == ()
    assert "grave-chill" in state.hero.inventory  # a permanent bane stays on the hero once it acts
    assert any("Grave chill, waiting in play, now acts on Zombie" in e for e in outcome.ruling.effects)
    assert state.battle is not None and state.battle.attacks[0].attacker.name == "Zombie"


@pytest.mark.rule("dungeoneer.solo.banes-wait", "dungeoneer.solo.banes-first")
def test_drawn_together_the_bane_acts_at_once_on_its_trap_and_an_unaimed_monster_leaves_it_waiting() -> None:
    state = _draw(_owed(_table(), 2), "Rusty springs").state
    outcome = _draw(state, "Snare")
    assert outcome.state.solo.waiting == ()
    assert {"rusty-trap", "snare"} <= set(outcome.state.solo.peril_discard)  # both instants, both discarded
    assert any("Rusty springs acts on Snare" in e for e in outcome.ruling.effects)
    state = _draw(_owed(_table(), 2), "Rusty springs").state
    waiting = _draw(state, "Legion").state
    assert waiting.solo.waiting == ("rusty-trap",)  # the Legion is no trap


def test_only_a_bane_may_wait_for_cards() -> None:
    with pytest.raises(CatalogueError, match="'waits_for' belongs to banes"):
        validate_card({**TRAP, "waits_for": ["undead"]})
    assert validate_card(UNDEAD_CURSE)["waits_for"] == ["undead"]
