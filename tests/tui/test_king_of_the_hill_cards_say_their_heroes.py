"""King of the Hill with three players at 80x24: every seat's card says its hero whole.

The three cards share 76 columns with a column between them, so one is a column narrower (24 cells, 18 of title):
"Ann · Cursed Pirate" was cut there ("Ann · Cursed…") while the other seats, a column wider, said it whole. A top
border too narrow for the player and the hero keeps the hero alone, the player moved to the bottom border before the
counts; the active card's marker ("▶ Cat · Cursed Pirate") likewise.
"""

from __future__ import annotations

from textual.pilot import Pilot

from rules_engine.game import GameSetup, PlayerSetup
from screens.dice_throne.widgets import HeroCard
from tests.dice_throne.support import GAME, HEROES, act
from tests.support.pilot_waits import until
from tests.tui.snapshot_apps import FrameApp

SIZE = (80, 24)


def three_players(*, roll_off: tuple[int, int, int] | None = None):
    setup = GameSetup((PlayerSetup("Ann", "cursed-pirate"), PlayerSetup("Bob", "gunslinger"),
                       PlayerSetup("Cat", "cursed-pirate")), {"mode": "king-of-the-hill"},
                      {"heroes": {h: HEROES[h] for h in ("cursed-pirate", "gunslinger")}})
    state = GAME.new_game(setup)
    return act(state, "roll-off", *roll_off) if roll_off else state


async def card_titles(pilot: Pilot) -> list[tuple[str, str]]:
    cards = list(pilot.app.screen.query(HeroCard))
    await until(pilot, lambda: len(cards) == 3 and all(card.border_title for card in cards), "the three cards")
    return [(str(card.border_title), str(card.border_subtitle)) for card in cards]


async def test_every_seat_of_three_says_its_hero_whole_at_80_columns() -> None:
    app = FrameApp(GAME, three_players(), "Hill")
    async with app.run_test(size=SIZE) as pilot:
        titles = await card_titles(pilot)
        widths = [card.outer_size.width for card in pilot.app.screen.query(HeroCard)]
        assert min(widths) < max(widths)  # the row does not split evenly: the case this is about
        heroes = ["Cursed Pirate", "Gunslinger", "Cursed Pirate"]
        for (top, below), hero, player in zip(titles, heroes, ["Ann", "Bob", "Cat"]):
            assert hero in top and "…" not in top, titles
            assert player in top or below.startswith(f"{player} · "), titles


async def test_the_active_card_keeps_its_marker_and_its_hero_whole() -> None:
    app = FrameApp(GAME, three_players(roll_off=(1, 2, 6)), "Hill")  # Cat goes first
    async with app.run_test(size=SIZE) as pilot:
        titles = await card_titles(pilot)
        top, below = titles[2]
        assert top == "▶ Cursed Pirate" and below.startswith("Cat · "), titles
