"""A trap waiting for its dice at a table of two or more: the area shows it with each hero's exact chance,
and so does the battle dialog, which offers the trap's roll."""

from __future__ import annotations

import pytest

from rules_engine.game import DiceRequest
from tests.dungeoneer.flow import act
from tests.dungeoneer.screen_tables import AreaApp
from tests.dungeoneer.test_screens_area import BIG, SMALL, plain
from tests.support.choice_dialogs import choose, opened, text
from tests.dungeoneer.test_trap_threats import _table

TRAP_LINE = "Dart trap in Tomb antechamber: speed 4+, one die each (trap-roll)"


@pytest.mark.rule("dungeoneer.threats.traps")
async def test_the_area_shows_a_waiting_trap_and_each_heros_chance_then_hides_it_once_rolled() -> None:
    app = AreaApp(act(_table(), "peril dart-trap on p2"), rolls=[[1, 1]])
    async with app.run_test(size=BIG) as pilot:
        panel = app.query_one("#dg-trap")
        text = plain(panel)
        assert panel.display and TRAP_LINE in text
        assert "Ann (speed 3): always passes, 6/6 (100.0%)" in text and "Bo (speed 2): 5/6 (83.3%)" in text
        await pilot.press("f7")  # the peril key rolls a waiting trap
        await pilot.pause()
        assert app.state.traps == () and not app.query_one("#dg-trap").display


@pytest.mark.rule("dungeoneer.threats.traps")
async def test_the_battle_wizard_shows_a_waiting_trap_and_offers_its_roll() -> None:
    app = AreaApp(act(_table(), "peril dart-trap on p2"), rolls=[[6, 6]])
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f5")
        await opened(pilot)
        battle = text(app)
        assert TRAP_LINE in battle and "Bo (speed 2): 5/6 (83.3%)" in battle
        await choose(pilot, "Roll for the trap")
        assert isinstance(app.submitted[-1], DiceRequest) and app.submitted[-1].count == 2
        assert app.state.traps == () and "Trap" not in text(app)

