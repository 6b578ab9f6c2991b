"""Dungeoneer's log lines read back from a saved session in the table's language, as they read when played.

Reopened in Polish (twenty-second pass, text23): «Krypta placed» («{card} placed{by}» with no placer named ends in an
empty placeholder, which no reading fills), and after a battle «ryzyko dostali: nikt; Ania gains 1 glory; 1 glory
card may be drawn» (clauses joined with their "; " inside the message, "; {hero} gains {glory} glory", which no clause
read alone matches). Each such line is said in whole clauses now; the English is as it was."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.game import GAME
from tests.dungeoneer.flow import act, solo_table, started


def _placed() -> object:
    state = act(started(), "next")
    return GAME.apply(state, GAME.parse_command(state, "place library north of t1")).ruling.message


def _battle_won() -> object:
    state = act(solo_table(), "next")
    state = act(act(state, "place corner north of t1"), "next")
    state = act(act(act(state, "move north"), "move north"), "peril-roll", 1, 6)
    state = GAME.apply(state, A.DrawPeril("zombie")).state
    state = act(act(act(state, "respond"), "attack-roll", 1), "counter-roll", 6)  # the rogue's counter slays it
    return GAME.apply(state, GAME.parse_command(state, "reward")).ruling.message


@pytest.mark.parametrize(("made", "english", "said"), [
    (_placed, "Library placed", {"pl": "położono kartę Library", "ru": "размещена карта «Library»"}),
    (_battle_won, "peril given to nobody; Ann gains 1 glory; 1 glory card may be drawn",
     {"pl": "ryzyko dostali: nikt; Ann zyskuje chwałę: 1; można dobrać: 1 karta chwały",
      "ru": "риск получили: никому; Ann получает славу: 1; можно взять: 1 карта славы"})], ids=["placed", "reward"])
@pytest.mark.parametrize("language", ["pl", "ru"])
def test_a_saved_line_reads_back_as_played(made, english: str, said: dict[str, str], language: str) -> None:
    message = made()
    assert str(message) == english
    use_language(language)
    assert translate(message) == said[language]
    assert translate(str(message)) == said[language]
