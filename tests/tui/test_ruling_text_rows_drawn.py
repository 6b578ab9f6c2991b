"""A new ruling draws again only the rows of the ruling's box that show something else (`RulingText.show`).

Counted, never timed. The ruling's box keeps its rows from one ruling to the next (8 at 120x40), and a ruling takes
one to three of them: every move drew all of them again, the blank rows below the text too. Now a row blank below the
new text as it was below the old one, and a line the same as the old one in its row, stay as drawn: the rows drawn
are the box's own line drawings (`render_line`, the Line API), which Textual asks for only for rows asked to be drawn.
What the box shows is what it draws afresh (every row asked for again), after every move.
"""

from __future__ import annotations

import pytest
from textual.strip import Strip

from companion.services.store import SessionStore
from screens.ruling_panel import RulingText
from tests.tui.test_board_draws_per_move import counted_board
from tests.tui.test_layouts_per_move import legal_actions, settle


def shown_rows(box: RulingText) -> list[Strip]:
    """The box's rows as the compositor is given them now."""
    return box.render_lines(box.region.size.region)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_new_ruling_draws_again_only_the_rows_of_its_box_that_show_something_else(
        store: SessionStore, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    async with counted_board(store, monkeypatch, size) as (pilot, shown, _counts):
        box = shown.query_one("#ruling-text", RulingText)
        drawn: list[int] = []
        render_line = RulingText.render_line

        def counted(self: RulingText, y: int) -> Strip:
            if self is box:
                drawn.append(y)
            return render_line(self, y)

        monkeypatch.setattr(RulingText, "render_line", counted)
        played = legal_actions(30)
        for _, action in played[:4]:
            shown.apply(action)
            await settle(pilot)
        rows = box.scrollable_content_region.height
        assert rows >= 2
        per_move: list[int] = []
        for _, action in played[4:16]:
            for step in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                before = box.text
                drawn.clear()
                step()
                await settle(pilot)
                if box.text != before and not box.max_scroll_y:  # a new ruling, no longer than its box
                    assert all(row < rows for row in drawn)
                    per_move.append(len(drawn))
        assert len(per_move) >= 12
        # Before, every row of the box at every new ruling (8 at 120x40, 4 at 80x24); now its changed lines, 1.2 and 1.5
        # a ruling on average in this walk.
        assert sum(per_move) <= len(per_move) * rows / 2, (per_move, rows)
        # What the box shows after a new ruling is what it draws afresh (compared after the counting: comparing asks
        # for every row again).
        for _, action in played[16:22]:
            for step in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                step()
                await settle(pilot)
                kept = shown_rows(box)
                box.refresh()
                assert kept == shown_rows(box)
