"""Every game at a mid-game position (a fight, a solo peril draw, the Class Decks' window), pictured at 80x24,
120x40 and 160x50 in the dark theme (issue 30); the boards' counters are checked by meaning in
test_counters_in_sight.py, these pictures show the whole board. Slow: CI runs them."""

from __future__ import annotations

import pytest

from tests.tui.mid_game_positions import MID_GAME
from tests.tui.picture_cases import SIZES

pytestmark = pytest.mark.slow

#: One picture per game position per size.
MATRIX = [pytest.param(name, size, id=f"{name}-{size[0]}x{size[1]}") for name in MID_GAME for size in SIZES]


@pytest.mark.parametrize(("name", "size"), MATRIX)
def test_mid_game_picture(snap_compare, name: str, size: tuple[int, int]) -> None:
    picture = MID_GAME[name]
    assert snap_compare(picture.make(), terminal_size=size, run_before=picture.run_before)
