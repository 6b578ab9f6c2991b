"""The fight's buttons as view data agree with the rules and with the keyboard: in random fights every button
submits exactly what typing its command submits (the same action, or a toss request that, fulfilled with the
same tokens, makes the same action), every available one is allowed, and every unavailable one names a rule
and, pressed anyway, is refused."""

import re
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
from rules_engine.runebound3.retreat_form import retreat_request
from rules_engine.runebound3.state import Fight, Stage
from tests.runebound3.helpers import fighting_state
from tests.support.search_budget import budget

#: The command a button's line says it types: '... (types: strike 1 3)'.
TYPES = re.compile(r"\(types: ([^)]*)\)")


def fulfilled(request: DiceRequest, rng: Random):
    """The action a dice request makes with the tokens (or terrain die) landing as `rng` says."""
    faces = [rng.choice(("front", "back")) for _ in range(request.count)] if request.die != TERRAIN_DIE else ["forest"]
    return request.build(TableDice(faces).roll(request.die, request.count))


def same_submission(state, submitted, text: str, rng: Random):
    """Assert `submitted` is what typing `text` submits; the action it makes (a request fulfilled with the
    same landing as the typed one)."""
    typed = RUNEBOUND3.parse_command(state, text)
    if not isinstance(typed, DiceRequest):
        assert submitted == typed, (submitted, text)
        return submitted
    assert isinstance(submitted, DiceRequest) and (submitted.die, submitted.count) == (typed.die, typed.count)
    seed = rng.random()
    made = fulfilled(submitted, Random(seed))
    assert made == fulfilled(typed, Random(seed)), (submitted, text)
    return made


def check_buttons(state, rng: Random) -> int:
    """Check every button of the fight under way; the number of available ones."""
    buttons = board(state).fight.buttons
    assert tuple(b.key for b in buttons) == tuple(key for key, _ in BUTTONS)
    available = 0
    for button in buttons:
        if button.available and button.complete:
            available += 1
            command = TYPES.search(str(button.reason)).group(1)
            made = same_submission(state, button.submits, command, rng)
            ruling = RUNEBOUND3.check(state, made)
            assert ruling.allowed, (button, ruling.message)
        elif button.available:
            assert button.key == "retreat" and button.submits is None  # the retreat form builds it
            retreat = retreat_request(state, {"needs": "forest", "kind": "wilds", "space": "Oakvale"})
            same_submission(state, retreat, "retreat forest wilds Oakvale", rng)
            ruling = RUNEBOUND3.check(state, fulfilled(retreat, rng))
            assert ruling.allowed, ruling.message
        else:
            assert "«" in button.reason and "»" in button.reason, button
            assert button.complete  # only an available retreat waits for the retreat form
            if button.key in PLAIN:  # pressed anyway: what its bare command types, refused by rule
                made = same_submission(state, button.submits, button.key, rng)
                ruling = RUNEBOUND3.check(state, made)
                assert not ruling.allowed and get_rule(ruling.citations[0].rule_id).heading
            else:
                assert button.submits is None, button
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
            available += check_buttons(state, rng)
        state = RUNEBOUND3.apply(state, rng.choice(RUNEBOUND3.choices(state)).sample(rng)).state
    return fight_steps, available


@settings(max_examples=budget(8, 40), deadline=None)
@given(seed=st.integers(0, 10**6))
def test_every_button_in_random_fights_submits_what_its_command_types(seed):
    walk(seed)


def test_random_fights_do_reach_the_buttons():
    totals = [walk(seed) for seed in range(3)]
    assert sum(f for f, _ in totals) > 20 and sum(a for _, a in totals) > 20
