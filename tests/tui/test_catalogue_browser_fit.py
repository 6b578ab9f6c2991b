"""The catalogue's list of kinds at 80x24: its title in view (the screen itself never scrolls), the note said on
the list's top border (a row drawn blank before), every other row given to the list's entries."""

from __future__ import annotations

from textual.widgets import Label, OptionList

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.catalogue_browser import CatalogueBrowser
from tests.support.pilot_waits import until


async def test_the_catalogue_at_80x24_shows_its_title_its_note_and_a_row_more_of_its_list(
        store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(CatalogueBrowser())
        await until(pilot, lambda: isinstance(app.screen, CatalogueBrowser) and any(
            kinds.option_count for kinds in app.screen.query("#kinds").results(OptionList)), "the catalogue's kinds listed")
        await pilot.pause()
        screen = app.screen
        kinds = screen.query_one("#kinds", OptionList)
        title = screen.query_one(".screen-title", Label)
        assert screen.max_scroll_y == 0 and screen.scroll_y == 0  # nothing of the screen out of view
        assert title.region.y == 0 and str(title.render()) == "Catalogue: your cards, by game"
        assert str(kinds.border_title) == "Enter on a kind opens a form to type a card in as printed."
        # 24 rows: the title, the list's two borders, the footer; the 20 rows between are the list's entries.
        assert kinds.region.y == 1 and kinds.region.bottom == 23 and kinds.scrollable_content_region.height == 20
