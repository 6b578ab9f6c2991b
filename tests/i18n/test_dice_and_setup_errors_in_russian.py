"""Dice notation, entered dice, the table's cards, game setups, unknown games and rules: their errors read in Russian.

Each is a `Message` whose str is the English it always was (logs and English tests read as before);
the services render it through the Russian catalogue.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from companion.services.controller import SessionController
from companion.services.fulfillers import DiceFrom, TableCard, VirtualDeck
from companion.services.i18n import translate, use_language
from companion.services.rehearsal import RehearsalSession
from companion.shell.cli import main
from rules_engine.chance import CardRequest, DiceRequest, made_by
from rules_engine.dice import DieSpec, RngDiceSource, TableDice, numbered_die
from rules_engine.decks import Deck
from rules_engine.dice_notation import parse_notation
from rules_engine.errors import RulesEngineError
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.games import get_game
from rules_engine.messages import Message
from rules_engine.rules_index import get_rule
from tests.store.conftest import tally_setup
from tests.support.tally_game import TALLY

CYRILLIC = re.compile("[а-яё]", re.I)
#: English words of these sentences: none may be left in the Russian.
ENGLISH = re.compile(r"\b(no|not|is|are|dice|die|roll|between|write|like|there|these|games|too|many|digits|"
                     r"modifier|goes|up|face|faces|show|cannot|counts|as|enter|results?|needs?|card|cards|deck|"
                     r"drawn|app|does|know|name|player|players|same|every|played|option|whole|number|yes|text|"
                     r"rule|index|game|that|for|the|a|an)\b")

D6, D10 = numbered_die(6), numbered_die(10)
PERIL = CardRequest("peril", "the corner", made_by("tally.letters"), ("Ambush", "Rockslide"))
UNKNOWN_DECK = CardRequest("market", "the market", made_by("tally.letters"))
ROLL = DiceRequest(D6, 2, "the attack", made_by("tally.total"))


def _refused(call) -> Message:
    with pytest.raises(RulesEngineError) as raised:
        call()
    message = raised.value.args[0]
    assert isinstance(message, Message), message
    return message


CASES = {
    "no notation": lambda: parse_notation(""),
    "not notation": lambda: parse_notation("dice"),
    "trailing": lambda: parse_notation("2d6+x"),
    "long": lambda: parse_notation("1" * 200 + "d6"),
    "no such die": lambda: parse_notation("2d7"),
    "too many dice": lambda: parse_notation("500d6"),
    "modifier": lambda: parse_notation("d6+5000"),
    "no face": lambda: D6.parse_face(" "),
    "cannot show": lambda: D6.parse_face("9"),
    "cannot show, counted": lambda: D10.parse_face("11"),
    "no symbol face": lambda: DieSpec("terrain", "terrain", (), kind="symbols", symbols_allowed=("forest", "hills")).parse_face("sea"),
    "two sides": lambda: numbered_die(1),
    "count entered": lambda: TableDice(["3"]).roll(D6, 2),
    "count entered, one": lambda: TableDice(["3", "4"]).roll(D6, 1),
    "roll count": lambda: RngDiceSource(random.Random(1), "app").roll(D6, 0),
    "deck shuffled": lambda: TableDice([]).permutation(3),
    "dice for a card": lambda: DiceFrom(TableDice(["3"])).fulfil(PERIL),
    "card for dice": lambda: TableCard("Ambush").fulfil(ROLL),
    "no card name": lambda: TableCard(" ").fulfil(PERIL),
    "not in the deck": lambda: TableCard("Dragon").fulfil(PERIL),
    "unknown deck": lambda: VirtualDeck(random.Random(1)).fulfil(UNKNOWN_DECK),
    "too few cards": lambda: Deck(("Ambush", "Rockslide"), ()).draw(3),
    "not in the discard": lambda: Deck(("Ambush",), ()).take_from_discard("Ambush"),
    "no game": lambda: get_game("chess"),
    "no rule": lambda: get_rule("chess.castling"),
    "players": lambda: get_game("dice-throne").validate_setup(GameSetup((PlayerSetup("Ann", "gunslinger"),), {})),
    "same name": lambda: get_game("dice-throne").validate_setup(
        GameSetup((PlayerSetup("Ann", "gunslinger"), PlayerSetup("ann", "gunslinger")), {})),
    "unknown option": lambda: get_game("dice-throne").validate_setup(
        GameSetup((PlayerSetup("Ann", "gunslinger"), PlayerSetup("Bob", "gunslinger")), {"speed": 2})),
}


@pytest.mark.parametrize("case", CASES)
def test_each_error_reads_in_russian_and_keeps_its_english(case: str) -> None:
    message = _refused(CASES[case])
    english = str(message)
    assert not CYRILLIC.search(english)
    use_language("ru")
    russian = translate(message)
    assert CYRILLIC.search(russian), (case, russian)
    without_names = re.sub(r"'[^']*'|\b\w+(-\w+)+\b|\bd\d+\b|Dice Throne|Ambush|Rockslide|Dragon|forest|hills|the corner|the attack|"
                           r"sea|terrain|peril|market", "", russian)
    assert not ENGLISH.search(without_names), (case, russian)
    assert str(message) == english


def test_the_english_is_as_before() -> None:
    assert str(_refused(CASES["trailing"])) == "'2d6+x': unexpected '+x' after '2d6'; write it like 2d10, 5d6, d20 or 3d6+2"
    assert str(_refused(CASES["cannot show, counted"])) == "a d10 cannot show 11: its faces show 0 to 9 (0 counts as 10)"
    assert str(_refused(CASES["count entered"])) == "enter 2 d6 results, not 1"
    assert str(_refused(CASES["not in the deck"])) == \
        "no card 'Dragon' can be drawn from the peril deck now; cards: Ambush, Rockslide"


def test_a_rolled_request_is_described_in_russian() -> None:
    use_language("ru")
    assert translate(ROLL.describe()) == "2 × d6 (the attack)"  # a purpose the game has not marked stays English
    assert translate(PERIL.describe()).startswith("карта из колоды риска")  # the deck in the book's word


def test_companion_roll_says_in_russian_what_is_wrong(capsys) -> None:
    assert main(["--lang", "ru", "roll", "2d7"]) == 2
    assert capsys.readouterr().err.strip() == (
        "companion: ошибка: '2d7': кубика d7 в этих играх нет; есть d2, d3, d4, d6, d8, d10, d12, d20, d100")
    assert main(["--lang", "ru", "roll", "2d6", "--enter", "3", "9"]) == 2
    assert capsys.readouterr().err.strip() == "companion: ошибка: на кубике d6 не может выпасть 9: его грани — от 1 до 6"


def test_the_session_controller_answers_in_russian() -> None:
    controller = SessionController(RehearsalSession(TALLY, tally_setup("Ann", "Bob", target=20)))
    roll = controller.read("roll")
    asked = controller.check(roll)
    unusable = controller.build(roll, DiceFrom(TableDice(["7"])))
    question = controller.check(controller.read("add 3"))
    assert str(asked.note) == ("Allowed now; it needs 1 × d6, and what happens depends on the roll. "
                               "Nothing was applied.")
    assert str(unusable.message) == "a d6 cannot show 7: its faces show 1 to 6"
    use_language("ru")
    assert translate(asked.note) == "Сейчас можно; нужно: 1 × d6, а что произойдёт, зависит от броска. Ничего не применено."
    assert translate(unusable.message) == "на кубике d6 не может выпасть 7: его грани — от 1 до 6"
    assert translate(question.note) == "Только вопрос: ничего не применено."


@pytest.mark.parametrize(("setup", "russian"), [
    ({"players": [{"name": "Ann"}], "speed": 1}, "неизвестное поле настройки speed; есть поля players, options, catalogue, name"),
    ({"players": [{"name": "Ann", "hero": 7}]}, "игрок 1: герой — это id, записанный текстом, а не 7"),
    ({"players": [{"name": "Ann", "hero": "gunslinger"}]}, "в Dice Throne играют от 2 до 6 игроков, а не 1"),
])
def test_companion_play_names_a_bad_setup_in_russian(capsys, tmp_path, setup: dict, russian: str) -> None:
    setup_file, transcript = tmp_path / "setup.json", tmp_path / "match.txt"
    setup_file.write_text(json.dumps(setup), encoding="utf-8")
    transcript.write_text("next\n", encoding="utf-8")
    assert main(["--lang", "ru", "play", "dice-throne", str(transcript), "--setup", str(setup_file), "--memory"]) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == f"companion: ошибка: {setup_file}: {russian}"
