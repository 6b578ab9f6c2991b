"""The turn's status the board draws from: the engine says whether a turn is played, the roll attempts, whether
the dice may be rolled, whether a click targets, and what ending the phase does to pending damage. The board's
dice and hero clicks submit the engine's typed requests, the same ones the typed commands make."""

from __future__ import annotations

from rules_engine.dice_throne.board import DiceThroneBoard
from rules_engine.dice_throne.choices.rolls import offensive_roll_request, target_action
from rules_engine.dice_throne.dice import ROLL_ATTEMPTS
from rules_engine.dice_throne.phases import DEFENSIVE, MAIN_1, OFFENSIVE, UPKEEP
from rules_engine.dice_throne.turn_status import turn_status
from rules_engine.dice import DiceRoll
from rules_engine.game import DiceRequest
from tests.dice_throne.support import GAME, act, attack, new, started, to_phase


def _stand_in(request):
    """A request answered with every die on its first face (so it compares as an action)."""
    if isinstance(request, DiceRequest):
        return request.build(DiceRoll(request.die.id, (request.die.faces[0],) * request.count, "table"))
    return request


def test_before_the_roll_off_no_turn_is_played_and_the_phase_cannot_be_ended():
    status = turn_status(new())
    assert not status.playing and not status.can_end_phase and not status.can_roll and not status.rolling


def test_the_offensive_roll_has_the_engines_attempts_and_stops_rolling_after_the_last():
    state = to_phase(started(), OFFENSIVE)
    status = turn_status(state)
    assert status.playing and status.rolling and status.can_roll
    assert (status.attempts, status.attempts_of) == (0, ROLL_ATTEMPTS)
    state = act(state, "roll", 1, 1, 1, 4, 5)
    for _ in range(ROLL_ATTEMPTS - 1):
        state = act(state, "reroll 4 5", 6, 6)
    status = turn_status(state)
    assert status.attempts == ROLL_ATTEMPTS and not status.can_roll
    assert not GAME.check(state, _stand_in(offensive_roll_request(state, (4, 5)))).allowed


def test_damage_lands_at_the_end_of_the_defensive_roll_and_of_upkeep_only():
    state = started()
    assert turn_status(to_phase(state, UPKEEP)).landing
    assert not turn_status(to_phase(state, MAIN_1)).landing
    attacked = attack(state)
    assert turn_status(to_phase(attacked, DEFENSIVE)).landing


def test_the_board_carries_the_status():
    state = to_phase(started(), OFFENSIVE)
    board = GAME.view(state).data
    assert isinstance(board, DiceThroneBoard) and board.status == turn_status(state)


def test_a_press_on_the_dice_submits_what_roll_and_reroll_type():
    state = to_phase(started(), OFFENSIVE)
    first = offensive_roll_request(state, (1, 2, 3, 4, 5))
    assert _stand_in(first) == _stand_in(GAME.parse_command(state, "roll"))
    state = act(state, "roll", 1, 1, 1, 4, 5)
    again = offensive_roll_request(state, (5, 4))
    assert _stand_in(again) == _stand_in(GAME.parse_command(state, "reroll 4 5"))


def test_a_click_on_a_hero_proposes_the_target_the_typed_command_names():
    state = started()
    assert target_action(state, 1) == GAME.parse_command(state, "target p2")
