"""The action log widget shows recent entries, updates only what changed, and pages back to the first."""

from __future__ import annotations

from dataclasses import dataclass, replace

from textual.app import App, ComposeResult

from screens.action_log import PAGE, ActionLog


@dataclass(frozen=True)
class Entry:
    seq: int
    kind: str = "action"
    target_seq: int | None = None
    active: bool = True
    overridden: bool = False
    ruling: object = None
    action: object = None
    dice: tuple = ()


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield ActionLog()


def _actions(n: int) -> list[Entry]:
    return [Entry(i) for i in range(1, n + 1)]


async def test_a_long_log_shows_its_recent_page_and_loads_older_pages_back_to_the_first() -> None:
    async with LogApp().run_test() as pilot:
        log = pilot.app.query_one(ActionLog)
        entries = _actions(3 * PAGE + 5)
        log.show_entries(entries)
        assert log.option_count == PAGE + 1 and "earlier entries" in log.lines()[0]
        assert log.lines()[-1].split()[0] == str(3 * PAGE + 5)
        while "earlier entries" in log.lines()[0]:
            log.show_earlier()
        assert log.option_count == len(entries)
        assert log.lines()[0].strip().startswith("1 ")


async def test_an_undo_re_renders_only_its_target_and_appends_itself() -> None:
    async with LogApp().run_test() as pilot:
        log = pilot.app.query_one(ActionLog)
        entries = _actions(10)
        log.show_entries(entries)
        first_option = log.get_option_at_index(0)
        entries = entries[:9] + [replace(entries[9], active=False), Entry(11, kind="undo", target_seq=10)]
        log.show_entries(entries)
        assert log.option_count == 11
        assert log.get_option_at_index(0) is first_option  # untouched, not rebuilt
        assert "(undone)" in log.lines()[9] and "undo of #10" in log.lines()[10]
        entries = entries[:9] + [replace(entries[9], active=True), entries[10], Entry(12, kind="redo", target_seq=10)]
        log.show_entries(entries)
        assert "(undone)" not in log.lines()[9] and "redo of #10" in log.lines()[11]


async def test_a_log_that_is_not_an_extension_of_the_shown_one_is_rebuilt() -> None:
    async with LogApp().run_test() as pilot:
        log = pilot.app.query_one(ActionLog)
        log.show_entries(_actions(5))
        log.show_entries(_actions(3))
        assert log.option_count == 3
        log.show_entries([])
        assert "Nothing has happened yet." in log.lines()[0]


async def test_moving_the_cursor_up_loads_older_pages_until_the_first_action() -> None:
    async with LogApp().run_test() as pilot:
        log = pilot.app.query_one(ActionLog)
        entries = _actions(2 * PAGE + 5)
        log.show_entries(entries)
        log.focus()
        await pilot.pause()
        for _ in range(5):
            await pilot.press("home")
            await pilot.pause()
        assert log.option_count == len(entries)
        assert log.lines()[0].strip().startswith("1 ")


async def test_scrolling_to_the_top_loads_the_older_page() -> None:
    async with LogApp().run_test() as pilot:
        log = pilot.app.query_one(ActionLog)
        entries = _actions(PAGE + 50)
        log.show_entries(entries)
        await pilot.pause()
        assert log.option_count == PAGE + 1 and log.scroll_y > 0
        log.scroll_home(animate=False)
        await pilot.pause()
        await pilot.pause()
        assert log.option_count == len(entries)
        assert log.lines()[0].strip().startswith("1 ")
