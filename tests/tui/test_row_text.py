"""A `RowText` (screens/row_text.py) draws the very strips a `Static` draws, by its shorter way where it takes it.

Each text is shown in a `Static` and a `RowText` side by side, with the same styles (the boards' own: a one-row line
cut with an ellipsis, a muted help line with padding, a status of up to five rows, two rows of wrapped text), and
their rows are compared strip by strip: the characters, the styles and the offsets Textual gives each segment. The
texts are the boards' kinds (a step's status in three colours, "Now:" dimmed, a long commands line, Russian and
Polish words, double-width characters, text that looks like markup) and the ones left to `Static` (a line that
wraps, a tab, a component class's style, a link), which must look the same as well.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rich.style import Style as RichStyle
from rich.text import Text
from textual._styles_cache import StylesCache
from textual.app import App, ComposeResult
from textual.content import Content
from textual.containers import Vertical
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual, VisualType
from textual.widgets import Static

from screens.row_text import RowText

CSS = """
.now { height: 1; text-wrap: nowrap; text-overflow: ellipsis; }
.help { height: 1; color: $text-muted; padding: 0 1; }
.status { height: auto; max-height: 5; }
.waiting { height: 2; }
.clip { height: 1; text-wrap: nowrap; text-overflow: clip; }
.centred { height: 1; text-align: center; }
.shaded { height: 2; background: $primary 30%; padding: 0 2; color: $text-accent; text-style: bold; }
.boxed { height: 3; border: round red; padding: 0 1; }
.tinted { height: 1; tint: red 20%; }
.above { height: 2; padding: 1 0 0 0; }
"""
KINDS = ("now", "help", "status", "waiting", "clip", "centred", "shaded", "boxed", "tinted", "above")
#: The kinds whose every row a refresh draws again (Textual marks only the top row of a box with a border or a top
#: padding dirty at a refresh of the whole widget: the count below is not theirs to read).
COUNTED = ("now", "help", "status", "waiting", "clip", "centred", "shaded", "tinted")


def status() -> Text:
    text = Text()
    text.append("Turn 12: Anna (Lord Hawthorne)", style="bold")
    text.append("  ·  movement", style="bold #5fafff")
    text.append("\nFighting: Ogre (lair 3)", style="bold red")
    text.append("\nEvent: none", style="italic")
    return text


TEXTS: dict[str, Callable[[], VisualType]] = {
    "empty": lambda: "",
    "plain": lambda: "Type a command: move, rest, market",
    "now dimmed": lambda: Text("Now: move · rest · market · adventure · duel p2 · pass", style="dim"),
    "status": status,
    "russian": lambda: Text("Ход 3: у игрока Анна (Лорд Хоторн)  ·  передвижение", style="bold"),
    "polish": lambda: Text("Teraz: ruch · odpoczynek · targ · przygoda · pojedynek", style="dim"),
    "double width": lambda: "駒を動かす · 休む · 市場",
    "markup-like": lambda: "[bold]not markup[/] and [@click=app.quit]no link[/]",
    "blank lines": lambda: "first\n\nthird",
    "a trailing space": lambda: "ends in a space ",
    "a trailing new line": lambda: Text("ends in a new line\n", style="bold"),
    "six lines": lambda: "\n".join("line" for _ in range(6)),
    "too long": lambda: "Now: " + " · ".join(f"command{n}" for n in range(30)),
    "too long, styled": lambda: Text("Candidates: " + " · ".join(f"word{n}" for n in range(30)), style="italic"),
    "a tab": lambda: "a\ttab",
    "a component class": lambda: Content.styled("the cursor's own look", ".input--cursor"),
    "a link": lambda: Text("a link", style=RichStyle(meta={"@click": "app.bell"})),
    "a word longer than the row": lambda: "x" * 120,
}


class Pairs(App[None]):
    CSS = CSS

    def compose(self) -> ComposeResult:
        with Vertical():
            for kind in KINDS:
                yield Static("", markup=False, classes=kind, id=f"static-{kind}")
                yield RowText("", markup=False, classes=kind, id=f"row-{kind}")


def rows(widget: Static) -> list[Strip]:
    return widget.render_lines(widget.size.region)


@pytest.mark.parametrize("width", [80, 24])
async def test_a_row_text_draws_what_a_static_draws(width: int) -> None:
    app = Pairs()
    async with app.run_test(size=(width, 50)) as pilot:
        for name, text in TEXTS.items():
            for kind in KINDS:
                app.query_one(f"#static-{kind}", Static).update(text())
                app.query_one(f"#row-{kind}", RowText).update(text())
            await pilot.pause()
            for kind in KINDS:
                static, row = app.query_one(f"#static-{kind}", Static), app.query_one(f"#row-{kind}", RowText)
                assert static.size == row.size, (name, kind)
                assert rows(row) == rows(static), (name, kind)
                assert [list(strip) for strip in rows(row)] == [list(strip) for strip in rows(static)], (name, kind)


async def test_a_row_text_that_fits_its_row_is_drawn_without_textuals_text_pipeline(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The kinds the boards draw at every move take the short way (Textual's `Visual.to_strips` not called for
    them); a line that must wrap, a centred line and a component class's style take Textual's. The rows' box is
    Textual's styles cache's only where the box is tinted."""
    drawn: list[str] = []
    to_strips = Visual.to_strips.__func__  # type: ignore[attr-defined]

    def counted(cls: type[Visual], widget: Static, *args: object, **kwargs: object) -> list[Strip]:
        drawn.append(str(widget.id))
        return to_strips(cls, widget, *args, **kwargs)

    monkeypatch.setattr(Visual, "to_strips", classmethod(counted))
    boxed: list[str] = []
    render_widget = StylesCache.render_widget

    def box_counted(cache: StylesCache, widget: Static, crop: Region) -> list[Strip]:
        boxed.append(str(widget.id))
        return render_widget(cache, widget, crop)

    monkeypatch.setattr(StylesCache, "render_widget", box_counted)
    app = Pairs()
    async with app.run_test(size=(80, 50)) as pilot:
        for name in ("now dimmed", "status", "too long", "polish", "too long, styled", "a component class"):
            for kind in KINDS:
                app.query_one(f"#row-{kind}", RowText).update(TEXTS[name]())
            await pilot.pause()
            drawn.clear()
            boxed.clear()
            for kind in COUNTED:
                row = app.query_one(f"#row-{kind}", RowText)
                row.notify_style_update()  # drawn again now, not from the lines it or Textual kept
                row.refresh()
                rows(row)
            by_textual = {widget.removeprefix("row-") for widget in drawn}
            # The box around the rows (background, padding) is Textual's own only where it tints them.
            assert {widget.removeprefix("row-") for widget in boxed} == {"tinted"}, (name, boxed)
            expected = {
                "now dimmed": {"centred"},
                "status": {"centred"},
                "polish": {"centred"},
                # Cut with an ellipsis or clipped where it does not wrap; wrapped by Textual where it does.
                "too long": set(COUNTED) - {"now", "clip"},
                "too long, styled": set(COUNTED) - {"now", "clip"},
                "a component class": set(COUNTED),
            }[name]
            assert by_textual == expected, (name, sorted(by_textual))
