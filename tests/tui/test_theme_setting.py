"""The chosen theme is remembered in the data folder's settings and comes back at the next start.

Also the app as `textual run --dev companion.app:CompanionApp` builds it (no arguments: the default
store in the data folder) and `python -m companion --help`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from textual.widgets import Static

from companion.app import CompanionApp as RunnableApp
from companion.services.settings import data_dir, default_db_path, save_theme, saved_theme, settings_path
from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.home import HomeScreen
from tests.tui.conftest import SIZE

ROOT = Path(__file__).resolve().parents[2]


def test_a_saved_theme_reads_back_and_keeps_the_other_settings() -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"other": 1}), encoding="utf-8")
    save_theme("nord")
    assert saved_theme() == "nord"
    assert json.loads(settings_path().read_text(encoding="utf-8")) == {"other": 1, "theme": "nord"}


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"theme": 7}', '{"theme": ""}', "\udcff"])
def test_an_unreadable_settings_file_means_no_saved_theme(content: str) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(content.encode("utf-8", "surrogateescape"))
    assert saved_theme() is None


def test_no_settings_file_means_no_saved_theme() -> None:
    assert not settings_path().exists()
    assert saved_theme() is None


async def test_the_chosen_theme_is_back_after_a_restart(store: SessionStore) -> None:
    first = make_app(store)
    async with first.run_test(size=SIZE) as pilot:
        assert first.theme == "textual-dark"
        first.theme = "nord"  # what the command palette's theme picker does
        await pilot.pause()
    assert saved_theme() == "nord"
    again = make_app(store)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert again.theme == "nord"
        assert again.screen.styles.background == again.current_theme.to_color_system().background


async def test_starting_without_a_choice_saves_nothing(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
    assert not settings_path().exists()


@pytest.mark.parametrize("saved", ['{"theme": "no-such-theme"}', "{broken"])
async def test_an_unknown_or_broken_saved_theme_leaves_the_default(store: SessionStore, saved: str) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(saved, encoding="utf-8")
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.theme == "textual-dark"
        assert isinstance(app.screen, HomeScreen)
        warned = [n.message for n in app._notifications]
        assert warned == (["The saved theme 'no-such-theme' is not available. The default theme is used."]
                          if "no-such" in saved else [])
    assert app.return_code in (0, None)


async def test_the_app_built_with_no_arguments_opens_the_default_store() -> None:
    """`textual run --dev companion.app:CompanionApp` constructs the class with no arguments."""
    assert not default_db_path().exists()
    app = RunnableApp()
    async with app.run_test(size=SIZE) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert str(app.screen.query_one("#empty", Static).render()).startswith("No saved sessions yet")
        assert app.store is not None and not app.in_memory
    app.store.close()
    assert default_db_path().is_file() and default_db_path().parent == data_dir()


def test_python_m_companion_help(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "companion", "--help"], cwd=tmp_path, capture_output=True,
                         text=True, env={"PYTHONPATH": str(ROOT), "HOME": str(tmp_path)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("usage: companion") and "roll" in out.stdout
