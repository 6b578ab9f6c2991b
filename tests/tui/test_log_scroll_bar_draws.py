"""The log's scroll bar is drawn again only when a move changes its looks (`screens/quiet_scroll_bar.py`).

Counted, never timed: on a Dice Throne board whose log is several screens long, each action, undo and redo lengthens
the log and scrolls it to its newest entry, and the bar's thumb stays the one row at the bottom. Textual drew the bar
again at every move all the same (36 draws in 36 moves); now it is drawn only when it looks different, and what it
shows is always what Textual draws for its values (drawn afresh and compared), which a drag of the thumb reads.
"""

from __future__ import annotations

from collections import Counter

import pytest
from textual.scrollbar import ScrollBar

from companion.services.store import SessionStore
from screens.action_log import ActionLog
from screens.quiet_scroll_bar import bar_look
from tests.tui.test_board_draws_per_move import Counts, counted_board
from tests.tui.test_layouts_per_move import legal_actions, settle


def count_bar_renders(monkeypatch: pytest.MonkeyPatch, counts: Counts) -> Counter[ScrollBar]:
    """The scroll bars' own drawings while `counts` is on: `ScrollBar.render`, which Textual calls only for a bar asked
    to draw again (a bar that was not is given its kept lines when the compositor asks for it)."""
    rendered: Counter[ScrollBar] = Counter()
    render = ScrollBar.render

    def counted(bar: ScrollBar) -> object:
        if counts.on:
            rendered[bar] += 1
        return render(bar)

    monkeypatch.setattr(ScrollBar, "render", counted)
    return rendered


def drawn_afresh(bar: ScrollBar) -> list[str]:
    """The bar's rows as Textual draws them for its values now (its kept lines dropped first)."""
    bar.refresh()
    return [strip.text for strip in bar.render_lines(bar.size.region)]


def thumb_rows(bar: ScrollBar) -> list[int]:
    """The rows of the bar the thumb (or a part of it) is drawn in."""
    return [row for row, strip in enumerate(bar.render_lines(bar.size.region)) if strip.text.strip()
            or any(segment.style is not None and segment.style.reverse for segment in strip)]


async def test_a_move_on_a_long_log_draws_its_scroll_bar_only_when_the_bar_looks_different(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    async with counted_board(store, monkeypatch, (80, 24)) as (pilot, shown, counts):
        rendered = count_bar_renders(monkeypatch, counts)
        played = legal_actions(60)
        for _, action in played[:44]:  # a log of several screens: the thumb is its one row at least
            shown.apply(action)
        await settle(pilot)
        log = shown.query_one("#action-log", ActionLog)
        bar = log.vertical_scrollbar
        assert log.show_vertical_scrollbar and bar.window_virtual_size >= bar.size.height ** 2
        moves = grew = 0
        for _, action in played[44:]:
            for step in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                length, position = bar.window_virtual_size, bar.position
                counts.on = True
                step()
                await settle(pilot)
                counts.on = False
                moves += 1
                # The values are taken all the same (a drag of the thumb reads them): the newest entry at the bottom
                # (an action adds its entry; an undo or a redo strikes or restores one in place).
                assert bar.window_virtual_size >= length and bar.position >= position
                grew += bar.window_virtual_size > length
                assert bar.window_virtual_size == log.virtual_size.height and bar.position == log.scroll_y
                assert log.scroll_y == log.max_scroll_y
        assert moves == 48 and grew >= 16
        # Textual's bar drew itself again at each of the 48 moves; it looks the same after each of them.
        assert rendered[bar] == 0, f"the log's scroll bar drawn {rendered[bar]} times in {moves} moves"
        kept = [strip.text for strip in bar.render_lines(bar.size.region)]
        assert kept == drawn_afresh(bar)


async def test_the_scroll_bar_is_drawn_again_when_its_thumb_moves(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A short log whose thumb is still more than a row: each entry shrinks it and the bar is drawn with the move;
    the player scrolling up moves the thumb and draws it too. What it shows is Textual's drawing for its values."""
    async with counted_board(store, monkeypatch, (80, 24)) as (pilot, shown, counts):
        rendered = count_bar_renders(monkeypatch, counts)
        log = shown.query_one("#action-log", ActionLog)
        played = iter(legal_actions(40))
        while not log.show_vertical_scrollbar:
            shown.apply(next(played)[1])
            await settle(pilot)
        bar = log.vertical_scrollbar
        drawn_changes = 0
        for _ in range(3):
            before = bar_look(bar)
            counts.on = True
            shown.apply(next(played)[1])
            await settle(pilot)
            counts.on = False
            if bar_look(bar) != before:
                drawn_changes += 1
            assert [s.text for s in bar.render_lines(bar.size.region)] == drawn_afresh(bar)
        assert drawn_changes and rendered[bar] == drawn_changes, (drawn_changes, rendered[bar])
        rows = thumb_rows(bar)
        rendered.clear()
        counts.on = True
        log.scroll_home(animate=False, immediate=True)
        await settle(pilot)
        counts.on = False
        assert rendered[bar] == 1 and thumb_rows(bar) != rows
        assert [s.text for s in bar.render_lines(bar.size.region)] == drawn_afresh(bar)
