"""A move draws the widgets whose cells changed, not the widgets behind them.

Counted, never timed: how many times each widget's lines are drawn (`Widget.render_lines`) during one
action, undo or redo, in the player's order (act, take it back, put it back) once the log scrolls.
A widget's change marks its region; Textual's partial update then draws every widget overlapping the
region, so a new log line drew the log twice (once for its lines, once for its own scroll bar's
change), and a label's change drew its card, the board and the screen behind it
(`screens/dirty_compositor.py` draws only the widgets that can show in a changed region;
tests/tui/test_partial_redraws.py checks that the terminal still shows exactly a full drawing).
"""

from __future__ import annotations

from collections import Counter as Tally

import pytest
from textual.containers import Horizontal
from textual.widget import Widget

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.action_log import ActionLog
from screens.session_frame import SessionFrame
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_layouts_per_move import legal_actions, settle


class Drawings:
    """How many times each widget is drawn while counting is on."""

    def __init__(self) -> None:
        self.on = False
        self.counted: Tally[Widget] = Tally()

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        render_lines = Widget.render_lines

        def counted(widget, crop):
            if self.on:
                self.counted[widget] += 1
            return render_lines(widget, crop)

        monkeypatch.setattr(Widget, "render_lines", counted)


async def test_a_move_draws_the_log_once_and_never_the_screen_or_the_rows_behind_the_panels(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # nothing changes by itself
    drawings = Drawings()
    drawings.install(monkeypatch)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        played = legal_actions(26)
        for _, action in played[:14]:  # more entries than the log's rows: it scrolls with every move
            shown.apply(action)
            await settle(pilot)
        log = shown.query_one(ActionLog)
        assert log.max_scroll_y > 0
        rows = [shown.query_one("#frame-top", Horizontal), shown.query_one("#frame-bottom", Horizontal)]
        moves: list[tuple[str, Tally[Widget]]] = []
        for text, action in played[14:]:
            for name, step in ((text, lambda action=action: shown.apply(action)), ("undo", shown.action_undo),
                               ("redo", shown.action_redo)):
                drawings.counted.clear()
                drawings.on = True
                step()
                await settle(pilot)
                drawings.on = False
                moves.append((name, drawings.counted.copy()))
        assert len(moves) == 36
        assert all(drawn[log] == 1 for _, drawn in moves), [(name, drawn[log]) for name, drawn in moves]
        assert not any(drawn[shown] for _, drawn in moves), "the screen behind the panels was drawn"
        assert not any(drawn[row] for _, drawn in moves for row in rows), "a row of panels was drawn behind them"
        total = sum(sum(drawn.values()) for _, drawn in moves)
        # 23 here once only the widgets that can show a change are drawn; 37 before.
        assert total <= 28 * len(moves), f"{total / len(moves):.1f} widgets drawn per move"
