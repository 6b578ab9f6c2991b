"""Clickable lines: a click on any row of a wrapped line names that line's target; a title names none."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult

from screens.clickable_lines import ClickableLines


class LinesApp(App[None]):
    """One 20-column panel: a title, a line that wraps over three rows, and a short line."""

    CSS = "ClickableLines { width: 20; }"

    def __init__(self) -> None:
        super().__init__()
        self.clicked: list[str] = []

    def compose(self) -> ComposeResult:
        yield ClickableLines(id="lines")

    def on_mount(self) -> None:
        text = Text("Title\n" + "long " * 10 + "\nshort")
        self.query_one(ClickableLines).show_lines(text, [None, "long", "short"])

    def on_clickable_lines_clicked(self, event: ClickableLines.Clicked) -> None:
        self.clicked.append(event.target)


async def test_every_row_of_a_wrapped_line_names_it():
    app = LinesApp()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        panel = app.query_one(ClickableLines)
        assert [panel.target_at(row) for row in range(6)] == [None, "long", "long", "long", "short", None]
        for row in (0, 2, 4):
            await pilot.click(panel, offset=(1, row))
            await pilot.pause()
        assert app.clicked == ["long", "short"]  # the title row posts nothing
