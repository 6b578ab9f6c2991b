"""A text field's editing keys act where they were typed among the characters of a burst (`screens/ordered_keys.py`).

Keys are posted to the app back to back, as a terminal delivers a burst (a script driving the app through tmux, a
macro, a fast typist on a loaded machine), without waiting between them. Before, a bound key (backspace, ctrl+u, the
arrows) bubbled up to the app while the characters after it were already inserted: "a b backspace c" left "ab",
ctrl+u then "dr" left "r" (Textual issue 6605)."""

from __future__ import annotations

import pytest
from textual import events
from textual.app import App, ComposeResult
from textual.widgets import Input

from screens.command_line import CommandLine
from screens.ordered_keys import OrderedInput

CHARACTERS = {"backspace": "\x7f", "ctrl+u": "\x15", "left": None, "home": None, "enter": "\r"}


class Fields(App[None]):
    """The command line and a form's field, side by side."""

    def __init__(self) -> None:
        super().__init__()
        self.submitted: list[str] = []

    def compose(self) -> ComposeResult:
        yield CommandLine(lambda text: (), lambda text: None, self.submitted.append, id="command")
        yield OrderedInput(id="field")


def burst(app: App[None], keys: list[str]) -> None:
    """Post every key to the app at once, in order, as the terminal's driver posts what it reads."""
    for key in keys:
        event = events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None))
        event.set_sender(app)
        app.post_message(event)


@pytest.mark.parametrize("field", ["#command", "#field"])
@pytest.mark.parametrize(("keys", "typed"), [
    (["a", "b", "backspace", "c"], "ac"),
    (["x", "y", "ctrl+u", "d", "r"], "dr"),
    (["a", "c", "left", "b"], "abc"),
    (["b", "c", "home", "a"], "abc"),
])
async def test_a_burst_of_keys_edits_the_field_in_the_order_typed(field: str, keys: list[str], typed: str) -> None:
    app = Fields()
    async with app.run_test() as pilot:
        app.query_one(field, Input).focus()
        await pilot.pause()
        burst(app, keys)
        await pilot.pause()
        assert app.query_one(field, Input).value == typed


async def test_enter_in_a_burst_submits_the_command_typed_before_it_once() -> None:
    app = Fields()
    async with app.run_test() as pilot:
        app.query_one("#command", Input).focus()
        await pilot.pause()
        burst(app, ["n", "e", "x", "t", "enter", "ctrl+u", "u"])
        await pilot.pause()
        assert app.submitted == ["next"]
        assert app.query_one("#command", Input).value == "u"
