"""Solo play's own rules by example: what leaves the deck, where permanent glory cards may be played, the
glory card at the end of each turn, and the table's physical peril deck."""

from __future__ import annotations

import pytest

from companion.services.fulfillers import ChanceError, TableCard
from rules_engine.chance import CardRequest
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import RuleViolation
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.values import replace
from tests.dungeoneer.flow import CARDS, HEROES, MONSTERS, QUESTS, SOLO_LOCATIONS, act, refused, solo_table

# A transfer card and a card for several heroes: the book takes both out of solo play.
NOT_ALONE = {
    "swap": {"id": "swap", "name": "Swap places", "kind": "encounter", "cost": 1, "timing": "any-time",
             "duration": "instant", "solo": False, "text": "two heroes trade places"},
    "pact": {"id": "pact", "name": "Pact", "kind": "boon", "cost": 1, "timing": "deeds", "duration": "instant",
             "solo": False, "text": "you and another hero each heal a wound"},
}


def _deeds_at_entrance(hand: tuple[str, ...], glory: int = 5) -> DgState:
    """Ann alone in her deeds phase at the entrance, holding these glory cards."""
    state = act(act(act(solo_table(), "next"), "place corner north of t1"), "next")
    state = state.with_hero(0, replace(state.hero, glory=glory))
    return replace(state, solo=replace(state.solo, hand=hand,
                                       glory_deck=tuple(c for c in state.solo.glory_deck if c not in hand)))


def _draw(state: DgState, text: str, name: str) -> DgState:
    request = GAME.parse_command(state, text)
    assert isinstance(request, CardRequest)
    return GAME.apply(state, request.build(TableCard(name).fulfil(request))).state


@pytest.mark.rule("dungeoneer.solo.setup")
def test_transfer_shift_and_several_hero_cards_leave_the_solo_decks() -> None:
    setup = GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True},
                      {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": MONSTERS, "quests": QUESTS,
                       "cards": {**CARDS, **NOT_ALONE}})
    solo = GAME.new_game(setup).solo
    decks = set(solo.glory_deck) | set(solo.peril_deck)
    assert "swap" not in decks and "pact" not in decks
    assert {"helm", "blessing"} <= set(solo.glory_deck) and {"curse", "quake", "zombie"} <= set(solo.peril_deck)
    assert not set(solo.glory_deck) & set(solo.peril_deck)  # two decks, each with its own discard


@pytest.mark.rule("dungeoneer.solo.glory-draws")
def test_alone_a_permanent_boon_is_played_only_at_the_entrance() -> None:
    state = act(_deeds_at_entrance(("blessing",)), "move north")  # into the north tunnel (1 glory)
    glory = state.hero.glory
    assert refused(state, "play blessing") == "dungeoneer.solo.glory-draws"
    assert state.solo.hand == ("blessing",) and state.hero.inventory == ()
    state = act(state, "move south")  # back at the entrance, not new this turn: nothing gained
    state = act(state, "play blessing")
    assert state.hero.inventory == ("blessing",) and state.hero.glory == glory - 1 and state.solo.hand == ()


@pytest.mark.rule("dungeoneer.solo.glory-draws")
def test_alone_a_permanent_treasure_waits_for_a_battles_reward_stage() -> None:
    state = _deeds_at_entrance(("helm",))
    assert refused(state, "play helm") == "dungeoneer.solo.glory-draws"  # even at the entrance
    state = act(act(state, "move north"), "move north")  # into the corner: two peril dice
    state = act(state, "peril-roll", 1, 6)
    state = _draw(state, "draw-peril", "zombie")
    state = act(act(state, "respond"), "attack-roll", 1)  # zombie 1 + 2 = 3
    state = act(state, "counter-roll", 6)  # the rogue 6 + 1 = 7: slain
    assert state.battle.stage is Stage.REWARD
    state = act(state, "play helm")
    assert state.hero.inventory == ("helm",)
    state = act(state, "reward")
    assert state.battle is None and state.solo.glory_draws == 1  # the zombie slain


@pytest.mark.rule("dungeoneer.solo.glory-draws")
def test_the_end_of_each_turn_draws_one_glory_card_and_nothing_is_discarded() -> None:
    state = _deeds_at_entrance(())
    state = act(state, "next")
    assert state.phase is Phase.DISCARD_DRAW and state.solo.glory_draws == 1
    state = _draw(state, "draw-glory", "Iron helm")
    assert state.solo.hand == ("helm",) and state.solo.glory_draws == 0
    with pytest.raises(RuleViolation, match="no glory card is owed"):  # one, not more
        _draw(state, "draw-glory", "Boots")
    state = act(state, "next")  # no discard is owed alone; having stayed at the entrance, its peril die first
    assert state.solo.peril_dice == 1
    state = act(act(state, "peril-roll", 6), "next")
    assert state.phase is Phase.DUNGEON_LORD and state.turn_number == 2 and state.solo.hand == ("helm",)


@pytest.mark.rule("dungeoneer.solo.peril-roll")
def test_the_tables_own_peril_deck_names_the_card_drawn_and_a_card_not_in_it_is_refused() -> None:
    state = act(act(_deeds_at_entrance(()), "move north"), "move north")
    state = act(state, "peril-roll", 2, 1)  # two cards owed
    request = GAME.parse_command(state, "draw-peril")
    assert isinstance(request, CardRequest) and "Zombie" in request.candidates
    with pytest.raises(ChanceError, match="no card 'Dragon'"):
        TableCard("Dragon").fulfil(request)  # nothing is applied
    assert state.solo.to_draw == 2
    state = _draw(state, "draw-peril", "legion")  # named as the table reads it, matched to the catalogue's card
    assert state.solo.drawn == ("legion",) and "legion" not in state.solo.peril_deck
