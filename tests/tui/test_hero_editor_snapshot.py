"""SVG snapshot of the hero editor showing a refused field (80x24)."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Input, OptionList

from companion.services.store import SessionStore
from tests.tui.conftest import SIZE
from tests.tui.snapshot_apps import empty_home


def test_hero_editor_with_a_refused_field(snap_compare, store: SessionStore) -> None:
    async def refuse_a_damage(pilot: Pilot) -> None:
        await pilot.press("e")
        await pilot.pause()
        parts = pilot.app.screen.query_one("#parts", OptionList)
        parts.focus()
        parts.highlighted = 4  # Ability: Squall
        await pilot.press("enter")
        await pilot.pause()
        damage = pilot.app.screen.query_one("#field-damage", Input)
        damage.focus()
        damage.value = "lots"
        await pilot.press("enter")
        await pilot.pause()
        parts.focus()  # no blinking text cursor in the picture
        await pilot.pause()

    assert snap_compare(empty_home(store), terminal_size=SIZE, run_before=refuse_a_damage)
