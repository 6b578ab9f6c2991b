"""The solo panel of a short board (80x24) keeps each line to its width in every language: played in Polish, its
heading over the next rooms' odds was cut («za sąsiednimi drzwiami, dobrane karty ry…»)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from companion.services.i18n import use_language
from rules_engine.dungeoneer.board import board
from screens.dungeoneer.widgets import SHORT_SOLO_LINE, solo_text
from tests.dungeoneer.screen_tables import solo_entered


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_every_line_of_the_short_solo_panel_fits_its_width(language: str) -> None:
    use_language(language)
    data = board(solo_entered()).solo
    assert data is not None and data.next_rooms  # the rooms next door and their odds are shown
    lines = solo_text(data, (), (), short=True).plain.splitlines()
    assert [line for line in lines if cell_len(line) > SHORT_SOLO_LINE] == []
