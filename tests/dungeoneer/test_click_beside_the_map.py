"""A click in the empty part of the map's panel, beside a map smaller than it, does nothing to the game.

Twenty-seventh pass (dg29) left it: the map now draws its own window, which fills its room, so a click right of a small
map lands on the map's window (its blank columns), where it landed on the room before. It focuses the map (its arrows
then move the map's cursor, as after a click on the map itself), and nothing else: no move, no scroll, no message.
"""

from __future__ import annotations

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.dungeoneer.widgets import DungeonMapWindow
from tests.dungeoneer.test_screens_frame import open_session, tomb_session
from tests.tui.drive import notifications
from tests.tui.test_layouts_per_move import settle

LARGE = (120, 40)


async def test_a_click_beside_a_small_map_focuses_the_map_and_changes_nothing_else(
        dungeoneer_registered: None, store: SessionStore) -> None:
    tomb_session(store)
    [summary] = store.list_sessions()
    app = make_app(store)
    async with app.run_test(size=LARGE) as pilot:
        await open_session(pilot)
        await settle(pilot)
        frame = app.screen
        view = frame.query_one("#dg-map", DungeonMapWindow)
        width, height = view.drawn_size
        window = view.scrollable_content_region
        # the blank part of the panel: right of the map, else below it
        beside = (width + 1, 1) if window.width > width + 1 else (1, height + 1)
        assert beside[0] < window.width and beside[1] < window.height, "the map is smaller than its room at 120x40"
        entries, scrolled, said = len(store.open_session(summary.id).entries), view.scroll_offset, notifications(pilot)
        assert await pilot.click(view, offset=beside)
        await settle(pilot)
        assert app.screen is frame and app.screen.focused is view
        assert len(store.open_session(summary.id).entries) == entries and view.scroll_offset == scrolled
        assert notifications(pilot) == said
