"""The fight's buttons as view data agree with the rules: in random fights every available button's typed
command is allowed, and every unavailable one names a rule and, typed anyway, is refused."""

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.chance import DiceRequest
from rules_engine.dice import TableDice
from rules_engine.rules_index import get_rule
from rules_engine.runebound3.board import board
from rules_engine.runebound3.fight_buttons import BUTTONS, PLAIN
from rules_engine.runebound3.fighting import TERRAIN_DIE
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Fight, Stage
from tests.runebound3.helpers import fighting_state


def built(state, text: str):
    """The action a typed command makes (a toss or roll made with fixed faces)."""
    request = RUNEBOUND3.parse_command(state, text)
    if isinstance(request, DiceRequest):
        faces = ["forest"] if request.die == TERRAIN_DIE else ["front"] * request.count
        return request.build(TableDice(faces * request.count if len(faces) == 1 else faces)
                             .roll(request.die, request.count))
    return request


def check_buttons(state) -> int:
    """Check every button of the fight under way; the number of available ones."""
    buttons = board(state).fight.buttons
    assert tuple(b.key for b in buttons) == tuple(key for key, _ in BUTTONS)
    available = 0
    for button in buttons:
        if button.available and button.complete:
            available += 1
            ruling = RUNEBOUND3.check(state, built(state, button.command))
            assert ruling.allowed, (button, ruling.message)
            if button.submits is not None:  # the button submits the very action its command types
                assert button.submits == RUNEBOUND3.parse_command(state, button.command), button
        elif button.available:
            assert button.key == "retreat" and button.command == "retreat "
            ruling = RUNEBOUND3.check(state, built(state, "retreat forest wilds Oakvale"))
            assert ruling.allowed, ruling.message
        else:
            assert "«" in button.reason and "»" in button.reason, button
            if button.key in PLAIN:
                ruling = RUNEBOUND3.check(state, built(state, button.command))
                assert not ruling.allowed and get_rule(ruling.citations[0].rule_id).heading
            else:
                assert button.command == ""
    return available


def walk(seed: int) -> tuple[int, int]:
    """A random game with token fights, every fight state's buttons checked; (fight states, available buttons)."""
    rng = Random(seed)
    state = fighting_state(2, first_player=0)
    fight_steps = available = 0
    for _ in range(3000):
        if state.stage is Stage.OVER or fight_steps >= 60:
            break
        if isinstance(state.combat, Fight):
            fight_steps += 1
            available += check_buttons(state)
        state = RUNEBOUND3.apply(state, rng.choice(RUNEBOUND3.choices(state)).sample(rng)).state
    return fight_steps, available


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_every_button_in_random_fights_agrees_with_the_rules(seed):
    walk(seed)


def test_random_fights_do_reach_the_buttons():
    totals = [walk(seed) for seed in range(3)]
    assert sum(f for f, _ in totals) > 20 and sum(a for _, a in totals) > 20
