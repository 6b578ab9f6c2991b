"""When the app's cyclic garbage collector runs: between the player's keys, not in them.

Python collects its youngest generation after every 700 net new container objects; a move on a board (its Rich
text, strips and segments, the messages of every widget it touches) leaves far more than that alive for a moment,
so the collector ran in every move and took 5–11% of its CPU (docs/benchmarks.md, issue 32, "Seventh pass"). At
10,000 it ran about fourteen times less often, but still inside a key: a pass of the youngest generation every few
keys (2–5 ms of CPU over 11,000–12,000 objects, 4,000–5,000 of them cyclic garbage: Textual's strips keep
themselves in their own caches) and one of the two young generations every few dozen keys (26–29 ms over about
60,000 objects, the moves' states and log entries on their way to the oldest generation). Those set the p95 of a
key (docs/benchmarks.md, "Thirteenth pass: the slow samples").

So the automatic collector is left only as a backstop (`THRESHOLDS`, far above a key's allocations), and the app
collects between keys (`CollectBetweenKeys`): twice a second it looks whether a key came in the last
`QUIET_AFTER_KEY` seconds and whether `YOUNG_DUE` new objects (net) are waiting, and then runs the pass Python
itself would run (the youngest generation; the middle one every `THRESHOLDS[1]` of those, the oldest every
`THRESHOLDS[2]` of the middle's). The same garbage is collected, at a moment nobody waits for a frame. A collector
someone has disabled (the launch's hold, a log's reading) is left alone. The tests' apps set the same thresholds as
they mount.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Protocol

#: The automatic collector's thresholds: the youngest generation after 50,000 new container objects (net), a
#: backstop for a run of work with no pause in it (a key's own allocations stay far below); the older ones' ratios.
THRESHOLDS = (50_000, 10, 10)
#: New container objects (net) after which the youngest generation is collected at the next pause in the keys.
YOUNG_DUE = 2_000
#: Seconds without a key after which the app counts as paused.
QUIET_AFTER_KEY = 0.1
#: Seconds between two looks at whether a pass is due (each look is a tick of a Textual timer, about 0.3 ms of
#: CPU on a board nobody types on: measured at four a second, 1.2 ms more in a second of it).
LOOK_EVERY = 0.5


class _Timers(Protocol):
    """What the policy needs of the app: Textual's interval timer."""

    def set_interval(self, interval: float, callback: Callable[[], object], *, name: str | None = None) -> object:
        ...


def tune_collector() -> None:
    """Set the collector's thresholds for the running app (once, as it mounts)."""
    gc.set_threshold(*THRESHOLDS)


def due_generation() -> int | None:
    """The generation a pass between keys would collect now, as Python chooses it (the oldest whose count is over
    its threshold, the youngest once `YOUNG_DUE` objects wait), or None when none is due."""
    young, middle, oldest = gc.get_count()
    if young < YOUNG_DUE:
        return None
    if middle + 1 >= THRESHOLDS[1]:  # this pass would be the middle generation's tenth of the youngest's
        return 2 if oldest + 1 >= THRESHOLDS[2] else 1
    return 0


class CollectBetweenKeys:
    """Runs the collector's due pass when the player has paused (`look`, on the app's interval timer)."""

    def __init__(self, last_key: Callable[[], float], clock: Callable[[], float] = time.monotonic) -> None:
        self._last_key = last_key
        self._clock = clock
        #: Passes run so far, by generation (the tests count them).
        self.passes = [0, 0, 0]

    def start(self, app: _Timers) -> None:
        """Set the thresholds and look every `LOOK_EVERY` seconds from now on."""
        tune_collector()
        app.set_interval(LOOK_EVERY, self.look, name="collect between keys")

    def look(self) -> int | None:
        """Collect if a pass is due and no key came for `QUIET_AFTER_KEY` seconds (and the collector is on); the
        generation collected, or None."""
        if not gc.isenabled() or self._clock() - self._last_key() < QUIET_AFTER_KEY:
            return None
        generation = due_generation()
        if generation is not None:
            gc.collect(generation)
            self.passes[generation] += 1
        return generation
