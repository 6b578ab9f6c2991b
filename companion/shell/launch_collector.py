"""The cyclic garbage collector held off while the app starts and while a board is first opened.

Starting the app imports about 450 modules (Textual, the home screen) and opening a board about 150 more (the
game, the session frame); each module's classes, functions and tables live as long as the process, but Python's
collector scans them again and again as they are created: about 80 collections of the young generations before
the first frame, 11–12 ms of CPU on the standard machine, and 6–13 ms more while a board is read and composed
(docs/benchmarks.md, "Eleventh pass: launch"). Almost none of it is garbage (about 2,000 objects of 100,000 at the
first frame). So the `companion` command holds the collector before it imports the app (`hold`); once the first
frame is out, what was created so far is frozen out of every later pass (`gc.freeze`, as the app already does
for a session's log) and the collector runs again (`release`). Opening a board from the list or with `--open`
holds it the same way until the board is drawn (`CompanionApp._show_before_store`), and releases it without freezing
again: the session's log and what was imported for it were frozen once read, as before.

A process that never holds the collector (the tests, the snapshots) is not changed by `release`.
"""

from __future__ import annotations

import gc

#: The hold from the `companion` command's start to the app's first frame.
STARTING = "starting"

#: The hold from a board's reading with sqlite3 to its first frame drawn (from the list or with `--open`).
OPENING_BOARD = "opening a board"

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
