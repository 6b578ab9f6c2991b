"""The session frame at 80x24 and 120x40: a ruling is shown whole (or says there is more), citations
read as the book prints them, and a notification never covers the newest lines of the log."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList
from textual.widgets._toast import Toast

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.ruling import Ruling
from screens.ruling_panel import RulingPanel
from tests.dice_throne.support import make_setup, to_action
from tests.support.pilot_waits import until
from tests.tui.drive import frame

SIZES = [(80, 24), (120, 40)]


async def _opened(pilot, store: SessionStore) -> None:
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    pilot.app.open_session(live.id)
    for _ in range(20):
        await pilot.pause()
        if pilot.app.screen.__class__.__name__ == "SessionFrame":
            return
    raise AssertionError("the session did not open")


@pytest.mark.parametrize("size", SIZES)
async def test_a_dice_notification_leaves_the_log_uncovered(store: SessionStore, size) -> None:
    app = make_app(store)
    async with app.run_test(size=size, notifications=True) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        shown.apply(to_action(shown.live.state, "roll-off", 6, 1))
        shown.notify("Ann rolled 6, Bob rolled 1 (table dice)", title="Dice")
        await pilot.pause()
        await pilot.pause()
        toasts = list(shown.query(Toast))
        assert toasts, "the notification is shown"
        log = shown.query_one("#action-log").region
        for toast in toasts:
            assert not toast.region.overlaps(log), f"toast {toast.region} covers the log {log}"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_ruling_of_a_message_two_notes_and_two_citations_is_shown_whole_or_says_there_is_more(
        store: SessionStore, size) -> None:
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        shown.apply(to_action(shown.live.state, "roll-off", 6, 1))
        await pilot.pause()
        ruling = shown.live.last_ruling
        assert ruling is not None and ruling.citations
        panel = shown.query_one(RulingPanel)
        notes = ("the first note the table should read", "a second note, longer, that wraps on a narrow terminal")
        panel.show_ruling(Ruling(True, ruling.message, ruling.citations * 2, effects=notes))
        await pilot.pause()
        await pilot.pause()
        scroll = panel.query_one("#ruling-scroll")
        if size[1] >= 30:  # a tall terminal gives the ruling the rows it needs
            assert scroll.max_scroll_y == 0, "the ruling's text is cut off"
            assert not panel.border_subtitle
        else:  # at 24 rows the board keeps its rows: the ruling scrolls, and says so
            assert (scroll.max_scroll_y > 0) == ("more below" in str(panel.border_subtitle or ""))
        board = shown.query_one("#game-area").region
        assert board.height >= 24 - 1 - 8 - 3, "the board keeps its rows"


async def test_a_ruling_longer_than_the_panel_says_there_is_more(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        panel = shown.query_one(RulingPanel)
        notes = tuple(f"note {n}: something the table must read" for n in range(12))
        panel.show_ruling(Ruling(True, "A long ruling", (), effects=notes))
        await pilot.pause()
        await pilot.pause()
        assert panel.query_one("#ruling-scroll").max_scroll_y > 0
        assert "more below" in str(panel.border_subtitle)
        assert shown.query_one("#frame-bottom").region.height == 8, "at 24 rows the board keeps its rows"


async def test_on_a_tall_terminal_a_long_ruling_gets_more_rows_and_a_short_one_gives_them_back(
        store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        panel = shown.query_one(RulingPanel)
        bottom = shown.query_one("#frame-bottom")
        panel.show_ruling(Ruling(True, "A long ruling", (), effects=tuple(f"note {n}" for n in range(12))))
        await until(pilot, lambda: bottom.region.height > 12, "the bottom grown for the long ruling")
        await until(pilot, lambda: panel.query_one("#ruling-scroll").max_scroll_y == 0, "the long ruling shown whole")
        panel.show_ruling(Ruling(True, "A short ruling", ()))
        await until(pilot, lambda: bottom.region.height == 12, "the rows given back after the short ruling")


async def test_citations_read_as_printed_without_internal_ids_and_each_once(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, store)
        shown = frame(pilot)
        shown.apply(to_action(shown.live.state, "roll-off", 6, 1))
        await pilot.pause()
        ruling = shown.live.last_ruling
        panel = shown.query_one(RulingPanel)
        panel.show_ruling(Ruling(True, ruling.message, ruling.citations * 2))
        await pilot.pause()
        options = panel.query_one("#ruling-citations", OptionList)
        lines = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert len(lines) == len({c.reference() for c in ruling.citations})
        for line, citation in zip(lines, ruling.citations):
            assert line == f"see {citation.reference()}"
            assert citation.rule_id not in line
