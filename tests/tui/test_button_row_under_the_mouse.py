"""A row of buttons drawn as one widget (`screens.button_row.ButtonRow`) answers the mouse as Textual's `Button`s did:
the pointer is a hand over a label that can be pressed and a no-entry sign over one that cannot (the Kitty
pointer-shape protocol, `styles.pointer`), and a pressed label shows itself pressed for a moment, then focused (a
click focuses the row at the label it pressed, as it focused that `Button`).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.pilot import Pilot

from screens.button_row import FOCUS, ON, ON_HOVER, PRESSED, PRESSED_LOOK_SECONDS, ButtonRow, RowButton
from tests.support.pilot_waits import until

BUTTONS = (RowButton("roll", "Roll", True), RowButton("pass", "Pass", False), RowButton("flee", "Flee", True))


class RowApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.pressed: list[str] = []

    def compose(self) -> ComposeResult:
        yield ButtonRow(id="row")

    def on_mount(self) -> None:
        self.query_one(ButtonRow).show(BUTTONS)

    def on_button_row_pressed(self, event: ButtonRow.Pressed) -> None:
        self.pressed.append(event.key)


def label_style(row: ButtonRow, key: str) -> Any:
    """The style the row draws this button's label in (the run of the rendered line that holds the label)."""
    text = row.render()
    assert isinstance(text, Text)
    start, end = row.spans()[[b.key for b in row.buttons].index(key)]
    styles = {span.style for span in text.spans if span.start <= start and end <= span.end}
    assert len(styles) == 1, text.spans
    return styles.pop()


async def hover(pilot: Pilot[Any], row: ButtonRow, key: str | None) -> None:
    """The mouse over this button's label, or (None) past the row's last label."""
    x = row.offset_of(key).x if key is not None else row.spans()[-1][1] + 2
    await pilot.hover(row, offset=(x, 0))
    await pilot.pause()


async def test_the_pointer_is_a_hand_over_a_button_that_can_be_pressed_and_not_over_one_that_cannot() -> None:
    app = RowApp()
    async with app.run_test(size=(40, 3)) as pilot:
        row = app.query_one(ButtonRow)
        await hover(pilot, row, "roll")
        assert row.styles.pointer == "pointer" and app.screen._pointer_shape == "pointer"
        await hover(pilot, row, "pass")
        assert row.styles.pointer == "not-allowed" and app.screen._pointer_shape == "not-allowed"
        await hover(pilot, row, None)
        assert row.styles.pointer == "default"
        await hover(pilot, row, "flee")
        row.show((BUTTONS[0], BUTTONS[1], RowButton("flee", "Flee", False)))  # the label under the mouse turns off
        assert row.styles.pointer == "not-allowed"


async def test_a_clicked_button_looks_pressed_for_a_moment_then_focused() -> None:
    app = RowApp()
    async with app.run_test(size=(40, 3)) as pilot:
        row = app.query_one(ButtonRow)
        await hover(pilot, row, "flee")
        hovered = label_style(row, "flee")
        assert hovered == row.get_component_rich_style(ON_HOVER)
        await pilot.click(row, offset=row.offset_of("flee"))
        assert app.pressed == ["flee"]
        pressed = row.get_component_rich_style(PRESSED)
        assert label_style(row, "flee") == pressed != hovered
        assert label_style(row, "roll") == row.get_component_rich_style(ON)  # only the pressed label
        await pilot.pause(PRESSED_LOOK_SECONDS)
        await until(pilot, lambda: label_style(row, "flee") != pressed, "the pressed look to end")
        assert row.has_focus and label_style(row, "flee") == row.get_component_rich_style(FOCUS)


async def test_a_button_that_cannot_be_pressed_neither_answers_a_click_nor_looks_pressed() -> None:
    app = RowApp()
    async with app.run_test(size=(40, 3)) as pilot:
        row = app.query_one(ButtonRow)
        before = label_style(row, "pass")
        await pilot.click(row, offset=row.offset_of("pass"))
        assert app.pressed == [] and label_style(row, "pass") == before


async def test_a_button_pressed_by_the_keyboard_looks_pressed_too() -> None:
    app = RowApp()
    async with app.run_test(size=(40, 3)) as pilot:
        row = app.query_one(ButtonRow)
        row.focus()
        await pilot.press("right", "enter")  # from the first on button to the next: Flee
        assert app.pressed == ["flee"]
        assert label_style(row, "flee") == row.get_component_rich_style(PRESSED)


async def test_new_buttons_end_the_pressed_look_at_once() -> None:
    app = RowApp()
    async with app.run_test(size=(40, 3)) as pilot:
        row = app.query_one(ButtonRow)
        await pilot.click(row, offset=row.offset_of("roll"))
        renamed = (RowButton("roll", "Roll again", True),) + BUTTONS[1:]
        row.show(renamed)  # what the press did is on the row now
        assert label_style(row, "roll") == row.get_component_rich_style(FOCUS)
        assert label_style(row, "flee") == row.get_component_rich_style(ON)
