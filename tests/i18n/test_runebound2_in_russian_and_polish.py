"""Runebound 2e with the Class Decks expansion in Russian and Polish: rule texts, refusals, step messages, the view and the choices.

The engine's messages keep their English text (the log, the golden files and every English test
read as before); rendered through a catalogue they read in the interface's language. The rule
summaries are the product's own words in each language, and citations stay as printed.
"""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from companion.services.i18n import rule_text, translate, use_language
from rules_engine.messages import Message
from screens.wizard import option_widget
from companion.services.i18n.catalogues import po_path
from rules_engine.runebound2.class_decks.rule_index import RULES as CLASS_DECK_RULES
from rules_engine.runebound2.rule_index import RULES as BASE_RULES
from rules_engine.runebound2.board import board
from rules_engine.runebound2.view_text import moment
from tests.runebound2.helpers import GAME, new_game, play

#: The base game's rules and the Class Decks expansion's (each package keeps its own index).
RULES = BASE_RULES + CLASS_DECK_RULES

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
POLISH = set("ąćęłńóśźż")


def _catalog(language: str):
    with po_path(language).open("rb") as source:
        return read_po(source, locale=language)


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_every_runebound2_rule_has_a_title_and_summary_of_its_own(language: str):
    translated = {(m.context, m.id): m.string for m in _catalog(language) if m.context}
    letters = CYRILLIC
    for rule in RULES:
        for english in (rule.title, rule.summary):
            text = translated[(rule.id, english)]
            assert text and text != english, (rule.id, english)
            if language == "ru":  # Russian is written in Cyrillic; Polish has no such tell in every sentence
                assert set(text.lower()) & letters, (rule.id, text)
        # The book's own words are never extracted: citations stay as printed. The app's own convention's heading
        # is the app's words, translated.
        assert (rule.id, rule.locator) not in translated
        if rule.book == "companion":
            assert translated[(rule.id, rule.heading)] not in ("", rule.heading), rule.id
        else:
            assert (rule.id, rule.heading) not in translated


def test_a_rule_summary_reads_in_the_interface_language():
    rule = next(r for r in RULES if r.id == "runebound2.market.sell")
    use_language("ru")
    assert "продаётся" in rule_text(rule.id, rule.summary)
    use_language("pl")
    assert "sprzedaje" in rule_text(rule.id, rule.summary)
    use_language("en")
    assert rule_text(rule.id, rule.summary) == rule.summary


def test_a_refusal_keeps_its_english_text_and_renders_in_russian_and_polish():
    state = play(new_game(2), "step H3:forest adventure:green")
    refused = GAME.check(state, GAME.parse_command(state, "adventure take"))  # still the movement step
    assert not refused.allowed
    english = str(refused.message)
    use_language("ru")
    russian = translate(refused.message)
    use_language("pl")
    polish = translate(refused.message)
    assert english.isascii() and russian != english and polish != english
    assert set(russian.lower()) & CYRILLIC and "поход" in russian  # the step's name translated too
    assert set(polish.lower()) & POLISH
    assert str(refused.message) == english  # what a log stores never changes with the language


def test_the_moment_reads_in_russian_and_keeps_its_english_text():
    state = play(play(play(new_game(2), "step H3:forest adventure:green"), "next"), "adventure take")
    use_language("ru")
    assert translate(moment(board(state))) == "приключение"
    assert str(moment(board(state))) == "adventure"


@pytest.mark.parametrize(("number", "russian", "polish"), [(1, "1 рану", "1 ranę"), (3, "3 раны", "3 rany"),
                                                            (5, "5 ран", "5 ran"), (22, "22 раны", "22 rany")])
def test_wounds_are_counted_in_three_forms(number: int, russian: str, polish: str):
    from rules_engine.plurals import count

    wounds = count(number, "wound", "wounds")
    use_language("ru")
    assert translate(wounds) == russian
    use_language("pl")
    assert translate(wounds) == polish


