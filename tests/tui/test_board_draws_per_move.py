"""A move on the Dice Throne board draws only what changed there, in one frame, and nothing asks for a layout.

Counted, never timed, in the player's order (act, take it back, put it back) at 80x24 and at the benchmark's
120x40: the layouts the board's widgets ask for, whether any of its widgets moved or changed size, and how
many widgets and lines the move draws in all (`Widget.render_lines`). Before the board kept rows for the
lines that come and go with the phase (the dice row, the chances, "Activates now", a "Now:" of one or two
rows; screens/dice_throne/dice_throne.tcss), each of those lines shown or hidden moved the hero cards below
it (resized them on a tall board), which laid the screen out and drew both cards whole with every widget in
them: per move 21.7 widgets and 64 lines at 80x24, 26.0 widgets and 139 lines at 120x40.

The board's widgets restyled through the stylesheet are counted too (`Stylesheet.update_nodes`): a die's held and
suggested marks and the odds line's emptiness are drawn by the widgets themselves (`DieButton`, `OddsLine`), so
their flips restyle nothing and draw the one die that changed.
"""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from textual.css.stylesheet import Stylesheet
from textual.geometry import Region
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual import events
from textual.widgets import Button, Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.dice_throne.area import DiceThroneArea
from screens.dice_throne.widgets import DiceRow, DieButton, HeroCard, OddsLine
from screens.session_frame import SessionFrame
from screens.theme_styles import theme_colour
from tests.tui.drive import open_dice_throne_board
from tests.tui.test_layouts_per_move import legal_actions, settle


class Counts:
    """While counting is on: widgets and lines drawn, the widgets that asked for a layout, the widgets restyled, the
    frame's layouts of the whole screen and its frames (each compositor update: one write to the terminal)."""

    def __init__(self) -> None:
        self.on = False
        self.widgets = 0
        self.lines = 0
        self.layouts = 0
        self.frames = 0
        self.layout_asked: Tally[Widget] = Tally()
        self.drawn: Tally[Widget] = Tally()
        self.restyled: Tally[Widget] = Tally()

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        render_lines, refresh, update_nodes = Widget.render_lines, Widget.refresh, Stylesheet.update_nodes
        refresh_layout, compositor_refresh = Screen._refresh_layout, Screen._compositor_refresh

        def counted_layout(screen, *args, **kwargs):
            if self.on and isinstance(screen, SessionFrame):
                self.layouts += 1
            return refresh_layout(screen, *args, **kwargs)

        def counted_frame(screen):
            if self.on and isinstance(screen, SessionFrame):
                self.frames += 1
            return compositor_refresh(screen)

        def counted_update_nodes(stylesheet, nodes, animate=False):
            nodes = list(nodes)
            if self.on:
                self.restyled.update(nodes)
            return update_nodes(stylesheet, nodes, animate=animate)

        monkeypatch.setattr(Stylesheet, "update_nodes", counted_update_nodes)

        def counted_render_lines(widget, crop):
            if self.on:
                self.widgets += 1
                self.lines += crop.height
                self.drawn[widget] += 1
            return render_lines(widget, crop)

        def counted_refresh(widget, *args, **kwargs):
            if self.on and kwargs.get("layout"):
                self.layout_asked[widget] += 1
            return refresh(widget, *args, **kwargs)

        monkeypatch.setattr(Widget, "render_lines", counted_render_lines)
        monkeypatch.setattr(Widget, "refresh", counted_refresh)
        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        monkeypatch.setattr(Screen, "_compositor_refresh", counted_frame)


@asynccontextmanager
async def counted_board(store: SessionStore, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], *,
                        still_cursor: bool = True) -> AsyncIterator[tuple[Pilot, SessionFrame, Counts]]:
    """A new Dice Throne board opened in the app with its work counted (`Counts`): the clock does not tick (nothing
    changes by itself) and, when `still_cursor`, the command line's cursor does not blink (only the moves' frames are
    counted)."""
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    counts = Counts()
    counts.install(monkeypatch)
    app = make_app(store)
    async with app.run_test(size=size) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        if still_cursor:
            shown.query_one("#command", Input).cursor_blink = False
        yield pilot, shown, counts


def board_regions(area: DiceThroneArea) -> dict[Widget, Region]:
    """Where each widget of the board is (shown or not)."""
    return {widget: widget.region for widget in area.walk_children(Widget)}


