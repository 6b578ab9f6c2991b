"""A list the engine says to people ("axe or bolt", `say_list`) reads back from a saved log in the table's language,
as it read when played («урон дают только топор или вспышка»), though its template, "{items} or {last}", has too few
words of its own to be tried against a sentence. A list whose every item reads is read so anywhere; where a placeholder
always holds a list (`stored_text.LISTED_PLACEHOLDERS`), names and numbers in it stay as typed and only its word is the
table's language's («Ann или Bo»). Elsewhere a part that does not read stays as written, and a whole sentence is never
taken for a list."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from companion.services.i18n.catalogues import load_catalogue
from companion.services.i18n.stored_text import read_stored
from rules_engine.grammar.reading_errors import say_list
from rules_engine.messages import Message
from rules_engine.runebound3.words import face_symbol, word


def _refusal(names: str) -> Message:
    return Message("token {index} shows {face}: damage is spent from {names}", index=1, face=face_symbol("wing"),
                   names=names)


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "на жетоне 1 — крыло: урон дают только топор или вспышка"),
    ("pl", "na żetonie 1 jest skrzydło: obrażenia dają tylko topór lub błyskawica"),
])
def test_a_saved_axe_or_bolt_reads_as_it_read_when_played(language: str, expected: str) -> None:
    played = _refusal(say_list([face_symbol("axe"), face_symbol("bolt")]))
    use_language(language)
    assert translate(played) == expected
    assert read_stored(str(played), load_catalogue(language)) == expected


def test_a_longer_list_and_one_joined_by_and_read_back_too() -> None:
    use_language("ru")
    for last in ("or", "and"):
        said = _refusal(say_list([word("body"), word("mind"), word("spirit")], last))
        assert read_stored(str(said), load_catalogue("ru")) == translate(said)
        assert translate(said).endswith(("тело, разум или дух", "тело, разум и дух"))


@pytest.mark.parametrize(("text", "kept"), [
    ("token 1 shows wing: damage is spent from heads or tails", "heads or tails"),  # words the catalogue does not read
    ("Tom and Jerry takes 3 regular damage", "Tom and Jerry"),  # one player's name, where a sentence names one
])
def test_a_list_that_is_not_all_the_games_words_stays_as_written(text: str, kept: str) -> None:
    read = read_stored(text, load_catalogue("ru"))
    assert kept in read and read != text


@pytest.mark.parametrize(("text", "said"), [
    ("token 1 shows wing: damage is spent from Ann or Bo", "Ann или Bo"),  # names: as typed, the word the table's
    ("token 1 shows wing: damage is spent from axe or Bo", "топор или Bo"),  # the game's word read, the name kept
])
def test_a_list_of_names_keeps_the_names_and_says_its_word_in_the_tables_language(text: str, said: str) -> None:
    assert read_stored(text, load_catalogue("ru")).endswith(said)


def test_a_whole_sentence_is_never_read_as_a_list() -> None:
    assert read_stored("axe or bolt", load_catalogue("ru")) == "axe or bolt"
