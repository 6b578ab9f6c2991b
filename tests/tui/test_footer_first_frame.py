"""A screen's footer keys are composed with the screen, fitted to its width before its first layout: the first frame the
terminal gets of the home screen (the list) and of a board holds their keys, already those they keep.

Counted, never timed: the frames the app hands its driver (`App._display` with something to draw, outside a batch),
and what each shows of the footer. On main (ec10c7ad) the footer composed its keys after the screen's first frame (a
refresh of the bindings, then a refresh after it): the home list and the Dice Throne board were each drawn three times
with an empty footer, their keys in the fourth frame (a layout of their own).
"""

from __future__ import annotations

import pytest
from textual.app import App

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.session_frame import SessionFrame
from tests.dice_throne.support import make_setup
from tests.support.footer_waits import keys_fit, shown_keys
from tests.support.pilot_waits import until


def footer_row(screen) -> tuple[str, ...]:  # type: ignore[no-untyped-def]  # a Textual screen
    """The keys the footer shows, fitted (laid out before the palette's key), or () while it shows none fitted."""
    return tuple(key.key for key in shown_keys(screen)[0]) if keys_fit(screen) else ()


async def test_the_home_list_and_a_board_are_first_drawn_with_their_footer_keys(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    drawn: list[tuple[str, tuple[str, ...]]] = []
    display = App._display

    def counted(app: App, screen, renderable) -> None:  # type: ignore[no-untyped-def]  # Textual's, counted
        if renderable is not None and not app._batch_count:
            drawn.append((type(screen).__name__, footer_row(screen)))
        return display(app, screen, renderable)

    monkeypatch.setattr(App, "_display", counted)
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: any(name == "HomeScreen" for name, _ in drawn), "the home screen drawn")
        home = next(row for name, row in drawn if name == "HomeScreen")
        assert home, f"the home screen's first frame has no footer keys: {drawn}"
        await until(pilot, lambda: footer_row(app.screen) == home and not app.screen._layout_required, "home settled")
        app.open_session(live.id)
        await until(pilot, lambda: any(name == "SessionFrame" for name, _ in drawn), "the board drawn")
        board = next(row for name, row in drawn if name == "SessionFrame")
        assert board, f"the board's first frame has no footer keys: {drawn}"
        # The keys of the command line's focus (which hides the board's ctrl+d), not those before the focus.
        assert "escape" in board and "ctrl+d" not in board, board
        frame = app.screen
        assert isinstance(frame, SessionFrame)
        for _ in range(4):
            await pilot.pause()
        assert footer_row(frame) == board, "the keys of the first frame are those the board keeps"
