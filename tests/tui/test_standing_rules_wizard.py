"""The wizard offers the group's standing table rules for the chosen game; the session then rules under them."""

from __future__ import annotations

import json

from textual.widgets import Select, Static

from companion.services.standing_rule_sets import import_sets
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.standing_rules import CATALOGUE_KEY
from screens.ruling_panel import RulingPanel
from screens.wizard import NewSessionWizard
from tests.tui.conftest import SIZE
from tests.tui.drive import enter_command, fill, frame, name_seats

SET = {"group": "Thursday", "game": "tally", "name": "Big turns table",
       "rules": [{"rule": "tally.points", "name": "Big turns", "reading": "up to 12 points, once"}]}


async def test_a_chosen_set_goes_into_the_setup_and_every_ruling_it_touches_names_it(store: SessionStore, tmp_path) -> None:
    path = tmp_path / "sets.json"
    path.write_text(json.dumps({"format": "table-companion/standing-rules", "version": 1, "sets": [SET]}), encoding="utf-8")
    import_sets(path)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        wizard = app.screen
        assert isinstance(wizard, NewSessionWizard)
        wizard.query_one("#game", Select).value = "tally"
        await pilot.pause()
        choice = wizard.query_one("#standing-rules", Select)
        assert choice.value == Select.NULL  # the book's rules unless the table chooses its set
        choice.value = 0
        await pilot.pause()
        listed = str(wizard.query_one("#standing-rules-list", Static).render())
        assert "«Big turns» instead of the book's Points per turn: up to 12 points, once" in listed
        await name_seats(pilot, "Ann", "Bob")
        await fill(pilot, "#session-name", "Thursday")
        await pilot.press("ctrl+s")
        await pilot.pause()
        session = frame(pilot)
        assert session.live.setup.catalogue[CATALOGUE_KEY]["name"] == "Big turns table"
        await enter_command(pilot, "add 9")
        assert session.live.state.scores == (9, 0)
        shown = session.query_one("#ruling-panel", RulingPanel).text()
        assert "Table rule" in shown and "table rule «Big turns»" in shown
        assert "waived: the app's own reading, not the book's: «Points per turn»" in shown  # the rule set aside


async def test_a_game_without_a_kept_set_shows_no_choice(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#game", Select).value = "tally"
        await pilot.pause()
        assert not app.screen.query("#standing-rules")


def test_the_wizard_with_a_groups_set_chosen_at_80x24(snap_compare, store: SessionStore, tmp_path) -> None:
    path = tmp_path / "sets.json"
    path.write_text(json.dumps({"format": "table-companion/standing-rules", "version": 1, "sets": [SET]}), encoding="utf-8")
    import_sets(path)

    async def choose(pilot) -> None:
        await pilot.press("n")
        await pilot.pause()
        pilot.app.screen.query_one("#game", Select).value = "tally"
        await pilot.pause()
        choice = pilot.app.screen.query_one("#standing-rules", Select)
        choice.value = 0
        choice.focus()
        await pilot.pause()

    from tests.tui.snapshot_apps import empty_home
    assert snap_compare(empty_home(store), terminal_size=SIZE, run_before=choose)
