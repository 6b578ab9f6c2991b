"""Checking that a ruling left an engine state untouched, cheaply enough to do at every step of a random walk.

`check` must never change the state it reads. Random walks verify that after every stray action they try;
writing the state out as JSON (`to_jsonable`) before and after costs most of such a walk's time. The pickle of
the state's whole object graph is taken in C and covers at least as much: every attribute of every object
reachable from the state (the JSON form reads only the dataclass fields), so equal pickles mean nothing in
the state changed.
"""

from __future__ import annotations

import pickle


def fingerprint(value: object) -> bytes:
    """Every byte of `value`'s object graph: equal before and after an operation means it changed nothing."""
    return pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
