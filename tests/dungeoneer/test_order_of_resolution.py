"""The book's order of resolution, where the app meets several steps at once: the exit, the points spent,
entering, the glory and peril gained, the location's effect, then the encounter and the attack."""

from __future__ import annotations

import pytest

from rules_engine.dungeoneer.game import GAME
from rules_engine.dice import TableDice
from rules_engine.game import DiceRequest
from tests.dungeoneer.flow import act, at_deeds, refused, standing_in, started


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
