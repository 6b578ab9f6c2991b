"""Names the players type (sessions, players, catalogue heroes) are shown as text on every screen, never parsed as markup."""

from __future__ import annotations

import asyncio
import copy
from pathlib import Path
from tempfile import TemporaryDirectory
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textual.widget import Widget
from textual.widgets import DataTable, Input, Select

from cards_db.dice_throne import shipped_heroes as dice_throne_heroes
from cards_db.runebound2 import shipped_heroes as runebound_heroes
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.games import register_game
from screens.session_frame import SessionFrame
from screens.wizard import NewSessionWizard
from tests.support.fresh_store import fresh_store_file
from tests.support.tally_game import TALLY
from tests.tui.conftest import tally_setup

SIZE = (100, 30)

#: Pieces that break markup, terminals or layout when a name is treated as anything but text.
HOSTILE_PIECES = ["[/b]", "[red]", "[/]", "[b]", "[@click=app.quit]", "\\", "\\[", "[link=x]", "\x1b[31m",
                  "\u200f", "\u202e", "e\u0301", "\u0336", "]", "[", "Friday", "ann", "🎲", "'", '"', "{", "%s"]

hostile_names = st.builds(
    lambda pieces, long: "".join(pieces) * (40 if long else 1),
    st.lists(st.sampled_from(HOSTILE_PIECES), min_size=1, max_size=6),
    st.booleans(),
).filter(lambda name: name.strip() != "")


def shown_text(screen: Widget) -> str:
    """Every piece of text the screen's widgets render, borders and table cells included."""
    parts: list[str] = []
    for widget in screen.query("*"):
        if isinstance(widget, DataTable):
            parts += [str(cell) for row in range(widget.row_count) for cell in widget.get_row_at(row)]
        elif not isinstance(widget, (Input, Select)):
            try:
                parts.append(str(widget.render()))
            except Exception:  # noqa: BLE001 - containers render nothing useful; the app run itself proves no crash
                pass
        for title in (widget._border_title, widget._border_subtitle):
            if title is not None:
                parts.append(title.plain)
    return "\n".join(parts)


def visible_part(name: str) -> str:
    """The part of a name any screen must show: the name without the escape character."""
    return name.split("\x1b")[0][:20]


def renamed(heroes: dict[str, dict], hero_id: str, name: str) -> dict[str, dict]:
    """A copy of a hero catalogue with one hero renamed."""
    changed = copy.deepcopy(heroes)
    changed[hero_id]["name"] = name
    return changed


async def show_everything(db_url: str, name: str) -> None:
    """Home, wizard and both game boards with the name everywhere a player can put one; asserts it is shown."""
    register_game(TALLY)
    store = SessionStore.open(db_url)
    # Names this long or with escape codes are refused at input today, but a save from before the
    # name rule can hold them; they are written here as such a save would have them.
    unchecked = patch("companion.services.store.sessions.session_names_problem", lambda *names: None)
    try:
        unchecked.start()
        store.create_session(game_id="tally", name=name, setup=tally_setup(name, "Bo"))
        dice_throne = store.create_session(
            game_id="dice-throne", name=name,
            setup=GameSetup((PlayerSetup(name, "gunslinger"), PlayerSetup("Bo", "cursed-pirate")), {"mode": "1v1"},
                            {"heroes": renamed(dice_throne_heroes(), "gunslinger", name)}))
        runebound = store.create_session(
            game_id="runebound2", name=name,
            setup=GameSetup((PlayerSetup(name, "varikas"), PlayerSetup("Bo", "valadir")), {},
                            {"heroes": renamed(runebound_heroes(), "varikas", name)}))
        unchecked.stop()
        app = make_app(store)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert visible_part(name) in shown_text(app.screen)
            app.notify(f"Renamed to {name}")
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, NewSessionWizard)
            app.screen.query_one("#session-name", Input).value = name
            app.screen.query_one("#player-1", Input).value = name
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
            for live in (dice_throne, runebound):
                app.open_session(live.id)
                await pilot.pause()
                assert isinstance(app.screen, SessionFrame)
                assert visible_part(name) in shown_text(app.screen)
                app.screen.dismiss(None)
                await pilot.pause()
    finally:
        patch.stopall()
        store.close()


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=hostile_names)
def test_hostile_names_render_as_text_everywhere(migrated_store_file: Path, name: str) -> None:
    # Each example on an empty store of its own, copied from the worker's migrated one (tests/support/fresh_store.py).
    with TemporaryDirectory() as folder:
        asyncio.run(show_everything(fresh_store_file(migrated_store_file, Path(folder) / "sessions.db"), name))
