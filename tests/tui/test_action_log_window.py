"""The action log widget shows recent entries, updates only what changed, and pages back to the first."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
from textual import on
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget
from rich.text import Text
from textual.widgets import Static

from screens.action_log import FIRST_PAGE, PAGE, ActionLog
from screens.kept_line_list import KeptLineList


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
        # The newest FIRST_PAGE entries first (a few boxes of the log), older ones a PAGE at a time.
        assert log.option_count == FIRST_PAGE + 1 and "earlier entries" in log.lines()[0]
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


def _drawn(log: ActionLog) -> list[str]:
    """The log's lines as drawn on the screen (its drawings are cached: this is what the player sees)."""
    width, height = log.size
    lines = ["".join(segment.text for segment in strip).strip("▊▔▁▎▕ ")
             for strip in log.render_lines(Region(0, 0, width, height))]
    return [line for line in lines if line]


class NarrowLogApp(App[None]):
    CSS = "ActionLog { width: 30; height: 20; }"

    def compose(self) -> ComposeResult:
        yield ActionLog()


async def test_an_undone_entry_is_drawn_again_and_a_taller_one_pushes_the_later_lines_down() -> None:
    async with NarrowLogApp().run_test() as pilot:
        log = pilot.app.query_one(ActionLog)
        entries = _actions(5)
        log.show_entries(entries)
        await pilot.pause()
        assert not any("(undone)" in line for line in _drawn(log))  # drawn once, so cached
        # An entry drawn before (not the highlighted last one) is undone: it is drawn again, marked.
        entries = entries[:2] + [replace(entries[2], active=False)] + entries[3:] + [Entry(6, kind="undo", target_seq=3)]
        log.show_entries(entries)
        await pilot.pause()
        drawn = _drawn(log)
        assert "(undone)" in drawn[2] and "undo of #3" in drawn[5], drawn
        # A long message wraps once it is marked undone: the lines after it move down, none is lost.
        long = Entry(7, ruling=Ruling(message="a ruling of a row"))
        entries = entries + [long]
        log.show_entries(entries)
        await pilot.pause()
        rows_before = len(_drawn(log))
        entries = entries[:6] + [replace(long, active=False), Entry(8, kind="undo", target_seq=7)]
        log.show_entries(entries)
        await pilot.pause()
        drawn = _drawn(log)
        assert len(drawn) > rows_before + 1, drawn  # the undone entry takes more rows, and the undo one
        assert "(undone)" in " ".join(drawn[6:-1]) and "undo of #7" in drawn[-1], drawn
        entries = entries + [Entry(9, kind="redo", target_seq=7)]
        entries[6] = long
        log.show_entries(entries)
        await pilot.pause()
        drawn = _drawn(log)
        assert "(undone)" not in " ".join(drawn[6:]) and "redo of #7" in drawn[-1], drawn


@dataclass(frozen=True)
class Ruling:
    message: str


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
        assert log.option_count == FIRST_PAGE + 1 and log.scroll_y > 0
        log.scroll_home(animate=False)
        await pilot.pause()
        await pilot.pause()
        assert log.option_count == len(entries)
        assert log.lines()[0].strip().startswith("1 ")


