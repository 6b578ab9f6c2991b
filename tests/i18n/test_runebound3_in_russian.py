"""Runebound 3rd edition in Russian: rule texts, refusals, prompts, the board's words and counted nouns.

The engine's messages keep their English text (the log, the golden files and every English test
read as before); rendered through the catalogue they read in Russian. The rule titles and summaries
are the product's own Russian words, and citations stay as printed in the book.
"""

from __future__ import annotations

import pytest

from cards_db.errors import CatalogueError
from cards_db.runebound3 import validate_hero
from cards_db.runebound3_format import HERO
from companion.services.i18n import pgettext, rule_text, translate, use_language
from rules_engine.errors import CommandError
from rules_engine.game import SetupError
from rules_engine.plurals import count
from rules_engine.runebound3.actions import Buy, Trade
from rules_engine.runebound3.board import board
from rules_engine.runebound3.combat.rule_index import RULES as COMBAT_RULES
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.rule_index import RULES as BASE_RULES
from rules_engine.runebound3.words import CONTEXT, WORDS, word
from screens.formatting import format_citation
from screens.runebound3.area import status_text
from tests.i18n.rule_translations import CYRILLIC, assert_each_rule_translated
from tests.runebound3.challenge_catalogue import EVENTS, catalogue_state
from tests.runebound3.helpers import item, new_state
from tests.runebound3.screen_tables import first_turn_done, play, wolf_fight

RULES = BASE_RULES + COMBAT_RULES


def test_every_runebound3_rule_has_a_russian_title_and_summary_of_its_own():
    assert len(RULES) > 70
    assert_each_rule_translated(RULES)


def test_a_rule_summary_reads_in_russian_and_in_english_as_written():
    rule = next(r for r in RULES if r.id == "runebound3.combat.shield")
    use_language("ru")
    assert "щит" in rule_text(rule.id, rule.summary)
    assert rule_text(rule.id, rule.title) == "Щиты"
    use_language("en")
    assert rule_text(rule.id, rule.summary) == rule.summary


def test_a_refusal_renders_in_russian_with_its_citation_as_printed():
    state = play(new_state(), Trade(item("Sword", "weapon", 9)))
    refused = RUNEBOUND3.check(state, Buy("Sword"))
    assert not refused.allowed
    english, cited = str(refused.message), [format_citation(c) for c in refused.citations]
    assert english == "Sword costs 9 gold and Test Hero has 3"
    use_language("ru")
    assert translate(refused.message) == "Sword стоит 9 золота, а у героя Test Hero 3"
    # the book's heading as printed; the book by the title its Russian text prints
    assert [format_citation(c) for c in refused.citations] == [
        c.replace("Runebound 3rd edition rules summary", "Рунбаунд 3 ред.: правила, кратко") for c in cited]
    assert cited[0].startswith("Runebound 3rd edition rules summary, «Торговля:»")
    assert str(refused.message) == english  # what a log stores never changes with the language


def test_a_combat_refusal_and_the_fights_prompt_read_in_russian():
    state = wolf_fight()
    use_language("ru")
    decision = RUNEBOUND3.decision(state)
    assert translate(decision.prompt) == "раунд 1: бросьте все боевые жетоны обеих сторон"
    assert str(decision.prompt) == "round 1: toss every combat token of both sides"
    strike = RUNEBOUND3.parse_command(state, "strike 1")
    refused = RUNEBOUND3.check(state, strike)
    assert not refused.allowed
    assert translate(refused.message) == "раунд 1 начинается с броска всех жетонов"
    assert refused.citations[0].rule_id == "runebound3.combat.toss"


def test_the_board_status_reads_in_russian():
    use_language("ru")
    status = status_text(board(first_turn_done())).plain
    assert status == "Этап: действия · ход: P1 (осталось 3 действия)"
    use_language("en")
    assert status_text(board(first_turn_done())).plain == "Stage: actions · turn: P1 (3 actions left)"


def test_every_game_word_and_stage_has_a_russian_form_and_keeps_its_english_text():
    use_language("ru")
    for value in WORDS:
        assert str(word(value)) == value
        assert set(translate(word(value)).lower()) & CYRILLIC, value
    assert pgettext(CONTEXT, "challenge") == "испытание"  # not Runebound 2e's sense of the word
    assert pgettext(CONTEXT, "refresh") == "обновление"


@pytest.mark.parametrize(("number", "tokens", "surges", "cards"), [
    (1, "1 жетон", "1 молния", "1 карту умения"),
    (3, "3 жетона", "3 молнии", "3 карты умений"),
    (5, "5 жетонов", "5 молний", "5 карт умений"),
    (21, "21 жетон", "21 молния", "21 карту умения"),
])
def test_counted_nouns_take_all_three_russian_forms(number: int, tokens: str, surges: str, cards: str):
    use_language("ru")
    assert translate(count(number, "token", "tokens")) == tokens
    assert translate(count(number, "surge", "surges")) == surges
    assert translate(count(number, "skill card", "skill cards")) == cards


def test_a_typed_command_not_understood_reads_in_russian():
    with pytest.raises(CommandError) as raised:
        RUNEBOUND3.parse_command(new_state(), "travel forest to zz")
    use_language("ru")
    assert translate(raised.value.args[0]) == (
        "после «to» ожидается: шаг МЕСТНОСТЬ/ВИД/КЛЕТКА (местность или any; вид — city, town, fortress, sanctuary, "
        "wilds), а не «zz» (travel FACE ... to TERRAIN/KIND/SPACE ... [exert:N])")


def test_a_refused_fight_command_reads_in_russian_with_its_citation_as_printed():
    with pytest.raises(CommandError) as raised:
        RUNEBOUND3.parse_command(wolf_fight(), "landed sword bolt / miss shield miss skull miss")
    assert str(raised.value).startswith("'sword' is not a token face: the symbols are axe, bolt")
    use_language("ru")
    russian = translate(raised.value.args[0])
    assert russian.startswith("«sword» — не грань жетона: символы — топор, вспышка")  # the words it may type
    # The rule's gist in its own Russian words; the book's heading as printed.
    assert "(В начале каждого раунда обе стороны бросают все жетоны: " in russian and "«Раунды боя:»" in russian


def test_a_bad_challenge_card_in_the_catalogue_is_refused_in_russian():
    with pytest.raises(SetupError) as raised:
        catalogue_state(events={"toll": EVENTS["toll"] | {"options": ["gold-2,zap", "none"]}})
    assert str(raised.value).startswith("'Toll Bridge': options[1]: 'zap' is not an event effect (effects joined")
    use_language("ru")
    assert translate(raised.value.args[0]).startswith(
        "'Toll Bridge': options[1]: 'zap' — не эффект события (эффекты через запятую: gold+N/gold-N")


def test_a_bad_token_on_an_imported_hero_is_refused_in_russian():
    with pytest.raises(CatalogueError) as raised:
        validate_hero(HERO.example() | {"tokens": ["axe/sword"]})
    assert "'sword' is not a token face" in str(raised.value)
    use_language("ru")
    assert "«sword» — не грань жетона: символы — топор, вспышка" in translate(raised.value.args[0])


def test_what_the_dice_are_for_reads_in_russian():
    request = RUNEBOUND3.parse_command(wolf_fight(), "toss")
    assert request.purpose == "round 1 of the fight"
    use_language("ru")
    assert translate(request.purpose) == "раунд боя 1"
