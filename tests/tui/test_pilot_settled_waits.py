"""The Pilot's wait for an idle app looks at the event loop instead of sleeping (tests/support/settled_waits.py, put in
place for every test by tests/conftest.py): a key pressed sleeps none of Textual's 20 ms idle slices, and what those
slices used to cover still happens before the wait ends (the key's messages, the frame it asks for, a timer due
within a slice); a running worker thread still gets Textual's own wait, which sees it by its CPU time.

Counted, never timed: the sleeps of Textual's idle wait (`textual._wait`'s `sleep`), the frames handed to the driver."""

from __future__ import annotations

import asyncio
import threading

import pytest
import textual._wait
from textual.app import App, ComposeResult
from textual.widgets import Static

import tests.support.settled_waits as settled_waits


class Counter(App[None]):
    """A key adds one to the count on the screen; `t` adds one more a hundredth of a second later."""

    BINDINGS = [("a", "add", "Add"), ("t", "add_later", "Add later")]

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.frames = 0

    def compose(self) -> ComposeResult:
        yield Static("0", id="count")

    def action_add(self) -> None:
        self.count += 1
        self.query_one("#count", Static).update(str(self.count))

    def action_add_later(self) -> None:
        self.set_timer(0.01, self.action_add)

    def _display(self, screen, renderable) -> None:  # the frames the terminal would receive
        if renderable is not None:
            self.frames += 1
        super()._display(screen, renderable)


@pytest.fixture
def idle_slices(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The sleeps Textual's own idle wait takes (each one slice, 1/50 s)."""
    slept: list[float] = []
    sleep = textual._wait.sleep

    async def counted(delay: float) -> None:
        slept.append(delay)
        await sleep(delay)

    monkeypatch.setattr(textual._wait, "sleep", counted)
    return slept


async def test_keys_pressed_sleep_no_idle_slice_and_each_is_drawn(idle_slices: list[float]) -> None:
    app = Counter()
    async with app.run_test(size=(20, 3)) as pilot:
        frames = app.frames
        for _ in range(3):
            await pilot.press("a")
        assert app.count == 3
        assert str(app.query_one("#count", Static).render()) == "3"
        assert app.frames - frames >= 3, "a frame for each key, drawn before the next key"
        assert "3" in app.export_screenshot()
    assert idle_slices == []


async def test_a_timer_due_within_a_slice_has_run_when_the_key_is_pressed(idle_slices: list[float]) -> None:
    app = Counter()
    async with app.run_test(size=(20, 3)) as pilot:
        await pilot.press("t")
        assert app.count == 1
        assert str(app.query_one("#count", Static).render()) == "1"
    assert idle_slices == []


async def test_a_running_worker_thread_gets_textuals_own_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    textual_waits: list[float] = []
    real_wait = settled_waits.wait_for_idle

    async def textual_wait(min_sleep: float, max_sleep: float) -> None:
        textual_waits.append(max_sleep)
        await real_wait(min_sleep, max_sleep)

    monkeypatch.setattr(settled_waits, "wait_for_idle", textual_wait)
    app = Counter()
    release = threading.Event()
    async with app.run_test(size=(20, 3)) as pilot:
        await pilot.pause()
        assert textual_waits == []
        worker = app.run_worker(release.wait, thread=True)
        try:
            await pilot.pause()
            assert len(textual_waits) == 1
        finally:  # the thread ends whatever was found, or the app's shutdown would wait for it
            release.set()
        await worker.wait()
        await pilot.pause()
        assert len(textual_waits) == 1


async def test_without_an_app_the_wait_is_textuals(idle_slices: list[float]) -> None:
    await asyncio.wait_for(settled_waits.settled(0, 0.1), timeout=30)
    assert idle_slices
