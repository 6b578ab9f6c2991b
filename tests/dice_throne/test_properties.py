"""Property-based: random command sequences never crash, never break a bound, always cite refusals, replay exactly."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.actions import decode_action
from rules_engine.dice import TableDice
from rules_engine.dice_throne.modes import MAX_CP
from rules_engine.dice_throne.statuses import limit_on, status_def
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.game import DiceRequest
from tests.dice_throne.support import GAME, make_setup

COMMANDS = [
    "next", "next", "next", "roll", "reroll 1 2", "reroll 3", "ability revolver", "ability cutlass-strike",
    "ability fill-em-with-lead", "ability pirates-touch", "declare none", "activate", "activate 3",
    "target-roll", "target p1", "target p2", "target p3", "defend", "boost 2", "add 1", "prevent 2", "halve",
    "reflect", "avoid", "multiply 2", "damage 4 to p2", "damage 3 pure to p1", "damage 2 collateral to p3",
    "heal 5", "heal 30 p2", "cp +4", "cp -3", "cp +20 p2", "steal 3 cp from p2", "steal 5 health from p1",
    "draw 2", "play main 1", "play roll 0 by p2", "play instant 2 by p2", "upgrade revolver II 2",
    "upgrade cutlass-strike III 4", "sell", "discard", "status gain evasive 2", "status inflict bounty p2",
    "status spend evasive", "status remove cursed-doubloon p1 by p2", "status transfer knockdown p2 p1",
    "status limit evasive 4 p1", "status roll evasive p1", "status roll reload", "status inflict knockdown p1",
    "status inflict withering 2 p1", "upkeep damage 3 p1 from keg", "upkeep heal 2 p2 from x", "pay knockdown",
    "set-die 1 6 by p2", "set-die defence 1 1", "roll-off", "damage 60 pure to p1", "zap",
    # interrupts, team help, steals and upkeep steps
    "play instant 0 Wild! by p2 interrupting", "play roll 0 Sixer interrupting", "play main 0 interrupting",
    "status spend evasive interrupting", "status roll evasive p1 interrupting", "done", "done",
    "prevent 1 by p3", "prevent 1 by p3 chosen", "avoid by p2 chosen", "upkeep damage 2 pure p1 from burn",
    "steal 2 health from p2", "steal 9 health from p1 by p2", "defend duel", "set-die targeting 5 by p3",
    # audited: re-declaring, Reload timing, transfers at the limit, defeat in one's own turn
    "set-die 5 2 by p2", "status gain reload", "status transfer evasive p1 p2", "status inflict evasive 3 p2",
    "damage 40 pure to p1 by p2", "status inflict bounty p3",
]

MODES = [("1v1", ("gunslinger", "cursed-pirate")),
         ("2v2", ("gunslinger", "gunslinger", "cursed-pirate", "cursed-pirate")),
         ("king-of-the-hill", ("gunslinger", "cursed-pirate", "gunslinger"))]


def check_bounds(state) -> None:
    """Every counter within its bounds; while the match runs, the hero whose turn it is is still in it."""
    assert all(0 <= h <= state.max_health for h in state.health)
    if state.order and not state.finished:
        assert not state.seats[state.active].defeated
    for i, seat in enumerate(state.seats):
        assert 0 <= seat.cp <= MAX_CP
        assert seat.hand >= 0 and seat.deck >= 0 and seat.discard >= 0
        assert seat.hand + seat.deck + seat.discard <= 33
        for sid, n in seat.statuses:
            sdef = status_def(state, sid)
            assert sdef is not None and 0 < n <= limit_on(state, i, sdef)


@pytest.mark.rule("dice-throne.cp.bounds")
@pytest.mark.rule("dice-throne.health.max")
@pytest.mark.rule("dice-throne.status.limit")
@settings(max_examples=int(__import__("os").environ.get("DT_EXAMPLES", "60")), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(MODES),
       script=st.lists(st.tuples(st.sampled_from(COMMANDS), st.lists(st.integers(1, 6), min_size=6, max_size=6),
                                 st.booleans()), max_size=60))
def test_random_commands_never_crash_and_replay_exactly(mode, script):
    setup = make_setup(*mode)
    state = GAME.new_game(setup)
    state = GAME.apply(state, _build(GAME.parse_command(state, "roll-off"),
                                     [6] + [1] * (len(setup.players) - 1))).state
    log = []
    for command, dice, override in script:
        try:
            parsed = GAME.parse_command(state, command)
            action = _build(parsed, dice)
        except CommandError:
            continue
        ruling = GAME.check(state, action)
        if not ruling.allowed:
            assert ruling.citations, f"refusal without a citation: {ruling.message}"
            assert ruling.message
        assert decode_action(action.to_json()) == action  # the stored form rebuilds the same action
        try:
            state = GAME.apply(state, action, override=override).state
            log.append((action, override))
        except RuleViolation as violation:
            assert violation.ruling.citations
        check_bounds(state)
    replayed = GAME.replay(setup, [(_build(GAME.parse_command(GAME.new_game(setup), "roll-off"),
                                           [6] + [1] * (len(setup.players) - 1)), False)] + log)
    assert replayed == state
    GAME.view(state)  # the view renders any reachable state


def _build(parsed, dice):
    if isinstance(parsed, DiceRequest):
        return parsed.build(TableDice([str(d) for d in dice[: parsed.count]] +
                                      [str(d) for d in dice] * 0).roll(parsed.die, parsed.count))
    return parsed
