"""A setup the game refuses says why in the table's language, from the wizard, `play --setup` and an import alike.

Twenty-ninth pass (the lead): Dice Throne's and Runebound 2e's refusals of a seat without a hero, of a hero not in the
session's catalogue, and Dice Throne's of a mode with the wrong number of players were English f-string text, read
in English by a Russian table.
"""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.game import GameSetup, PlayerSetup, SetupError
from rules_engine.games import get_game
from rules_engine.messages import Message


@pytest.mark.parametrize(("game_id", "options", "players", "english", "russian"), [
    ("dice-throne", {"mode": "1v1"}, (("Ann", ""), ("Bo", "barbarian")), "Ann needs a hero", "Ann: нужен герой"),
    ("dice-throne", {"mode": "1v1"}, (("Ann", "nobody"), ("Bo", "nobody")),
     "hero 'nobody' is not in this session's catalogue", "героя 'nobody' нет в каталоге этой партии"),
    ("dice-throne", {"mode": "2v2"}, (("Ann", "barbarian"), ("Bo", "barbarian")),
     "2v2 is played by 4 players, not 2", "в режиме 2v2 играют 4 игрока, а не 2"),
    ("runebound2", {}, (("Ann", ""), ("Bo", "")), "Ann needs a hero", "Ann: нужен герой"),
    ("runebound2", {}, (("Ann", "laurel"), ("Bo", "laurel")), "each player needs a different hero",
     "каждому игроку нужен свой герой"),
])
def test_a_refused_setup_is_a_message_the_table_reads_in_its_language(
        game_id: str, options: dict[str, str], players: tuple[tuple[str, str], ...], english: str,
        russian: str) -> None:
    game = get_game(game_id)
    heroes = {"laurel": {"name": "Laurel of Bloodwood", "life": 10, "mind": 3, "body": 3, "spirit": 3}}
    setup = GameSetup(tuple(PlayerSetup(name, hero or None) for name, hero in players), options, {"heroes": heroes})
    with pytest.raises(SetupError) as refused:
        game.new_game(setup)
    said = refused.value.args[0]
    assert isinstance(said, Message) and str(said) == english
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    assert translate(said) == russian
