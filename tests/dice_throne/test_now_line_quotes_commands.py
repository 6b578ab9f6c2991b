"""The "Now" line names a command to type in quotes, as its other lines do ("'next' when no upkeep effect
triggers"): before the first turn «'roll-off': каждый бросает один кубик; …», no longer «roll-off: каждый бросает …»,
where the command read as an English word left untranslated; upkeep's effects the same way. English, Russian and
Polish alike; the command comes first, so the line cut at 80 columns still shows it."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from tests.dice_throne.support import GAME, new, started

#: Each language's line before the first turn, and its first line in upkeep.
LINES = {
    "en": ("'roll-off': every player rolls one die; highest starts",
           "'upkeep damage|heal': enter effects that trigger now, in the order you pick"),
    "ru": ("'roll-off': каждый бросает один кубик; начинает выбросивший больше",
           "'upkeep damage|heal': вводите срабатывающие сейчас эффекты в выбранном порядке"),
    "pl": ("'roll-off': każdy gracz rzuca jedną kością; zaczyna najwyższy wynik",
           "'upkeep damage|heal': wpisz efekty, które uruchamiają się teraz, w wybranej kolejności"),
}


@pytest.mark.parametrize("language", sorted(LINES))
def test_the_roll_off_and_upkeeps_effects_are_named_as_commands_to_type(language: str) -> None:
    roll_off, upkeep = LINES[language]
    use_language(language)
    assert [translate(line) for line in GAME.view(new()).allowed_now] == [roll_off]
    assert translate(GAME.view(started()).allowed_now[0]) == upkeep
