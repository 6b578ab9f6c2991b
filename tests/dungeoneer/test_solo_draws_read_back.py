"""Alone, the log's line for a card drawn reads back from a saved session in the table's language, as it was played.

Reopened in Polish (twenty-second pass, text23), a peril card the table drew read «dobrano talia (the discard
reshuffled) gracza Szkielet from the table»: the line was three messages joined ("drew {card}", " from the table's
deck", " (the discard reshuffled)"), which no template reads whole, and a template of another game took it apart. Each
draw is one sentence of the catalogue now; the English is as it was."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.game import GAME
from tests.dungeoneer.flow import act, solo_table


def _peril_owed():
    state = act(solo_table(), "next")
    state = act(act(state, "place corner north of t1"), "next")
    return act(act(act(state, "move north"), "move north"), "peril-roll", 1, 2)


@pytest.mark.parametrize(("source", "english", "said"), [
    ("table", "drew Zombie from the table's deck", {"pl": "dobrano kartę Zombie z talii stołu",
                                                    "ru": "взята карта Зомби из колоды стола"}),
    ("virtual", "drew Zombie from the app's deck", {"pl": "dobrano kartę Zombie z talii aplikacji",
                                                    "ru": "взята карта Зомби из колоды приложения"})])
@pytest.mark.parametrize("language", ["pl", "ru"])
def test_a_peril_card_drawn_reads_back_as_played(source: str, english: str, said: dict[str, str],
                                                 language: str) -> None:
    message = GAME.apply(_peril_owed(), A.DrawPeril("zombie", source=source)).ruling.message
    assert str(message) == english
    use_language(language)
    assert translate(message) == said[language]
    assert translate(str(message)) == said[language]


@pytest.mark.parametrize(("language", "said"), [("pl", "dobrano kartę Odstraszenie z talii stołu na rękę"),
                                                ("ru", "взята карта Отпугивание из колоды стола в руку")])
def test_a_glory_card_drawn_reads_back_as_played(language: str, said: str) -> None:
    message = GAME.apply(solo_table(), A.DrawGlory("scare", source="table"), override=True).ruling.message
    assert str(message).startswith("drew Scare from the table's deck into the hand")
    use_language(language)
    assert translate(str(message)).startswith(said)
    assert translate(str(message)) == translate(message)
