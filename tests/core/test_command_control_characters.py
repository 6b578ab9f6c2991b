"""A typed command holding a control character is refused, saying so, without the character in the message.

Play-test (fifteenth pass, ux12): a paste into Runebound's command line of `roll-move ESC]0;PWNED BEL` was
answered "'\\x1b]0;PWNED' is not a Runebound command", and `next ESC[31mred` by "unexpected 'ESC[31mred'
after 'next'", the raw escape sequence repeated in the ruling (and in `companion play`'s lines). Every game
reads its commands through the one grammar, so the check is made there, before any word is read. Tabs
are spaces between words and are still taken.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from companion.services.i18n import error_text, use_language
from rules_engine.errors import CommandError
from rules_engine.game import GameSetup
from rules_engine.games import get_game

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "games"
#: A first command each game takes at its golden log's start, and the log.
FIRST = {"runebound2": ("runebound2-margath.jsonl", "hero"), "runebound3": ("runebound3-two-heroes.jsonl", "help"),
         "dice-throne": ("dice-throne-1v1.jsonl", "roll"), "dungeoneer": ("dungeoneer-two-heroes.jsonl", "help")}


def _start(game_id: str) -> tuple[object, object]:
    header = json.loads((GOLDEN / FIRST[game_id][0]).read_text(encoding="utf-8").splitlines()[0])
    game = get_game(game_id)
    return game, game.new_game(GameSetup.from_json(header["setup"]))


def _refusal(game_id: str, text: str) -> str:
    game, state = _start(game_id)
    with pytest.raises(CommandError) as refused:
        game.parse_command(state, text)  # type: ignore[attr-defined]
    return error_text(refused.value)


@pytest.mark.parametrize("game_id", sorted(FIRST))
@pytest.mark.parametrize("text", ["next \x1b[31mred", "\x1b]0;PWNED\x07", "roll\x00", "hero \x9b2J"])
def test_a_control_character_is_refused_by_its_code_and_never_repeated(game_id: str, text: str) -> None:
    said = _refusal(game_id, text)
    assert "control character" in said, said
    assert not any(unicodedata.category(ch) == "Cc" for ch in said), repr(said)
    first = next(ch for ch in text if unicodedata.category(ch) == "Cc")
    assert f"U+{ord(first):04X}" in said, said


def test_the_refusal_reads_in_russian() -> None:
    use_language("ru")
    try:
        said = _refusal("runebound2", "next \x1b[31mred")
    finally:
        use_language("en")
    assert said == "в команде управляющий символ (U+001B): набирайте только буквы, цифры и знаки препинания", said


def test_a_tab_between_words_is_a_space() -> None:
    game, state = _start("dice-throne")
    assert game.parse_command(state, "roll\tby p1") == game.parse_command(state, "roll by p1")  # type: ignore[attr-defined]
