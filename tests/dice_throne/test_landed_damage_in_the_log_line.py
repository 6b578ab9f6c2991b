"""The `next` that ends the roll phase says in its log line who took how much.

Left alone by the thirtieth pass: the damage that lands as a phase ends was said only in the ruling's notes ("Ann
takes 4 from Revolver") while the log's line read "7. Main phase 2". The line now says the phase and then, a clause
each, who takes how much: "7. Main phase 2; Bob takes 4 from Revolver" (the note is not said twice). A saved line reads
back clause by clause in Russian and Polish, as the phrases were already in the catalogue; an old log keeps its
"Main phase 2" lines and its notes.
"""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.messages import Message
from tests.dice_throne.support import GAME, act, attack, started, to_action


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    use_language("en")


def ending_the_roll_phase():
    """Ann's Revolver on Bob, defended, then `next` ruled: (the ruling of that `next`, Bob's health before it)."""
    s = attack(started())
    s = act(s, "next")
    s = act(s, "defend", 2, 3, 4, 5)
    s = act(s, "no effect")
    outcome = GAME.apply(s, to_action(s, "next"))
    return outcome.ruling, s.health[1], outcome.state.health[1]


def test_the_line_of_the_next_that_ends_the_roll_phase_says_who_took_how_much() -> None:
    ruling, before, after = ending_the_roll_phase()
    taken = before - after
    assert taken > 0
    assert str(ruling.message) == f"7. Main phase 2; Bob takes {taken} from Revolver"
    assert not any("takes" in str(effect) for effect in ruling.effects)  # said once, in the line


@pytest.mark.parametrize(("language", "said"), [
    ("ru", "7. Основная фаза 2; Bob получает {taken} (источник: Револьвер)"),
    ("pl", "7. Faza główna 2; Bob otrzymuje {taken} (źródło: Rewolwer)"),
])
def test_the_line_reads_in_the_tables_language_live_and_as_saved(language: str, said: str) -> None:
    ruling, before, after = ending_the_roll_phase()
    use_language(language)
    live = translate(ruling.message)
    saved = translate(str(ruling.message))  # a reopened log holds the English text
    assert live == saved, (live, saved)
    assert live == said.format(taken=before - after)


def test_a_next_without_damage_keeps_its_line() -> None:
    s = started()
    outcome = GAME.apply(s, to_action(s, "next"))  # the upkeep ends: nothing was pending
    assert str(outcome.ruling.message) == "2. Income"
    assert type(outcome.ruling.message) is Message
