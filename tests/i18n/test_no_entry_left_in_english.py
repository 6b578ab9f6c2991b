"""No Russian or Polish catalogue entry is its English text given back as the translation, while that text holds an
English word: a name of the game, a label or a sentence "translated" so reads in English on a Russian or Polish screen
(the Polish catalogue kept 26 Dice Throne and Dungeoneer names so, and both catalogues a few plain entries).

An entry may rightly read the same in both languages: what the table types (a command's syntax), a key as the keyboard
prints it, the app's name, or a word that is the same in the language. Each such entry is listed below with its reason,
and the list is held to the catalogue: an entry listed that no longer reads the same fails too, so the list stays exact
and a new untranslated message fails the suite."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from companion.services.i18n.catalogues import po_path

#: What fills a placeholder is the table's text, not the catalogue's: "{card!r}", "%(message)s", "%s".
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([^)]*\)[a-z]|%[a-z]")
#: An English word: three Latin letters or more ("ID", "QR", "d10" are no words to translate).
WORD = re.compile(r"[A-Za-z]{3,}")

#: (context, English) of the entries that rightly read the same in Russian and in Polish.
SAME_IN_BOTH = {
    # A command's syntax line: what the player types, commands and placeholders as the command line reads them.
    (None, "before card | hero | ALLY | item NAME"),
    (None, 'before item "NAME"'),
    (None, "hero [PLAYER] life:N stamina:N mind:N body:N spirit:N damage:R/M/G"),
    # A typed Dungeoneer card's fields, listed among the others the sentence keeps as typed ("instant, permanent,
    # attachment{value2}, traits"): ", trap" or ", aims" is the word the table types.
    (None, ", aims"),
    (None, ", trap"),
    # The key as the keyboard prints it, after the button's word.
    (None, "OK (enter)"),
    # The app's own name after the session's.
    (None, "{session}: Table Companion"),
    # A key of a setup file, as the file spells it.
    (None, "{where}: tokens[{index}]: {error}"),
}

#: (context, English) of the entries that rightly read the same in Polish alone: Polish words spelt as the English.
SAME_IN_POLISH = {
    (None, "Solo"),  # a solo game: «gra solo»
    (None, "Stop"),  # the share screen's key that stops sharing: «stop», as a player's button says it
    (None, "Region"),  # a catalogue field: «region»
    (None, "status"),  # Dice Throne: what is resolving, a status («status», as the Polish rules say «statusy»)
    (None, "symbol"),  # a die face's symbol: «symbol»
    (None, "problem"),  # one problem of a deck («problem», «problemy», «problemów»)
    (None, "test {test}{value}"),  # Runebound 3e: an attribute test, «test», as every Polish test sentence says it
    (None, "{minutes} min"),  # «min»: Polish's abbreviation of «minut»
    (None, "argument %(argument_name)s: %(message)s"),  # argparse: «argument»
    (None, "'catalogue.{key}': {error}"),  # a key of a setup file, as the file spells it
    ("runebound3", "start"),  # Runebound 3e's time track: its first space, «start»
    ("class-card kind", "talent"),  # a class card's kind in the catalogue form: «talent», as the Class Decks book says
    ("dungeoneer name", "Legion"),  # a Dungeoneer monster: «Legion»
    ("dungeoneer name", "Zombie"),  # a Dungeoneer monster: «zombie» (Polish spells it so)
    # Runebound 2e's heroes, cities and Margath: no Polish book here prints them (the Class Decks book names none), so
    # the Polish interface keeps the proper names the English base game prints.
    ("runebound2 name", "Margath"),
    ("runebound2 name", "Varikas the Dead"),
    ("runebound2 name", "Valadir"),
    ("runebound2 name", "Mok"),
    ("runebound2 name", "Tamalir"),
    ("runebound2 name", "Greyhaven"),
    ("runebound2 name", "Riverwatch"),
    ("runebound2 name", "Frostgate"),
    ("runebound2 name", "Dawnsmoor"),
    ("runebound2 name", "Vynelvale"),
    ("runebound2 name", "Nerekhall"),
    # The base game's cards the Russian rulebook names (its examples): no Polish book here prints them either.
    ("runebound2 name", "A Question of Honour"),
    ("runebound2 name", "Acolyte of Flame"),
    ("runebound2 name", "Dragon Tooth"),
    ("runebound2 name", "Fire Bomb"),
    ("runebound2 name", "Leather Armour"),
    ("runebound2 name", "Soul Burn"),
    ("runebound2 name", "Thunder Mace"),
    ("runebound2 name", "White Blade"),
    # The Class Decks cards the catalogue ships are named as the Polish book prints them: the Polish is the name itself.
    ("runebound2 name", "Zbezczeszczony cmentarz"),
    ("runebound2 name", "Skalny ogar"),
    ("runebound2 name", "Dół z żerdziami"),
    ("runebound2 name", "Znamię Hydry"),
    ("runebound2 name", "Rzut głazem"),
    ("runebound2 name", "Celny strzał"),
    ("runebound2 name", "Obdarz błogosławieństwem"),
    ("runebound2 name", "Lodowe olbrzymy"),
    ("runebound2 name", "Polimorfia"),
    ("runebound2 name", "Wyssanie duszy"),
    ("runebound2 name", "Zmysł zagrożenia"),
    ("runebound2 name", "Przepatrywacz"),
    ("runebound2 name", "Kaligrafia zwojów"),
}

ALLOWED = {"ru": SAME_IN_BOTH, "pl": SAME_IN_BOTH | SAME_IN_POLISH}


def _same_as_english() -> dict[str, dict[tuple[str | None, str], str]]:
    """For each language, the entries whose translation (a form of it, when counted) is the English text: (context,
    English singular) and the English."""
    found: dict[str, dict[tuple[str | None, str], str]] = {}
    for language in ALLOWED:
        with open(po_path(language), "rb") as source:
            catalog = read_po(source, locale=language)
        same: dict[tuple[str | None, str], str] = {}
        for message in catalog:
            if not message.id or message.fuzzy:
                continue
            english = message.id if isinstance(message.id, tuple | list) else (message.id,)
            translated = message.string if isinstance(message.string, tuple | list) else (message.string,)
            if any(form and form in english for form in translated):
                same[(message.context, str(english[0]))] = " / ".join(str(form) for form in english)
        found[language] = same
    return found


SAME = _same_as_english()


def _holds_a_word(english: str) -> bool:
    return WORD.search(PLACEHOLDER.sub(" ", english)) is not None


@pytest.mark.parametrize("language", sorted(ALLOWED))
def test_no_entry_gives_its_english_back_as_the_translation(language: str) -> None:
    left = sorted(f"{context or ''}|{english}" for (context, msgid), english in SAME[language].items()
                  if _holds_a_word(english) and (context, msgid) not in ALLOWED[language])
    assert not left, f"{language}: translate these entries (or list one above, with its reason): {left}"


@pytest.mark.parametrize("language", sorted(ALLOWED))
def test_every_entry_allowed_to_read_the_same_still_does(language: str) -> None:
    stale = sorted(f"{context or ''}|{msgid}" for context, msgid in ALLOWED[language] - set(SAME[language]))
    assert not stale, f"{language}: no longer the English text, drop them from the list: {stale}"


def test_a_placeholder_is_no_word_but_the_words_around_it_are() -> None:
    assert not _holds_a_word("{card!r}: {field}: {problem}")
    assert not _holds_a_word("[{i}] {v} {symbol} %(message)s ID QR d10")
    assert _holds_a_word("{minutes} min")
    assert _holds_a_word("Fan the Hammer")
