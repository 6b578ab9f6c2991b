"""A board's log has its height and its scroll bar in the board's first layout (`KeptLineList._size_before_first_layout`).

Counted, never timed, on a Dice Throne board opened from the list (the golden 1v1 match, 389 entries): the log's rows
were counted in its first drawing, after the first layout, so the log asked for a layout of the screen for its height,
and again for the scroll bar that came with it, and counted its rows a second time at the width the bar left (on
8021b416: two asks, rows counted at 28 then 26 columns at 80x24). Now it asks for none after the first layout and counts
its rows once, at the width it is drawn at; the board looks the same (the snapshots are unchanged).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.screen import Screen
from textual.widget import Widget

from companion.shell.app import make_app
from screens.action_log import ActionLog
from screens.kept_line_list import KeptLineList
from tests.support.footer_waits import until_the_footer_fits
from tests.support.pilot_waits import until
from tests.support.saved_games import golden_game_file


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_log_of_a_board_opened_from_the_list_asks_for_no_layout_after_the_first(
        size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    laid_out: list[Screen] = []
    asked_after_first: list[str] = []
    counted_at: list[int] = []
    refresh, layout, count_rows = Widget.refresh, Screen._refresh_layout, KeptLineList._count_rows

    def noted_refresh(widget: Widget, *regions: Any, repaint: bool = True, layout: bool = False,
                      recompose: bool = False) -> None:
        if layout and laid_out and any(isinstance(node, ActionLog) for node in (widget, *widget.ancestors)):
            asked_after_first.append(type(widget).__name__)
        refresh(widget, *regions, repaint=repaint, layout=layout, recompose=recompose)

    def noted_layout(screen: Screen, *args: Any, **kwargs: Any) -> None:
        layout(screen, *args, **kwargs)
        if type(screen).__name__ == "SessionFrame":
            laid_out.append(screen)

    def noted_count(lines: KeptLineList, first: int) -> None:
        if isinstance(lines, ActionLog) and first == 0:
            counted_at.append(lines.scrollable_content_region.width)
        count_rows(lines, first)

    monkeypatch.setattr(Widget, "refresh", noted_refresh)
    monkeypatch.setattr(Screen, "_refresh_layout", noted_layout)
    monkeypatch.setattr(KeptLineList, "_count_rows", noted_count)
    app = make_app(db_url=url)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count),
                    "the session list")
        app.open_session(session_id)
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                    "the board drawn")
        await until_the_footer_fits(pilot, app.screen)
        log = app.screen.query_one(ActionLog)
        assert log.show_vertical_scrollbar and log.virtual_size.height > log.scrollable_content_region.height
        assert log.scroll_y == log.max_scroll_y > 0  # the newest entry in sight, as before
        assert asked_after_first == [], "the log asked for a layout of the board after its first"
        assert counted_at == [log.scrollable_content_region.width], "the log counted its rows at another width first"
    opened = app.store or app.opened_store
    if opened is not None:
        opened.close()
