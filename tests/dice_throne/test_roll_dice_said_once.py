"""Dice Throne's rolls in the log say each die once: the roll line counts the attempt, the dice sentence after it
reads the dice with their symbols ("Ann rolls the dice (attempt 1, 2 left). Dice: 1 bullet, …"). A reroll's line keeps
the whole set, which the sentence (the dice rolled again) does not say. The targeting die is read by its number only,
in its line alone: the book's targeting table reads the number, not the hero die's symbol."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from companion.services.dice_text import GAME_NAMES
from companion.services.i18n import pgettext, use_language
from rules_engine.dice_throne.game import DICE_THRONE
from companion.services.store import SessionStore
from screens.action_log import render_entry
from tests.dice_throne.support import act, attack, make_setup, started, to_action, to_phase

G, P = "gunslinger", "cursed-pirate"


def logged(state, text: str, *dice: int) -> str:
    """The log line an action typed with the table's dice reads as."""
    action = to_action(state, text, *dice)
    ruling = DICE_THRONE.apply(state, action).ruling
    entry = SimpleNamespace(seq=7, kind="action", ruling=ruling, action=action, active=True,
                            dice=getattr(action, "roll", None), overridden=False)
    return render_entry(entry).plain


@pytest.mark.parametrize(("language", "said"), [
    ("en", "  7 Ann rolls the dice (attempt 1, 2 left). Dice: 1 bullet, 1 bullet, 1 bullet, 4 dash, 5 dash."),
    ("ru", "  7 Ann бросает кубики (попытка 1, осталось 2)."),
    ("pl", "  7 Ann rzuca kośćmi (próba 1, zostało 2)."),
])
def test_the_first_attempt_says_its_five_dice_once_in_the_dice_sentence(language: str, said: str) -> None:
    use_language(language)
    shown = logged(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5)
    assert shown.startswith(said)
    assert "1 1 1 4 5" not in shown and shown.count("4") == 1


def test_a_reroll_keeps_the_whole_set_in_its_line_and_the_dice_rolled_in_the_sentence() -> None:
    use_language("en")
    s = act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5)
    shown = logged(s, "reroll 4 5", 2, 6)
    assert shown.startswith("  7 Ann rolls 1 1 1 2 6 (attempt 2, 1 left). Dice: 2 ")


def test_a_session_s_log_line_says_the_first_attempt_s_dice_once(store: SessionStore) -> None:
    # The log keeps an entry's rolls as a tuple; the line is read so as it is shown, and when the session is opened again.
    use_language("en")
    live = store.create_session(game_id="dice-throne", name="Duel", setup=make_setup(names=("Ann", "Bob")))
    live.act(to_action(live.state, "roll-off", 6, 1))
    while live.state.phase != "offensive-roll":
        live.act(to_action(live.state, "next"))
    live.act(to_action(live.state, "roll", 1, 1, 1, 4, 5))
    for entry in (live.entries[-1], store.open_session(live.id).entries[-1]):
        assert render_entry(entry).plain.endswith(
            "Ann rolls the dice (attempt 1, 2 left). Dice: 1 bullet, 1 bullet, 1 bullet, 4 dash, 5 dash.")


def test_a_reroll_of_all_five_dice_says_them_once_too() -> None:
    use_language("en")
    s = act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5)
    shown = logged(s, "reroll all", 2, 2, 3, 3, 6)
    assert shown.startswith("  7 Ann rolls the dice (attempt 2, 1 left). Dice: 2 ")
    assert "2 2 3 3 6" not in shown


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Bob defends with Ahoy! Dice: 1 cutlass, 4 loot, 6 skull, 6 skull."),
    ("ru", "Bob защищается способностью «{ability}». Кубики: 1 {cutlass}, 4 {loot}, 6 {skull}, 6 {skull}."),
])
def test_a_defensive_roll_says_its_dice_once(language: str, said: str) -> None:
    s = act(attack(started()), "next")
    use_language(language)
    shown = logged(s, "defend", 1, 4, 6, 6)
    words = {"ability": pgettext(GAME_NAMES, "Ahoy!"),
             **{symbol: pgettext(GAME_NAMES, symbol) for symbol in ("cutlass", "loot", "skull")}}
    assert shown.endswith(said.format(**words)), shown
    assert "1 4 6 6" not in shown


@pytest.mark.rule("dice-throne.targeting.teams")
@pytest.mark.parametrize(("language", "said", "sentence"), [
    ("en", "targeting die: 3", "Dice"),
    ("ru", "кубик выбора цели: 3", "Кубики"),
])
def test_the_targeting_roll_reads_the_die_by_its_number_alone(language: str, said: str, sentence: str) -> None:
    # Its line says the number; no dice sentence says it again (the lead's thirty-first pass), and no symbol.
    s = act(attack(started("2v2", (G, G, P, P))), "next")
    use_language(language)
    shown = logged(s, "target-roll", 3)
    assert shown.endswith(said), shown
    assert sentence not in shown and shown.count("3") == 1, shown
