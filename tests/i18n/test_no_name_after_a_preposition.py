"""A Russian or Polish preposition never governs a name the app fills in: a preposition puts its noun in an oblique case
(«у Бориса», «с гарпией», «u Borysa», «z harpią»), and the app fills a name in the nominative, so «у {player}» reads
«у Борис» and «z {card}» reads «z Harpia». Such a sentence puts a common noun in the case the preposition asks for before
the name, which then stands beside it unchanged («у игрока {player}», «бой с монстром {card}», «u gracza {player}»,
«z potworem {card}»), or turns round so that the name is the subject («{player} ведёт переговоры…»). Checked over every
entry of both catalogues: a name's placeholder directly after one of the prepositions. A placeholder the code fills
with a number, a hex code, a file or a game's title is no name and is not checked; nor is a typed word echoed in quotes
(`{name!r}`)."""

from __future__ import annotations

import re

import pytest

from tests.i18n.catalogue_entries import forms_matching, listed, word_before_a_name
from tests.i18n.test_no_word_agrees_with_a_name_filled_in import NAMES as AGREEING_NAMES

#: The placeholders that stand for a name (a player typed at the table, a hero, a monster, a card, a place, a list of
#: such names): the gender check's names, and the ones the code fills with a name in every sentence that has them.
NAMES = (*AGREEING_NAMES, "names", "defender", "aggressor", "attacker", "other", "who", "owner", "loser", "holder",
         "src", "dst", "payer", "location", "place", "here", "old", "quest", "title", "on", "talent", "city",
         "trading_city", "locations", "space")
#: Per language: the prepositions after which a noun takes an oblique case.
PREPOSITIONS = {
    "ru": r"у|с|со|в|во|на|о|об|обо|к|ко|от|ото|до|для|из|изо|без|при|по|за|над|под|перед|между|через|про|против|после|"
          r"кроме|вместо|около|среди|из-за|возле|мимо|ради|сквозь",
    "pl": r"u|z|ze|w|we|na|do|od|ode|dla|przez|o|po|przy|przeciw|przeciwko|bez|za|nad|pod|przed|między|spod|zza|ku|"
          r"obok|koło|wobec|według|oprócz|zamiast|około|wśród|dzięki|ponad|poza",
}


def name_after_a_preposition(language: str) -> re.Pattern[str]:
    return word_before_a_name(PREPOSITIONS[language], NAMES)


@pytest.mark.parametrize("language", sorted(PREPOSITIONS))
def test_no_name_after_a_preposition(language: str) -> None:
    found = forms_matching(language, name_after_a_preposition(language))
    assert not found, listed(found)


def test_the_check_finds_a_name_after_a_preposition() -> None:
    russian, polish = name_after_a_preposition("ru"), name_after_a_preposition("pl")
    assert russian.search("у {player} нет союзника") and russian.search("Бой с {card}: раны")
    assert russian.search("{name} нападает на {enemy}") and russian.search("В {city} продают")
    assert not russian.search("у игрока {player} нет союзника") and not russian.search("бой с монстром {card}")
    assert not russian.search("у {player2x} нет") and not russian.search("у {player!r} нет")
    assert not russian.search("от {low} до {high}") and not russian.search("против {target}")
    assert not russian.search("вдруг {player}")  # «у» inside a word is no preposition
    assert polish.search("u {player} nie ma") and polish.search("walczy z {card}") and polish.search("W {city}")
    assert not polish.search("u gracza {player}") and not polish.search("z potworem {card}")
    assert not polish.search("od {low} do {high}") and not polish.search("raz {player}")