def _view_text(view) -> list[str]:
    """Every text of a view as the screens render it: turn, phase, stats, notes, section titles and lines."""
    texts = [translate(view.turn), translate(view.phase)]
    for player in view.players:
        texts += [translate(label) + " " + translate(value) for label, value in player.stats]
        texts += [translate(note) for note in player.notes]
    for title, lines in view.sections:
        texts += [translate(title)] + [translate(line) for line in lines]
    return texts


@pytest.mark.parametrize(("language", "letters"), [("ru", CYRILLIC), ("pl", POLISH)])
def test_the_view_reads_in_the_interface_language_and_keeps_its_english_text(language: str, letters: set[str]):
    state = new_game(2, doom_track=True)
    view = GAME.view(state)
    english = _view_text(view)
    use_language(language)
    shown = _view_text(view)
    assert english[0] == "Turn 1: " + str(view.turn).split(": ", 1)[1]  # the English as the engine wrote it
    changed = [(e, s) for e, s in zip(english, shown) if e != s]
    # Every section title and every line of words is translated (names, numbers and the hexes stay as they are).
    assert len(changed) > 20
    for title, _lines in view.sections:
        assert translate(title) != str(title), title
    assert set("".join(shown).lower()) & letters
    assert translate(view.turn).startswith("Ход 1:" if language == "ru" else "Tura 1:")


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_every_choice_the_turn_offers_is_translated(language: str):
    state = new_game(2)
    labels = [choice.label for choice in GAME.choices(state)]
    assert labels and all(isinstance(label, Message) for label in labels)
    use_language(language)
    untranslated = [label for label in labels if translate(label) == str(label)]
    assert untranslated == []


def test_the_wizard_names_the_setup_choices_in_russian_and_sends_their_values():
    use_language("ru")
    spec = next(spec for spec in GAME.setup_options(wizard=True) if spec.name == "game_length")
    widget = option_widget(spec)
    assert [(str(prompt), value) for prompt, value in widget._options] == [
        ("обычная", "standard"), ("быстрая", "quick"), ("длинная", "long")]


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Mok: life 10, stamina 5; still missing: mind, body, spirit, ranged, melee, magic"),
    ("ru", "Мок-Духомолв: жизнь 10, выносливость 5; ещё не хватает: разум, тело, дух, дальний бой, ближний бой, "
           "магия"),
    ("pl", "Mok: życie 10, wytrzymałość 5; wciąż brakuje: umysł, ciało, duch, dystans, wręcz, magia"),
])
def test_a_heros_values_typed_from_the_card_are_said_in_the_tables_language(language: str, said: str) -> None:
    """The values the table types from a hero card the shipped catalogue lacks ("hero life:10 stamina:5") are named
    as the game's words, the values still missing too; the English (what the log stores) is as it was."""
    from cards_db.runebound2 import shipped_heroes
    from rules_engine.runebound2.actions import SetHeroValues
    from rules_engine.game import GameSetup, PlayerSetup

    heroes = shipped_heroes()
    state = GAME.new_game(GameSetup((PlayerSetup("Ann", "mok"), PlayerSetup("Bob", "valadir")), {}, {"heroes": heroes}))
    outcome = GAME.apply(state, SetHeroValues("Ann", (("life", 10), ("stamina", 5))))
    description = outcome.ruling.message
    assert str(description).startswith("Mok: life 10, stamina 5; still missing: ")
    use_language(language)
    try:
        assert translate(description) == said
    finally:
        use_language("en")


@pytest.mark.parametrize(("language", "window"), [("ru", "окно конца похода"), ("pl", "okno końca ruchu")])
def test_a_refusal_while_class_cards_are_played_names_the_window_in_the_table_language(language: str, window: str):
    """`next` while the movement window is open: the refusal named the window by the engine's word ("окно
    movement"); the window's name is translated under a context of its own (in Russian not «поход», the step's)."""
    from rules_engine.runebound2 import actions as A
    from tests.runebound2.test_class_decks_dialogs import movement_window

    refusal = GAME.check(movement_window(), A.NextStep())
    assert not refusal.allowed and "(movement window)" in refusal.message  # English as before
    use_language(language)
    try:
        shown = translate(refusal.message)
    finally:
        use_language("en")
    assert window in shown and "movement" not in shown
