"""What a step along the timeline draws, counted (never timed): one drawing of the latest moment however many
keys arrive before it, the footer only when a key turns on or off, nothing for the clock of the frame beneath,
no layout for a ruling of another length or other citations, and always exactly the board of the moment
viewed (compared with the same moment drawn fresh)."""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Iterable
from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot
from textual.css.stylesheet import Stylesheet
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Button, Digits, Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.dice_throne.widgets import DiceRow, DieButton
from screens.localized_footer import Footer
from screens.ruling_panel import RulingPanel, RulingText
from screens.session_frame import SessionFrame
from screens.timeline_screen import TimelineScreen, moment_note
from tests.dice_throne.support import make_setup
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE
from tests.tui.test_layouts_per_move import legal_actions, settle


#: A size for measuring the rows of the ruling's text (its width is given).
SIZE_OF_TEXT = Size(76, 20)


def dice_throne_match(store: SessionStore, actions: int) -> Any:
    """A Dice Throne 1v1 match with its first `actions` actions played."""
    live = store.create_session(game_id="dice-throne", name="Friday", setup=make_setup())
    for _, action in legal_actions(actions):
        live.act(action)
    return live


async def open_timeline(pilot: Pilot, session_id: int) -> TimelineScreen:
    pilot.app.open_session(session_id)
    await until(pilot, lambda: isinstance(pilot.app.screen, SessionFrame), "the session frame")
    await pilot.press("f2")
    await until(pilot, lambda: isinstance(pilot.app.screen, TimelineScreen), "the timeline")
    await settle(pilot)
    return pilot.app.screen


def board_text(screen: TimelineScreen) -> list[tuple[str, str | None, bool, str]]:
    """Every widget of the game area a player sees: its kind, id, whether enabled, and its text (a widget in a
    hidden row keeps what it last showed, unseen: the board's dice row between rolls, hidden or kept blank, its
    parts' text drawn fully transparent)."""
    shown = []
    for widget in screen.query_one("#game-area").query("*"):
        if not all(node.display for node in widget.ancestors_with_self if isinstance(node, Widget)):
            continue
        if any(isinstance(node, DiceRow) and node.blank for node in widget.ancestors):
            continue
        if isinstance(widget, Digits):
            text = widget.value
        elif isinstance(widget, (Static, Button)):
            text = str(widget.render())
        else:
            text = ""
        shown.append((type(widget).__name__, widget.id, widget.disabled, text))
    return shown


async def fresh_board(pilot: Pilot, timeline: TimelineScreen) -> list[tuple[str, str | None, bool, str]]:
    """The board of the moment `timeline` views, drawn by a timeline opened on that moment."""
    fresh = TimelineScreen(timeline.session, start=timeline.seq)
    await pilot.app.push_screen(fresh)
    await settle(pilot)
    assert fresh.drawn is not None and fresh.drawn.seq == timeline.seq
    drawn = board_text(fresh)
    fresh.dismiss(None)
    await until(pilot, lambda: pilot.app.screen is timeline, "back on the timeline")
    return drawn


