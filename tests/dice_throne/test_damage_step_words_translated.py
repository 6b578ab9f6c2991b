"""A damage step's operation ("subtract", "divide", ...) and the verb it was typed with, which stands for its source
when the table names no card ("prevent", "halve", "boost"), read in the table's language: in the log line as it is
played and as it is read back from a saved log («Revolver: вычитание 2 (предотвращение); теперь 2»), in the
calculation's lines and in a refusal. The English the log keeps is as it was."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dice_throne.board import DiceThroneBoard
from rules_engine.errors import RuleViolation
from tests.dice_throne.support import GAME, attack, started, to_action

STEPS = [
    ("en", "prevent 2", "Revolver: subtract 2 (prevent); now 2"),
    ("ru", "prevent 2", "Револьвер: вычитание 2 (предотвращение); теперь 2"),
    ("pl", "prevent 2", "Rewolwer: odjęcie 2 (zapobieganie); teraz 2"),
    ("ru", "halve", "Револьвер: деление 2 (деление пополам); теперь 2"),
    ("pl", "halve", "Rewolwer: dzielenie 2 (połowienie); teraz 2"),
    ("ru", "boost 1", "Револьвер: прибавка 1 (усиление); теперь 5"),
    ("pl", "multiply 2 from Fury", "Rewolwer: mnożenie 2 (Fury); teraz 8"),
]


@pytest.mark.parametrize(("language", "typed", "expected"), STEPS)
def test_a_damage_step_reads_in_the_tables_language_as_played_and_as_read_back(language: str, typed: str,
                                                                               expected: str) -> None:
    state = attack(started())
    message = GAME.apply(state, to_action(state, typed)).ruling.message
    saved = str(message)
    assert type(saved) is str  # what the store keeps: the English text alone
    use_language(language)
    assert translate(message) == expected
    assert translate(saved) == expected


@pytest.mark.parametrize(("language", "words"), [("ru", ("вычитание", "предотвращение")),
                                                  ("pl", ("odjęcie", "zapobieganie"))])
def test_the_calculation_names_the_step_in_the_tables_language(language: str, words: tuple[str, ...]) -> None:
    state = attack(started())
    state = GAME.apply(state, to_action(state, "prevent 2")).state
    data = GAME.view(state).data
    assert isinstance(data, DiceThroneBoard)
    (item,) = data.pending
    use_language(language)
    lines = " / ".join(translate(line) for line in item.breakdown.lines())
    assert words[1] in lines and "prevent" not in lines


@pytest.mark.parametrize(("language", "expected"), [("ru", "умножение: нужно число не меньше 2"),
                                                    ("pl", "mnożenie wymaga liczby co najmniej 2")])
def test_a_step_refused_for_its_number_names_it_in_the_tables_language(language: str, expected: str) -> None:
    state = attack(started())
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(state, to_action(state, "multiply 1"))
    use_language(language)
    assert translate(refused.value.args[0]) == expected
