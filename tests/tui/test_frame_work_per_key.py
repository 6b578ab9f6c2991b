"""The session frame's own work for a typed character and for a move, counted (never timed).

A typed character: no worker and no message for the suggestion after the cursor (it is set with the text), the
game asked once for each word in a position (each later letter narrows its candidates; a backspace asks nothing), the line above the input drawn only when
its words change, and in the same change as the text (one frame, one line of each widget drawn, no layout; the
input's `Changed` message goes to no container). A move: the board and the commands line drawn once, nothing of it for a refresh that has
nothing new, and the log scrolled to its newest entry by the move's own refresh (no refresh after it).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable

import pytest
from textual.dom import DOMNode
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.action_log import ActionLog
from screens import command_line
from screens.command_line import CommandLine, candidates_line
from screens.command_suggester import suggestion_for
from screens.game_area import GameArea
from screens.session.clock import CLOCK_TICK
from screens.row_text import RowText
from screens.session_frame import SessionFrame
from tests.support.completion_counts import counted_completions
from tests.tui.conftest import SIZE
from tests.tui.drive import open_dice_throne_board, resume_first
from tests.tui.test_game_keys_in_help import dice_throne_session
from tests.tui.test_layouts_per_move import legal_actions, settle


async def test_a_typed_character_starts_no_worker_asks_each_text_once_and_redraws_the_help_line_only_for_new_words(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        asked = counted_completions(monkeypatch, type(frame.live.game))
        workers: list[str] = []
        run_worker = DOMNode.run_worker

        def counted_worker(node, work, *args, **kwargs):  # type: ignore[no-untyped-def]  # Textual's signature
            workers.append(type(node).__name__)
            return run_worker(node, work, *args, **kwargs)

        help_line = frame.query_one("#command-help", Static)
        updates: Counter[str] = Counter()
        update = Static.update

        def counted_update(widget, *args, **kwargs):  # type: ignore[no-untyped-def]  # Static.update's signature
            if widget is help_line:
                updates["help"] += 1
            return update(widget, *args, **kwargs)

        suggested: list[str] = []

        def counted_suggestion(value: str, candidates: tuple[str, ...]) -> str | None:
            suggested.append(value)
            return suggestion_for(value, candidates)

        monkeypatch.setattr(DOMNode, "run_worker", counted_worker)
        monkeypatch.setattr(Static, "update", counted_update)
        monkeypatch.setattr(command_line, "suggestion_for", counted_suggestion)
        line = frame.query_one("#command", Input)
        line.focus()
        await pilot.press("s")
        assert line._suggestion.startswith("s") and len(line._suggestion) > 1  # set with the text, at once
        await pilot.press(*"tatu", "backspace", "u", "backspace", "backspace", *"tu")
        await pilot.pause()
        assert line.value == "statu" and line._suggestion == "status"
        # The game is asked for the word's first letter only: each letter after it narrows the candidates of the
        # text before it, and a backspace finds its text's candidates kept.
        assert asked == ["s"]
        assert workers == []
        # One suggestion looked for per keystroke, from the candidates at hand (no search of its own).
        assert suggested == ["s", "st", "sta", "stat", "statu", "stat", "statu", "stat", "sta", "stat", "statu"]
        # The line above the input is drawn only when its words change: from "sta" on it offers "status" alone.
        values = ["s", "st", "sta", "stat", "statu", "stat", "statu", "stat", "sta", "stat", "statu"]
        lines = [candidates_line(frame.complete(value)) for value in values]
        assert len(set(lines[2:])) == 1
        assert updates["help"] == 1 + sum(1 for before, after in zip(lines, lines[1:]) if before != after) == 3
        assert "Candidates: status" in str(help_line.render())


async def test_a_move_draws_the_board_once_and_a_refresh_with_nothing_new_draws_nothing(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        drawn: Counter[str] = Counter()
        show = GameArea.show
        commands = type(shown.live.game).commands

        def counted_show(area, view):  # type: ignore[no-untyped-def]  # GameArea.show's signature
            drawn["board"] += 1
            return show(area, view)

        def counted_commands(game, state):  # type: ignore[no-untyped-def]  # Game.commands' signature
            drawn["commands"] += 1
            return commands(game, state)

        monkeypatch.setattr(GameArea, "show", counted_show)
        monkeypatch.setattr(type(shown.live.game), "commands", counted_commands)
        played = legal_actions(3)
        for _, action in played:
            assert shown.apply(action)
        await settle(pilot)
        assert drawn == Counter(board=3, commands=3)
        shown.refresh_view()  # what ctrl+r does when no other window moved the session on
        shown.action_reload()
        await settle(pilot)
        assert drawn == Counter(board=3, commands=3)
        shown.refresh_view(again=True)  # a new theme: the board is drawn again in its colours
        assert drawn["board"] == 4


async def test_the_log_reaches_its_newest_entry_in_the_moves_own_refresh_and_asks_for_nothing_after_it(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual's `scroll_end` waits for the next refresh to scroll (a callback per move, and a scroll after the
    move's frame when it moves anything); the log scrolls at once, so the move's own frame shows the newest entry."""
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        played = legal_actions(24)
        for _, action in played[:14]:  # more entries than the log's rows: it scrolls with every move
            shown.apply(action)
            await settle(pilot)
        log = shown.query_one(ActionLog)
        assert log.max_scroll_y > 0
        later: list[object] = []
        call_after_refresh = ActionLog.call_after_refresh

        def counted(widget, callback, *args, **kwargs):  # type: ignore[no-untyped-def]  # Textual's signature
            if widget is log:
                later.append(callback)
            return call_after_refresh(widget, callback, *args, **kwargs)

        monkeypatch.setattr(ActionLog, "call_after_refresh", counted)
        for _, action in played[14:]:
            for step in (lambda action=action: shown.apply(action), shown.action_undo, shown.action_redo):
                step()
                # Scrolled before any refresh: the move's one frame shows the newest entry.
                assert log.scroll_y == log.max_scroll_y
                assert log.highlighted == log.option_count - 1
                await settle(pilot)
                assert log.scroll_y == log.max_scroll_y
        assert later == []


