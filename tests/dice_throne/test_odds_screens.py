"""The odds on screen: the board's chances and underlined suggested holds, the dice tray's notes; never a hold by itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Static

from rules_engine.dice_throne.dice import hero_die
from rules_engine.dice_throne.odds_view import tray_notes
from rules_engine.dice_throne.state import DTState
from screens.dice_throne.widgets import DiceRow, DieButton
from screens.dice_tray import DiceTray
from tests.dice_throne.screen_apps import AreaApp
from tests.dice_throne.support import GAME, act, started, to_action, to_phase
from tests.dice_throne.test_board_layout import _open_in_frame
from tests.tui.drive import enter_command

SIZE = (100, 30)


def rolled(*dice: int) -> DTState:
    """Ann (Gunslinger) in her offensive roll phase after a first roll showing these dice."""
    return act(to_phase(started(), "offensive-roll"), "roll", *dice)


class TrayApp(App[None]):
    """Opens the dice tray for a reroll with the notes the game gives, as the session frame does."""

    def __init__(self, state: DTState, positions: tuple[int, ...]) -> None:
        super().__init__()
        self.state = state
        self.positions = positions

    def compose(self) -> ComposeResult:
        yield Static("table")

    def on_mount(self) -> None:
        purpose = "reroll " + " ".join(map(str, self.positions))
        notes = tray_notes(self.state, purpose)
        self.push_screen(DiceTray(hero_die(self.state.hero_of(0)), len(self.positions), purpose, 0, notes))


async def test_the_board_shows_each_chance_and_underlines_the_suggested_holds_without_holding_them():
    state = rolled(1, 2, 3, 4, 6)
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = str(app.query_one("#dt-odds", Static).render())
        assert "Chances (2 attempts left): Revolver 100% · Bounty Hunter 61%" in text
        assert "Fan the Hammer 31%" in text
        assert "Suggested (f5, the kept dice underlined): reroll 5: expected damage 6.3 (damage values unconfirmed)" \
            in text
        row = app.query_one("#dt-dice", DiceRow)
        assert [b.id for b in row.query(DieButton) if b.suggested] == ["die-1", "die-2", "die-3", "die-4"]
        # Advice only: no die is held until the table holds it.
        assert row.held == set() and not any(b.held for b in row.query(DieButton))
        await pilot.click("#roll-dice")
        await pilot.pause()
        assert app.submitted and app.submitted[-1].count == 5  # everything rerolled: nothing was held for them


async def test_the_board_shows_fresh_roll_chances_before_the_first_roll_and_none_after_activation():
    app = AreaApp(to_phase(started(), "offensive-roll"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = str(app.query_one("#dt-odds", Static).render())
        assert text.startswith("Chances (from a fresh roll): Revolver 98%") and "Suggested" not in text
    done = act(act(rolled(1, 1, 1, 4, 6), "ability revolver"), "activate")
    app = AreaApp(done)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        odds = app.query_one("#dt-odds", Static)
        assert not str(odds.render()) and odds.region.height == 0  # no chances, and no row kept for them


async def test_the_tray_shows_the_chances_with_the_other_dice_kept():
    app = TrayApp(rolled(1, 2, 3, 4, 6), (5,))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, DiceTray)
        text = str(app.screen.query_one("#dice-odds", Static).render())
        # The four likeliest abilities with 1 2 3 4 kept and one attempt for the fifth die.
        assert text.splitlines()[0] == "Keeping 1 2 3 4: Revolver 100% · Showdown 100% · Fan the Hammer 31% · " \
            "Take Cover 22%"
        assert text.splitlines()[1].startswith("Suggested: reroll 5: expected damage 6.3")


async def test_the_tray_with_odds_fits_80x24():
    app = TrayApp(rolled(1, 2, 3, 4, 6), (4, 5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#dice-box")
        for widget in ("#dice-odds", "#dice-entered", "#use", "#cancel"):
            region = app.screen.query_one(widget).region
            assert region.height and box.region.contains_region(region), widget
            assert region.bottom <= 24


async def test_the_real_apps_tray_shows_the_odds_of_a_reroll(tmp_path: Path):
    store, app, live, SessionFrame = _open_in_frame(tmp_path, "1v1")
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            state = frame.live.state
            frame.apply(to_action(state, "roll-off", 6, 1))
            while frame.live.state.phase != "offensive-roll":
                frame.apply(to_action(frame.live.state, "next"))
            frame.apply(to_action(frame.live.state, "roll", 1, 2, 3, 4, 6))
            await pilot.pause()
            await enter_command(pilot, "reroll 5")
            assert isinstance(app.screen, DiceTray)
            text = str(app.screen.query_one("#dice-odds", Static).render())
            assert text.startswith("Keeping 1 2 3 4: ") and "Suggested: reroll 5" in text
            assert GAME.view(frame.live.state).data.odds.advice.keep == (1, 2, 3, 4)
    finally:
        store.close()


def test_the_defenders_outcomes_are_in_the_view_and_the_tray_until_the_defence_is_rolled():
    state = act(act(rolled(1, 1, 1, 4, 6), "ability revolver"), "activate")
    state = to_phase(state, "defensive-roll")
    board = GAME.view(state).data
    assert board.odds is None
    (ahoy,) = board.defence_odds
    assert ahoy.name == "Ahoy!" and ahoy.dice == 4 and len(ahoy.outcomes) == 15
    assert sum(o.probability for o in ahoy.outcomes) == pytest.approx(1.0)
    assert ahoy.outcomes[0].fraction == "1/6"
    (line,) = tray_notes(state, "Ahoy! defence")
    assert line.startswith("Ahoy! (4 dice): 3 cutlass 1 loot 17%, 2 cutlass 2 loot 17%")
    defended = act(state, "defend ahoy", 2, 2, 2, 2)
    assert GAME.view(defended).data.defence_odds == ()


async def test_the_advice_key_rerolls_the_dice_the_suggestion_names(tmp_path: Path):
    store, app, live, SessionFrame = _open_in_frame(tmp_path, "1v1")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            frame.apply(to_action(frame.live.state, "roll-off", 6, 1))
            while frame.live.state.phase != "offensive-roll":
                frame.apply(to_action(frame.live.state, "next"))
            frame.apply(to_action(frame.live.state, "roll", 1, 2, 3, 4, 6))
            await pilot.pause()
            assert GAME.view(frame.live.state).data.advised == (5,)
            await pilot.press("f5")
            await pilot.pause()
            assert isinstance(app.screen, DiceTray)
            assert app.screen.count == 1  # the suggestion: reroll 5
            await pilot.press(*"5", "enter")
            await pilot.pause()
            assert frame.live.state.roll.dice == (1, 2, 3, 4, 5)
    finally:
        store.close()
