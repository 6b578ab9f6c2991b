"""The help screen says each key and what it does in the table's words; the names a keymap file rebinds only on `k`."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest
from textual.command import CommandPalette
from textual.screen import Screen

import screens
from companion.shell.app import make_app
from companion.services.store import SessionStore
from screens.help import HelpScreen
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE
from tests.tui.test_boards_fit import visible_text

#: Ids of the home screen's keys (what a keymap file names): code, not words a table reads.
HOME_KEY_NAMES = ("home.new", "home.rename", "home.delete", "home.resume", "app.quit")


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
async def test_the_help_screen_shows_no_binding_ids_until_asked(store: SessionStore, language: str) -> None:
    app = make_app(store, language=language)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "help")
        shown = visible_text(app)
        assert not [name for name in HOME_KEY_NAMES if name in shown], shown
        assert "ctrl+p" in shown
        await pilot.press("k")
        await until(pilot, lambda: "home.new" in visible_text(app), "the keymap's names")
        assert "keymap.json" in visible_text(app)
        await pilot.press("k")
        await until(pilot, lambda: "home.new" not in visible_text(app), "the names hidden again")


def every_screen_class() -> list[type[Screen]]:
    """Every screen class the product's screens define (their modules imported)."""
    for module in pkgutil.walk_packages(screens.__path__, "screens."):
        importlib.import_module(module.name)
    found = []
    for module_name, module in list(__import__("sys").modules.items()):
        if not module_name.startswith("screens."):
            continue
        for _name, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, Screen) and value.__module__ == module_name:
                found.append(value)
    return found


def test_every_screen_help_opens_over_says_its_title_in_words() -> None:
    classes = every_screen_class()
    assert len(classes) > 20
    bases = {base for cls in classes for base in cls.__mro__[1:]}  # a frame's parts, mixed into the frame
    shown = [cls for cls in classes if cls not in bases and not issubclass(cls, (HelpScreen, CommandPalette))]
    untitled = [cls.__name__ for cls in shown if not getattr(cls, "HELP_TITLE", "")]
    assert untitled == []
