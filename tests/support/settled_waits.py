"""The Pilot's wait for the app to be idle, on what is waiting in the event loop rather than on sleeps.

Textual's `wait_for_idle` (`textual._wait`), which `Pilot.pause()`, `Pilot.press()` (twice a key) and the snapshots'
screenshot call, sleeps a fiftieth of a second at a time until one of those sleeps saw under a millisecond of the
process's CPU. Each wait is therefore at least 20 ms of wall time with nothing to do, often 40, and a Pilot test's
keys are mostly that: in tests/tui/test_session_flow.py 27 of its 29 seconds were those sleeps, 6 s of CPU in all.

`settled` waits for the same moment by looking: the event loop has nothing ready to run (no message being handled
or waiting, no callback, no task woken), no timer falls due within Textual's slice of 20 ms of the last work seen,
and no worker thread is running. A timer due within the slice is waited for and run, as it would have run inside
Textual's sleep (a resize's check after 1/120 s, an animation's next step), except the screen's frame timer (60 a
second): its frame is made at once, as `Pilot.pause` makes it when it ends, rather than up to 1/60 s later. A worker
thread is the one thing the loop cannot see into, so while one runs the wait is also Textual's own, which tells a busy
thread by its CPU time. It ends no later than Textual's would (`max_sleep`, a second).

A timer further away than the slice is not waited for, as Textual's own wait would not, however long it takes to
sleep: one that matters to the next click or key is waited for where that input is made (tests/support/press_effects.py:
a button's press effect, during which it ignores both).
"""
from __future__ import annotations

import asyncio

from textual._context import active_app
from textual._wait import SLEEP_GRANULARITY, wait_for_idle
from textual.app import App
from textual.timer import Timer

#: Textual's wait sleeps in slices this long: a timer due within one slice of the last work has run when it ends.
SLICE = SLEEP_GRANULARITY


def ready_to_run(loop: asyncio.AbstractEventLoop) -> bool:
    """True while the loop has a callback to run now (a task woken, a message put, a thread's `call_soon_threadsafe`):
    CPython's event loop keeps them in `_ready`, and its timers in `_scheduled`."""
    return bool(loop._ready)


def timer_woken(handle: asyncio.TimerHandle) -> Timer | None:
    """The Textual timer whose sleep the loop's timer ends, or None (another sleep, a `call_later`, or a shape not
    recognised: then it is waited for like any other). Read from the sleeping task's coroutine, `Timer._run_timer`."""
    try:
        future = handle._args[0]
        ((wake, _context),) = future._callbacks
        frame = wake.__self__.get_coro().cr_frame
        timer = frame.f_locals["self"] if frame is not None else None
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return None
    return timer if isinstance(timer, Timer) else None


def next_due(loop: asyncio.AbstractEventLoop) -> tuple[float, Timer | None] | None:
    """When (in the loop's time) the next timer that will do something is due, and the Textual timer it wakes; None when
    none is set. A paused Textual timer's wake-up does nothing (it then waits to be resumed): the screen's frame timer,
    paused after each frame, keeps one due within 1/60 s."""
    soonest: tuple[float, Timer | None] | None = None
    for handle in loop._scheduled:
        if handle.cancelled() or (soonest is not None and handle.when() >= soonest[0]):
            continue
        timer = timer_woken(handle)
        if timer is None or timer._active.is_set():
            soonest = (handle.when(), timer)
    return soonest


def draw_now(app: App, timer: Timer | None) -> bool:
    """Make the frame the current screen's frame timer would make when it is due (what `Pilot.pause` does at its end),
    rather than wait up to 1/60 s for it. True when it was drawn; False for any other timer, or a screen that would not
    draw (not on top, or in a batch update), whose timer is waited for."""
    try:
        screen = app.screen
    except Exception:  # noqa: BLE001 - no screen (the app closing): nothing to draw
        return False
    if timer is None or timer is not getattr(screen, "_Screen__update_timer", None) or not screen.is_current \
            or app._batch_count:
        return False
    screen._on_timer_update()
    return True


def threads_at_work(app: App) -> bool:
    """True while a worker thread of the app has not finished (the loop cannot tell whether it is busy)."""
    return any(worker._thread_worker and not worker.is_finished for worker in app.workers)


async def settled(min_sleep: float = SLICE, max_sleep: float = 1.0) -> None:
    """Return once the app in this context is idle, as `textual._wait.wait_for_idle(min_sleep, max_sleep)` would."""
    loop = asyncio.get_running_loop()
    try:
        app = active_app.get()
    except LookupError:  # no app to look at: Textual's own wait
        app = None
    if app is None or not hasattr(loop, "_ready") or not hasattr(loop, "_scheduled"):  # or a loop not CPython's
        await wait_for_idle(min_sleep, max_sleep)
        return
    started = loop.time()
    # Timers due before this have run when the wait ends; every piece of work seen moves it on by a slice.
    timers_until = started + max(min_sleep, SLICE)
    threads_waited = False
    while (now := loop.time()) - started < max_sleep:
        await asyncio.sleep(0)
        if ready_to_run(loop):
            timers_until = loop.time() + SLICE
            continue
        due = next_due(loop)
        if due is not None and due[0] <= timers_until:
            if not draw_now(app, due[1]):
                await asyncio.sleep(max(due[0] - loop.time(), 0.0))
            timers_until = loop.time() + SLICE
            continue
        if not threads_waited and threads_at_work(app):
            threads_waited = True
            await wait_for_idle(0, max(max_sleep - (now - started), 0.0))
            continue
        return

