"""A text field's editing keys act where they were typed among the characters of a burst (`screens/ordered_keys.py`).

Keys are posted to the app back to back, as a terminal delivers a burst (a script driving the app through tmux, a
macro, a fast typist on a loaded machine), without waiting between them. Before, a bound key (backspace, ctrl+u, the
arrows) bubbled up to the app while the characters after it were already inserted: "a b backspace c" left "ab",
ctrl+u then "dr" left "r" (Textual issue 6605)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from textual import events
from textual.app import App, ComposeResult
from textual.widgets import Input, TextArea

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.command_line import CommandLine
from screens.ordered_keys import OrderedInput
from screens.ordered_text_area import OrderedTextArea
from screens.rules_browser import RulesBrowser

SCREENS = Path(__file__).resolve().parents[2] / "screens"

CHARACTERS = {"backspace": "\x7f", "ctrl+u": "\x15", "left": None, "home": None, "enter": "\r"}


class Fields(App[None]):
    """The command line and a form's field, side by side."""

    def __init__(self) -> None:
        super().__init__()
        self.submitted: list[str] = []

    def compose(self) -> ComposeResult:
        yield CommandLine(lambda text: (), lambda text: None, self.submitted.append, id="command")
        yield OrderedInput(id="field")
        yield OrderedTextArea(id="area")


def burst(app: App[None], keys: list[str]) -> None:
    """Post every key to the app at once, in order, as the terminal's driver posts what it reads."""
    for key in keys:
        event = events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None))
        event.set_sender(app)
        app.post_message(event)


def text_of(app: App[None], field: str) -> str:
    widget = app.query_one(field)
    return widget.text if isinstance(widget, TextArea) else app.query_one(field, Input).value


@pytest.mark.parametrize("field", ["#command", "#field", "#area"])
@pytest.mark.parametrize(("keys", "typed"), [
    (["a", "b", "backspace", "c"], "ac"),
    (["x", "y", "ctrl+u", "d", "r"], "dr"),
    (["a", "c", "left", "b"], "abc"),
    (["b", "c", "home", "a"], "abc"),
])
async def test_a_burst_of_keys_edits_the_field_in_the_order_typed(field: str, keys: list[str], typed: str) -> None:
    app = Fields()
    async with app.run_test() as pilot:
        app.query_one(field).focus()
        await pilot.pause()
        burst(app, keys)
        await pilot.pause()
        assert text_of(app, field) == typed


async def test_enter_in_a_burst_submits_the_command_typed_before_it_once() -> None:
    app = Fields()
    async with app.run_test() as pilot:
        app.query_one("#command", Input).focus()
        await pilot.pause()
        burst(app, ["n", "e", "x", "t", "enter", "ctrl+u", "u"])
        await pilot.pause()
        assert app.submitted == ["next"]
        assert app.query_one("#command", Input).value == "u"


async def test_the_rules_browser_s_search_takes_a_burst_in_the_order_typed(store: SessionStore) -> None:
    """Found at the table: ctrl+u then a new word sent at once left the search empty (the word typed, then erased)."""
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(RulesBrowser())
        await pilot.pause()
        search = app.screen.query_one("#rules-search", Input)
        search.value = "threat"
        search.cursor_position = len(search.value)
        await pilot.pause()
        burst(app, ["ctrl+u", "d", "i", "c", "e"])
        await pilot.pause()
        assert search.value == "dice"


def _plain_text_fields(module: Path) -> list[str]:
    """Where a module makes or subclasses Textual's own `Input` or `TextArea` (its editing keys then act out of order in
    a burst) rather than the ordered ones."""
    found = []
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"Input", "TextArea"}:
            found.append(f"{module.name}:{node.lineno} makes a {node.func.id}")
        if isinstance(node, ast.ClassDef) and any(isinstance(base, ast.Name) and base.id in {"Input", "TextArea"}
                                                  for base in node.bases):
            if "run_own_binding" not in ast.unparse(node):
                found.append(f"{module.name}:{node.lineno} subclasses one without run_own_binding")
    return found


def test_every_text_field_of_the_screens_keeps_its_editing_keys_in_order() -> None:
    found = [place for module in sorted(SCREENS.rglob("*.py")) for place in _plain_text_fields(module)]
    assert found == []
