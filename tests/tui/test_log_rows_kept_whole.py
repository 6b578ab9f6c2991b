"""A move that scrolls the log draws afresh only the rows that show something new (`KeptLineList._whole_rows`).

Counted, never timed. A new entry scrolls the log by a row, and Textual drew every row in sight again: each row's
padding, border sides and background put around the line's kept strip (about 0.07 ms of CPU a row in a terminal),
though all but the newest showed a line already drawn one row lower. The log now keeps each line's rows as the widget
drew them, by style and place in the line; a move draws afresh the new entry, the entry the cursor left, and an entry
an undo or a redo struck or restored. What the log shows is what Textual draws for it now (its kept rows dropped and
drawn again, compared segment by segment), after every move, a move of the cursor, the mouse over a line, and the
focus coming to the log.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from textual.geometry import Offset, Region
from textual.strip import Strip
from textual.widget import Widget

from companion.services.store import SessionStore
from screens.action_log import ActionLog
from tests.tui.test_board_draws_per_move import counted_board
from tests.tui.test_layouts_per_move import legal_actions, settle


@contextmanager
def rows_drawn_afresh(monkeypatch: pytest.MonkeyPatch, widget: Widget) -> Iterator[list[int]]:
    """The rows of `widget` Textual draws while the block runs (`Widget.render_lines`, the crops' heights): one number
    a drawing."""
    drawn: list[int] = []
    render_lines = Widget.render_lines

    def counted(self: Widget, crop: Region) -> list[Strip]:
        if self is widget:
            drawn.append(crop.height)
        return render_lines(self, crop)

    monkeypatch.setattr(Widget, "render_lines", counted)
    try:
        yield drawn
    finally:
        monkeypatch.setattr(Widget, "render_lines", render_lines)


def shown_rows(log: ActionLog) -> list[list[tuple[str, object]]]:
    """What the log shows, row by row: each segment's text and style."""
    return [[(segment.text, segment.style) for segment in strip] for strip in log.render_lines(log.region.size.region)]


def drawn_by_textual(log: ActionLog) -> list[list[tuple[str, object]]]:
    """What Textual draws for the log now: every kept row dropped first (as new styles drop them), then drawn."""
    log.notify_style_update()
    return shown_rows(log)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_move_on_a_scrolled_log_draws_afresh_only_the_rows_that_show_something_new(
        store: SessionStore, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    async with counted_board(store, monkeypatch, size) as (pilot, shown, _counts):
        played = legal_actions(60)
        for _, action in played[:40]:  # a log longer than its box: each new entry scrolls it
            shown.apply(action)
            await settle(pilot)
        log = shown.query_one("#action-log", ActionLog)
        in_sight = log.scrollable_content_region.height
        assert log.max_scroll_y > 0 and in_sight >= 6
        afresh: list[int] = []
        for _, action in played[40:50]:
            for step in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                with rows_drawn_afresh(monkeypatch, log) as drawn:
                    step()
                    await settle(pilot)
                assert log.scroll_y == log.max_scroll_y  # the newest entry in sight: the log scrolled
                afresh.append(sum(drawn))
        # Before, every row in sight was drawn again at each move, with the border's two (8 a move at 80x24, 12 at
        # 120x40); now the new entry, the one the cursor left and the one an undo or a redo changed, each a row or two
        # (3.5 and 2.9 a move on average in this walk).
        assert max(afresh) < in_sight + 2, afresh
        assert sum(afresh) / len(afresh) <= 4, afresh
        # What each move shows is Textual's drawing (compared after the counting: comparing drops the kept rows).
        for _, action in played[50:54]:
            for step in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                step()
                await settle(pilot)
                assert shown_rows(log) == drawn_by_textual(log)


async def test_the_log_s_kept_rows_follow_the_cursor_the_mouse_and_the_focus(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    async with counted_board(store, monkeypatch, (80, 24)) as (pilot, shown, _counts):
        for _, action in legal_actions(30):
            shown.apply(action)
        await settle(pilot)
        log = shown.query_one("#action-log", ActionLog)
        before = shown_rows(log)
        log.focus()  # the focused log's lines are tinted and its cursor drawn in the focused colours
        await settle(pilot)
        assert shown_rows(log) != before
        assert shown_rows(log) == drawn_by_textual(log)
        for key in ("up", "up", "down", "pageup", "end"):
            await pilot.press(key)
            await settle(pilot)
            assert shown_rows(log) == drawn_by_textual(log), key
        await pilot.hover(log, offset=Offset(4, 3))
        await settle(pilot)
        assert log.hovered is not None
        assert shown_rows(log) == drawn_by_textual(log)
        shown.query_one("#command").focus()
        await settle(pilot)
        assert shown_rows(log) == drawn_by_textual(log)
