"""Text shown to players names things as the book prints them, never by an internal id: an ability the
attacker declared reads "declared: Revolver", not "declared: revolver"."""

from __future__ import annotations

from tests.dice_throne.screen_apps import AreaApp
from tests.dice_throne.support import act, started, to_phase
from tests.tui.test_boards_fit import visible_text


async def test_a_declared_ability_is_shown_by_its_printed_name() -> None:
    state = to_phase(to_phase(started(), "main-1"), "offensive-roll")
    state = act(act(state, "roll", 1, 1, 1, 4, 6), "ability revolver")
    assert state.roll.declared and not state.roll.activated, "the ability is declared, not yet activated"
    app = AreaApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        shown = visible_text(app)
    assert "declared: Revolver" in shown
    assert "declared: revolver" not in shown
