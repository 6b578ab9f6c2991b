"""A click or a key reaches a button once its last press has stopped showing (tests/support/press_effects.py, put in
place for every test by tests/conftest.py): Textual's Button ignores both for 0.2 s after a press, and the Pilot's wait
that looks at the event loop (tests/support/settled_waits.py) no longer spends that long between two inputs by itself.
Without it the second of two clicks (or Enter pressed twice) on one button is lost; the wait is counted, never timed,
and happens only when the input goes to a button still showing a press."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Button

import tests.support.press_effects as press_effects


class TwoButtons(App[None]):
    """Two buttons that count their presses."""

    def __init__(self) -> None:
        super().__init__()
        self.presses: list[str] = []

    def compose(self) -> ComposeResult:
        yield Button("One", id="one")
        yield Button("Two", id="two")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.presses.append(str(event.button.id))


@pytest.fixture
def effects_waited(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The widgets whose press effect an input waited for, in order."""
    waited: list[str] = []
    until_ended = press_effects.until_press_effect_ended

    async def counted(widget) -> bool:
        if await until_ended(widget):
            waited.append(str(widget.id))
            return True
        return False

    monkeypatch.setattr(press_effects, "until_press_effect_ended", counted)
    return waited


async def test_a_button_clicked_three_times_running_takes_every_click(effects_waited: list[str]) -> None:
    app = TwoButtons()
    async with app.run_test(size=(30, 8)) as pilot:
        for _ in range(3):
            await pilot.click("#one")
        assert app.presses == ["one", "one", "one"]
        assert effects_waited == ["one", "one"]


async def test_enter_pressed_twice_on_a_focused_button_presses_it_twice(effects_waited: list[str]) -> None:
    app = TwoButtons()
    async with app.run_test(size=(30, 8)) as pilot:
        app.query_one("#one", Button).focus()
        await pilot.pause()
        await pilot.press("enter", "enter")
        await pilot.press("enter")
        assert app.presses == ["one", "one", "one"]
        assert effects_waited == ["one", "one", "one"], effects_waited


async def test_a_click_on_another_button_waits_for_no_press_effect(effects_waited: list[str]) -> None:
    app = TwoButtons()
    async with app.run_test(size=(30, 8)) as pilot:
        await pilot.click("#one")
        await pilot.click("#two")
        assert app.presses == ["one", "two"]
        assert effects_waited == []
