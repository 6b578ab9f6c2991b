"""A name of two words typed without quotes is refused with how to write it.

Played as a new table at Runebound 3e: 'deal Leather Armour as armour 3 shield/shield*' was refused as "expected as
after 'Leather', not 'Armour'", and 'step 1 plains/wilds/Tamalir Fields' as "unexpected 'Fields' after
'plains/wilds/Tamalir'": neither said that a name of more than one word goes in quotes, which the card tray did not
need. A grammar that reads quoted names now says so when the word left over is Capitalised, with the quoted words.
"""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.errors import CommandError
from rules_engine.runebound3 import actions as A
from rules_engine.runebound3.game import RUNEBOUND3
from tests.runebound3.helpers import new_state


@pytest.fixture(autouse=True)
def english_afterwards():  # type: ignore[no-untyped-def]
    yield
    use_language("en")


def refusal(command: str) -> str:
    with pytest.raises(CommandError) as refused:
        RUNEBOUND3.parse_command(new_state(), command)
    return str(refused.value.args[0])


@pytest.mark.parametrize(("typed", "quoted"), [
    ("deal Leather Armour as armour 3 shield/shield*", 'deal "Leather Armour" as armour 3 shield/shield*'),
    ("move town Black Wood", 'move town "Black Wood"'),
])
def test_a_two_word_name_without_quotes_is_refused_with_the_name_quoted(typed: str, quoted: str) -> None:
    said = refusal(typed)
    name = quoted.split('"')[1]
    assert said.endswith(f'; a name of more than one word goes in quotes: "{name}"'), said
    assert not isinstance(RUNEBOUND3.parse_command(new_state(), quoted), CommandError)


def test_a_space_name_inside_a_step_is_quoted_whole() -> None:
    said = refusal("step 1 plains/wilds/Tamalir Fields")
    assert said.endswith('goes in quotes: "plains/wilds/Tamalir Fields"')


def test_a_lower_case_word_left_over_gets_no_such_hint() -> None:
    assert "quotes" not in refusal("deal Rope as rope 2")


def test_the_hint_reads_in_russian() -> None:
    use_language("ru")
    with pytest.raises(CommandError) as refused:
        RUNEBOUND3.parse_command(new_state(), "move town Black Wood")
    assert translate(refused.value.args[0]).endswith('имя из нескольких слов пишут в кавычках: "Black Wood"')


def test_the_quoted_name_is_read_as_one() -> None:
    assert RUNEBOUND3.parse_command(new_state(), 'move town "Black Wood"') == A.Move("Black Wood", "town")
