"""A Russian or Polish sentence never makes a past participle or a past-tense verb agree with a name the app fills in:
a hero, a player, a monster or a card may be of any gender («{monster} убит» read wrong for a harpy, «{hero} jest
pokonany» for a heroine). Such a sentence names what the thing is first («монстр {monster} убит», «Bohater {hero} jest
pokonany»), says it with a verb that does not agree («{removed} выходит из битвы», «{removed} wypada z bitwy»), turns
the sentence round («вход достался игроку {player}»), or writes both endings («повержен(а)», «miał(a)»). Checked over
every entry of both catalogues: a name's placeholder that begins the sentence or follows a punctuation mark, directly
followed (in Polish, after jest / został / zostaje) by one of the words that agree."""

from __future__ import annotations

import re

import pytest

from tests.i18n.catalogue_entries import forms_matching

#: The placeholders that stand for a name of any gender (a person, a creature, a card).
NAMES = ("hero", "hero2", "player", "player2", "monster", "card", "item", "ally", "name", "challenge", "lose_name",
         "win_name", "removed", "hit", "fighter", "fighter2", "enemy", "victim", "thief", "who", "quest")
#: Per language: words that agree with their subject's gender (short participles, past-tense verbs), and the
#: auxiliaries that may come between the name and such a word.
AGREEING = {
    "ru": (r"", r"убит|оставлен|продан|куплен|задержан|применён|побеждён|выполнен|выведен|получил|должен|повержен|"
                r"сброшен|ранен|вылечен|пропущен|остался|вышел|ушёл|погиб|пал|покинул|спасовал|атаковал|активирован|"
                r"активировал|выбран|купил|сыграл|взял|закончил|найдено|найден|уже атаковал|уже активирован|уже активировал|уже сыграл|"
                r"уже взял|уже выбран|уже найдено|уже найден"),
    "pl": (r"(?:jest |został |zostaje |był )?",
           r"zatrzymany|wybrany|kupił|pokonany|ogłuszony|odrzucony|wyłożony|odkryty|użyty|spasował|zagnieżdżony|miał|"
           r"zagrał|dostał|wyłączony|opóźniony|zabity|sprzedany|kupiony|zginął|zostawił|opuścił|atakował|aktywował|wziął|"
           r"skończył|znalezione|znaleziony|aktywowany|nie zdołał|już atakował|już aktywował|już wziął|już zagrał|"
           r"już nauczył"),
}


def agreeing(language: str) -> re.Pattern[str]:
    between, words = AGREEING[language]
    return re.compile(r"(?:^|[:;,.(] )\{(" + "|".join(NAMES) + r")\} " + between + "(" + words + r")(?![\w(/])")


@pytest.mark.parametrize("language", sorted(AGREEING))
def test_no_word_agrees_with_a_name_filled_in(language: str) -> None:
    found = forms_matching(language, agreeing(language))
    assert not found, "\n".join(f"{english!r}: {said}" for english, said in found)


def test_the_check_finds_a_word_that_agrees_with_a_name() -> None:
    russian, polish = agreeing("ru"), agreeing("pl")
    assert russian.search("{monster} убит") and russian.search("ход окончен; {hero} задержан и должен встать")
    assert not russian.search("монстр {monster} убит") and not russian.search("{player} повержен(а)")
    assert not russian.search("{hero} должником")  # a longer word is not the agreeing one
    assert polish.search("{hero} jest pokonany i nie może") and polish.search("{player} dostał wejście")
    assert not polish.search("Bohater {hero} jest pokonany") and not polish.search("{player} miał(a) tylko")
    # the twenty-sixth pass's words: a past tense after an adverb, one of «who» or «quest», both endings written
    assert russian.search("{who} уже атаковал в этом раунде") and russian.search("{quest} уже найдено")
    assert polish.search("{hero} nie zdołał uciec") and polish.search("{who} opuścił drużynę")
    assert not russian.search("персонаж {who} уже атаковал") and not polish.search("{name} wziął/wzięła +1 PW")
