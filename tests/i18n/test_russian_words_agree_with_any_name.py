"""A Russian sentence never makes a past participle or a gendered adjective agree with a name the app fills in: a
hero, a player, a monster or a card may be of any gender («{monster} убит» read wrong for a harpy, «{hero} задержан»
for a heroine). Such a sentence names what the thing is first («монстр {monster} убит», «герой {hero} задержан»),
says it with a verb that does not agree («{removed} выходит из битвы»), or writes both endings («повержен(а)»).
Checked over every Russian entry of the catalogue: a name's placeholder that begins the sentence or follows a
punctuation mark, directly followed by one of the words that agree."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

CATALOGUE = Path(__file__).resolve().parents[2] / "companion/services/i18n/locale/ru/LC_MESSAGES/companion.po"
#: The placeholders that stand for a name of any gender (a person, a creature, a card).
NAMES = ("hero", "hero2", "player", "player2", "monster", "card", "item", "ally", "name", "challenge", "lose_name",
         "win_name", "removed", "hit", "fighter", "fighter2", "enemy", "victim", "thief")
#: Words that agree with their subject's gender: short participles and past-tense verbs the catalogue used so.
AGREEING = ("убит", "оставлен", "продан", "куплен", "задержан", "применён", "побеждён", "выполнен", "выведен",
            "получил", "должен", "повержен", "сброшен", "ранен", "вылечен", "пропущен", "остался", "вышел", "ушёл",
            "погиб", "пал")
PATTERN = re.compile(r"(?:^|[:;,.(] )\{(" + "|".join(NAMES) + r")\} (" + "|".join(AGREEING) + r")(?!\(а\)|[а-яё])")


def test_no_russian_word_agrees_with_a_name_filled_in() -> None:
    catalogue = read_po(CATALOGUE.open("rb"))
    agreeing = []
    for message in catalogue:
        if not message.id or not message.string:
            continue
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        agreeing += [(message.id, text) for text in strings if PATTERN.search(text)]
    assert not agreeing, "\n".join(f"{english!r}: {russian}" for english, russian in agreeing)


def test_the_check_finds_a_word_that_agrees_with_a_name() -> None:
    assert PATTERN.search("{monster} убит") and PATTERN.search("ход окончен; {hero} задержан и должен встать")
    assert not PATTERN.search("монстр {monster} убит") and not PATTERN.search("{player} повержен(а)")
    assert not PATTERN.search("{hero} должником")  # a longer word is not the agreeing one
