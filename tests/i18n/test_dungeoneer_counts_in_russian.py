"""Dungeoneer's solo panel and shift rulings read as Russian sentences: a count's noun takes the case the verb asks
('взять 1 карту', not the dictionary form), and a shifted location is placed by the card beside it, never by the app's
grid numbers."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dungeoneer.board import SoloData
from rules_engine.dungeoneer.game import GAME
from screens.dungeoneer.widgets import _owed
from tests.dungeoneer.test_shift_cards import portal_table
from tests.dungeoneer.flow import at_deeds


def solo_owing(peril_cards: int, glory_cards: int) -> SoloData:
    return SoloData(glory_deck=7, peril_deck=5, hand=(), peril_dice=0, to_draw=peril_cards, glory_draws=glory_cards,
                    next_rooms=())


@pytest.mark.parametrize(("count", "peril", "glory"), [
    (1, "взять 1 карту риска", "взять 1 карту славы"),
    (3, "взять 3 карты риска", "взять 3 карты славы"),
    (5, "взять 5 карт риска", "взять 5 карт славы"),
])
def test_the_solo_panels_owed_draws_take_the_accusative_by_number(count: int, peril: str, glory: str) -> None:
    use_language("ru")
    line = _owed(solo_owing(count, count))
    assert peril in line and glory in line


def test_the_solo_panels_owed_draws_read_in_english_named_as_the_dungeon_lords() -> None:
    assert _owed(solo_owing(1, 2)) == "Dungeon lord: draw 1 peril card; draw 2 glory cards"


def test_a_shift_ruling_places_the_card_by_its_neighbour_in_russian() -> None:
    state = at_deeds(portal_table())
    ruling = GAME.apply(state, GAME.parse_command(state, "shift library east of t2")).ruling
    use_language("ru")
    text = translate(ruling.message)
    assert "перенесена к карте" in text and "(" not in text
