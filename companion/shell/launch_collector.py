"""The cyclic garbage collector held off while the app starts.

Starting the app imports about 450 modules (Textual, the home screen); each module's classes, functions and tables
live as long as the process, but Python's collector scanned them again and again as they were created: about 85
passes of the young generations before the home screen's list is drawn, 11–12 ms of CPU on the standard machine
(docs/benchmarks.md, "Eleventh pass: launch from the list"). Almost none of it is garbage (about 2,000 objects of
100,000 at the first frame). So the `companion` command holds the collector before it imports the app (`hold`);
once the first frame is out, what was created so far is frozen out of every later pass (`gc.freeze`, as the app
already does for a session's log once read) and the collector runs again (`release`, in `CompanionApp.on_ready`).

Not held while a board is opened: released without a freeze, the collector's first pass would then scan everything
the board's first frame made at once (about 10 ms, measured), and a second freeze there would change when the
store's modules are frozen (`tests/tui/test_warm_up_between_keys.py`); the reading itself already pauses it
(`log_loading.cyclic_collection_paused`).

A process that never holds the collector (the tests, the snapshots) is not changed by `release`.
"""

from __future__ import annotations

import gc

#: The hold from the `companion` command's start to the app's first frame.
STARTING = "starting"

_holds: set[str] = set()


def hold(reason: str) -> None:
    """Stop the cyclic collector until `release(reason)` (a collector already stopped by someone else stays so)."""
    if not _holds and not gc.isenabled():
        return
    _holds.add(reason)
    gc.disable()


def release(reason: str, *, freeze: bool = True) -> None:
    """End the hold taken for `reason`; once none is left, freeze what lives now out of later passes
    (`freeze`) and run the collector again. Nothing when no hold was taken for `reason`."""
    if reason not in _holds:
        return
    _holds.discard(reason)
    if _holds:
        return
    if freeze:
        gc.freeze()
    gc.enable()


def held() -> bool:
    """True while a hold is taken (the tests ask)."""
    return bool(_holds)
