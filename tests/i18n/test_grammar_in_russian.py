"""The shared command grammar says in Russian what it could not read; its English is unchanged.

Every message of `rules_engine.grammar` is a `Message`: its str is the English the log, the
golden files and the English tests read; rendered through the Russian catalogue it reads in
Russian, with the typed words, the verbs and the command's syntax kept as typed.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from companion.services.controller import SessionController
from companion.services.i18n import translate, use_language
from companion.services.outcomes import NotUnderstood
from companion.services.rehearsal import RehearsalSession
from companion.shell.cli import main
from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from rules_engine.errors import CommandError
from rules_engine.grammar import Command, Grammar, Int, Modifier, Name, Option, Seat, Word
from rules_engine.messages import Message
from rules_engine.runebound3.game import RUNEBOUND3
from tests.dice_throne.support import GAME as DICE_THRONE
from tests.dice_throne.support import attack, make_setup, started, to_phase
from tests.runebound2.helpers import GAME as RUNEBOUND
from tests.runebound2.helpers import new_game as runebound_game
from tests.dungeoneer.screen_tables import lord_table
from tests.runebound3.helpers import new_state as runebound3_game
from tests.runebound3.screen_tables import wolf_fight
from tests.support.whole_games import DICE_THRONE_SETUP

CYRILLIC = re.compile("[а-яё]", re.I)
#: English words of the grammar's own sentences: none may be left in a Russian message.
ENGLISH_WORDS = re.compile(r"\b(expected|after|not|is|are|could|be|type|more|unknown|unexpected|keys?|valid|needs|"
                           r"given|twice|say|once|too|large|small|least|most|digits|player|players|name|whole|"
                           r"number|from|with|its|sign|or|and|cannot|read|quote|closed|command|mean|lists?|them|"
                           r"does|apply|takes|words?|there)\b")


@dataclass(frozen=True)
class Table:
    players: tuple[str, ...] = ("Ann", "Andrew", "Bob")


def _seats(state: Table) -> list[list[str]]:
    return [[name] for name in state.players]


TOY = Grammar("Toy", (
    Command("heal", (Int("amount", 1, 10),), lambda s, v: ("heal", v["amount"]), modifiers=("by",),
            options=(Option("bonus", Int("bonus", 0, 3)), Option("to", Name("to"), required=True))),
    Command("shift", (Int("delta", signs="required"),), lambda s, v: ("shift", v["delta"])),
    Command("pick", (Word("colour", ("red", "green")),), lambda s, v: ("pick", v["colour"])),
    Command("greet", (Seat("seat", _seats),), lambda s, v: ("greet", v["seat"])),
), modifiers=(Modifier("by", Seat("by", _seats)),), quoting=True, keyed=True)

#: Typed text the toy grammar cannot read, one for each kind of message it gives.
UNREADABLE = [
    "",                                 # nothing typed
    "hael 2 to:x",                      # an unknown verb near a known one
    "zzz",                              # an unknown verb near none
    "heal x to:x",                      # not a number where one is expected
    "heal to:x",                        # a number missing
    "heal 2 3 to:x",                    # a word too many
    "heal 99 to:x",                     # a number too large
    "heal 0 to:x",                      # a number too small
    "heal " + "9" * 40 + " to:x",       # a number with too many digits
    "heal 2",                           # a required key missing
    "heal 2 to:x bonus:x",              # a key's value not read
    "heal 2 to:x bonus:9",              # a key's value refused
    "heal 2 to:x to:y",                 # a key given twice
    "heal 2 to:x colour:red",           # an unknown key
    "heal 2 to:x by p1 by p2",          # a modifier given twice
    "heal 2 to:x by",                   # a modifier without its value
    "heal 2 to:x by p9",                # a seat past the last
    "heal 2 to:x by An",                # the start of two names
    "shift 3",                          # a number without its sign
    "pick blue",                        # a word not among the choices
    "greet p7",                         # a seat past the last
    "pick 'red",                        # an apostrophe never closed stays a letter: not a choice
    'greet "Ann',                       # a double quote never closed
    "shift +2 by p1",                   # a modifier the command does not take
]


def _refusal(text: str) -> Message:
    with pytest.raises(CommandError) as raised:
        TOY.parse(Table(), text)
    message = raised.value.args[0]
    assert isinstance(message, Message), (text, message)
    return message


@pytest.mark.parametrize("text", UNREADABLE)
def test_every_grammar_message_reads_in_russian_and_its_english_is_kept(text: str) -> None:
    message = _refusal(text)
    english = str(message)
    use_language("ru")
    russian = translate(message)
    assert CYRILLIC.search(russian), (text, russian)
    assert not ENGLISH_WORDS.search(re.sub(r"'[^']*'|\"[^\"]*\"|«[^»]*»|\([^()]*\|[^()]*\)", "", russian)), \
        (text, russian)
    assert str(message) == english  # what a log would store never changes with the language
    use_language("en")
    assert translate(message) == english


def test_the_english_reads_as_before() -> None:
    assert str(_refusal("heal x to:x")) == \
        "expected a whole number from 1 to 10 after 'heal', not 'x' (heal N [bonus:N] to:NAME [by pX])"
    assert str(_refusal("heal 2 to:x by An")) == "'An' could be Ann or Andrew: type more of the name"
    assert str(_refusal("heal 2 to:x colour:red")) == "unknown key colour: for 'heal' (valid keys: bonus:, to:)"
    assert str(_refusal("hael 2 to:x")) == "'hael' is not a Toy command; did you mean 'heal'? ('help' lists them)"


def test_the_russian_keeps_the_typed_words_and_the_syntax() -> None:
    use_language("ru")
    assert translate(_refusal("heal x to:x")) == \
        "после «heal» ожидается: целое число от 1 до 10, а не «x» (heal N [bonus:N] to:NAME [by pX])"
    assert translate(_refusal("heal 2 to:x by An")) == "'An' — это может быть Ann или Andrew: уточните имя"
    assert translate(_refusal("hael 2 to:x")) == \
        "'hael' — не команда игры Toy; может быть, 'heal'? (список команд — «help»)"


def test_a_game_command_not_understood_in_a_russian_session_reads_in_russian() -> None:
    controller = SessionController(RehearsalSession(DICE_THRONE, make_setup()))
    parsed = controller.read("heal x")
    assert isinstance(parsed, NotUnderstood)
    assert str(parsed.message).startswith("expected a whole number after 'heal', not 'x'")
    use_language("ru")
    assert translate(parsed.message).startswith("после «heal» ожидается: целое число, а не «x»")


def test_companion_play_in_russian_names_the_line_it_could_not_read_in_russian(capsys, tmp_path: Path) -> None:
    setup, transcript = tmp_path / "setup.json", tmp_path / "match.txt"
    setup.write_text(json.dumps(DICE_THRONE_SETUP), encoding="utf-8")
    transcript.write_text("hael 2\n", encoding="utf-8")
    arguments = ["play", "dice-throne", str(transcript), "--setup", str(setup), "--memory", "--dry-run"]
    assert main(["--lang", "ru", *arguments]) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "companion: ошибка: строка 1: 'hael' — не команда игры Dice Throne; может быть, 'heal' или 'halve'? "
        "(список команд — «help»)")
    assert main(["--lang", "en", *arguments]) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "companion: error: line 1: 'hael' is not a Dice Throne command; did you mean 'heal' or 'halve'? "
        "('help' lists them)")


@pytest.mark.parametrize(("phase", "typed", "russian"), [
    ("offensive-roll", "roll by p2", "только Ann (p1) — активный игрок: только он бросает, объявляет и применяет "
                                     "способности; 'by p2' (Bob) этого сделать не может"),
    ("main-1", "heal 2 by p2", "«by» неприменимо к команде heal: назовите исцеляемого героя через pX, например heal 2 p1"),
    ("main-1", "damage 2 on 3 chosen", "«chosen» ставится при шаге, который снижает урон: prevent, subtract, halve, "
                                       "divide, reflect и avoid"),
    ("main-1", "status roll pow p1 by p2", "status roll называет двух игроков (p1 и by p2): тратит и бросает тот, "
                                           "у кого это состояние; укажите одного"),
    ("main-1", "prevent 2", "нет ожидающего урона, который можно изменить"),
])
def test_dice_thrones_own_command_errors_read_in_russian(phase: str, typed: str, russian: str) -> None:
    state = to_phase(started(), phase)
    with pytest.raises(CommandError) as raised:
        DICE_THRONE.parse_command(state, typed)
    english = str(raised.value)
    use_language("ru")
    assert translate(raised.value.args[0]) == russian
    assert str(raised.value.args[0]) == english and not CYRILLIC.search(english)


@pytest.mark.parametrize(("typed", "russian"), [
    ("step H3:lava", "'lava' — не местность: plains, road, river, swamp, forest, hills, mountains или city:NAME"),
    ("zzz", "'zzz' — не команда игры Runebound (попробуйте: roll-move, rest ..., stay, step ..., next)"),
    ("step city:", "назовите город: city:NAME"),
])
def test_runebound_commands_not_understood_read_in_russian(typed: str, russian: str) -> None:
    with pytest.raises(CommandError) as raised:
        RUNEBOUND.parse_command(runebound_game(2), typed)
    use_language("ru")
    assert translate(raised.value.args[0]) == russian


def test_a_dungeoneer_command_not_understood_reads_in_russian() -> None:
    with pytest.raises(CommandError) as raised:
        DUNGEONEER.parse_command(lord_table(), "place zzzz")
    use_language("ru")
    assert translate(raised.value.args[0]) == ("после «place» ожидается: ещё не выложенная карта локации, а не «zzzz» "
                                               "(place CARD north|east|south|west of LOCATION)")


@pytest.mark.parametrize("phase", ["main-1", "offensive-roll", "defensive-roll", "upkeep"])
def test_every_dice_throne_command_is_described_in_russian_in_help(phase: str) -> None:
    state = to_phase(started(), phase) if phase != "defensive-roll" else to_phase(attack(started()), phase)
    lines = DICE_THRONE.commands(state)
    assert lines
    use_language("ru")
    for line in lines:
        assert CYRILLIC.search(translate(line.description)), (line.syntax, line.description)
    use_language("en")
    assert all(not CYRILLIC.search(translate(line.description)) for line in lines)


@pytest.mark.parametrize("game, state", [(RUNEBOUND, lambda: runebound_game(2)), (DUNGEONEER, lord_table),
                                         (RUNEBOUND3, runebound3_game), (RUNEBOUND3, wolf_fight)],
                         ids=["runebound2", "dungeoneer", "runebound3", "runebound3-fight"])
def test_every_runebound_and_dungeoneer_command_is_described_in_russian_in_help(game, state) -> None:
    lines = [line for line in game.commands(state()) if line.description]
    assert len(lines) > 5
    use_language("ru")
    for line in lines:
        assert CYRILLIC.search(translate(line.description)), (line.syntax, line.description)
    use_language("en")
    assert all(not CYRILLIC.search(translate(line.description)) for line in lines)


def test_a_runebound2_help_description_reads_in_russian() -> None:
    (line,) = [line for line in RUNEBOUND.commands(runebound_game(2)) if line.syntax.startswith("sell ")]
    assert line.description == "sell an item for half its price, rounded down"
    use_language("ru")
    assert translate(line.description) == "продать предмет за половину цены с округлением вниз"
