"""Past moments in the TUI: f2 in a session opens the log as a timeline; moving along it shows the board,
the players and the ruling after that action, read-only, and esc comes back to the game as it is now."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Input, Static

from companion.services.i18n import use_language
from companion.shell.app import make_app
from rules_engine.games import all_games
from screens.branch_frame import BranchEndDialog, BranchFrame
from screens.game_area import game_area_for
from screens.players_panel import PlayersPanel
from screens.ruling_panel import RulingPanel, RulingText
from screens.session_frame import SessionFrame
from screens.timeline_screen import TimelineScreen
from tests.support.pilot_waits import until
from tests.support.tally_game import AddPoints, EndTurn
from tests.tui.conftest import SIZE, tally_setup
from tests.tui.snapshot_apps import FixedTimeStore


def played(store):
    """A tally session: Ann adds 4, ends; Bo adds 6, ends; Ann adds 2 (then undone); Ann adds 5."""
    live = store.create_session(game_id="tally", name="Friday night", setup=tally_setup("Ann", "Bo"))
    live.act(AddPoints(4))
    live.act(EndTurn())
    live.act(AddPoints(6))
    live.act(EndTurn())
    live.act(AddPoints(2))
    live.undo()
    live.act(AddPoints(5))
    return live


def line(screen) -> str:
    return str(screen.query_one("#moment-line", Static).render())


def players(screen) -> str:
    return str(screen.query_one("#moment-players", PlayersPanel).render()) + " ".join(
        str(w.render()) for w in screen.query_one("#moment-players").query(Static))


async def open_timeline(pilot: Pilot, session_id: int) -> TimelineScreen:
    pilot.app.open_session(session_id)
    await until(pilot, lambda: isinstance(pilot.app.screen, SessionFrame), "the session frame")
    await pilot.press("f2")
    await until(pilot, lambda: isinstance(pilot.app.screen, TimelineScreen) and bool(line(pilot.app.screen)),
                "the timeline drawn")
    return pilot.app.screen


async def test_f2_shows_each_past_moment_read_only_and_esc_comes_back(store) -> None:
    live = played(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        frame = app.screen_stack[-2]
        assert line(timeline) == "Viewing action 7 of 7 · read-only"
        assert timeline.moment.state == live.state
        await pilot.press("left")
        await until(pilot, lambda: timeline.seq == 6, "one action earlier")
        assert line(timeline) == "Viewing action 6 of 7 · read-only"
        assert "undo of action 5" in str(timeline.query_one("#moment-ruling", RulingPanel)
                                           .query_one("#ruling-text", RulingText).render())
        await pilot.press("left")
        await until(pilot, lambda: timeline.seq == 5, "the undone action")
        assert timeline.moment.state.scores == (6, 6)  # Ann's 2 counted at that moment
        ruling = timeline.query_one("#moment-ruling", RulingPanel)
        assert ruling.ruling == live.entries[4].ruling and ruling.ruling.citations
        assert "undone later" in str(ruling.query_one("#ruling-text", RulingText).render())
        await pilot.press("home")
        await until(pilot, lambda: timeline.seq == 0, "the start")
        assert timeline.moment.state.scores == (0, 0)
        assert line(timeline) == "Viewing the game as set up, before action 1 of 7 · read-only"
        await pilot.press("pagedown")
        await until(pilot, lambda: timeline.seq == 7, "ten later, kept within the log")
        # The board is read-only: a typed change from the board is answered with a note and nothing is written.
        revision = live.revision
        timeline.query_one("#game-area").post_message(type(timeline.query_one("#game-area")).Submit(AddPoints(1)))
        await until(pilot, lambda: any("past moment" in n.message for n in app._notifications), "the read-only note")
        assert store.open_session(live.id).revision == revision
        app.clear_notifications()
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, "back in the session")
        assert len(store.open_session(live.id).entries) == 7


async def test_go_to_takes_an_action_number_and_refuses_anything_else_with_one_line(store) -> None:
    live = played(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        for typed in ("abc", "99", "-1"):
            await pilot.press("g")
            await until(pilot, lambda: bool(app.screen.query("#prompt-input")), "the prompt")
            app.screen.query_one("#prompt-input", Input).value = typed
            await pilot.press("enter")
            await until(pilot, lambda: app.screen is timeline, "the prompt closed")
            assert timeline.seq == 7
        assert len(app._notifications) == 3
        assert all("Type a number from 0 to 7" in note.message for note in app._notifications)
        await pilot.press("g")
        await until(pilot, lambda: bool(app.screen.query("#prompt-input")), "the prompt")
        app.screen.query_one("#prompt-input", Input).value = "#2"
        await pilot.press("enter")
        await until(pilot, lambda: timeline.seq == 2, "action 2")
        assert timeline.moment.state.active == 1  # Ann ended her turn: Bo is next


async def test_the_moment_line_reads_in_russian_with_its_numbers(store) -> None:
    live = store.create_session(game_id="tally", name="Long", setup=tally_setup("Ann", "Bo", target=1_000_000))
    for index in range(1_200):
        live.act(AddPoints(1) if index % 2 == 0 else EndTurn())
    use_language("ru")  # the test's end puts English back (tests/conftest.py)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        timeline.go_to(412)
        await pilot.pause()
        assert line(timeline) == "Просмотр действия 412 из 1\u00a0200 · только чтение"


def test_the_timeline_key_is_taken_by_no_game_board() -> None:
    key = next(b.key for b in SessionFrame._merged_bindings.key_to_bindings.get("f2", ()))
    assert key == "f2"
    for game in all_games():
        area = game_area_for(game.id)
        board_keys = {k for b in getattr(area, "BINDINGS", ()) for k in b.key.split(",")}
        assert "f2" not in board_keys, f"{game.id}'s board binds f2"


def test_timeline_snapshot(snap_compare, store) -> None:
    live = played(store)

    async def to_action_five(pilot: Pilot) -> None:
        await open_timeline(pilot, live.id)
        pilot.app.screen.go_to(5)
        await pilot.pause()

    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=SIZE, run_before=to_action_five)


async def test_b_plays_a_branch_from_the_moment_shown_and_adopting_it_appends_to_the_real_log(store) -> None:
    live = played(store)
    before = [(e.seq, e.kind, e.action, e.target_seq) for e in live.entries]
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        frame = app.screen_stack[-2]
        timeline.go_to(2)  # Ann added 4 and ended her turn
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, BranchFrame), "the branch")
        branch_frame = app.screen
        assert "What-if from action 2" in str(branch_frame.query_one("#frame-title", Static).render())
        assert branch_frame.live.state == timeline.moment.state
        branch_frame.query_one("#command", Input).value = "add 3"
        await pilot.press("enter")
        await until(pilot, lambda: branch_frame.live.state.scores == (4, 3), "the branch's action applied")
        assert live.state.scores == (9, 6)  # the real game is untouched while the branch is played
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, BranchEndDialog), "the question on leaving")
        await pilot.press("a")
        await until(pilot, lambda: app.screen is frame, "back in the real session")
        assert frame.live.state.scores == (4, 3)
        after = [(e.seq, e.kind, e.action, e.target_seq) for e in store.open_session(live.id).entries]
        assert after[:len(before)] == before
        assert [kind for _, kind, _, _ in after[len(before):]] == ["undo"] * 3 + ["action"]  # 7, 4 and 3 (5 was undone)
        log = frame.query_one("#action-log")
        await until(pilot, lambda: log.option_count and log.get_option_at_index(log.option_count - 1).id
                    == f"entry-{len(after)}", "the adopted action in the frame's log")


async def test_a_discarded_branch_leaves_the_real_game_as_it_was(store) -> None:
    live = played(store)
    revision = live.revision
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        timeline = await open_timeline(pilot, live.id)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, BranchFrame), "the branch")
        app.screen.live.act(EndTurn())
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, BranchEndDialog), "the question on leaving")
        await pilot.press("d")
        await until(pilot, lambda: app.screen is timeline, "back in the timeline")
        assert store.open_session(live.id).revision == revision


def test_branch_snapshot(snap_compare, store) -> None:
    live = played(store)

    async def branch_from_action_two(pilot: Pilot) -> None:
        timeline = await open_timeline(pilot, live.id)
        timeline.go_to(2)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(pilot.app.screen, BranchFrame), "the branch")
        pilot.app.screen.query_one("#command", Input).value = "add 3"
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen.live.state.scores == (4, 3), "the branch's action applied")
        pilot.app.screen.query_one("#command", Input).cursor_blink = False

    assert snap_compare(make_app(FixedTimeStore(store)), terminal_size=SIZE, run_before=branch_from_action_two)
