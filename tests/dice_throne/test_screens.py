"""The Dice Throne area: board rendering, dice holds, the calculator; a Pilot match through the real app; snapshots."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from rules_engine.dice_throne.actions import NextPhase, OffensiveRoll
from rules_engine.game import DiceRequest
from screens.dice_throne.calculator import DamageCalculator, calculator_text
from screens.dice_throne.health_trend import HealthTrend
from screens.dice_throne.widgets import DiceRow, HeroCard
from tests.dice_throne.screen_apps import AreaApp, mid_attack, team_rolling
from tests.dice_throne.support import GAME, act, make_setup, started, to_phase

SIZE = (100, 30)


@pytest.mark.rule("dice-throne.damage.final")
def test_calculator_text_shows_every_step():
    text = calculator_text(GAME.view(mid_attack()).data).plain
    for piece in ("1. incoming          7", "- ", "Withering x1", "Get Some!", "Redemption",
                  "2. intermediate      7", "÷ 2 ↑ → −4", "back to the attacker", "3. final             3",
                  "attacker takes    4"):
        assert piece.replace("- ", "−") in text or piece in text, piece


async def test_board_shows_heroes_statuses_and_sparkline():
    state = act(to_phase(started(), "main-1"), "damage 5 pure to p2 from x")
    app = AreaApp(act(state, "status gain evasive 2"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        cards = list(app.query(HeroCard))
        assert len(cards) == 2
        first = str(cards[0].query_one(".hero-numbers", Static).render())
        assert "50" in first and "CP 2" in first
        assert "Evasive 2/3" in str(cards[0].query_one(".hero-statuses", Static).render())
        assert "Cursed Doubloon 3/5" in str(cards[1].query_one(".hero-statuses", Static).render())
        trend = cards[1].query_one(HealthTrend)
        assert trend.history == (50, 45)
        assert str(trend.render()).startswith("health █▇")  # 45 of 50 still reads as nearly full
        assert "Main phase 1" in str(app.query_one("#dt-turn", Static).render())


async def test_dice_row_holds_and_rerolls_the_rest():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 6)
    app = AreaApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Revolver" in str(app.query_one("#dt-activatable", Static).render())
        await pilot.click("#die-1")
        await pilot.click("#die-2")
        await pilot.click("#die-3")
        assert app.query_one(DiceRow).held == {1, 2, 3}
        await pilot.click("#roll-dice")
        await pilot.pause()
        request = app.submitted[-1]
        assert isinstance(request, DiceRequest) and request.count == 2
        from rules_engine.dice import TableDice
        action = request.build(TableDice(["6", "6"]).roll(request.die, 2))
        assert isinstance(action, OffensiveRoll) and action.positions == (4, 5)


async def test_calculator_apply_ends_the_roll_phase():
    app = AreaApp(mid_attack())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#dt-calc")
        await pilot.pause()
        assert isinstance(app.screen, DamageCalculator)
        await pilot.click("#calc-apply")
        await pilot.pause()
        assert isinstance(app.submitted[-1], NextPhase)
        assert app.state.phase == "main-2"
        assert app.state.health == (46, 47)


def test_snapshot_board(snap_compare):
    assert snap_compare(AreaApp(mid_attack()), terminal_size=SIZE)


def test_snapshot_damage_calculator(snap_compare):
    assert snap_compare(AreaApp(mid_attack(), calculator=True), terminal_size=SIZE)


# -- the real app --------------------------------------------------------------------------------


async def _type(pilot, text: str) -> None:
    from textual.widgets import Input
    field = pilot.app.screen.query_one("#command", Input)
    field.focus()
    field.value = text
    await pilot.press("enter")
    await pilot.pause()


async def _dice(pilot, faces: str) -> None:
    from textual.widgets import Input
    from screens.dice_tray import DiceTray
    assert isinstance(pilot.app.screen, DiceTray), pilot.app.screen
    field = pilot.app.screen.query_one("#dice-entered", Input)
    field.value = faces
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.rule("dice-throne.health.defeat")
async def test_a_short_1v1_match_to_a_winner_in_the_real_app(tmp_path: Path):
    from companion.shell.app import make_app
    from companion.services.store import SessionStore
    from screens.session_frame import SessionFrame

    store = SessionStore.open("sqlite:///" + str(tmp_path / "t.db"))
    try:
        live = store.create_session(game_id="dice-throne", name="Duel", setup=make_setup())
        app = make_app(store)
        async with app.run_test(size=(120, 40)) as pilot:
            app.push_screen(SessionFrame(live))
            await pilot.pause()
            frame = app.screen
            assert isinstance(frame, SessionFrame)
            await _type(pilot, "roll-off")
            await _dice(pilot, "6 2")
            for _ in range(3):
                await _type(pilot, "next")
            assert frame.live.state.phase == "offensive-roll"
            await _type(pilot, "damage 45 pure to p2 from earlier rounds")
            await _type(pilot, "roll")
            await _dice(pilot, "1 2 3 4 5")
            await _type(pilot, "ability fan the hammer")
            await _type(pilot, "activate")
            await _type(pilot, "next")
            assert frame.live.state.phase == "defensive-roll"
            await _type(pilot, "defend")
            await _dice(pilot, "1 1 2 2")
            await _type(pilot, "no effect")
            await _type(pilot, "next")
            state = frame.live.state
            assert state.finished and state.winners == (0,)
            assert "Winner: Ann" in str(frame.query_one("#dt-turn", Static).render())
    finally:
        store.close()


def test_snapshot_team_board_at_80x24(snap_compare):
    """2v2 at 80x24: four compact cards, every count labelled ("HP 50/50 · CP 2", "hand 4 · deck 29")."""
    assert snap_compare(AreaApp(team_rolling()), terminal_size=(80, 24))


@pytest.mark.rule("dice-throne.upkeep.order-and-sum")
async def test_calculator_lands_upkeep_damage_after_its_steps():
    s = to_phase(act(to_phase(started(), "discard"), "next"), "upkeep")
    s = act(s, "upkeep damage 5 p2 from Burn")
    s = act(s, "halve by p2 from Protect")
    app = AreaApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#dt-calc")
        await pilot.pause()
        assert isinstance(app.screen, DamageCalculator)
        assert "end upkeep" in str(app.screen.query_one("#calc-apply").label)
        assert "3. final             2" in calculator_text(GAME.view(s).data).plain
        await pilot.click("#calc-apply")
        await pilot.pause()
        assert app.state.phase == "income" and app.state.health == (50, 48)
