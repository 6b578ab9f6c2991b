"""A number field of the new-session wizard left empty or holding no number: a sentence, in English and in Russian.

Play-test (fifteenth pass, ux12): Runebound's "Starting gold" emptied and Create pressed said
"Starting gold: a whole number is needed, not ''" -- a Python repr of the empty text, read by the table.
"""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Input

from companion.services.i18n import use_language
from rules_engine.game import OptionSpec, SetupError
from rules_engine.games import get_game
from screens.wizard import read_option


def _starting_gold() -> OptionSpec:
    return next(spec for spec in get_game("runebound2").setup_options(wizard=True) if spec.name == "starting_gold")


async def _refusal(text: str) -> str:
    """What the wizard says of `text` in the starting gold field (an Input needs a running app)."""
    async with App().run_test():
        with pytest.raises(SetupError) as refused:
            read_option(_starting_gold(), Input(text, type="integer"))
    return str(refused.value)


async def test_an_empty_number_field_is_named_empty_with_the_numbers_it_takes() -> None:
    said = await _refusal("   ")
    assert said == "Starting gold is empty: type a whole number from 0 to 50"
    assert "''" not in said


async def test_a_field_holding_no_number_quotes_what_was_typed_as_a_sentence() -> None:
    assert await _refusal("-") == "Starting gold: a whole number from 0 to 50 is needed, not “-”"


async def test_the_same_sentences_in_russian() -> None:
    use_language("ru")
    assert await _refusal("") == "Поле «Стартовое золото» пустое: введите целое число от 0 до 50"
    assert await _refusal("-") == "Стартовое золото: нужно целое число от 0 до 50, а не «-»"


async def test_a_number_is_read() -> None:
    async with App().run_test():
        assert read_option(_starting_gold(), Input(" 7 ", type="integer")) == 7
