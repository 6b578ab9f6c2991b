"""The book's order of resolution, where the app meets several steps at once: the exit, the points spent,
entering, the glory and peril gained, the location's effect, then the encounter and the attack."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.resolution_order import Step, first_waiting, waiting
from rules_engine.dungeoneer.state import DgState, PendingTrap
from rules_engine.dice import TableDice
from rules_engine.errors import RuleViolation
from rules_engine.game import DiceRequest
from rules_engine.values import replace
from tests.dungeoneer.flow import act, at_deeds, refused, solo_table, standing_in, started
from tests.dungeoneer.test_trap_threats import trap_and_monster_drawn_alone


@pytest.mark.rule("dungeoneer.general.order", "dungeoneer.exits.trap", "dungeoneer.hazards.spikes")
def test_a_trapped_exit_into_spikes_resolves_exit_points_entering_gain_then_the_hazard() -> None:
    state = act(at_deeds(started()), "place spikes west of library")  # explored: one point
    state = standing_in(state, "library")
    before = state.hero
    request = GAME.parse_command(state, "move west")  # the library's west exit is a trap 4+ (melee)
    assert isinstance(request, DiceRequest)
    outcome = GAME.apply(state, request.build(TableDice(["1"]).roll(request.die, 1)))  # 1 + 1 = 2: failed
    message = outcome.ruling.message
    steps = ["into Spiked hall", "1 wound from the trap", "+1 glory, +1 peril", "spikes 4+ to face"]
    positions = [message.index(step) for step in steps]
    assert positions == sorted(positions), message
    after = outcome.state
    assert after.hero.points == before.points - 1 and after.hero.wounds == before.wounds + 1
    assert after.hero.glory == before.glory + 1 and after.hazard is not None
    # The location's effect comes before anything else the hero does there.
    assert refused(after, "move east") == "dungeoneer.hazards.own-turn"
    assert refused(after, "next") == "dungeoneer.hazards.own-turn"


# -- the book's order where two steps wait at once («Порядок действий»): one test per pair the app meets ----------

ORDER = "dungeoneer.general.order"


def _into_the_spiked_hall_alone() -> DgState:
    """Alone, Ann walks into the spiked hall (peril 1): its peril dice and its spikes both wait."""
    state = act(act(act(solo_table(), "next"), "place spikes north of t1"), "next")
    return act(act(state, "move north"), "move north")


@pytest.mark.rule(ORDER, "dungeoneer.hazards.spikes", "dungeoneer.solo.peril-roll")
def test_alone_the_peril_gained_is_rolled_before_the_locations_hazard_is_faced() -> None:
    state = _into_the_spiked_hall_alone()
    assert [w.step for w in waiting(state)] == [Step.GAINING, Step.LOCATION]  # the book's order
    assert refused(state, "hazard", 6) == ORDER  # the location's effect before the peril gained: out of order
    state = act(state, "peril-roll", 6)  # no card
    assert [w.step for w in waiting(state)] == [Step.LOCATION]
    state = act(state, "hazard", 6)
    assert state.hazard is None and waiting(state) == ()


@pytest.mark.rule(ORDER, "dungeoneer.hazards.spikes", "dungeoneer.solo.peril-roll")
def test_alone_the_locations_hazard_is_faced_before_its_peril_cards_are_drawn() -> None:
    state = act(_into_the_spiked_hall_alone(), "peril-roll", 1)  # one card owed
    assert [w.step for w in waiting(state)] == [Step.LOCATION, Step.ENCOUNTER]
    request = GAME.parse_command(state, "draw-peril")
    assert isinstance(request, CardRequest)
    with pytest.raises(RuleViolation) as refusal:
        GAME.apply(state, request.build(DrawnCard(request.deck, "Zombie", "virtual")))
    assert refusal.value.ruling.citations[0].rule_id == ORDER and "spikes" in refusal.value.ruling.message
    state = act(state, "hazard", 6)
    assert GAME.check(state, request.build(DrawnCard(request.deck, "Zombie", "virtual"))).allowed


@pytest.mark.rule(ORDER, "dungeoneer.threats.traps")
def test_a_trap_drawn_with_a_monster_is_rolled_before_the_battles_response_and_attack_roll() -> None:
    state = trap_and_monster_drawn_alone()
    assert [w.step for w in waiting(state)] == [Step.ENCOUNTER, Step.ATTACK_ROLL]
    assert refused(state, "respond") == ORDER  # the encounter before the attack
    assert refused(state, "next") != ""  # nor does the turn pass
    state = act(state, "trap-roll", 6)
    assert [w.step for w in waiting(state)] == [Step.ATTACK_ROLL]
    state = act(state, "respond")
    assert state.battle is not None


@pytest.mark.rule(ORDER)
def test_a_new_shared_quest_waits_for_a_battle_under_way_which_the_book_resolves_first() -> None:
    state = act(at_deeds(started()), "attack p2 magic")  # a battle under way ...
    state = replace(state, shared_wanted=True)  # ... and a shared quest to replace (the table's own card did it)
    assert [w.step for w in waiting(state)] == [Step.ATTACK_ROLL, Step.QUEST]
    assert refused(state, "shared hall-rite") == ORDER  # the quest after the attack and counter rolls
    assert refused(state, "quest library-ward", 6) == ORDER


@pytest.mark.rule(ORDER)
def test_nothing_waiting_leaves_every_step_free_and_a_new_deed_waits_for_what_waits() -> None:
    state = at_deeds(started())
    assert waiting(state) == () and first_waiting(state, Step.PASSING) is None
    wanted = replace(state, shared_wanted=True)
    assert refused(wanted, "attack p2 magic") == ORDER  # the shared quest is replaced at once, before a new deed
    assert refused(wanted, "move north") == ORDER


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["peril", "hazard", "draws", "trap", "battle", "quest"]), unique=True))
def test_what_waits_is_listed_in_the_books_order_and_only_the_first_may_be_resolved_before_the_rest(
        kinds: list[str]) -> None:
    state = _into_the_spiked_hall_alone()
    solo = replace(state.solo, peril_dice=1 if "peril" in kinds else 0, to_draw=1 if "draws" in kinds else 0)
    state = replace(state, solo=solo, hazard=state.hazard if "hazard" in kinds else None,
                    traps=(PendingTrap("dart-trap", state.hero.cell, (0,), 4),) if "trap" in kinds else (),
                    shared_wanted="quest" in kinds)
    steps = [w.step for w in waiting(state)]
    assert steps == sorted(steps)
    for step in Step:
        earlier = first_waiting(state, step)
        assert (earlier is None) == all(s >= step for s in steps)


@pytest.mark.rule(ORDER, "dungeoneer.solo.glory-draws")
def test_alone_a_glory_card_owed_is_drawn_once_the_rooms_peril_and_hazard_are_resolved() -> None:
    def glory_draw(state: DgState):
        request = GAME.parse_command(state, "draw-glory")
        assert isinstance(request, CardRequest)
        return request.build(DrawnCard("glory", request.candidates[0], "virtual"))

    state = _into_the_spiked_hall_alone()
    state = replace(state, solo=replace(state.solo, glory_draws=1))  # owed for a monster slain earlier
    ruling = GAME.check(state, glory_draw(state))
    assert not ruling.allowed and ruling.citations[0].rule_id == ORDER  # the choices offer only the peril roll now
    state = act(act(state, "peril-roll", 6), "hazard", 6)
    assert GAME.check(state, glory_draw(state)).allowed