#: Per size: at most this many widgets and lines drawn per move on average (the counts of this design,
#: rounded up: 14.1 widgets and 37 lines at 80x24, 14.9 widgets and 62 lines at 120x40; 15.9 / 42 and
#: 16.8 / 67 while a card's new border or titles drew every widget inside the card again).
BOUNDS = {(80, 24): (15, 40), (120, 40): (16, 65)}

#: At most this many of the board's widgets restyled through the stylesheet per move on average, at either size:
#: 0.36 now, the roll button turning on or off and the active hero's card as the turn passes; 2.36 while the dice
#: row going blank or coming back turned a class and `disabled` (a restyle of the row, its five dice, the roll button
#: and the attempts at once, 2.0 a move); 3.69 while a die's held and suggested marks and the odds line's emptiness
#: were CSS classes (each flip a restyle of its widget).
RESTYLES = 0.5


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_move_keeps_every_widget_in_place_lays_nothing_out_and_is_drawn_in_one_frame(
        store: SessionStore, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    async with counted_board(store, monkeypatch, size) as (pilot, shown, counts):
        area = shown.query_one(DiceThroneArea)
        played = legal_actions(26)
        for _, action in played[:14]:  # into the second turn, the log scrolling
            shown.apply(action)
            await settle(pilot)
        moved: list[tuple[str, list[str]]] = []
        frames: list[tuple[str, int]] = []
        moves = 0
        for text, action in played[14:]:
            for name, step in ((text, lambda action=action: shown.apply(action)), ("undo", shown.action_undo),
                               ("redo", shown.action_redo)):
                before = board_regions(area)
                drawn_before = counts.frames
                counts.on = True
                step()
                await settle(pilot)
                counts.on = False
                moves += 1
                frames.append((name, counts.frames - drawn_before))
                after = board_regions(area)
                changed = [f"{type(widget).__name__}#{widget.id}" for widget, region in after.items()
                           if before.get(widget) != region]
                if changed:
                    moved.append((name, changed))
        # The script shows and hides the dice, the chances and "Activates now", and passes the turn.
        assert moves == 36
        assert not moved, moved
        # The ruling keeps its rows (its text scrolls in a box of fixed height, its citations keep two rows) and the
        # footer turns Undo, Redo and Cite on or off in place: no move lays the screen out (0.72 a move before).
        assert counts.layouts == 0, f"{counts.layouts} layouts in {moves} moves"
        # Everything a move changes is set in the move's own handler: the footer's keys, the citations and the
        # scroll bars are drawn with the rest, in one frame (2 for most undos and redos before).
        assert all(count == 1 for _, count in frames), [(name, n) for name, n in frames if n != 1]
        board = set(area.walk_children(Widget)) | {area}
        asked = {f"{type(widget).__name__}#{widget.id}": n for widget, n in counts.layout_asked.items()
                 if widget in board}
        assert not asked, f"the board asked for layouts: {asked}"
        # The labels beside the large digits ("♥", "CP") never change: a card whose border, titles or numbers
        # change draws its border and its changed lines, never them.
        labels = [label for card in area.query(HeroCard) for label in card.query(".digits-label")]
        assert labels and not any(counts.drawn[label] for label in labels), \
            [counts.drawn[label] for label in labels]
        widgets, lines = BOUNDS[size]
        assert counts.widgets <= widgets * moves, f"{counts.widgets / moves:.1f} widgets drawn per move"
        assert counts.lines <= lines * moves, f"{counts.lines / moves:.1f} lines drawn per move"
        restyled = {widget: n for widget, n in counts.restyled.items() if widget in board}
        assert sum(restyled.values()) <= RESTYLES * moves, \
            f"{sum(restyled.values()) / moves:.2f} restyles of the board per move: {restyled}"
        assert not any(isinstance(widget, OddsLine) for widget in restyled), restyled


async def test_the_dice_row_going_blank_or_coming_back_restyles_nothing_and_draws_each_part_once(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The row's parts draw themselves blank (their own inline styles) and take no focus and no click while it is:
    turning the row blank or back restyles none of them (a class and `disabled` restyled all eight widgets) and
    draws each part once, blank on the row's background."""
    async with counted_board(store, monkeypatch, (120, 40)) as (pilot, shown, counts):
        row = shown.query_one(DiceRow)
        parts = row.parts()
        assert len(parts) == 7
        was = row.blank
        for idle in (not was, was):
            counts.drawn.clear()
            counts.restyled.clear()
            counts.on = True
            row.idle(idle)
            await settle(pilot)
            counts.on = False
            assert row.blank == idle and all(part.blank == idle for part in parts)
            assert not any(counts.restyled[node] for node in [row, *parts]), dict(counts.restyled)
            assert all(counts.drawn[part] == 1 for part in parts), [counts.drawn[part] for part in parts]
            buttons = [part for part in parts if isinstance(part, Button)]
            assert all(part.allow_focus() != idle for part in buttons)
            if idle:
                lines = [strip.text for part in parts for strip in part.render_lines(part.size.region)]
                assert lines and all(not line.strip() for line in lines), lines
                click = events.Click(buttons[0], 1, 0, 0, 0, 1, False, False, False)
                assert not buttons[0].check_message_enabled(click)


async def test_a_hold_or_a_new_suggestion_redraws_the_die_alone_and_restyles_nothing(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A die draws its held and suggested marks itself: a flip draws that die's line and no stylesheet work."""
    async with counted_board(store, monkeypatch, (80, 24), still_cursor=False) as (pilot, shown, counts):
        for _, action in legal_actions(26)[:14]:
            shown.apply(action)
            await settle(pilot)
        row = shown.query_one(DiceRow)
        while not row.shows_dice():  # to the next roll with dice on the table
            shown.apply(legal_actions(40)[len(shown.live.entries)][1])
            await settle(pilot)
        area = shown.query_one(DiceThroneArea)
        board, widgets = area._board, set(area.walk_children(Widget)) | {area}
        die = shown.query_one("#die-2", DieButton)
        row.show(board, ())  # no suggestion to start from
        await settle(pilot)
        for flip in (lambda: row.toggle(2), lambda: row.toggle(2), lambda: row.show(board, (2,)),
                     lambda: row.show(board, ())):
            before = (die.held, die.suggested)
            counts.on = True
            flip()
            await settle(pilot)
            counts.on = False
            assert (die.held, die.suggested) != before
            assert not counts.restyled, dict(counts.restyled)
            drawn = {widget: n for widget, n in counts.drawn.items() if widget in widgets}  # not the cursor's blink
            assert drawn == {die: 1}, {f"{type(w).__name__}#{w.id}": n for w, n in drawn.items()}
            counts.drawn.clear()


#: A move that passes the turn draws at most this many times the lines of a phase step, on average (counted: 1.18x at
#: 120x40, 12 such moves against 105: both cards, 10 rows each, beside what a phase step draws).
TURN_LINES_RATIO = 1.4


async def test_a_turn_that_passes_sets_the_cards_borders_restyles_neither_and_draws_each_card_once(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """As the turn passes (and back, by undo, and again, by redo) both hero cards change: the accent border goes from
    one to the other. Each card sets its own border (`HeroCard`, `card_border`): neither is restyled through the
    stylesheet (about 1.3 ms of CPU a turn, headless, while its `-active` class did it), each is drawn once (its
    border), and nothing inside it is drawn but the lines whose numbers changed. A card selected by a click sets its
    double border the same way."""
    async with counted_board(store, monkeypatch, (120, 40)) as (pilot, shown, counts):
        area = shown.query_one(DiceThroneArea)
        cards = list(area.query(HeroCard))
        board = set(area.walk_children(Widget)) | {area}
        passing: list[int] = []
        steps: list[int] = []
        played = legal_actions(40)
        shown.apply(played[0][1])  # the roll for first player: a hero is active from here on
        await settle(pilot)
        for _, action in played[1:]:
            for step in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                before = [card.active for card in cards]
                counts.drawn.clear()
                counts.restyled.clear()
                counts.lines = 0
                counts.on = True
                step()
                await settle(pilot)
                counts.on = False
                restyled = [node for node in counts.restyled if node in board]
                if [card.active for card in cards] == before:
                    steps.append(counts.lines)
                    continue
                passing.append(counts.lines)
                assert not restyled, [f"{type(node).__name__}#{node.id}" for node in restyled]
                assert all(counts.drawn[card] == 1 for card in cards), [counts.drawn[card] for card in cards]
                for card in cards:
                    accent = theme_colour("accent")
                    assert (card.styles.border_top[1] == accent) is card.active, (card.seat, card.styles.border_top)
                    assert card.has_class("-active") is card.active
        assert len(passing) >= 6, f"{len(passing)} moves passed the turn"  # two turns passed, each undone and redone
        ratio = (sum(passing) / len(passing)) / (sum(steps) / len(steps))
        assert ratio <= TURN_LINES_RATIO, f"a turn's change draws {ratio:.2f}x the lines of a phase step"
        card = cards[0]
        counts.restyled.clear()
        counts.on = True
        card.select(True)
        await settle(pilot)
        counts.on = False
        assert not counts.restyled and card.styles.border_top[0] == "double" and card.has_class("-selected")
