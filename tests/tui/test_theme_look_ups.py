"""The current theme looked up while a move is drawn: counted, never timed.

Textual works a widget's colours out from the app's current theme, looked up by name each time (`current_theme`,
`ansi_theme`: about fifty look-ups a move on a board). Its look-up read the registered themes through
`available_themes`, which copies them all (twenty-one), twice a look-up. The app looks them up in place
(`CompanionApp.get_theme`): a move copies none, and every name finds the theme Textual's own look-up finds.
"""

from __future__ import annotations

import pytest
from textual.app import App

from companion.services.store import SessionStore
from companion.shell.app import make_app
from tests.tui.test_layouts_per_move import legal_actions, settle
from tests.tui.drive import open_dice_throne_board


async def test_a_move_drawn_copies_no_registered_theme_and_the_look_up_finds_textuals_theme(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await open_dice_throne_board(pilot, store)
        await settle(pilot)
        copies: list[int] = []
        available = App.available_themes

        def counted(app_: App) -> dict:  # type: ignore[type-arg]  # Textual's own annotation
            copies.append(1)
            return available.fget(app_)  # type: ignore[attr-defined]  # a property's getter

        monkeypatch.setattr(App, "available_themes", property(counted))
        for _, action in legal_actions(3):
            assert frame.apply(action)
            await settle(pilot)
        assert app.current_theme.name == app.theme
        assert copies == []  # none copied for the moves, their frames, nor the look-up above
        monkeypatch.undo()
        for name in (app.theme, "textual-light", " nord", "no-such-theme,gruvbox", "no-such-theme", ""):
            assert app.get_theme(name) is App.get_theme(app, name), name
