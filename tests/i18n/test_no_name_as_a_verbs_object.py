"""A Russian or Polish verb never takes a name the app fills in as its direct object: the object of «купить» / «kup» is
in the accusative («купить Кольчугу», «kup Kolczugę»), the object of «użyj» / «naucz się» in the genitive, and the app
fills a name in the nominative, so «Купить {card}» reads «Купить Кольчуга» and «Zaatakuj {player}» reads «Zaatakuj Anna».
Such a sentence puts a common noun in the case the verb asks for before the name, which then stands beside it unchanged
(«Купить предмет {card}», «Атаковать игрока {player}», «Użyj przedmiotu {item}», «Kup przedmiot {name}»), or says it
with a colon. Checked over every form of both catalogues: one of the commonest verbs, as an infinitive or an imperative
(a button's label, an instruction), directly followed by a name's placeholder (the preposition check's list, `NAMES`).

What it does not catch: a finite verb before a name (the name after «ходит», «решает», «atakuje» is mostly the verb's
subject, «сейчас ходит {name}», so those forms are not listed), a verb not in the lists, a word between the verb and
the name («купить сейчас {card}»), a name in a genitive after a noun or after «нет» / «nie ma» («{card} нет в руке»),
and a word that agrees in gender with the name (tests/i18n/test_no_word_agrees_with_a_name_filled_in.py checks a list of
those)."""

from __future__ import annotations

import re

import pytest

from tests.i18n.catalogue_entries import forms_matching, listed, word_before_a_name
from tests.i18n.test_no_name_after_a_preposition import NAMES

#: Per language: the commonest verbs the app's sentences give an object, as infinitives and imperatives.
VERBS = {
    "ru": r"купи|купить|продай|продать|сбрось|сбросить|используй|использовать|активируй|активировать|атакуй|"
          r"атаковать|найми|нанять|выложи|выложить|размести|разместить|сыграй|сыграть|разыграй|разыграть|играть|"
          r"возьми|взять|отдай|отдать|выбери|выбрать|потрать|потратить|оставь|оставить|отправь|отправить|сдвинь|"
          r"сдвинуть|подними|поднять|начни|начать|убей|убить|победи|победить|положи|положить|получи|получить|вызови|"
          r"вызвать|открой|открыть|изучи|изучить|выполни|выполнить|переверни|перевернуть|перемести|переместить|"
          r"вылечи|вылечить|сними|снять|замени|заменить|обменяй|обменять",
    "pl": r"kup|kupić|sprzedaj|sprzedać|odrzuć|odrzucić|użyj|użyć|aktywuj|aktywować|zaatakuj|zaatakować|wynajmij|"
          r"wynająć|zwerbuj|zwerbować|połóż|położyć|przesuń|przesunąć|podnieś|podnieść|wyślij|wysłać|rozpocznij|"
          r"rozpocząć|wydaj|wydać|zatrzymaj|zatrzymać|zagraj|zagrać|weź|wziąć|oddaj|oddać|wybierz|wybrać|naucz się|"
          r"nauczyć się|zabij|zabić|pokonaj|pokonać|odkryj|odkryć|wylecz|wyleczyć|zdejmij|zdjąć|przenieś|przenieść|"
          r"odwróć|odwrócić|zostaw|zostawić|rozegraj|rozegrać|kontruj",
}


def name_as_an_object(language: str) -> re.Pattern[str]:
    return word_before_a_name(VERBS[language], NAMES)


@pytest.mark.parametrize("language", sorted(VERBS))
def test_no_name_is_a_verbs_direct_object(language: str) -> None:
    found = forms_matching(language, name_as_an_object(language))
    assert not found, listed(found)


def test_the_check_finds_a_name_as_a_verbs_object() -> None:
    russian, polish = name_as_an_object("ru"), name_as_an_object("pl")
    assert russian.search("Купить {card} (3 з.)") and russian.search("Атаковать {player} (ближний бой)")
    assert russian.search("сначала сбросьте одного, затем сбросить {item}")
    assert not russian.search("Купить предмет {card}") and not russian.search("Атаковать игрока {player}")
    assert not russian.search("сейчас ходит {name}") and not russian.search("купить {cost} з.")  # a subject, a number
    assert not russian.search("Купить {card!r}") and not russian.search("прикупить {card}")
    assert polish.search("Kup {name} (3 zł.)") and polish.search("Użyj {item} przed walką")
    assert polish.search("naucz się {card}") and polish.search("Zaatakuj {player}")
    assert not polish.search("Kup przedmiot {name}") and not polish.search("Użyj przedmiotu {item}")
    assert not polish.search("teraz wydaje {name}") and not polish.search("atakuje {aggressor}")
