"""A test that hangs fails at pytest-timeout's timeout, named, even when it hangs awaiting an app (tests/conftest.py
puts these hooks in place).

pytest-timeout's `signal` method raises its failure from SIGALRM in whatever code the main thread runs when the alarm
comes. In an async test (a Pilot test) that is mostly not the test's own coroutine but one of the event loop's tasks:
a Textual message pump, whose task takes the failure as its result and stops. The test goes on awaiting an app that no
longer answers (Textual's own 30 s wait for a screen ends it at best; a loop that waits otherwise never ends), and the
alarm is not set again: at the thirtieth pass a test awaiting `pilot.press` in a loop held a whole suite for an hour
past the configured 300 s. asyncio's own Runner handles Ctrl+C the same way these hooks handle the alarm: it cancels
the main task rather than raise into a running one.

So when the alarm comes while an event loop runs in the main thread, the test's own task is cancelled (it stops at the
await where it hangs, with the app's context managers closing as they would on any error), and the test fails with
pytest-timeout's message and the test's stack. A test that does not stop within `GRACE_SECONDS` of that (its coroutine
ignores the cancellation, or runs without awaiting) is ended as pytest-timeout's `thread` method ends one: the stacks
written out and the process ended, which xdist reports as the test's worker crashing while running that test, and
replaces the worker. A test with no running event loop gets pytest-timeout's own failure, as before; so does a test
that runs a loop of its own (`asyncio.run` in a plain test function), whose task is not the test's coroutine."""

from __future__ import annotations

import asyncio
import inspect
import signal
import sys
import threading
import traceback
from types import CodeType
from typing import Any

import pytest
import pytest_timeout

#: How long a cancelled test may take to stop before its process is ended (seconds).
GRACE_SECONDS = 30.0

#: The attribute an item carries once its timeout came while its event loop ran: its failure's text.
TIMED_OUT = "_timed_out_awaiting"


def _test_code(item: pytest.Item) -> CodeType | None:
    function = getattr(item, "obj", None)
    if function is None:
        return None
    function = inspect.unwrap(function)
    function = getattr(function, "__func__", function)
    return getattr(function, "__code__", None)


def _test_task(item: pytest.Item, loop: asyncio.AbstractEventLoop) -> asyncio.Task[Any] | None:
    """The task running the test's own coroutine in `loop`, if there is one."""
    code = _test_code(item)
    for task in asyncio.all_tasks(loop):
        coroutine = task.get_coro()
        if getattr(coroutine, "cr_code", None) is code:
            return task
    return None


def _awaiting(task: asyncio.Task[Any]) -> str:
    """Where the task is suspended: each coroutine it awaits, outermost first, as a traceback lists them."""
    lines: list[str] = []
    awaited: Any = task.get_coro()
    while awaited is not None:
        frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "gi_frame", None)
        if frame is not None:
            lines.extend(traceback.format_list(traceback.extract_stack(frame, limit=1)))
        awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "gi_yieldfrom", None)
    return "".join(lines)


def _end_the_process(item: pytest.Item, settings: Any) -> None:
    """Write every thread's stack and end the process (pytest-timeout's `thread` method)."""
    pytest_timeout.timeout_timer(item, settings)


def _on_alarm(item: pytest.Item, settings: Any) -> None:
    loop = asyncio._get_running_loop()
    already = getattr(item, TIMED_OUT, None)
    if already is not None:
        sys.stderr.write(f"\n{item.nodeid}: still running {GRACE_SECONDS:.0f} s after its timeout was cancelled\n")
        _end_the_process(item, settings)
        return
    task = _test_task(item, loop) if loop is not None else None
    if loop is None or task is None or task.done():
        pytest_timeout.timeout_sigalrm(item, settings)
        return
    message = pytest_timeout.PYTEST_FAILURE_MESSAGE % settings.timeout
    setattr(item, TIMED_OUT, f"{message} The test was still awaiting here:\n{_awaiting(task)}")
    task.cancel(message)
    loop.call_soon_threadsafe(lambda: None)
    signal.setitimer(signal.ITIMER_REAL, GRACE_SECONDS)


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item: pytest.Item, settings: Any) -> bool | None:
    """pytest-timeout's `signal` method, with the alarm handled as the module says; other methods are left to it."""
    if settings.method != "signal" or threading.current_thread() is not threading.main_thread():
        return None

    def handler(signum: int, frame: object) -> None:
        __tracebackhide__ = True
        _on_alarm(item, settings)

    def cancel() -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)

    item.cancel_timeout = cancel  # type: ignore[attr-defined]
    signal.signal(signal.SIGALRM, handler)
    signal.setitimer(signal.ITIMER_REAL, settings.timeout)
    return True


@pytest.hookimpl(wrapper=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> Any:
    """A test whose task was cancelled at its timeout fails with pytest-timeout's message and where it was awaiting,
    whatever its coroutine raised on the way out (the cancellation, or an error of the app closing under it)."""
    try:
        return (yield)
    except (KeyboardInterrupt, pytest.exit.Exception):
        raise
    except BaseException:
        where = getattr(pyfuncitem, TIMED_OUT, None)
        if where is None:
            raise
    pytest.fail(where, pytrace=False)
