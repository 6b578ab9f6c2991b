"""The fight dialog's button for a character's before-combat attack (the attack its printed ability describes) reads
in the table's language, and reads whole the second time: it glued English words onto the choice's label ("Varikas
the Dead: before-combat magic attack"; in Russian «Varikas the Dead: before-combat магия attack (цель 9, …, exhaust
1)»; after a first ability, "…another before-combat attack (name it)magic attack (…)")."""

from __future__ import annotations

import pytest

from companion.services.i18n import use_language
from screens.runebound2.combat_steps import wizard_choices
from tests.runebound2.helpers import GAME, play
from tests.runebound2.test_combat_wizard import board, in_challenge

FIRST = {
    "en": "Varikas the Dead: before-combat magic attack (target 9, needs 5+ on 2d10: 94%, exhaust 1)",
    "ru": "Varikas the Dead: атака «Перед боем», магия (цель 9, нужно 5+ на 2d10: 94%, стоит усилий: 1)",
    "pl": "Varikas the Dead: atak „przed walką”, magia (cel 9, potrzeba 5+ na 2k10: 94%, koszt zmęczenia: 1)",
}
AGAIN = {
    "en": "Varikas the Dead: another before-combat magic attack (name it) (target 9, needs 5+ on 2d10: 94%, exhaust 1)",
    "ru": "Varikas the Dead: ещё одна атака «Перед боем», магия (назовите её) (цель 9, нужно 5+ на 2d10: 94%, "
          "стоит усилий: 1)",
    "pl": "Varikas the Dead: kolejny atak „przed walką”, magia (nazwij go) (cel 9, potrzeba 5+ na 2k10: 94%, "
          "koszt zmęczenia: 1)",
}


def _attack_buttons(state: object) -> list[str]:
    return [label for label, _ in wizard_choices(board(state), GAME.choices(state)) if "Varikas" in label][1:]


@pytest.mark.parametrize("language", sorted(FIRST))
def test_a_before_combat_attack_button_reads_in_the_tables_language(language: str) -> None:
    state = in_challenge()
    use_language(language)
    assert _attack_buttons(state) == [FIRST[language]]


@pytest.mark.parametrize("language", sorted(AGAIN))
def test_the_second_before_combat_attack_button_reads_whole(language: str) -> None:
    state = play(in_challenge(), "before hero")
    use_language(language)
    assert _attack_buttons(state) == [AGAIN[language]]
