"""A board's widget styles are read into the stylesheet while the list waits, not in the key that opens the board.

Counted, never timed: once the worker's head start has imported the board's modules, the app adds the default styles
of the widget classes they name (`screens.board_styles`) and parses them on the list; the board opened after that adds
no source and parses nothing. The sources are those the board's own mounting adds, at the same places with the same
tie-breakers and scopes (the board's styles are the same). A board chosen at once is left to read its own (and its session:
no read ahead of it begins after it, `companion/shell/read_ahead.py`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.css.stylesheet import Stylesheet

from companion.shell.app import CompanionApp, make_app
from screens.board_styles import default_css, named_widget_classes
from screens.home import HomeScreen
from screens.session_frame import SessionFrame
from tests.support.pilot_waits import until
from tests.support.saved_games import golden_game_file
from tests.tui.conftest import SIZE


async def listed(pilot: Any, app: Any) -> None:
    await until(pilot, lambda: isinstance(app.screen, HomeScreen) and bool(
        app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count), "the session list")


async def board_drawn(pilot: Any, app: Any) -> SessionFrame:
    await until(pilot, lambda: isinstance(app.screen, SessionFrame) and app.screen.drawn_whole, "the board drawn whole")
    return app.screen


def close(app: Any) -> None:
    opened_store = app.store or app.opened_store
    if opened_store is not None:
        opened_store.close()


async def test_a_board_opened_after_the_list_waited_adds_and_parses_no_style(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    parses = [0]
    parse = Stylesheet.parse

    def counted(sheet: Stylesheet) -> None:
        parses[0] += 1
        parse(sheet)

    app = make_app(db_url=url)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await listed(pilot, app)
            await until(pilot, lambda: app.styles_read_ahead is not None, "the board's styles read ahead")
            assert app.styles_read_ahead, "no style was read ahead"
            before = dict(app.stylesheet.source)
            monkeypatch.setattr(Stylesheet, "parse", counted)
            app.open_session(session_id)
            await board_drawn(pilot, app)
            assert parses[0] == 0, f"the stylesheet was parsed {parses[0]} times on the key"
            assert [place for place in app.stylesheet.source if place not in before] == []
    finally:
        close(app)


async def test_the_styles_read_ahead_are_those_the_board_adds_itself(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    sources: dict[str, dict[Any, Any]] = {}
    for how in ("read ahead", "read by the board"):
        if how == "read by the board":
            monkeypatch.setattr(CompanionApp, "_read_board_styles_ahead", lambda app: None)
        app = make_app(db_url=url)
        try:
            async with app.run_test(size=SIZE) as pilot:
                await listed(pilot, app)
                if how == "read ahead":
                    await until(pilot, lambda app=app: app.styles_read_ahead is not None, "the board's styles read ahead")
                app.open_session(session_id)
                await board_drawn(pilot, app)
                sources[how] = dict(app.stylesheet.source)
        finally:
            close(app)
    own = sources["read by the board"]
    ahead = sources["read ahead"]
    assert len(own) > 20  # the home screen's and the board's
    # Every source the board adds itself is there, the same text, default or not, and scope.
    assert {place: ahead[place][:2] + ahead[place][3:] for place in own if place in ahead} == {
        place: source[:2] + source[3:] for place, source in own.items()}
    # Its tie-breaker is the lowest Textual gives it for a widget class the board's modules name (Textual keeps the
    # lowest a source was added with: a class's inherited styles rank below its own): a base's styles added for a
    # named class that this board does not show (the players panel's scroll, on a Dice Throne board that shows the
    # players itself) rank as they do once a board that shows it was opened.
    lowest: dict[Any, int] = {}
    for widget_class in named_widget_classes():
        for place, _css, tie_breaker, _scope in default_css(widget_class):
            lowest[place] = min(lowest.get(place, tie_breaker), tie_breaker)
    differing = {place: (source.tie_breaker, ahead[place].tie_breaker) for place, source in own.items()
                 if ahead[place].tie_breaker != source.tie_breaker}
    assert all(ahead_tie == lowest[place] and ahead_tie < own_tie for place, (own_tie, ahead_tie) in differing.items())


async def test_a_board_chosen_before_the_head_start_is_done_reads_its_own_styles_and_session(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, session_id = golden_game_file(tmp_path)
    app = make_app(db_url=url)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await listed(pilot, app)
            app.open_session(session_id)
            await board_drawn(pilot, app)
            app._read_board_styles_ahead()  # as the worker's calls would come now
            assert app.styles_read_ahead is None
            assert not app._begin_read_ahead(), "a session read ahead once the board was chosen"
            assert app.read_ahead.session_id is None
    finally:
        close(app)
