"""Every game at a mid-game position (a fight, a solo peril draw, the Class Decks' window), pictured at 80x24,
120x40 and 160x50 in the dark theme (issue 30); the boards' counters are checked by meaning in
test_counters_in_sight.py, these pictures show the whole board. Slow: CI runs them."""

from __future__ import annotations

import pytest

from tests.tui.mid_game_positions import MID_GAME
from tests.tui.picture_cases import PICTURES, SIZES

pytestmark = pytest.mark.slow

#: The positions the snapshot matrix (test_snapshot_matrix.py) does not picture: Dice Throne's attack, Runebound 2e's
#: class-card window and Runebound 3e's token fight are the matrix's own pictures (the same `Picture`, at the same sizes
#: in the same dark theme), each taken and compared there; taken here too they were the same nine files byte for byte.
NOT_IN_THE_MATRIX = [name for name, picture in MID_GAME.items() if picture not in PICTURES.values()]

#: One picture per game position per size.
MATRIX = [pytest.param(name, size, id=f"{name}-{size[0]}x{size[1]}") for name in NOT_IN_THE_MATRIX for size in SIZES]


@pytest.mark.parametrize(("name", "size"), MATRIX)
def test_mid_game_picture(snap_compare, name: str, size: tuple[int, int]) -> None:
    picture = MID_GAME[name]
    assert snap_compare(picture.make(), terminal_size=size, run_before=picture.run_before)