def count_calls(monkeypatch: pytest.MonkeyPatch, owner: type, name: str) -> list[int]:
    """A one-item list counting the calls of `owner.name` from now on."""
    calls = [0]
    method = getattr(owner, name)

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return method(self, *args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


async def test_keys_arriving_before_a_drawing_draw_only_the_latest_moment_and_its_exact_board(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)  # nothing changes by itself
    live = dice_throne_match(store, 40)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        latest = timeline.seq
        drawings = count_calls(monkeypatch, TimelineScreen, "_draw_moment")
        for _ in range(7):  # a held key: seven repeats waiting before the app handles the first
            app.post_message(events.Key("left", None))
        await settle(pilot)
        assert timeline.seq == latest - 7
        assert drawings[0] == 1, f"{drawings[0]} drawings for one burst of keys"
        assert timeline.drawn is not None and timeline.drawn.seq == latest - 7
        assert timeline.drawn.state == timeline.moments.moment(latest - 7).state
        assert f"action {latest - 7} of {latest}" in str(timeline.query_one("#moment-line", Static).render())
        assert board_text(timeline) == await fresh_board(pilot, timeline)
        # One key at a time: one drawing each, and the board is still the moment's own.
        drawings[0] = 0  # (the fresh timeline drew its moment once)
        for _ in range(3):
            await pilot.press("right")
            await settle(pilot)
        assert drawings[0] == 3 and timeline.seq == latest - 4
        assert board_text(timeline) == await fresh_board(pilot, timeline)


async def test_a_step_redraws_the_footer_only_when_a_key_turns_on_or_off(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    live = dice_throne_match(store, 12)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        offered = count_calls(monkeypatch, TimelineScreen, "refresh_bindings")
        footer = [timeline.query_one(Footer), *timeline.query_one(Footer).query("*")]
        drawn: Tally[Widget] = Tally()
        render_lines = Widget.render_lines

        def counted(widget: Widget, crop: Any) -> Any:
            drawn[widget] += 1
            return render_lines(widget, crop)

        monkeypatch.setattr(Widget, "render_lines", counted)
        await pilot.press("left")  # "later" turns on
        await settle(pilot)
        assert offered[0] == 1
        drawn.clear()
        for _ in range(5):
            await pilot.press("left")
            await settle(pilot)
        assert offered[0] == 1, "the keys were offered again though none turned on or off"
        assert not any(drawn[widget] for widget in footer), "the footer was drawn again"
        await pilot.press("home")  # "earlier" and "start" turn off
        await settle(pilot)
        assert offered[0] == 2 and timeline.seq == 0


async def test_the_clock_of_the_frame_beneath_does_not_repaint_the_timeline_and_is_current_on_return(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    live = dice_throne_match(store, 6)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        frame = app.screen_stack[-2]
        assert app.screen is timeline and isinstance(frame, SessionFrame) and frame.clock is not None
        shown: list[str] = []
        monkeypatch.setattr(SessionFrame, "_show_clock", lambda self: shown.append("clock"))
        drawn = count_calls(monkeypatch, Widget, "render_lines")
        frame._tick_clock()
        await settle(pilot)
        assert shown == [] and drawn[0] == 0, "the hidden clock was drawn, and the timeline with it"
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, "back in the session")
        assert shown, "the clock was not shown again on return"


async def test_steps_between_rulings_of_other_lengths_and_citations_do_not_lay_the_screen_out_for_the_ruling(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    live = dice_throne_match(store, 30)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        panel = timeline.query_one("#moment-ruling", RulingPanel)
        asked: list[Widget] = []
        refresh = Widget.refresh

        def recorded(widget: Widget, *regions: Any, layout: bool = False, **kwargs: Any) -> Any:
            if layout:
                asked.append(widget)
            return refresh(widget, *regions, layout=layout, **kwargs)

        monkeypatch.setattr(Widget, "refresh", recorded)
        cited: set[int] = set()
        rows: set[int] = set()
        for _ in range(timeline.seq):
            await pilot.press("left")
            await settle(pilot)
            cited.add(len(panel.ruling.citations) if panel.ruling else 0)
            rows.add(panel.query_one("#ruling-text", RulingText).get_content_height(SIZE_OF_TEXT, SIZE_OF_TEXT, 76))
            assert panel.text().startswith(moment_note(timeline.moment))
        assert timeline.seq == 0
        assert len(cited) >= 3 and len(rows) >= 2, f"the walk met too few kinds of ruling: {cited}, {rows}"
        inside = [widget for widget in asked if panel in widget.ancestors_with_self]
        assert inside == [], f"the ruling panel laid the screen out {len(inside)} times: {inside[:3]}"


async def test_dice_coming_or_going_restyle_nothing_and_the_board_stays_the_moments_own(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Between a moment with dice on the table and one without, the dice row turns blank or back: its parts draw
    themselves blank (their own inline styles) and take no focus, so nothing of the row is restyled through the
    stylesheet (a class and `disabled` turned with it restyled the row's eight widgets, the dearest part of a
    step)."""
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    live = dice_throne_match(store, 40)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        row = timeline.query_one("#dt-dice", DiceRow)
        restyled = [0]
        update_nodes = Stylesheet.update_nodes

        def counted(sheet: Stylesheet, nodes: Iterable[Any], animate: bool = False) -> None:
            nodes = list(nodes)
            # The row and its dice (the roll button's own `disabled` turns with whether a roll is allowed now).
            restyled[0] += sum(node is row or isinstance(node, DieButton) for node in nodes)
            update_nodes(sheet, nodes, animate)

        monkeypatch.setattr(Stylesheet, "update_nodes", counted)
        turned = 0
        for seq in range(timeline.seq - 1, -1, -1):
            idle, restyled[0] = row.blank, 0
            timeline.go_to(seq)
            timeline._draw_latest()  # drawn now (the queued drawing then finds nothing to do)
            parts = row.parts()
            assert len(parts) == 7 and all(part.blank == row.blank for part in parts)
            assert not any(part.allow_focus() for part in parts) if row.blank else all(
                part.allow_focus() for part in parts if isinstance(part, Button))
            turned += row.blank != idle
            assert restyled[0] == 0, f"moment {seq}: the dice row was restyled {restyled[0]} times"
        assert turned >= 4, f"the walk met dice coming or going only {turned} times"
        await settle(pilot)
        assert board_text(timeline) == await fresh_board(pilot, timeline)
