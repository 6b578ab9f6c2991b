"""The compact card (four heroes at 80 columns) keeps the hero's name in its top border.

A card 18 cells wide has 12 cells of title: "▶ [A] Anna · Gunslinger" showed "▶ [A] Anna…", and the hero, whom the
"Now" row and the abilities name, was left out. The team's brackets give way first, then the team and the player
move to the bottom border ("[A] Anna"), the discard to the tooltip when that border has no room; a hero's name too
long even alone is cut, whole in the tooltip. A card wide enough keeps everything on top as before.
"""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from screens.border_titles import BORDER_CELLS
from screens.dice_throne.widgets import CompactTitles


def titles(width: int, *, marker: str = "▶ ", team: int | None = 0, player: str = "Anna",
           hero: str = "Gunslinger") -> tuple[str, str, bool]:
    top, below, left_out = CompactTitles(marker, team, player, hero, "discard 3").fitted(width)
    return top, below.plain, left_out


def test_a_wide_card_keeps_the_team_the_player_and_the_hero_on_top() -> None:
    assert titles(40) == ("▶ [A] Anna · Gunslinger", "discard 3", False)
    assert titles(40, team=None) == ("▶ Anna · Gunslinger", "discard 3", False)


def test_the_team_s_brackets_give_way_first() -> None:
    assert titles(27) == ("▶ A Anna · Gunslinger", "discard 3", False)


@pytest.mark.parametrize("width", [18, 19])
def test_at_eighty_columns_the_hero_stays_on_top_and_the_team_and_player_go_below(width: int) -> None:
    assert titles(width) == ("▶ Gunslinger", "[A] Anna", True)  # the discard in the tooltip
    assert titles(width, marker="") == ("Gunslinger", "[A] Anna", True)


def test_the_discard_stays_below_when_there_is_room_and_a_long_player_s_name_is_cut_there() -> None:
    assert titles(24, player="Bo") == ("▶ Gunslinger", "[A] Bo · discard 3", False)
    assert titles(24, player="Anna Maria") == ("▶ Gunslinger", "[A] Anna Maria", True)
    assert titles(24, player="Anna Maria Kowalska") == ("▶ Gunslinger", "[A] Anna Maria…", True)


def test_a_hero_too_long_alone_is_cut_never_down_to_the_marker() -> None:
    top, _below, left_out = titles(18, hero="Rewolwerowczyni")
    assert top.startswith("▶ Rewolwer") and top.endswith("…") and left_out
    top, _below, _left_out = titles(18, hero="Cursed Pirate")
    assert top == "▶ Cursed…"


@pytest.mark.parametrize("width", range(14, 45))
def test_every_title_fits_its_border(width: int) -> None:
    for hero in ("Gunslinger", "Cursed Pirate", "Rewolwerowczyni", "Наёмница"):
        top, below, _left_out = titles(width, hero=hero)
        assert cell_len(top) <= width - BORDER_CELLS and cell_len(below) <= width - BORDER_CELLS, (width, hero)
        assert hero[:4] in top  # the hero's name, at least its first letters, always on top


def test_the_tooltip_names_everything() -> None:
    assert CompactTitles("▶ ", 1, "Anna", "Gunslinger", "discard 3").whole() == "[B] Anna · Gunslinger · discard 3"
