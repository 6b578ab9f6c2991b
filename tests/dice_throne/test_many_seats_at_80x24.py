"""Dice Throne with four and six heroes at 80x24 in the session frame: every count the decision needs is on screen.

Four heroes (2v2) get the compact card ("HP 50/50 · CP 2" over "hand 4 · deck 29", the team in the title); six
(3v3) one line each, deck included. The "Now" row says what the decision needs, whole. The pictures in English run
always; the matrix in Russian and Polish, at two points of a turn, is slow (CI runs it).
"""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.pilot import Pilot

from companion.services.i18n import use_language
from rules_engine.dice_throne.state import DTState
from screens.dice_throne.widgets import HeroCard, HeroList
from tests.dice_throne.screen_apps import six_heroes_rolling, team_rolling
from tests.dice_throne.support import GAME, act
from tests.support.footer_waits import until_the_footer_fits
from tests.tui.snapshot_apps import FrameApp

SIZE = (80, 24)


def defence_rolled(mode: str) -> DTState:
    """The first player's Revolver, the targeting die on 3, the target's Ahoy! rolled and its result still owed."""
    state = team_rolling() if mode == "2v2" else six_heroes_rolling("3v3")
    for text, dice in (("ability revolver", ()), ("activate", ()), ("next", ()), ("target-roll", (3,)), ("next", ())):
        state = act(state, text, *dice)
    assert state.roll.target is not None
    defence = state.hero_of(state.roll.target).defensive()[0]
    state = act(state, "defend", *([2] * defence.defence_dice))
    assert state.roll.defence_owed
    return state


POINTS = {
    "offensive-roll": lambda mode: team_rolling() if mode == "2v2" else six_heroes_rolling("3v3"),
    "defence-rolled": defence_rolled,
}


async def _every_count_in_sight(pilot: Pilot) -> None:
    """Nothing scrolled, no sideways scrolling; each hero's counts and the "Now" row whole on screen."""
    frame = pilot.app.screen
    await until_the_footer_fits(pilot, frame)
    for _ in range(3):
        await pilot.pause()
    scroll = frame.query_one("#dt-scroll")
    seen = scroll.content_region
    assert scroll.max_scroll_x == 0 and scroll.scroll_y == 0
    now = frame.query_one("#dt-now")
    assert seen.contains_region(now.region) and not str(now.render()).endswith("…")
    assert cell_len(str(now.render())) <= seen.width
    cards = [card for card in frame.query(HeroCard) if card.display and card.parent.display]
    if cards:
        for card in cards:
            assert seen.contains_region(card.region), card.seat
            counts = card.query_one(".hero-numbers")
            assert counts.display and len(str(counts.render()).splitlines()) == 2, str(counts.render())
    else:
        hero_list = frame.query_one(HeroList)
        assert seen.contains_region(hero_list.region)


def _picture(state: DTState, language: str) -> FrameApp:
    use_language(language)
    return FrameApp(GAME, state, "Match")


@pytest.mark.parametrize("mode", ["2v2", "3v3"])
def test_many_seats_with_a_defence_rolled(snap_compare, mode: str) -> None:
    assert snap_compare(_picture(defence_rolled(mode), "en"), terminal_size=SIZE, run_before=_every_count_in_sight)


@pytest.mark.slow
@pytest.mark.parametrize("mode, language, point", [
    (mode, language, point) for mode in ("2v2", "3v3") for language in ("ru", "pl") for point in sorted(POINTS)])
def test_many_seats_in_russian_and_polish(snap_compare, mode: str, language: str, point: str) -> None:
    assert snap_compare(_picture(POINTS[point](mode), language), terminal_size=SIZE,
                        run_before=_every_count_in_sight)
