"""A word the engine puts into a sentence reaches the screen in the table's language.

A ruling is a `Message` whose parameters are rendered in the interface's language only when they are messages
themselves: a plain English word in one ("body", "hills", "pure", "Knockdown") stayed English inside a Russian or
Polish sentence («проходит проверку: body», «кубик 1: hills», «урон 3 (pure)»). Random play over every offered action
of every game (the engines benchmark's walk) collects every parameter of every ruling, effect and refusal; none may
be a plain string that the catalogue translates, or text joined of such words ("1: hills+road, 2: plains"), but for
the table's own data named below.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.pofile import read_po

from companion.services.i18n.catalogues import LOCALE_DIR
from rules_engine.messages import Joined, Message
from tests.support.game_openings import openings, said_in_random_play

#: Parameters that hold what the table typed or what a card prints, which may happen to match a catalogue entry:
#: a Runebound 2e market card called "Shield" is the card's name, not the interface's word.
TABLE_DATA = {
    ("{card} noted on the market of {city}", "card"),
    ("{card} joins the market of {city}", "card"),
    ("the app takes the table's word that {card} lies on the market of {city}", "card"),
    ("{player} {verb} {card} for {cost} gold", "card"),
    ("{card}: choose option 1 ({first_text}) or 2 ({second_text})", "first_text"),
    ("{card}: choose option 1 ({first_text}) or 2 ({second_text})", "second_text"),
    # the values of a card the table typed, echoed in the notation it typed them in ("monster 1 health 1 melee 1")
    ("{name} typed by the table ({values}), remembered for the session", "values"),
}

ACTIONS = 1_500


#: The contexts of the names printed in one game ("runebound2 name"): the game's id before this ending.
NAME_CONTEXT_ENDING = " name"


def _catalogue_words(game_id: str) -> set[str]:
    """Every text the catalogue translates for `game_id`: a name another game prints (Runebound 2e's "Tamalir", which
    Runebound 3e's board and its Russian summary leave in Latin) is that game's, and read in its context alone."""
    with (LOCALE_DIR / "companion.pot").open("rb") as source:
        entries = [(message.context, message.id) for message in read_po(source)
                   if isinstance(message.id, str) and message.id]
    return {msgid for context, msgid in entries
            if not (context and context.endswith(NAME_CONTEXT_ENDING) and context != game_id + NAME_CONTEXT_ENDING)}


def _plain_parameters(message: object) -> Iterator[tuple[str, str, str]]:
    """(template, parameter, value) of every parameter of `message`, at any depth, that is a plain string."""
    if isinstance(message, Joined):
        for part in message.parts:
            yield from _plain_parameters(part)
    elif isinstance(message, Message):
        for key, value in message.params.items():
            if isinstance(value, Message):
                yield from _plain_parameters(value)
            elif isinstance(value, str):
                yield message.msgid, key, value


def _sentences(label: str) -> Iterator[object]:
    return said_in_random_play(next(s for s in openings().values() if s.label == label), ACTIONS)


def _english_words(value: str, words: set[str]) -> bool:
    """Whether a plain parameter is a catalogue word, or text joined of them ("1: hills+road, 2: plains")."""
    if value in words and not value.isdigit():
        return True
    parts = [part for part in re.split(r"[\s,:;+/()]+", value) if part and not part.isdigit()]
    return bool(parts) and all(part.islower() and part in words for part in parts)


@pytest.mark.parametrize("label", sorted(setup.label for setup in openings().values()))
def test_no_sentence_of_random_play_carries_an_english_word_as_plain_text(label: str) -> None:
    words = _catalogue_words(next(s for s in openings().values() if s.label == label).game.id)
    plain = {(template, key, value) for sentence in _sentences(label) for template, key, value in
             _plain_parameters(sentence)
             if _english_words(value, words) and (template, key) not in TABLE_DATA}
    assert sorted(plain) == []
