"""The lines that change at every move and back at its undo are drawn from what they drew before.

Counted, never timed, in the player's order (act, take it back, put it back) on the Dice Throne board at the
benchmark's 120x40: the commands line above the input, the turn line and the "Now:" line (`RecentLooks`,
screens/recent_looks.py) are drawn anew (`draw_lines`, reached from their `render_lines`) only for a text they have
not shown lately; an undo shows the state shown before the action, a redo the one the action showed, and neither draws them
again. What they draw from what they kept is what a fresh drawing gives.
"""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Callable

import pytest
from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.recent_looks import RecentLooks, _same
from screens.row_text import RowText
from screens.session_frame import SessionFrame
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_layouts_per_move import legal_actions, settle

KEPT_LINES = ("command-help", "dt-turn", "dt-now")


async def test_an_undo_and_a_redo_draw_the_commands_turn_and_now_lines_from_their_kept_looks(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # nothing changes by itself
    rendered: Tally[str] = Tally()

    def counting(draw_lines: Callable[[RecentLooks, Region], list[Strip]]) -> Callable[[RecentLooks, Region], list[Strip]]:
        def counted(widget: RecentLooks, crop: Region) -> list[Strip]:  # a line drawn anew, counted
            if widget.id in KEPT_LINES:
                rendered[widget.id] += 1
            return draw_lines(widget, crop)
        return counted

    for kind in (RecentLooks, RowText):  # the commands line builds its rows from its lines (`RowText`)
        monkeypatch.setattr(kind, "draw_lines", counting(kind.draw_lines))
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        shown.query_one("#command", Input).cursor_blink = False
        lines = {name: shown.query_one(f"#{name}", RecentLooks) for name in KEPT_LINES}
        played = legal_actions(14)
        for _, action in played[:6]:
            shown.apply(action)
            await settle(pilot)
        acted: Tally[str] = Tally()
        for _, action in played[6:]:
            rendered.clear()
            shown.apply(action)
            await settle(pilot)
            acted.update(rendered)
            for step in (shown.action_undo, shown.action_redo):
                rendered.clear()
                step()
                await settle(pilot)
                assert not rendered, (step.__name__, dict(rendered))
        # The actions themselves drew the lines whose text they changed (every action changes the phase).
        assert acted["dt-turn"] and acted["command-help"], dict(acted)
        kept = {name: [strip.text for strip in line.render_lines(line.size.region)] for name, line in lines.items()}
        for line in lines.values():
            line.notify_style_update()  # what it kept forgotten: drawn afresh
        assert {name: [strip.text for strip in line.render_lines(line.size.region)]
                for name, line in lines.items()} == kept
        assert set(rendered) == set(KEPT_LINES)


def test_texts_that_draw_differently_are_not_the_same_look() -> None:
    """Rich's own equality of texts compares the characters and spans only: a text's own style or wrapping is not
    in it, and a look kept for one must not stand for the other."""
    assert _same(Text("Now: roll", style="dim"), Text("Now: roll", style="dim"))
    assert not _same(Text("Now: roll", style="dim"), Text("Now: roll"))
    assert not _same(Text("Now: roll", no_wrap=True), Text("Now: roll"))
    assert not _same("Now: roll", Text("Now: roll"))
    assert _same("Now: roll", "Now: roll")