async def test_a_typed_character_draws_the_input_and_the_line_above_it_in_one_frame_without_a_layout(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The line above the input takes its new words in the same change as the text, before any message is handled:
    it was told by the input's `Changed` message, handled after the screen had drawn the input alone (two frames per
    character in a terminal). Each character draws one line of the input and, when its words change, one of the
    line above; nothing is laid out."""
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await resume_first(pilot)
        line = frame.query_one("#command", Input)
        help_line = frame.query_one("#command-help", Static)
        line.focus()
        line.cursor_blink = False  # only the keys' frames are counted: no blink, and the clock paused (f11)
        if frame.clock is not None and frame.clock.running:
            frame.action_toggle_clock()
        await settle(pilot)
        line.value = "sta"  # no await: no message has been handled since
        assert "Candidates: status" in str(help_line.render())
        line.value = ""
        assert "Candidates" not in str(help_line.render())  # back to the commands
        await settle(pilot)
        work: Counter[str] = Counter()
        changed_at: list[str] = []
        render_line, compositor_refresh, refresh_layout = Widget.render_line, Screen._compositor_refresh, Screen._refresh_layout
        dispatch = MessagePump._dispatch_message

        row_line = RowText.render_line

        def counted_line(widget, y):  # type: ignore[no-untyped-def]  # Widget.render_line's signature
            if not isinstance(widget, RowText):  # counted by its own (below), which may draw as Static does
                work[f"line {widget.id or type(widget).__name__}"] += 1
            return render_line(widget, y)

        def counted_row(widget, y):  # type: ignore[no-untyped-def]  # RowText.render_line (the commands line)
            work[f"line {widget.id or type(widget).__name__}"] += 1
            return row_line(widget, y)

        def counted_frame(screen):  # type: ignore[no-untyped-def]  # Screen._compositor_refresh's signature
            work["frames"] += 1
            return compositor_refresh(screen)

        def counted_layout(screen, *args, **kwargs):  # type: ignore[no-untyped-def]  # Screen._refresh_layout's
            work["layouts"] += 1
            return refresh_layout(screen, *args, **kwargs)

        async def counted_dispatch(node, message):  # type: ignore[no-untyped-def]  # MessagePump's signature
            if isinstance(message, Input.Changed):
                changed_at.append(type(node).__name__)
            return await dispatch(node, message)

        monkeypatch.setattr(Input, "render_line", counted_line)
        monkeypatch.setattr(Static, "render_line", counted_line)
        monkeypatch.setattr(RowText, "render_line", counted_row)
        monkeypatch.setattr(Screen, "_compositor_refresh", counted_frame)
        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        monkeypatch.setattr(MessagePump, "_dispatch_message", counted_dispatch)
        typed = "status"
        for character in typed:
            await pilot.press(character)
            await settle(pilot)
        assert line.value == "status"
        words = [candidates_line(frame.complete(typed[:end])) for end in range(len(typed) + 1)]
        words[0] = ""  # the commands line shown before the first character
        new_words = sum(1 for before, after in zip(words, words[1:]) if before != after)
        assert work == Counter({"frames": len(typed), "line command": len(typed), "line command-help": new_words})
        assert changed_at == ["CommandLine"] * len(typed)  # handled by the input alone


async def test_a_paused_clock_has_no_timer_and_a_tick_that_changes_no_text_draws_nothing(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Between keys a board wakes up only for what can change on screen: the clock's one-second tick runs while
    the clock runs and is stopped while it is paused (f11); a tick whose line reads the same draws no line."""
    dice_throne_session(store)
    app = make_app(store)

    def clock_ticks() -> int:
        """The clock's tick timers that run (a Textual timer runs as an asyncio task of its name)."""
        return sum(1 for task in asyncio.all_tasks() if task.get_name() == CLOCK_TICK and not task.done())

    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        clock = frame.clock
        assert clock is not None and clock.running
        assert clock_ticks() == 1  # the running clock's tick
        await pilot.press("f11")
        await settle(pilot)
        assert not clock.running
        assert clock_ticks() == 0
        frozen = clock.now()
        monkeypatch.setattr(clock, "now", lambda: frozen)
        drawn: Counter[str] = Counter()
        render_line, row_line = Static.render_line, RowText.render_line

        def counted_line(widget, y):  # type: ignore[no-untyped-def]  # Widget.render_line's signature
            drawn[widget.id or type(widget).__name__] += 1
            return render_line(widget, y)

        def counted_row(widget, y):  # type: ignore[no-untyped-def]  # RowText.render_line (the commands line)
            drawn[widget.id or type(widget).__name__] += 1
            return row_line(widget, y)

        monkeypatch.setattr(Static, "render_line", counted_line)
        monkeypatch.setattr(RowText, "render_line", counted_row)
        frame._tick_clock()  # a tick of a paused clock (none comes now): the same line, nothing drawn
        await settle(pilot)
        assert drawn == Counter()
        await pilot.press("f11")  # running again: a tick once more, one timer
        await settle(pilot)
        assert clock.running
        assert clock_ticks() == 1
        drawn.clear()
        frame._tick_clock()  # the same second (the clock's time held): the line reads the same, nothing drawn
        await settle(pilot)
        assert drawn == Counter()


