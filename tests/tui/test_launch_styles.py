"""Launching to a board styles what it shows once: every stylesheet source parsed once, nothing restyled twice.

Counted, never timed. Textual reads a screen's own `.tcss` when the screen is first pushed; a file it has not read
makes it parse every source again in a fresh stylesheet and restyle every node of the app, the home screen hidden
beneath the board included (`screens/stylesheet_files.py`). The app lists the session frame's file with its own, so
from launch to the board each source (a file, or a widget class's default CSS) is parsed once and the push restyles
nothing but the board. The home screen, like the board, is not restyled whole by its first resume: its nodes were
styled as they were mounted a moment before (`screens/layout_settling.SettledLayout`); a full restyle then changes
nothing.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.screen import Screen

from companion.shell.app import make_app
from screens.home import HomeScreen
from tests.support.pilot_waits import until
from tests.support.tally_game import AddPoints
from tests.tui.conftest import SIZE
from tests.tui.test_app_start import saved_friday
from tests.tui.test_first_resume_styles import styles_of


class StyleWork:
    """What the stylesheet does while an app runs: each source parsed (by where it was read from), the
    whole-stylesheet reparses and whole-app restyles, and the nodes styled while a home screen is resumed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.parsed: Counter[Any] = Counter()
        self.reparses = 0
        self.app_restyles = 0
        self.styled_while_home_resumes: list[DOMNode] = []
        self._resuming: list[Screen] = []
        parse_rules, reparse, update = Stylesheet._parse_rules, Stylesheet.reparse, Stylesheet.update
        apply, resume = Stylesheet.apply, Screen._on_screen_resume

        asked: set[tuple[Any, ...]] = set()

        def counting_parse(stylesheet: Stylesheet, css: str, read_from: Any, is_default_rules: bool = False,
                           tie_breaker: int = 0, scope: str = "") -> Any:
            # Parsed unless this stylesheet was asked for the same before: its own cache (Textual's key) has the
            # rules then. (The test process puts one shared table in front of every stylesheet's parsing,
            # tests/support/parsed_stylesheets.py, so the stylesheet's own cache is not what is counted.)
            key = (id(stylesheet), css, read_from, is_default_rules, tie_breaker, scope)
            if key not in asked:
                asked.add(key)
                self.parsed[(read_from, tie_breaker, scope)] += 1
            return parse_rules(stylesheet, css, read_from, is_default_rules, tie_breaker, scope)

        def counting_reparse(stylesheet: Stylesheet) -> None:
            self.reparses += 1
            reparse(stylesheet)

        def counting_update(stylesheet: Stylesheet, root: DOMNode, animate: bool = False) -> None:
            self.app_restyles += 1
            update(stylesheet, root, animate)

        def counting_apply(stylesheet: Stylesheet, node: DOMNode, *args: Any, **kwargs: Any) -> None:
            if self._resuming and isinstance(self._resuming[-1], HomeScreen):
                self.styled_while_home_resumes.append(node)
            apply(stylesheet, node, *args, **kwargs)

        def watched_resume(screen: Screen, event: Any) -> None:
            self._resuming.append(screen)
            try:
                resume(screen, event)
            finally:
                self._resuming.pop()

        monkeypatch.setattr(Stylesheet, "_parse_rules", counting_parse)
        monkeypatch.setattr(Stylesheet, "reparse", counting_reparse)
        monkeypatch.setattr(Stylesheet, "update", counting_update)
        monkeypatch.setattr(Stylesheet, "apply", counting_apply)
        monkeypatch.setattr(Screen, "_on_screen_resume", watched_resume)

    def parsed_more_than_once(self) -> list[Any]:
        return sorted((where for where, times in self.parsed.items() if times > 1), key=str)


@pytest.mark.parametrize("way", ["from the list", "--open"])
async def test_launch_to_a_board_parses_each_source_once_and_restyles_the_app_never(
        way: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, live = saved_friday(tmp_path, AddPoints(2))
    work = StyleWork(monkeypatch)
    app = make_app(db_url=url, open_session=live.id) if way == "--open" else make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        if way == "from the list":
            await until(pilot, lambda: app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count,
                        "the session list")
            app.open_session(live.id)
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame", "the board")
        await pilot.pause()
        assert work.parsed, "the stylesheet was parsed"
        assert work.parsed_more_than_once() == [], "a stylesheet source was parsed again"
        assert work.reparses == 0, "pushing the board parsed the whole stylesheet again"
        assert work.app_restyles == 0, "pushing the board restyled every node of the app"
    store = app.store or app.opened_store
    if store is not None:
        store.close()


async def test_the_home_screens_first_resume_restyles_nothing_and_a_full_restyle_changes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, _ = saved_friday(tmp_path, AddPoints(2))
    work = StyleWork(monkeypatch)
    app = make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.query_one("#sessions").row_count, "the session list")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert work.styled_while_home_resumes == [], "the home screen's first resume styled its nodes again"
        shown = styles_of(app.screen)
        app.stylesheet.update_nodes(list(app.screen.walk_children(with_self=True)), animate=False)
        assert styles_of(app.screen) == shown, "a full restyle changed a node's styles: the first resume needed it"
    store = app.store or app.opened_store  # the list read ahead of the store opens it only once something needs it
    if store is not None:
        store.close()
