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

Held again from the key that opens a board to the board's first frame (`OPENING`): the collector's young passes there
(8–13 ms of CPU, eight of them between the key and the frame at 10,000 actions) scanned the frame's new widgets and
styles, nearly none of them garbage. That hold ends at the next pause in the keys after the first frame
(`end_at_pause`, ended by `collect_between_keys.CollectBetweenKeys.look`, which then runs the pass that is due at once,
outside any key, of the middle generation at least: `collect_between_keys.OPENING_PASS`) and never freezes: what the
board made is scanned once there, and its garbage is collected.
"""

from __future__ import annotations

import gc
import time

#: The hold from the `companion` command's start to the app's first frame.
STARTING = "starting"
#: The hold from the key that opens a board to the board's first frame (ended at the next pause in the keys after it).
OPENING = "opening a board"

_holds: set[str] = set()
#: Holds to end at the next pause in the keys, each with when that was asked (`end_at_pause`, `due_to_end`).
_ending: dict[str, float] = {}


def hold(reason: str) -> None:
    """Stop the cyclic collector until `release(reason)` (a collector already stopped by someone else stays so)."""
    _ending.pop(reason, None)
    if not _holds and not gc.isenabled():
        return
    _holds.add(reason)
    gc.disable()


def release(reason: str, *, freeze: bool = True) -> None:
    """End the hold taken for `reason`; once none is left, freeze what lives now out of later passes
    (`freeze`) and run the collector again. Nothing when no hold was taken for `reason`."""
    _ending.pop(reason, None)
    if reason not in _holds:
        return
    _holds.discard(reason)
    if _holds:
        return
    if freeze:
        gc.freeze()
    gc.enable()


def end_at_pause(reason: str) -> None:
    """End the hold taken for `reason` at the next pause in the keys (`due_to_end`), without a freeze. Nothing when no hold
    was taken for `reason`."""
    if reason in _holds:
        _ending.setdefault(reason, time.monotonic())


def due_to_end(paused: bool, *, at_most: float, now: float | None = None) -> list[str]:
    """The holds asked to end at a pause (`end_at_pause`) that end now: all of them when the keys `paused`, else those
    asked `at_most` seconds ago or more (keys that never pause do not hold the collector off for good)."""
    when = time.monotonic() if now is None else now
    return [reason for reason, asked in _ending.items() if paused or when - asked >= at_most]


def end(reasons: list[str]) -> None:
    """End these holds, without a freeze (`release`)."""
    for reason in reasons:
        release(reason, freeze=False)


def held() -> bool:
    """True while a hold is taken (the tests ask)."""
    return bool(_holds)