async def test_a_log_followed_past_two_pages_drops_what_scrolled_far_away_once_and_stays_on_the_newest(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted: the entries added one by one as a sitting adds them, the log past two pages drops the older one once
    (one rebuild) and shows a page again, scrolled to the newest entry. Until the eleventh pass that rebuild's scroll
    to the top loaded the older page, whose rebuild loaded the next, back to the first entry, at every move after."""
    rebuilt: list[int] = []
    set_options = ActionLog.set_options

    def counted(log: ActionLog, lines: object) -> None:
        rebuilt.append(log.option_count)
        set_options(log, lines)

    monkeypatch.setattr(ActionLog, "set_options", counted)
    async with LogApp().run_test(size=(60, 20)) as pilot:
        log = pilot.app.query_one(ActionLog)
        entries = _actions(3 * PAGE + 5)
        log.show_entries(entries)
        await pilot.pause()
        rebuilt.clear()
        # From the first page's FIRST_PAGE entries to past two pages (one more than 2 * PAGE), then nine more.
        for seq in range(len(entries) + 1, len(entries) + 2 * PAGE - FIRST_PAGE + 11):
            entries = [*entries, Entry(seq)]
            log.show_entries(entries)
            await pilot.pause()
            assert log.scroll_y == log.max_scroll_y and log.highlighted == log.option_count - 1
        assert len(rebuilt) == 1
        assert log.option_count == 1 + PAGE + 9 and "earlier entries" in log.lines()[0]
        assert log.lines()[-1].split()[0] == str(entries[-1].seq)


class LogBesideALabelApp(App[None]):
    """The log below a line whose new text asks for a layout of the screen, as the frame's lines do after a move."""

    CSS = "ActionLog { height: 10; } #status { height: auto; }"

    def compose(self) -> ComposeResult:
        yield Static("", id="status")
        yield ActionLog()


async def test_a_move_in_the_players_order_draws_the_log_in_one_frame_from_kept_lines(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted per move once the log scrolls, an action, its undo and its redo in turn, each with a layout of the
    screen after it (another line's new text): one frame draws the log and its scroll bar and none later; the log asks
    for no layout; it draws each visible row once; it wraps only the entries whose text changed (the new one, and
    the one an undo or redo marked); the cursor leaving an entry restyles that entry's kept lines, no more."""
    frames: list[set[Widget]] = []
    compositor_refresh = Screen._compositor_refresh

    def counted_frame(screen: Screen) -> None:
        frames.append(set(screen._dirty_widgets))
        compositor_refresh(screen)

    monkeypatch.setattr(Screen, "_compositor_refresh", counted_frame)
    wrapped: list[str] = []
    wrap = ActionLog.wrapped

    def counted_wrap(log: ActionLog, prompt: Text, width: int) -> list:
        wrapped.append(prompt.plain)
        return wrap(log, prompt, width)

    monkeypatch.setattr(ActionLog, "wrapped", counted_wrap)
    restyled: list[object] = []
    strip = KeptLineList._strip

    def counted_strip(log: KeptLineList, content: object, style: object) -> Strip:
        restyled.append(content)
        return strip(log, content, style)

    monkeypatch.setattr(KeptLineList, "_strip", counted_strip)
    rows_drawn: list[int] = []
    render_line = KeptLineList.render_line

    def counted_row(log: KeptLineList, y: int) -> Strip:
        rows_drawn.append(y)
        return render_line(log, y)

    monkeypatch.setattr(KeptLineList, "render_line", counted_row)
    layouts: list[bool] = []
    refresh = ActionLog.refresh

    def counted_refresh(log: ActionLog, *regions: Region, **kwargs: bool) -> ActionLog:
        layouts.append(bool(kwargs.get("layout")))
        return refresh(log, *regions, **kwargs)

    monkeypatch.setattr(ActionLog, "refresh", counted_refresh)
    async with LogBesideALabelApp().run_test(size=(60, 20)) as pilot:
        log = pilot.app.query_one(ActionLog)
        status = pilot.app.query_one("#status", Static)
        entries = _actions(30)
        log.show_entries(entries)
        for _ in range(3):
            await pilot.pause()
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
        own = {log, log.vertical_scrollbar}
        visible = log.scrollable_content_region.height
        seq = 30
        for move in range(9):
            frames.clear()
            wrapped.clear()
            restyled.clear()
            rows_drawn.clear()
            layouts.clear()
            seq += 1
            if move % 3 == 0:
                entries = [*entries, Entry(seq)]
                target = None
            else:
                target = entries[-1].seq if move % 3 == 1 else entries[-1].target_seq
                changed = replace(entries[target - 1], active=move % 3 == 2)
                entries = [*entries[:target - 1], changed, *entries[target:],
                           Entry(seq, kind="undo" if move % 3 == 1 else "redo", target_seq=target)]
            log.show_entries(entries)
            status.update("\n".join(["status"] * (move % 2 + 1)))  # one line, then two: a layout each move
            for _ in range(4):
                await pilot.pause()
            drawing_the_log = [i for i, dirty in enumerate(frames) if dirty & own]
            assert drawing_the_log == [0]
            assert log.scroll_y == log.max_scroll_y and log.highlighted == log.option_count - 1
            assert not any(layouts)
            assert len(rows_drawn) <= visible and len(set(rows_drawn)) == len(rows_drawn)
            texts_changed = 1 if target is None else 2
            assert len(wrapped) == texts_changed, wrapped
            # The new entry in the cursor's style; the changed one and the one the cursor left in the plain style.
            assert len(restyled) == len({seq, seq - 1, target} - {None}), restyled


class ChoosingLogApp(App[None]):
    """A log whose chosen entries are noted, as the frame's ruling panel is told them."""

    CSS = "ActionLog { width: 30; height: 12; }"

    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[str | None] = []

    def compose(self) -> ComposeResult:
        yield ActionLog()

    @on(ActionLog.OptionSelected)
    def _chosen(self, event: ActionLog.OptionSelected) -> None:
        self.chosen.append(event.option.id)


async def test_a_click_on_any_row_of_a_wrapped_entry_chooses_that_entry_and_puts_the_cursor_on_it() -> None:
    async with ChoosingLogApp().run_test() as pilot:
        log = pilot.app.query_one(ActionLog)
        entries = _actions(4)
        entries[1] = Entry(2, ruling=Ruling(message="a ruling long enough to take two rows"))
        log.show_entries(entries)
        await pilot.pause()
        left, top = log.scrollable_content_region.x - log.region.x, log.scrollable_content_region.y - log.region.y
        drawn = _drawn(log)
        assert len(drawn) == 5 and drawn[3].startswith("3 "), drawn  # entry 2 takes rows 1 and 2
        await pilot.click(ActionLog, offset=(left + 3, top + 2))  # the second row of entry 2
        await pilot.pause()
        assert pilot.app.chosen == ["entry-2"] and log.highlighted == 1
        await pilot.click(ActionLog, offset=(left + 3, top + 3))  # entry 3, below the wrapped one
        await pilot.pause()
        assert pilot.app.chosen == ["entry-2", "entry-3"] and log.highlighted == 2
        await pilot.press("up", "enter")
        await pilot.pause()
        assert pilot.app.chosen[-1] == "entry-2"
