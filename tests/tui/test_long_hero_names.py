"""A hero's name too long for its card's top border beside its player stays there whole, the player moved to the
bottom border; too long even alone it ends in "…" at a word's end, whole in the card's tooltip: "Maximilian the
Unbreakable" was cut mid-word by Textual ("▶ Ann · Maximilian the Unbreak…"). A hero's name
of one word too long for the room keeps its first letters (a Polish «Ann · Rewolwero…»): they tell the table more than
none, and the whole is in the tooltip. Runebound 3e names its heroes on lines of their own, which wrap whole."""

from __future__ import annotations

import copy

import pytest
from textual.pilot import Pilot

from rules_engine.game import GameSetup, PlayerSetup
from screens.border_titles import fitted_title
from screens.dice_throne.widgets import HeroCard
from tests.dice_throne.support import GAME, HEROES, act
from tests.tui.snapshot_apps import FrameApp

SIZE = (80, 24)
LONG = "Maximilian the Unbreakable"


def _long_named_match(name: str = LONG):
    hero = copy.deepcopy(HEROES["gunslinger"])
    hero["id"], hero["name"] = "maximilian", name
    setup = GameSetup((PlayerSetup("Ann", "maximilian"), PlayerSetup("Bob", "cursed-pirate")), {"mode": "1v1"},
                      {"heroes": {"maximilian": hero, "cursed-pirate": HEROES["cursed-pirate"]}})
    return act(GAME.new_game(setup), "roll-off", 6, 1)


@pytest.mark.parametrize(("title", "width", "shown"), [
    ("Ann · Maximilian the Unbreakable", 40, "Ann · Maximilian the Unbreakable"),
    ("Ann · Maximilian the Unbreakable", 37, "Ann · Maximilian the…"),
    ("Ann · Maximilian the Unbreakable", 20, "Ann · Maximil…"),  # the hero's first letters, not none
    ("Ann · Rewolwerowczyni", 24, "Ann · Rewolwerowc…"),
    ("Rewolwerowczyni", 12, "Rewol…"),
])
def test_a_title_too_long_for_its_border_ends_at_a_words_end(title: str, width: int, shown: str) -> None:
    fitted, cut = fitted_title(title, width)
    assert (fitted, cut) == (shown, shown != title)
    assert len(fitted) <= width - 6


def test_a_long_hero_name_stays_whole_on_top_with_the_player_below(snap_compare) -> None:
    async def check(pilot: Pilot) -> None:
        await pilot.pause()
        card = pilot.app.screen.query(HeroCard).first()
        assert str(card.border_title) == f"▶ {LONG}"  # "▶ Ann · Maximilian the Unbreakable" does not fit 32 cells
        assert str(card.border_subtitle).startswith("Ann · hand ")

    assert snap_compare(FrameApp(GAME, _long_named_match(), "Friday night"), terminal_size=SIZE, run_before=check)


async def test_a_hero_name_too_long_even_alone_ends_in_an_ellipsis_with_the_whole_in_the_tooltip() -> None:
    longer = f"{LONG} of the North"
    app = FrameApp(GAME, _long_named_match(longer), "Friday night")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        card = pilot.app.screen.query(HeroCard).first()
        title = str(card.border_title)
        assert title.endswith("…") and longer not in title and title.startswith("▶ Ann · Maximilian"), title
        assert str(card.tooltip).startswith(f"Ann · {longer}\n")
