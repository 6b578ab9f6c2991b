"""The source Dice Throne names when the table names none (a command typed without `from NAME`: a changed die comes
from "a card", a damage from "an effect", a heal from "healing", upkeep's effects from "upkeep effect"; a card played
unnamed is "a main card", "a roll card" or "an instant card") reads in the table's language: in the ruling as it is
played, read back from a saved log, in the note when the damage lands, and in the board's list of what is pending; so
does an upgrade's level in a refusal ("Revolver level 2 costs 9"). The English the log keeps is as it was, but for
"an instant card", which read "a instant card"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dice_throne.state import DTState
from rules_engine.errors import RuleViolation
from rules_engine.messages import Message
from tests.dice_throne.support import GAME, act, started, to_action, to_phase


def _rolled() -> DTState:
    return act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5)


def _upkeep() -> DTState:
    return to_phase(started(), "upkeep")


def _effect_pending() -> DTState:
    return act(to_phase(started(), "offensive-roll"), "damage 2 to p2")


def _main_phase() -> DTState:
    return to_phase(started(), "main-1")


#: (the state, what the table types, the ruling in English, Russian and Polish).
RULINGS: list[tuple[Callable[[], DTState], str, tuple[str, str, str]]] = [
    (_rolled, "set-die 3 6", ("offence die 3 becomes 6 (a card)", "кубик нападения 3 теперь 6 (карта)", "kość ataku 3 zmienia się na 6 (karta)")),
    (_upkeep, "upkeep damage 2", ("upkeep #1: upkeep effect deals 2 regular damage to Ann (pending damage #1)", "обновление №1: эффект обновления наносит игроку Ann урон 2 (обычный) (ожидающий урон №1)", "utrzymanie #1: efekt utrzymania zadaje graczowi Ann obrażenia (zwykłe): 2 (oczekujące obrażenia #1)")),
    (_upkeep, "upkeep heal 2", ("upkeep #1: upkeep effect heals Ann 2", "обновление №1: эффект обновления лечит игрока Ann на 2", "utrzymanie #1: efekt utrzymania leczy gracza Ann o 2")),
    (_effect_pending, "prevent 1", ("an effect: subtract 1 (prevent); now 1", "эффект: вычитание 1 (предотвращение); теперь 1", "efekt: odjęcie 1 (zapobieganie); teraz 1")),
    (_main_phase, "play main 0", ("Ann plays a main card for 0 CP", "Ann играет за 0 БС: карта основной фазы", "Ann zagrywa za 0 PW: karta fazy głównej")),
    (_main_phase, "play instant 0 a card", ("Ann plays a card for 0 CP", "Ann играет за 0 БС: карта", "Ann zagrywa za 0 PW: karta")),
]
LANGUAGES = ("en", "ru", "pl")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("state", "typed", "said"), RULINGS, ids=[typed for _state, typed, _said in RULINGS])
def test_a_source_the_table_did_not_name_reads_in_its_language_as_played_and_read_back(
        state: Callable[[], DTState], typed: str, said: tuple[str, str, str], language: str) -> None:
    before = state()
    message = GAME.apply(before, to_action(before, typed)).ruling.message
    saved = str(message)
    assert saved == said[0]  # what the store keeps: the English text, as before
    use_language(language)
    assert translate(message) == said[LANGUAGES.index(language)]
    assert translate(saved) == said[LANGUAGES.index(language)]


@pytest.mark.parametrize(("language", "expected"), [("en", "Ann takes 2 from upkeep effect"),
                                                    ("ru", "Ann получает 2 (источник: эффект обновления)"),
                                                    ("pl", "Ann otrzymuje 2 (źródło: efekt utrzymania)")])
def test_the_damage_landing_names_its_source_in_the_tables_language(language: str, expected: str) -> None:
    state = act(_upkeep(), "upkeep damage 2")
    notes = GAME.apply(state, to_action(state, "next")).ruling.effects
    use_language(language)
    assert expected in [translate(note) for note in notes]
    assert expected in [translate(str(note)) for note in notes]  # read back from a saved log too


@pytest.mark.parametrize(("language", "words", "english"), [
    ("ru", ("эффект", "лечение"), ("an effect", "healing")),
    ("pl", ("efekt", "leczenie"), ("an effect", "healing")),
])
def test_the_pending_list_names_the_sources_in_the_tables_language(language: str, words: tuple[str, ...],
                                                                   english: tuple[str, ...]) -> None:
    state = act(_effect_pending(), "heal 2")
    (pending,) = [lines for title, lines in GAME.view(state).sections if "Pending" in str(title)]
    use_language(language)
    shown = " / ".join(translate(line) for line in pending)
    assert all(word in shown for word in words), shown
    assert not any(word in shown for word in english), shown
    assert all(isinstance(line, Message) for line in pending)


@pytest.mark.parametrize(("language", "expected"), [("en", "Ann has 2 CP; Revolver level 2 costs 9"),
                                                    ("ru", "у игрока Ann 2 БС; «Револьвер», уровень 2 стоит 9"),
                                                    ("pl", "Ann ma 2 PW; Rewolwer, poziom 2 kosztuje 9")])
def test_an_upgrade_too_dear_names_the_ability_and_its_level_in_the_tables_language(language: str,
                                                                                    expected: str) -> None:
    state = _main_phase()
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(state, to_action(state, "upgrade revolver II 9"))
    use_language(language)
    assert translate(refused.value.args[0]) == expected
