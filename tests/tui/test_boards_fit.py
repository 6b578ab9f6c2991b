"""Every game board in the session frame fits the terminal: nothing outside the screen at 80x24, 120x40
and 160x50, the controls and f-keys in sight at 80x24, and on a large terminal the board and the log
take the rows it gives."""

from __future__ import annotations

import html
import re

import pytest
from textual.app import App
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Button, Footer

from tests.tui.picture_cases import BOARDS, PICTURES
from tests.tui.test_dialogs_fit import buttons_off_screen, scroller


def shown(widget: Widget) -> bool:
    """The widget and every container around it are displayed."""
    return widget.display and all(getattr(node, "display", True) for node in widget.ancestors)


def widgets_off_screen(app: App) -> list[str]:
    """The shown widgets of the top screen that lie (partly) outside the terminal.

    A widget in a scrolling box may reach past the terminal (it scrolls into view): its box may not.
    """
    screen = Region(0, 0, *app.size)
    outside = []
    for widget in app.screen.query("*"):
        if not shown(widget) or not widget.region.area:
            continue
        box = scroller(widget)
        region = widget.region if box is None else box.region
        if not screen.contains_region(region):
            outside.append(repr(widget))
    return outside


def controls_off_screen(app: App) -> list[str]:
    """The shown buttons that cannot be seen (see `buttons_off_screen`); a hidden row's buttons are not shown."""
    return [label for label in buttons_off_screen(app)
            if all(shown(b) for b in app.screen.query(Button) if str(b.label) == label)]


def visible_text(app: App) -> str:
    """The characters on screen (from the SVG screenshot), spaces collapsed."""
    svg = app.export_screenshot()
    return html.unescape(" ".join(re.findall(r">([^<>]+)</text>", svg))).replace("\xa0", " ")


async def _shown(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


#: At most this many blank rows may close a board's column on a large terminal.
FEW_ROWS = 4
#: The narrowest column of the board measured: a blank strip narrower than this is a margin, not room.
COLUMN = 20


def blank_rows_at_the_bottom(app: App, region: Region) -> int:
    """The most rows left blank at the bottom of any column (`COLUMN` cells wide) of `region` on the screen.

    Counted on the rendered screen, so a column whose text ends early shows even beside a full one; a
    column blank from top to bottom (room beside a narrow map) is width to spare, not rows, and is skipped.
    """
    lines = app.screen._compositor.render_strips()
    blank_below = []
    for x in range(region.x, region.right):
        count = 0
        for y in range(region.bottom - 1, region.y - 1, -1):
            if lines[y].crop(x, x + 1).text.strip():
                break
            count += 1
        blank_below.append(count)
    windows = [blank_below[start:start + COLUMN] for start in range(0, max(len(blank_below) - COLUMN, 0) + 1)]
    return max((min(window) for window in windows if max(window) < region.height), default=0)


def runebound_tracks_in_sight(app: App, size: tuple[int, int]) -> None:
    """Both Runebound tracks are in sight: the panels whole, or their one-line form shown (at 80x24 both named)."""
    shown_text = visible_text(app)
    if size == (80, 24):
        assert "Challenge track" in shown_text and "Doom track" in shown_text
    scroll = app.screen.query_one("#rb2-scroll")
    panels = app.screen.query_one("#rb2-tracks").region
    whole = bool(panels) and panels.bottom <= scroll.content_region.bottom
    line = app.screen.query_one("#rb2-tracks-line")
    assert whole or line.display, f"at {size} the track panels are cut off and their one-line form is hidden"
    if line.display:
        assert "Challenge track:" in shown_text and "Doom track" in shown_text


@pytest.mark.parametrize("name", BOARDS)
@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=["80x24", "120x40", "160x50"])
async def test_the_board_fits_the_terminal_and_uses_its_rows(name: str, size: tuple[int, int]) -> None:
    """One app per board and size: nothing off screen, the footer's last row and the frame's rows; at 80x24 the
    frame's keys in the footer; on a large terminal the board's columns not left blank; the Runebound tracks in sight."""
    app = PICTURES[name].make()
    async with app.run_test(size=size) as pilot:
        await _shown(pilot)
        assert widgets_off_screen(app) == []
        assert controls_off_screen(app) == []
        board = app.screen.query_one("#game-area").region
        footer = app.screen.query_one(Footer).region
        assert footer.bottom == size[1] and footer.height == 1, "the footer keeps the last row"
        assert board.height >= size[1] // 2, f"the board has only {board.height} of {size[1]} rows"
        bottom = app.screen.query_one("#frame-bottom").region.height
        assert bottom == {24: 8, 40: 12, 50: 15}[size[1]], "the ruling and the log get the rows the size gives"
        if size == (80, 24):  # the footer shows the frame's keys
            shown_text = visible_text(app)
            for key in ("Undo", "Dice", "Help"):
                assert key in shown_text, f"{key} is not in the footer"
        await pilot.pause()
        if size != (80, 24):  # on a large terminal the board uses its rows
            content = app.screen.query_one("#game-area").content_region
            blank = blank_rows_at_the_bottom(app, content)
            assert blank <= FEW_ROWS, f"{blank} of the board's {content.height} rows are left blank at the bottom"
        if name == "runebound2-tracks":
            runebound_tracks_in_sight(app, size)


def test_the_runebound_tracks_board_is_among_the_boards_measured() -> None:
    # The tracks' checks above run with this board: it must stay among the boards.
    assert "runebound2-tracks" in BOARDS
