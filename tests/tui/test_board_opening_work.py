"""A board opened from the list is drawn whole once, its log's first page is short, its clock saved after the frame.

Counted, never timed, on the golden Dice Throne match (1v1, 389 entries) opened from the list as a player opens it.
Until the twenty-seventh pass the opening drew the whole board three times: the first resume's layout drew it, then
Textual's resume asked for a repaint of the whole screen (with the screen's own repaints asked before it was mounted),
and the layout its `push_screen` asks once the screen is mounted carried another (`screens/layout_settling.py`). The
board's first frame is the same: the snapshots are unchanged, and after the opening a full restyle and a full redraw
change nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual._compositor import Compositor
from textual.screen import Screen

from companion.shell.app import make_app
from screens.action_log import FIRST_PAGE, ActionLog
from tests.support.footer_waits import until_the_footer_fits
from tests.support.pilot_waits import until
from tests.support.saved_games import golden_game_file


async def board_settled(pilot: Any, app: Any) -> Any:
    """The board once it is drawn and its footer's keys fit, a few rounds later (anything still to come has come)."""
    await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                "the board drawn")
    frame = app.screen
    await until_the_footer_fits(pilot, frame)
    for _ in range(3):
        await pilot.pause()
    return frame


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_board_opened_from_the_list_is_drawn_whole_once(
        size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    whole: list[str] = []
    layouts: list[str] = []
    full_update, layout = Compositor.render_full_update, Screen._refresh_layout

    def counted_full_update(compositor: Compositor, *args: Any, **kwargs: Any) -> Any:
        whole.append("drawn whole")
        return full_update(compositor, *args, **kwargs)

    def counted_layout(screen: Screen, *args: Any, **kwargs: Any) -> None:
        if type(screen).__name__ == "SessionFrame":
            layouts.append("laid out")
        layout(screen, *args, **kwargs)

    app = make_app(db_url=url)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count),
                    "the session list")
        await until_the_footer_fits(pilot, app.screen)
        monkeypatch.setattr(Compositor, "render_full_update", counted_full_update)
        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        app.open_session(session_id)
        frame = await board_settled(pilot, app)
        assert whole == ["drawn whole"], whole  # the first layout's drawing, and no other of the whole screen
        # The first resume's layout, the one Textual's `push_screen` asks once the screen is mounted, the footer's
        # keys mounted after the first frame (`screens/localized_footer.py`): none of the last two draws all of it.
        assert len(layouts) <= 3, layouts
        assert not (frame._repaint_required or frame._layout_required or frame._dirty_widgets)
        log = frame.query_one(ActionLog)
        assert log.option_count == FIRST_PAGE + 1 and "earlier entries" in log.lines()[0]  # the first page, short
        assert log.highlighted == log.option_count - 1 and log.scroll_y == log.max_scroll_y > 0  # the newest in sight
    opened = app.store or app.opened_store
    if opened is not None:
        opened.close()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_board_opened_at_start_is_drawn_whole_once(
        size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`companion --open ID` (a locked app): the board is pushed over the home screen just after its first frame. Until
    the thirty-first pass the home screen's footer built its keys after that frame, beneath the board: the home screen
    was laid out again, and Textual redrew the whole board over it (every widget of the board drawn twice)."""
    url, session_id = golden_game_file(tmp_path)
    app = make_app(db_url=url, open_session=session_id)
    whole: list[str] = []
    full_update = Compositor.render_full_update

    def counted_full_update(compositor: Compositor, *args: Any, **kwargs: Any) -> Any:
        if app.screen_stack and type(app.screen).__name__ == "SessionFrame" and compositor is app.screen._compositor:
            whole.append("the board drawn whole")
        return full_update(compositor, *args, **kwargs)

    monkeypatch.setattr(Compositor, "render_full_update", counted_full_update)
    async with app.run_test(size=size) as pilot:
        frame = await board_settled(pilot, app)
        assert whole == ["the board drawn whole"], whole
        assert not (frame._repaint_required or frame._layout_required or frame._dirty_widgets)
    opened = app.store or app.opened_store
    if opened is not None:
        opened.close()
