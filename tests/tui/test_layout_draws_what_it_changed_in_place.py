"""A layout's own frame also draws the widgets it changed without moving them: a scroll whose content grew or shrank
(its scroll bar's thumb resized, the scroll itself where it was) is drawn in the frame that shows its new content,
not in a frame of its own after it (`screens/layout_settling.SettledLayout._compositor_refresh`).

Counted, never timed. A Runebound 3e fight beginning swaps the markets for the fight in the scroll beside the heroes,
in the same place: the fight was drawn in one frame and the scroll's bar in a second (docs/benchmarks.md, "Twenty-third
pass"). What the terminal shows after each frame is compared with a full drawing.
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from screens.layout_settling import SettledLayout
from tests.support.terminal_frames import differences, full_drawing, recorded_frames
from tests.tui.test_partial_redraws import settle

SIZE = (40, 10)


class SwappingScreen(SettledLayout, Screen[None]):
    """A scroll of fixed size showing one of two panels: a long one (its bar's thumb short) or a shorter one."""

    DEFAULT_CSS = """
    #scroll { height: 6; width: 30; }
    #scroll Static { height: auto; }
    #short { display: none; }
    """

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="scroll"):
            yield Static("\n".join(f"long line {n}" for n in range(30)), id="long")
            yield Static("\n".join(f"short line {n}" for n in range(10)), id="short")

    def swap(self) -> None:
        long, short = self.query_one("#long"), self.query_one("#short")
        long.display, short.display = short.display, long.display


class SwappingApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(SwappingScreen())


async def test_a_scroll_whose_content_changes_in_place_is_drawn_in_the_layouts_own_frame() -> None:
    app = SwappingApp()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SwappingScreen)
        scroll = screen.query_one("#scroll", VerticalScroll)
        assert scroll.show_vertical_scrollbar
        width, height = SIZE
        frames = recorded_frames(app, width, height)
        for swap in range(4):
            region, thumb = scroll.region, scroll.vertical_scrollbar.window_size
            frames.count = 0
            screen.swap()
            await settle(pilot)
            assert scroll.region == region, swap  # the scroll stayed where it was
            assert scroll.vertical_scrollbar.window_size == thumb  # its window, not its content
            assert frames.count == 1, (swap, frames.count)
            assert not differences(frames.terminal, full_drawing(app, width, height)), swap
