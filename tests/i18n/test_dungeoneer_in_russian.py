"""Dungeoneer: Tomb of the Lich Lord in Russian: rule texts, refusals, step messages, names, words and counts.

The engine's messages keep their English text (the log, the golden files and every English test
read as before); rendered through the Russian catalogue they read in Russian. Rule summaries are the
product's own words, citations stay as printed, and the shipped cards carry the names the Russian
book prints.
"""

from __future__ import annotations

import pytest

from companion.services.i18n import rule_text, translate, use_language
from rules_engine.dungeoneer.actions import PlaceLocation
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.rule_index import RULES
from rules_engine.dungeoneer.words import SHIPPED_NAMES, TERMS, named, term
from rules_engine.plurals import count
from tests.i18n.rule_translations import CYRILLIC, assert_each_rule_translated
from tests.dungeoneer.screen_tables import battle_table, lord_table, walled_table


def test_every_dungeoneer_rule_has_a_russian_title_and_summary_of_its_own():
    assert_each_rule_translated(RULES)


def test_a_rule_summary_reads_in_russian_and_in_english_as_before():
    rule = next(r for r in RULES if r.id == "dungeoneer.exits.wall")
    use_language("ru")
    assert rule_text(rule.id, rule.title) == "Стены"
    assert "стену" in rule_text(rule.id, rule.summary).lower()
    use_language("en")
    assert rule_text(rule.id, rule.summary) == rule.summary


def test_a_placement_refusal_renders_in_russian_with_its_citation_as_printed():
    state = walled_table()
    refused = GAME.check(state, PlaceLocation("cell", (0, -2)))  # the sealed cell's walls against the tunnel
    assert not refused.allowed
    english = str(refused.message)
    reference = refused.citations[0].reference()
    assert english == "Sealed cell's south wall would face an exit of North tunnel"
    use_language("ru")
    russian = translate(refused.message)
    assert russian == "Sealed cell: стена (юг) упрётся в выход локации North tunnel"  # the side is translated
    assert refused.citations[0].reference() == reference and "«Подготовка к игре»" in reference
    assert str(refused.message) == english  # what a log stores never changes with the language


def test_a_step_message_names_the_shipped_monsters_as_the_russian_book_prints_them():
    state = lord_table()
    said = GAME.check(state, GAME.parse_command(state, "monsters p2 legion:melee zombie:melee")).message
    assert str(said).startswith("Legion (melee), Zombie (melee) attack Bo's")
    use_language("ru")
    russian = translate(said)
    assert russian.startswith("атака на героя Knight (Bo): Легион (ближний бой), Зомби (ближний бой)")
    assert "уплачено риска: 3" in russian


def test_the_decision_prompt_and_the_battle_stage_read_in_russian():
    state = battle_table()
    prompt = GAME.decision(state).prompt
    use_language("ru")
    assert set(translate(prompt).lower()) & CYRILLIC and translate(prompt) != str(prompt)
    assert translate(GAME.view(state).phase) == "II. Злодеяния"


def test_every_shipped_name_and_game_word_has_its_russian():
    use_language("ru")
    assert translate(named("Tomb antechamber")) == "Преддверие гробницы"  # as the book prints it
    assert translate(named("Grave wraith")) == "Могильный призрак"
    assert translate(named("A table's own card")) == "A table's own card"  # no entry: the name as typed
    for name in SHIPPED_NAMES:
        assert set(translate(named(name)).lower()) & CYRILLIC, name
    for word in TERMS:
        assert translate(term(word)) != word, word
    assert str(term("melee")) == "melee"


@pytest.mark.parametrize(("number", "russian"), [(1, "1 карта риска"), (3, "3 карты риска"), (5, "5 карт риска"),
                                                 (21, "21 карта риска"), (22, "22 карты риска")])
def test_peril_cards_are_counted_in_three_forms(number: int, russian: str):
    cards = count(number, "peril card", "peril cards")
    use_language("ru")
    assert translate(cards) == russian
    use_language("en")
    assert translate(cards) == f"{number} peril card{'s' if number != 1 else ''}"


def test_a_refused_setup_names_the_game_as_the_new_game_form_shows_it() -> None:
    # The form lists the game as 'Dungeoneer: Tomb of the Lich Lord' in every language: a refusal said «Подземелье»,
    # a name the app shows nowhere else.
    from rules_engine.game import GameSetup, PlayerSetup, SetupError
    from tests.dungeoneer.flow import HEROES

    use_language("ru")
    with pytest.raises(SetupError) as refused:
        GAME.new_game(GameSetup((PlayerSetup("Аня", "rogue"),), {}, {"heroes": HEROES}))
    said = translate(refused.value.args[0])
    assert said.startswith("В Dungeoneer играют от двух до четырёх игроков") and "Подземель" not in said
    assert "Подземель" not in translate(GAME.title)


@pytest.mark.parametrize(("language", "said"), [
    ("ru", "карта «Тёмный коридор» введена столом (tunnel 0 1 open wall open open)"),
    ("pl", "karta „Тёмный коридор” wpisana przez stół (tunnel 0 1 open wall open open)"),
])
def test_a_card_typed_by_the_table_is_named_as_a_card_whatever_its_names_gender(language: str, said: str) -> None:
    """«Тёмный коридор введена столом» gave a masculine name the feminine of «карта»: the card is named after the
    word «карта» / «karta», which the participle agrees with."""
    from rules_engine.messages import Message

    use_language(language)
    try:
        note = Message("{name} typed by the table ({values})", name="Тёмный коридор",
                       values="tunnel 0 1 open wall open open")
        assert translate(note) == said
    finally:
        use_language("en")
