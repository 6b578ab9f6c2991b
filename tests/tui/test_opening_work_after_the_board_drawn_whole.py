"""What a board's opening puts off until after its first frame waits until the board is drawn whole: the collector's
pass that ends the opening's hold (`launch_collector.OPENING`, run at the app's next look once asked) and the saving of
the clock's resume (a commit, with the disk's wait).

Both were started at a fixed moment: the hold's end asked at the board's first frame, the clock's save 0.1 s after its
mount. The board's footer keys and the layouts after its first frame came later still, so the half-second look's pass
(9–35 ms) and the commit fell inside the board's drawing in some launches and not in others (docs/benchmarks.md,
"Twenty-eighth pass: launch"). Counted, never timed: at each of the two moments the footer's keys are laid out and
nothing is left to lay out or draw.
"""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from companion.shell import launch_collector
from companion.shell.app import make_app
from screens import drawn_whole as drawn_whole_module
from screens.drawn_whole import drawn_whole, when_drawn_whole
from screens.home import HomeScreen
from screens.session_frame import SessionFrame
from tests.support.footer_waits import keys_fit
from tests.support.pilot_waits import until
from tests.support.saved_games import golden_game_file
from tests.tui.conftest import SIZE


def board_state(app: object) -> str:
    """How far the current screen is drawn, told without `drawn_whole`: its footer's keys laid out, then its own
    layout and drawing done."""
    screen = app.screen  # type: ignore[attr-defined]
    if not isinstance(screen, SessionFrame):
        return "no board"
    if not keys_fit(screen):
        return "the footer's keys not laid out yet"
    if screen._layout_required or screen._repaint_required or screen._dirty_widgets:
        return "a layout or a drawing still to come"
    return "drawn whole"


@pytest.mark.parametrize("opened", ["from the list", "with --open"])
async def test_the_collector_and_the_clock_wait_for_the_board_drawn_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, opened: str) -> None:
    url, session_id = golden_game_file(tmp_path)
    seen: list[tuple[str, str]] = []
    app = make_app(db_url=url, open_session=session_id) if opened == "with --open" else make_app(db_url=url)
    ending = launch_collector.end_at_pause

    def end_at_pause(reason: str) -> None:
        if reason == launch_collector.OPENING:
            seen.append(("the opening's hold ends at the next pause", board_state(app)))
        ending(reason)

    saving = SessionFrame._save_clock_turn

    def save_clock_turn(frame: SessionFrame) -> None:
        seen.append(("the clock saved", board_state(app)))
        saving(frame)

    monkeypatch.setattr(launch_collector, "end_at_pause", end_at_pause)
    monkeypatch.setattr(SessionFrame, "_save_clock_turn", save_clock_turn)
    try:
        async with app.run_test(size=SIZE) as pilot:
            if opened == "from the list":
                await until(pilot, lambda: isinstance(app.screen, HomeScreen) and bool(
                    app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count), "the session list")
                app.open_session(session_id)
            await until(pilot, lambda: len({what for what, _state in seen}) == 2, "the hold's end asked and the clock saved")
            first = {what: state for what, state in reversed(seen)}  # the first time each came
            assert first == {"the clock saved": "drawn whole", "the opening's hold ends at the next pause": "drawn whole"}
            await until(pilot, gc.isenabled, "the collector running again at a pause after the board")
    finally:
        launch_collector.release(launch_collector.OPENING, freeze=False)
        gc.enable()
        opened_store = app.store or app.opened_store
        if opened_store is not None:
            opened_store.close()


async def test_what_waits_for_a_screen_drawn_whole_runs_at_once_when_it_is_else_after_its_layout(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, _session_id = golden_game_file(tmp_path)
    app = make_app(db_url=url)
    ran: list[tuple[str, bool]] = []
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen) and drawn_whole(app.screen), "the list drawn")
        screen = app.screen
        when_drawn_whole(screen, lambda: ran.append(("at once", screen._layout_required)))
        assert ran == [("at once", False)]
        screen.refresh(layout=True)
        assert not drawn_whole(screen)
        when_drawn_whole(screen, lambda: ran.append(("after the layout", screen._layout_required)))
        assert ran == [("at once", False)]  # not yet: a layout is asked
        await until(pilot, lambda: len(ran) == 2, "the second call")
        assert ran == [("at once", False), ("after the layout", False)]
        # A screen never drawn whole (as if a layout were asked again and again) holds nothing back for good.
        monkeypatch.setattr(drawn_whole_module, "drawn_whole", lambda _screen: False)
        when_drawn_whole(screen, lambda: ran.append(("given up", False)), longest=0.05)
        assert len(ran) == 2
        await until(pilot, lambda: len(ran) == 3, "the call once waited its longest")
    opened_store = app.store or app.opened_store
    if opened_store is not None:
        opened_store.close()
