"""A whole Runebound 3e fight played through the combat board's keys with fixed tosses, from the first
toss to the Wolf's defeat and its trophy; pictures of the board just after a toss at 80x24 and 120x40."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from rules_engine.runebound3.combat.actions import FightOn, Pass, Shield, Strike
from screens.runebound3 import Runebound3Area
from tests.runebound3.screen_apps import AreaApp
from tests.runebound3.screen_tables import wolf_fight
from tests.tui.test_dialogs_fit import buttons_off_screen
from tests.support.typed_submit import submit_typed

SMALL, BIG = (80, 24), (120, 40)

#: Each toss as the table enters it: the hero's axe and bolt up; the Wolf's miss, shield, miss, skull, miss.
TOSS = ["front", "front"] + ["back"] * 5


def fight_panel(app: AreaApp) -> str:
    """The combat board's text."""
    return str(app.query_one("#r3-fight").render())


async def press(pilot: Pilot, key: str) -> None:
    """Press one of the area's keys and let the board redraw."""
    await pilot.press(key)
    await pilot.pause()


@pytest.mark.rule("runebound3.combat.toss")
@pytest.mark.rule("runebound3.combat.shield")
async def test_a_whole_fight_is_played_with_the_board_keys_until_the_wolf_falls() -> None:
    app = AreaApp(wolf_fight(), tosses=[TOSS, TOSS])
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "♣ green 0" in str(app.query_one("#r3-heroes").render())
        await press(pilot, "f5")  # round 1: the hero has no golden mark to beat, so acts first
        assert "Round 1 · spending · first: Test Hero · to act: Test Hero" in fight_panel(app)
        await press(pilot, "f4")  # axe and bolt
        assert app.submitted[-1] == Strike(0, (0, 1))
        await press(pilot, "f6")  # the Wolf's one shield against the two damage
        assert app.submitted[-1] == Shield(1, (1,)) and app.last_ruling.allowed
        text = fight_panel(app)
        assert "wounds 1/2" in text and "to act: Wolf" in text and "✓ token 4 skull: deal 1 damage" in text
        await press(pilot, "f4")  # the Wolf's skull: the hero holds no shield, so it lands at once
        assert app.submitted[-1] == Strike(1, (3,))
        assert "Test Hero (hero) wounds 1/8" in fight_panel(app)
        await press(pilot, "f8")
        await press(pilot, "f8")
        assert app.submitted[-2:] == [Pass(0), Pass(1)]
        text = fight_panel(app)
        assert "Round 2 · between" in text and "Between rounds: Test Hero stays (f9) or retreats" in text
        assert "2 tokens to toss next round" in text and "(under:" not in text  # last round's faces are gone
        await press(pilot, "f9")  # stay in the fight
        assert app.submitted[-1] == FightOn(0) and "Round 2 · toss" in fight_panel(app)
        assert "Odds before the toss (exact)" in fight_panel(app)
        await press(pilot, "f5")
        await press(pilot, "f4")
        await press(pilot, "f6")  # one damage still lands: the Wolf's second wound defeats it
        assert all(app.submitted) and app.last_ruling.allowed
        assert app.state.combat is None and app.state.heroes[0].wounds == 1
        # The Wolf becomes the hero's green trophy (its printed reward the engine notes for the table).
        assert "♣ green 1" in str(app.query_one("#r3-heroes").render()).split("[2]")[0]
        assert not app.query_one("#r3-fight").display and app.query_one("#r3-markets").display
        assert not app.query_one("#r3-buttons").display  # every fight button hidden with its row
        assert buttons_off_screen(app) == []


async def test_a_key_the_board_marks_nothing_for_asks_for_a_typed_command_and_submits_nothing() -> None:
    app = AreaApp(wolf_fight(), tosses=[TOSS])
    async with app.run_test(size=SMALL) as pilot:
        await press(pilot, "f5")
        submitted = len(app.submitted)
        await press(pilot, "f6")  # the hero shows no shield to spend
        assert len(app.submitted) == submitted
        said = [str(note.message) for note in app._notifications]
        assert any("shields are spent only when damage is about to land" in s and "«Действия в Бою:»" in s
                   for s in said), said


def after_the_toss(size: tuple[int, int]):
    """The harness with the first toss made through the board's key."""

    async def toss(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()

    return AreaApp(wolf_fight(), tosses=[TOSS]), toss


def test_snapshot_board_after_the_toss_80x24(snap_compare) -> None:
    app, toss = after_the_toss(SMALL)
    assert snap_compare(app, terminal_size=SMALL, run_before=toss)


def test_snapshot_board_after_the_toss_120x40(snap_compare) -> None:
    app, toss = after_the_toss(BIG)
    assert snap_compare(app, terminal_size=BIG, run_before=toss)


@pytest.mark.rule("runebound3.combat.toss")
async def test_the_table_types_how_its_own_tokens_landed_and_the_board_shows_those_faces() -> None:
    app = AreaApp(wolf_fight())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "enter the table's: landed FACE ... / FACE ..." in fight_panel(app)
        area = app.query_one(Runebound3Area)
        submit_typed(area, "landed axe miss / skull shield miss wing shield")
        await pilot.pause()
        assert app.last_ruling.allowed and not app.tosses
        text = fight_panel(app)
        assert "1 ⚔ axe (under: shield*)" in text and "2 – miss (under: bolt)" in text
        assert "1 ☠ skull (under: miss)" in text and "4 ↟ wing (under: skull)" in text
        assert "Odds before the toss" not in text
