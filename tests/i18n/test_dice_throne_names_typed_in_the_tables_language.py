"""Dice Throne's printed names typed as the board shows them in the table's language.

A new table at Dice Throne 2v2 in Russian (twenty-ninth pass): the board lists «Можно активировать: Разрази меня гром!»,
and `ability "Разрази меня гром!"` was refused naming the abilities by the catalogue's ids ("cutlass-strike,
x-marks-the-spot, …"). The name read on the board is taken (outside the engine, as Runebound 2e's names are:
`typed_names`), and a refusal names the abilities as the board does.
"""

from __future__ import annotations

import pytest

from companion.services.controller import SessionController
from companion.services.i18n import translate, use_language
from companion.services.rehearsal import RehearsalSession
from rules_engine.dice_throne.actions import Declare
from rules_engine.errors import RuleViolation
from tests.dice_throne.support import GAME, make_setup, to_action


def test_an_ability_typed_with_its_russian_name_is_the_ability_the_board_shows() -> None:
    live = RehearsalSession(GAME, make_setup(heroes=("cursed-pirate", "gunslinger")))
    controller = SessionController(live)
    live.act(to_action(live.state, "roll-off", 6, 1))
    english = controller.read('ability "Shiver Me Timbers"')
    assert isinstance(english, Declare)
    use_language("ru")
    assert controller.read('ability "Разрази меня гром!"') == english
    assert controller.read('ability "разрази меня гром!"') == english
    use_language("en")
    assert controller.read('ability "Разрази меня гром!"') != english  # English reads no Russian name


def test_an_ability_the_hero_lacks_is_refused_naming_its_abilities_as_the_board_does() -> None:
    live = RehearsalSession(GAME, make_setup(heroes=("cursed-pirate", "gunslinger")))
    live.act(to_action(live.state, "roll-off", 6, 1))
    for _ in range(3):
        live.act(to_action(live.state, "next"))
    live.act(to_action(live.state, "roll", 6, 6, 3, 6, 5))
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(live.state, Declare("Thunder"))
    message = refused.value.ruling.message
    assert "cutlass-strike" not in str(message) and "Shiver Me Timbers" in str(message), message
    use_language("ru")
    said = translate(message)
    assert "Разрази меня гром!" in said and "Shiver" not in said, said
