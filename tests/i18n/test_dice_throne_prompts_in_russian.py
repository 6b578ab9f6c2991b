"""Dice Throne's decision prompts and roll purposes in Russian: what the frame's "Now:" line and the phone page show.

The prompts keep their English text (the log and every English test read as before); rendered through
the catalogue they read in Russian, a counted noun in the form its number takes.
"""

from __future__ import annotations

from companion.services.i18n import translate, use_language
from rules_engine.chance import DiceRequest
from rules_engine.dice_throne.phases import DEFENSIVE, OFFENSIVE
from tests.dice_throne.support import GAME as DICE_THRONE
from tests.dice_throne.support import act, attack, new, started, to_phase


def test_the_roll_off_prompt_reads_in_russian():
    prompt = DICE_THRONE.decision(new("1v1", ("gunslinger", "cursed-pirate"))).prompt
    assert prompt == "every player rolls one die for the first player (highest starts)"
    use_language("ru")
    assert translate(prompt) == "каждый бросает кубик за первый ход (начинает больший результат)"


def test_the_offensive_roll_prompts_read_in_russian_with_the_attempts_counted():
    state = to_phase(started(), OFFENSIVE)
    first = DICE_THRONE.decision(state).prompt
    rolled = DICE_THRONE.decision(act(state, "roll", 1, 2, 3, 4, 6)).prompt
    assert rolled == "Ann may reroll (2 attempts left) or declare an ability"
    use_language("ru")
    assert translate(first).startswith("Ann бросает кубики атаки (5 × ")
    assert translate(rolled) == "Ann может перебросить (осталось: 2 попытки) или объявить способность"


def test_the_roll_purposes_read_in_russian():
    state = to_phase(started(), OFFENSIVE)
    request = DICE_THRONE.parse_command(state, "roll")
    defence = DICE_THRONE.parse_command(to_phase(attack(started()), DEFENSIVE), "defend")
    assert isinstance(request, DiceRequest) and isinstance(defence, DiceRequest)
    assert request.purpose == "offensive roll" and defence.purpose.endswith(" defence")
    use_language("ru")
    assert translate(request.purpose) == "бросок атаки"
    assert translate(defence.purpose).startswith("защита «")
