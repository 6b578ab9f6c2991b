"""A move lays the session frame out at most once, and draws what moved in that layout's own update.

Counted, never timed: the screen's layouts (`Screen._refresh_layout`) and how many compositor
updates drew each hero card (`Widget.render_lines`) during one action, undo or redo.
A layout that resizes widgets gives each its new virtual size, which asks Textual for a second,
identical layout of the whole screen and a second drawing of every resized widget;
`screens/layout_settling.SettledLayout` drops those requests (tests/tui/test_partial_redraws.py
checks that the screen still shows exactly what a full drawing shows).
"""

from __future__ import annotations

import pytest
from collections import Counter as Tally

from textual.screen import Screen
from textual.widget import Widget

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.actions import Action
from tests.dice_throne.support import make_setup, to_action
from tests.tui.drive import open_dice_throne_board

#: Whole turns of rolling, rerolling, declaring and passing (every action allowed), as bench/ plays them.
TURN = [("roll", (1, 2, 3, 4, 6)), ("reroll 1 2", (2, 2)), ("declare none", ())]


def legal_actions(count: int) -> list[tuple[str, Action]]:
    """A 1v1 match's first `count` actions, each with its command's name."""
    from rules_engine.errors import RuleViolation
    from tests.dice_throne.support import GAME

    state = GAME.new_game(make_setup())
    played = [("roll-off", to_action(state, "roll-off", 6, 1))]
    state = GAME.apply(state, played[-1][1]).state
    while len(played) < count:
        steps = TURN if state.phase == "offensive-roll" and state.roll.attempts == 0 else [("next", ())]
        for text, dice in steps:
            action = to_action(state, text, *dice)
            try:
                state = GAME.apply(state, action).state
            except RuleViolation:  # over the hand limit at the end of the turn: sell a card
                text, action = "sell", to_action(state, "sell")
                state = GAME.apply(state, action).state
            played.append((text, action))
    return played[:count]


class Counter:
    """Screen layouts, and the drawings of each widget, while counting is on."""

    def __init__(self) -> None:
        self.on = False
        self.layouts = 0
        self.drawings: Tally[Widget] = Tally()

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Wrap Textual's layout and a widget's drawing so that both are counted."""
        layout, render_lines = Screen._refresh_layout, Widget.render_lines

        def counted_layout(screen, *args, **kwargs):
            if self.on and screen.__class__.__name__ == "SessionFrame":
                self.layouts += 1
            return layout(screen, *args, **kwargs)

        def counted_render_lines(widget, crop):
            if self.on:
                self.drawings[widget] += 1
            return render_lines(widget, crop)

        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        monkeypatch.setattr(Widget, "render_lines", counted_render_lines)


async def settle(pilot) -> None:
    for _ in range(4):
        await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_each_action_undo_and_redo_lays_the_frame_out_at_most_once(
        store: SessionStore, size, monkeypatch: pytest.MonkeyPatch) -> None:
    counter = Counter()
    counter.install(monkeypatch)
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        moves: list[tuple[str, int]] = []
        log = shown.query_one("#action-log")
        log_began_scrolling: list[str] = []

        async def counted(name: str, step) -> None:
            counter.layouts = 0
            scrolled_before = log.show_vertical_scrollbar
            counter.on = True
            step()
            await settle(pilot)
            counter.on = False
            if log.show_vertical_scrollbar and not scrolled_before:
                log_began_scrolling.append(name)
                name = f"{name} (the log's scroll bar arrives)"
            moves.append((name, counter.layouts))

        played = legal_actions(30)
        for _, action in played[:6]:  # the first moves also bring Undo into the footer
            shown.apply(action)
            await settle(pilot)
        for text, action in played[6:]:
            await counted(text, lambda action=action: shown.apply(action))
        for _ in range(3):
            await counted("undo", shown.action_undo)
        for _ in range(2):
            await counted("redo", shown.action_redo)
        # A move may take a second layout when a line it changed is measured again after the first; an undo
        # that makes redo possible also changes the footer's keys, which lays the footer out again. The one move
        # of a session whose entry makes the log start to scroll takes Textual's three: the list's new length,
        # its scroll bar shown, the bar's own first size (at 120x40 only: at 80x24 the log scrolls from the start).
        played = [layouts for name, layouts in moves if name != "undo"]
        arrivals = [layouts for name, layouts in moves if name.endswith("(the log's scroll bar arrives)")]
        assert len(played) >= 25
        assert len(log_began_scrolling) <= 1, moves
        assert max(arrivals, default=0) <= 3, moves
        assert max(layouts for name, layouts in moves
                   if name != "undo" and not name.endswith("arrives)")) <= 2, moves
        assert sum(played) <= 1.2 * len(played), f"{sum(played)} layouts for {len(played)} moves: {moves}"


async def test_hero_cards_keep_their_size_through_a_match_and_are_drawn_at_most_once_a_move(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 120x40 the hero cards take the rows the lines above them leave; those lines keep their rows
    (screens/dice_throne/dice_throne.tcss), so no move resizes a card, and a move draws a card at most once."""
    counter = Counter()
    counter.install(monkeypatch)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        cards = list(shown.query(".hero-card"))
        heights = [card.size.height for card in cards]
        for text, action in legal_actions(30):
            counter.drawings.clear()
            counter.on = True
            shown.apply(action)
            await settle(pilot)
            counter.on = False
            assert [card.size.height for card in cards] == heights, text
            assert all(counter.drawings[card] <= 1 for card in cards), (text, [counter.drawings[c] for c in cards])


async def test_typing_a_command_lays_nothing_out_and_keeps_the_cursor_in_sight(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each keystroke redraws the command line only: its size never depends on what is typed."""
    from textual.widgets import Input

    counter = Counter()
    counter.install(monkeypatch)
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        line = shown.query_one("#command", Input)
        await settle(pilot)
        counter.on = True
        await pilot.press(*"next")
        await settle(pilot)
        assert counter.layouts == 0
        assert line.value == "next"
        await pilot.press(*("x" * 100))  # longer than the line: it scrolls to keep the cursor in sight
        await settle(pilot)
        counter.on = False
        assert counter.layouts == 0
        assert line.scroll_x == line.virtual_size.width - line.size.width > 0  # scrolled to the end, the cursor shown
