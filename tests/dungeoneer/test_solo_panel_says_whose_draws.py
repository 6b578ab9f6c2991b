"""Alone, the solo panel says whose the owed peril draws are: the automated dungeon lord's while the app's deck can
give the cards, the player's from the table's own deck once the app's deck and its discard are spent (every card
typed so far is in play). The panel said "Dungeon lord: draw 2 peril cards" when the lord could draw none."""

from __future__ import annotations

import pytest

from companion.services.i18n import use_language
from rules_engine.dungeoneer.board import SoloData, board
from screens.dungeoneer.widgets import SHORT_SOLO_LINE, _owed
from tests.dungeoneer.test_solo_peril_from_the_tables_deck import new_table, rolled


def owing(peril_cards: int, glory_cards: int = 0, *, from_table: bool) -> SoloData:
    return SoloData(glory_deck=7, peril_deck=0, hand=(), peril_dice=0, to_draw=peril_cards, glory_draws=glory_cards,
                    next_rooms=(), peril_from_table=from_table)


def test_at_a_new_table_the_owed_peril_cards_are_the_players_from_the_tables_deck() -> None:
    state, _said = rolled(new_table(), 1, 2)  # the book's corner: two cards owed, the app knowing no peril card
    solo = board(state).solo
    assert solo is not None and solo.to_draw == 2 and solo.peril_from_table
    assert _owed(solo) == "You: draw 2 peril cards from your deck"
    assert len(_owed(solo)) <= SHORT_SOLO_LINE  # one line of the short solo panel at 80x24


def test_before_any_roll_nothing_is_the_tables_to_draw() -> None:
    solo = board(new_table()).solo
    assert solo is not None and not solo.peril_from_table


def test_the_lords_own_steps_and_the_players_draws_are_told_apart_on_one_line() -> None:
    assert _owed(owing(1, from_table=True)) == "You: draw 1 peril card from your deck"
    assert _owed(owing(2, from_table=False)) == "Dungeon lord: draw 2 peril cards"
    assert _owed(owing(2, 1, from_table=True)) == "Dungeon lord: draw 1 glory card · You: draw 2 peril cards from your deck"


@pytest.mark.parametrize(("count", "russian"), [
    (1, "Возьмите 1 карту риска из своей колоды"),
    (3, "Возьмите 3 карты риска из своей колоды"),
    (5, "Возьмите 5 карт риска из своей колоды"),
])
def test_in_russian_the_players_draws_take_the_accusative_by_number_and_fit_the_short_panel(
        count: int, russian: str) -> None:
    use_language("ru")
    line = _owed(owing(count, from_table=True))
    assert line == russian and len(line) <= SHORT_SOLO_LINE  # an imperative says whose: no «Вы:» to wrap the line
