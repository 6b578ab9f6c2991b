"""argparse's own words in the `companion` command: Russian with --lang ru, English as argparse writes it otherwise."""

from __future__ import annotations

import argparse
import gettext
import inspect
import re

import pytest

from companion.services.i18n import ngettext, use_language
from companion.shell.argparse_words import ARGPARSE_COUNTED, ARGPARSE_TEXTS
from companion.shell.cli import main
from tests.cli.test_cli import assert_one_line_error, run

#: argparse's English words in a help text.
ARGPARSE_HELP_WORDS = re.compile(r"usage:|options:|positional arguments:|show this help message|show program's version")


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    use_language("en")


def _help(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as exit_:
        main([*argv, "--help"])
    assert exit_.value.code == 0
    return capsys.readouterr().out


def test_the_help_reads_in_russian_with_lang_ru(capsys) -> None:
    shown = _help(capsys, "--lang", "ru")
    assert shown.startswith("использование: companion [-h]")
    assert "\nпараметры:\n" in shown and "показать эту справку и выйти" in shown
    assert "показать версию программы и выйти" in shown
    assert not ARGPARSE_HELP_WORDS.search(shown), shown
    search = _help(capsys, "--lang", "ru", "rules", "search")
    assert search.startswith("использование: companion rules search") and "\nпозиционные аргументы:\n" in search
    assert not ARGPARSE_HELP_WORDS.search(search), search


def test_the_help_in_english_is_argparses_own(capsys) -> None:
    shown = _help(capsys, "--lang", "en")
    assert shown.startswith("usage: companion [-h]") and "\noptions:\n" in shown
    assert "show this help message and exit" in shown and "show program's version number and exit" in shown
    assert "positional arguments:" in _help(capsys, "--lang", "en", "rules", "search")


@pytest.mark.parametrize(("argv", "russian", "english"), [
    (["sessions"], "не хватает обязательных аргументов: COMMAND", "the following arguments are required: COMMAND"),
    (["frobnicate"], "аргумент COMMAND: недопустимое значение: 'frobnicate' (выберите из 'roll', ",
     "argument COMMAND: invalid choice: 'frobnicate' (choose from 'roll', "),
    (["--open", "abc"], "аргумент --open: недопустимое значение (int): 'abc'", "argument --open: invalid int value: 'abc'"),
    (["--db"], "аргумент --db: ожидается один аргумент", "argument --db: expected one argument"),
    (["roll", "d6", "--enter"], "аргумент --enter: ожидается хотя бы один аргумент",
     "argument --enter: expected at least one argument"),
    (["odds", "dice-throne", "gunslinger", "--dice", "1", "2"], "аргумент --dice: ожидается 5 аргументов",
     "argument --dice: expected 5 arguments"),
    (["roll", "d6", "--bogus"], "нераспознанные аргументы: --bogus", "unrecognized arguments: --bogus"),
])
def test_argparse_errors_read_in_russian_and_in_english_as_before(capsys, argv: list[str], russian: str,
                                                                 english: str) -> None:
    code, _, err = run(capsys, "--lang", "ru", *argv)
    assert code == 2 and err.count("\n") == 1 and err.startswith("companion: ошибка: "), err
    assert russian in err, err
    code, _, err = run(capsys, "--lang", "en", *argv)
    assert english in assert_one_line_error(code, err)


def test_argparse_gets_its_own_words_back_after_a_run(capsys) -> None:
    _help(capsys, "--lang", "ru")
    run(capsys, "--lang", "ru", "frobnicate")
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext  # type: ignore[attr-defined]


def test_the_counted_text_has_the_three_russian_forms() -> None:
    use_language("ru")
    (singular, plural), = ARGPARSE_COUNTED
    assert [ngettext(singular, plural, n) % n for n in (1, 3, 5, 21)] == [
        "ожидается 1 аргумент", "ожидается 3 аргумента", "ожидается 5 аргументов", "ожидается 21 аргумент"]


def test_every_marked_text_is_one_argparse_writes() -> None:
    # The ids must be argparse's own, character for character, or its words stay English.
    source = inspect.getsource(argparse)
    for text in ARGPARSE_TEXTS + tuple(word for pair in ARGPARSE_COUNTED for word in pair):
        assert repr(text) in source or f'"{text}"' in source, text
