"""A monster or a card the session lacks is refused in the table's language with the way to type it: played in Polish
(twenty-second pass, text23), «wśród kart tej rozgrywki nie ma potwora 'zombie'; a monster the catalogue lacks: end the
command with its values after 'as', ...», the help a plain English string inside the sentence. The refusal of a bad
typed value says its help the same way, and so does a card played from the hand."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.errors import RuleViolation
from rules_engine.dungeoneer.game import GAME
from tests.dungeoneer.flow import started


def _refusal(command: str) -> object:
    state = started()  # the dungeon lord's phase: Ann may send monsters
    try:
        GAME.apply(state, GAME.parse_command(state, command))
    except RuleViolation as refused:
        return refused.ruling.message
    raise AssertionError(f"{command!r} was allowed")


@pytest.mark.parametrize("command", ["monsters p2 ghoul:melee", "monsters p2 ghoul:melee as monster 1 health x"])
@pytest.mark.parametrize(("language", "help_starts"), [("pl", "potwór spoza katalogu: zakończ polecenie"),
                                                       ("ru", "монстра нет в каталоге: закончите команду")])
def test_a_monster_the_session_lacks_is_refused_with_the_help_in_the_tables_language(command: str, language: str,
                                                                                    help_starts: str) -> None:
    message = _refusal(command)
    use_language(language)
    said = translate(message)
    assert help_starts in said, said
    assert "the catalogue lacks" not in said, said


@pytest.mark.parametrize(("language", "help_starts"), [("pl", "karta spoza katalogu: zakończ polecenie"),
                                                       ("ru", "карты нет в каталоге: закончите команду")])
def test_a_card_played_that_the_session_lacks_is_refused_with_the_help_in_the_tables_language(
        language: str, help_starts: str) -> None:
    message = _refusal("play Lantern")
    use_language(language)
    said = translate(message)
    assert help_starts in said, said
    assert "the catalogue lacks" not in said, said
