"""Runebound 3e's first player is typed in the wizard as the table counts its players, from 1.

Play-test (fifteenth pass, ux12): the wizard offered "First player (seat)" filled with 0, and its hint said
"counted from 0": a table that typed 1 for its first listed player made the second one start. The setup keeps
the seat counted from 0 (saved sessions, setup files); only the wizard shows and reads it from 1, as "Player 1"
beside it does.
"""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Input

from companion.services.i18n import use_language
from rules_engine.game import GameSetup, OptionSpec, PlayerSetup, SetupError
from rules_engine.runebound3.game import RUNEBOUND3
from screens.wizard import option_widget, read_option
from tests.runebound3.helpers import HERO, MARKETS, TOKENS, new_state


def _first_player() -> OptionSpec:
    return next(spec for spec in RUNEBOUND3.setup_options(wizard=True) if spec.name == "first_player")


async def test_the_wizard_shows_the_first_listed_player_as_1_and_reads_it_as_seat_0() -> None:
    spec = _first_player()
    async with App().run_test():
        shown = option_widget(spec)
        assert isinstance(shown, Input) and shown.value == "1"
        assert [read_option(spec, Input(text, type="integer")) for text in ("1", "2", "4")] == [0, 1, 3]


@pytest.mark.parametrize("text", ["0", "5"])
async def test_a_seat_outside_1_to_4_is_refused_in_the_numbers_shown(text: str) -> None:
    async with App().run_test():
        with pytest.raises(SetupError) as refused:
            read_option(_first_player(), Input(text, type="integer"))
    assert str(refused.value) == f"First player (seat): must be between 1 and 4, not {text}"


async def test_an_empty_seat_names_the_numbers_shown_in_russian_too() -> None:
    use_language("ru")
    try:
        async with App().run_test():
            with pytest.raises(SetupError) as refused:
                read_option(_first_player(), Input("", type="integer"))
    finally:
        use_language("en")
    assert str(refused.value) == "Поле «Первый игрок (место)» пустое: введите целое число от 1 до 4"


@pytest.mark.rule("runebound3.setup.first-player")
def test_a_first_player_beyond_the_table_is_named_as_the_table_counts() -> None:
    with pytest.raises(SetupError) as refused:
        new_state(2, first_player=3)
    assert str(refused.value) == "there are 2 players: the first player is player 1 to 2, not player 4"
    assert new_state(2, first_player=1).active == 1


def test_one_hero_chosen_by_two_players_is_named_as_its_card_prints_it() -> None:
    # A new table in Russian (twenty-ninth pass): «героя 'лисса' выбрали два игрока»: the catalogue's id of a hero
    # typed in the form, where the table knows the hero as «Лисса».
    hero = {**HERO, "name": "Лисса"}
    setup = GameSetup((PlayerSetup("Аня", "лисса"), PlayerSetup("Борис", "лисса")),
                      {"scenario": "margath", "first_player": 0, "track_length": 15, "story_spaces": "3,9"},
                      {"heroes": {"лисса": hero}, "markets": MARKETS, "tokens": TOKENS})
    with pytest.raises(SetupError) as refused:
        RUNEBOUND3.new_game(setup)
    assert str(refused.value.args[0]).startswith("hero Лисса is chosen by two players"), refused.value.args[0]
