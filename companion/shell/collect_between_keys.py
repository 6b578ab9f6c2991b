"""The cyclic collector's passes run between the player's keys, not in them.

A pass of the youngest generation landed inside a key every few keys (2–5 ms of CPU over 11,000–12,000 objects,
4,000–5,000 of them cyclic garbage: Textual's strips keep themselves in their own caches) and one of the two young
generations every few dozen keys (24–34 ms over about 60,000 objects, the moves' states and log entries on their way to
the oldest generation). Those set the p95 of a key (docs/benchmarks.md, "Thirteenth pass: the slow samples of a key").

So the app looks twice a second (`LOOK_EVERY`) whether no key came for `QUIET_AFTER_KEY` seconds and at least
`YOUNG_DUE` new objects (net) wait, and then runs the pass Python itself would run next (the youngest generation; the
middle one every `threshold1`-th of those, the oldest every `threshold2`-th of the middle's, by the thresholds the app
set: `collector.THRESHOLDS`). The same garbage is collected, at a moment nobody waits for a frame, and the automatic
collector, whose threshold is far above `YOUNG_DUE`, is left a backstop for work with no pause in it. A collector someone
has disabled (the launch's hold, a log's reading) is left alone; a board's opening holds it until its first frame, and
the first look at a pause after that ends the hold and runs the pass due (`launch_collector.OPENING`).

This came back once a closed board no longer held its session (`SessionFrame._let_go_of_what_is_heavy`): a look is an
interval timer of the app, always due soon, and while one is, asyncio keeps the cancelled handles of a closed board's
stopped timers in its queue (with their contexts, which name the board) until their own time; when the closed board
held its session, the next board's opening found it still alive (docs/benchmarks.md, "Fourteenth pass").
"""

from __future__ import annotations

import asyncio
import contextvars
import gc
import time
import weakref
from collections.abc import Callable
from typing import Protocol

from companion.shell import launch_collector

#: New container objects (net) after which the youngest generation is collected at the next pause in the keys.
YOUNG_DUE = 2_000
#: Seconds without a key after which the app counts as paused.
QUIET_AFTER_KEY = 0.1
#: Seconds between two looks. Each is a plain asyncio timer handle, not a Textual timer (whose tick is a message
#: through the app's queue, about 0.3 ms of CPU: 0.7–1.0 ms more in a second nobody types at two a second, measured),
#: made in an empty context (so that it names no screen) and holding the app weakly.
LOOK_EVERY = 0.5
#: Seconds after which a hold asked to end at a pause (a board's opening, once drawn) ends even if the keys never paused.
HOLD_ENDS_AT_MOST = 2.0
#: The generation of the pass run as a board's opening hold ends: the middle one, not only the youngest. What the
#: board's first drawing made and keeps (its widgets, styles, bindings, the rules it cites, the strips on screen with
#: their caches) is then scanned once, at that pause, and moved to the oldest generation. Left to the youngest pass, it
#: stayed in the middle generation until that generation's own first pass, ten young passes later, which scanned it
#: all at once (45,000 objects, 9–35 ms of CPU against 3–4 for the passes after it) at whatever pause came then, or
#: inside a key when that key arrived as the pass began (docs/benchmarks.md, "Twenty-first pass").
OPENING_PASS = 1


class _Running(Protocol):
    """What the policy needs of the app: whether it still runs (the looks end with it)."""

    @property
    def is_running(self) -> bool:
        ...


def due_generation() -> int | None:
    """The generation a pass between keys would collect now, as Python chooses it (the oldest whose count reaches its
    threshold, with the youngest's counted after this pass), or None while fewer than `YOUNG_DUE` objects wait."""
    young, middle, oldest = gc.get_count()
    _young_threshold, middle_threshold, oldest_threshold = gc.get_threshold()
    if young < YOUNG_DUE:
        return None
    if middle + 1 >= middle_threshold:  # this pass would be the middle generation's `threshold1`-th of the youngest's
        return 2 if oldest + 1 >= oldest_threshold else 1
    return 0


class CollectBetweenKeys:
    """Runs the collector's due pass when the player has paused (`look`, on the app's interval timer)."""

    def __init__(self, last_key: Callable[[], float], clock: Callable[[], float] = time.monotonic) -> None:
        self._last_key = last_key
        self._clock = clock
        #: Passes run so far, by generation (the tests count them).
        self.passes = [0, 0, 0]

    def start(self, app: _Running) -> None:
        """Look every `LOOK_EVERY` seconds from now on, on the running event loop, while `app` runs."""
        self._next_look(weakref.ref(app), asyncio.get_running_loop())

    def _next_look(self, app: weakref.ref[_Running], loop: asyncio.AbstractEventLoop) -> None:
        loop.call_later(LOOK_EVERY, self._tick, app, loop, context=contextvars.Context())

    def _tick(self, app: weakref.ref[_Running], loop: asyncio.AbstractEventLoop) -> None:
        running = app()
        if running is None or not running.is_running:
            return  # the app closed: no more looks
        del running
        self.look()
        self._next_look(app, loop)

    def look(self) -> int | None:
        """Collect if a pass is due and no key came for `QUIET_AFTER_KEY` seconds (and the collector is on); the
        generation collected, or None. A hold of the collector asked to end at a pause (`launch_collector.end_at_pause`)
        ends here, after the pass due (at the latest `HOLD_ENDS_AT_MOST` seconds after it was asked, pause or not)."""
        paused = self._clock() - self._last_key() >= QUIET_AFTER_KEY
        ending = launch_collector.due_to_end(paused, at_most=HOLD_ENDS_AT_MOST)
        if ending:
            # The pass due first, while still held: once the hold ends, the automatic collector would run its own at the
            # next new object (the young count is far past its threshold), then this one again. After a board's
            # opening, at least the middle generation (`OPENING_PASS`).
            generation = self._collect(OPENING_PASS if launch_collector.OPENING in ending else 0)
            launch_collector.end(ending)
            return generation
        if not gc.isenabled() or not paused:
            return None
        return self._collect()

    def _collect(self, at_least: int = 0) -> int | None:
        """Run the pass due now, if any, of generation `at_least` or older (`at_least` above 0: a pass even if none is
        due); its generation, or None."""
        due = due_generation()
        generation = max(due, at_least) if due is not None else (at_least or None)
        if generation is not None:
            gc.collect(generation)
            self.passes[generation] += 1
        return generation