async def test_the_empty_command_lines_blink_draws_each_look_of_the_placeholder_once(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cursor blinks twice a second by drawing the line again; with nothing typed, Input lays out its placeholder
    through Rich each time. The command line keeps the two looks (cursor shown, hidden) and draws them again only
    for new styles (a theme); what it shows is what Input draws."""
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        line = frame.query_one("#command", CommandLine)
        line.focus()
        await settle(pilot)
        assert line.value == ""
        drawn: list[bool] = []
        render_line = Input.render_line

        def counted(widget, y):  # type: ignore[no-untyped-def]  # Input.render_line's signature
            drawn.append(widget._cursor_visible)
            return render_line(widget, y)

        monkeypatch.setattr(Input, "render_line", counted)
        line._empty_lines.clear()
        for _ in range(3):  # six blinks
            for visible in (False, True):
                line._cursor_visible = visible
                shown = line.render_line(0)
                assert shown == render_line(line, 0)  # Input's own drawing, asked apart from the count
        assert drawn == [False, True]
        drawn.clear()
        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        await settle(pilot)
        assert drawn  # new colours: the screen's frame drew the line again
        assert line.render_line(0) == render_line(line, 0)
        drawn.clear()
        line.value = "sta"
        line.render_line(0)
        line.render_line(0)
        assert len(drawn) == 2  # typed text: drawn by Input each time


async def test_a_typed_command_and_enter_ctrl_z_and_ctrl_y_each_reach_the_screen_in_one_frame_without_a_layout(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A move as a player makes it, by keys: everything the move changes (the board, the ruling and its citations, the
    log, the command line cleared, the footer's Undo, Redo and Cite, the clock's line) is set in the handler of the key
    (or of the command line's `Submitted`), before the screen's next frame; nothing is left for a later frame, and the
    ruling's rows do not change, so nothing is laid out. Before: Enter 2 frames and 1 layout, ctrl+z and ctrl+y 2
    frames (the footer's keys and the citations drawn after the move's frame)."""
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        line = shown.query_one("#command", Input)
        line.cursor_blink = False  # only the keys' frames are counted
        for _, action in legal_actions(14)[:14]:  # into the second turn, the log scrolling
            shown.apply(action)
            await settle(pilot)
        work: Counter[str] = Counter()
        compositor_refresh, refresh_layout = Screen._compositor_refresh, Screen._refresh_layout

        def counted_frame(screen):  # type: ignore[no-untyped-def]  # Screen._compositor_refresh's signature
            work["frames"] += 1
            return compositor_refresh(screen)

        def counted_layout(screen, *args, **kwargs):  # type: ignore[no-untyped-def]  # Screen._refresh_layout's
            work["layouts"] += 1
            return refresh_layout(screen, *args, **kwargs)

        monkeypatch.setattr(Screen, "_compositor_refresh", counted_frame)
        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        per_key: list[tuple[str, Counter[str]]] = []
        for _ in range(4):
            line.focus()
            line.value = "next"
            await settle(pilot)
            for key in ("enter", "ctrl+z", "ctrl+y"):
                entries = len(shown.live.entries)
                work.clear()
                await pilot.press(key)
                await settle(pilot)
                assert len(shown.live.entries) == entries + 1, f"{key} moved nothing"
                per_key.append((key, Counter(work)))
        assert line.value == ""
        assert all(counted == Counter(frames=1) for _, counted in per_key), per_key


async def next_typed_and_entered(pilot, shown: SessionFrame, before_enter: Callable[[], object],  # type: ignore[no-untyped-def]  # Textual's Pilot
                                 typed: Callable[[], object] = lambda: None) -> int:
    """`next` typed in the frame's command line (`typed` called then, before the screen settles), `before_enter`
    called, then Enter: the move made and the line cleared. The log's length before the move."""
    line = shown.query_one("#command", Input)
    line.focus()
    line.value = "next"
    typed()
    await settle(pilot)
    entries = len(shown.live.entries)
    before_enter()
    await pilot.press("enter")
    await settle(pilot)
    assert len(shown.live.entries) == entries + 1, "Enter moved nothing"
    assert line.value == ""
    return entries


async def test_enter_runs_the_typed_command_in_its_own_key_handler_and_its_first_frame_shows_the_move(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Enter with the line's cursor in the hidden half of its blink (where a player finds it half the time): the key
    shows the cursor again and runs the command in the same handler, so the screen's first frame after the key
    already holds the move, and it is the only one. Before: Input's Enter binding, looked up once the key had bubbled
    up to the app, posted a `Submitted` message; the screen meanwhile drew the cursor alone (a frame without the
    move, and the move's frame a message round and a frame's wait later: about 15 ms in a terminal)."""
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        line = shown.query_one("#command", CommandLine)
        for _, action in legal_actions(14)[:14]:
            shown.apply(action)
            await settle(pilot)
        moves_at_frames: list[int] = []  # the log's length when each frame is drawn
        submitted: list[str] = []
        compositor_refresh, dispatch = Screen._compositor_refresh, MessagePump._dispatch_message

        def counted_frame(screen):  # type: ignore[no-untyped-def]  # Screen._compositor_refresh's signature
            moves_at_frames.append(len(shown.live.entries))
            return compositor_refresh(screen)

        async def counted_dispatch(node, message):  # type: ignore[no-untyped-def]  # MessagePump's signature
            if isinstance(message, Input.Submitted):
                submitted.append(type(node).__name__)
            return await dispatch(node, message)

        monkeypatch.setattr(Screen, "_compositor_refresh", counted_frame)
        monkeypatch.setattr(MessagePump, "_dispatch_message", counted_dispatch)
        def hidden_cursor() -> None:
            line.cursor_blink = False  # the blink held still, so that no timer draws a frame of its own here
            line._cursor_visible = False  # the hidden half of a blink, as its timer leaves it

        for _ in range(4):
            entries = await next_typed_and_entered(pilot, shown, moves_at_frames.clear, typed=hidden_cursor)
            assert line._cursor_visible  # the cursor shown again by the key
            assert moves_at_frames == [entries + 1]  # one frame, and it shows the move
        assert submitted == []  # no message round between the key and the command


async def test_a_typed_command_and_enter_draw_the_line_above_the_input_once_with_the_new_positions_commands(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Enter clears the input (which asks for the line above it: the commands of the position the command was typed
    in) and the move asks for it again (the commands of the new position). The player sees only the last: the line is
    updated once per Enter, after the command ran. Before: twice. A command that is not understood keeps its text, and
    the line keeps its candidates."""
    monkeypatch.setattr(SessionFrame, "_tick_clock", lambda self: None)
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        shown = await open_dice_throne_board(pilot, store)
        line = shown.query_one("#command", Input)
        help_line = shown.query_one("#command-help", Static)
        for _, action in legal_actions(14)[:14]:  # into the second turn, where `next` is offered
            shown.apply(action)
            await settle(pilot)
        updates: list[str] = []
        update = Static.update

        def counted_update(widget, *args, **kwargs):  # type: ignore[no-untyped-def]  # Static.update's signature
            if widget is help_line:
                updates.append(str(args[0]) if args else "")
            return update(widget, *args, **kwargs)

        monkeypatch.setattr(Static, "update", counted_update)
        for _ in range(4):
            await next_typed_and_entered(pilot, shown, updates.clear)
            assert updates == [shown._help_line]  # once, and the new position's commands
            assert str(help_line.content) == shown._help_line
        line.value = "frobnicate"
        await settle(pilot)
        candidates = str(help_line.content)
        updates.clear()
        await pilot.press("enter")
        await settle(pilot)
        assert line.value == "frobnicate" and updates == [] and str(help_line.content) == candidates
