"""Checking that an imported document is plain, modest JSON before any part of it is read.

A document from a file can hold what no export writes: nesting thousands deep, numbers of
thousands of digits, NaN and infinities, lone surrogates (which SQLite cannot store). Each is
refused here with one clear sentence naming where it is, so nothing deeper ever meets it.
"""

from __future__ import annotations

import math
from typing import Any

from companion.services.store.errors import InvalidDocument
from rules_engine.messages import N_, Message

#: Deeper than any export nests (a Dice Throne session with its catalogue reaches about 10).
MAX_DEPTH = 64

#: Larger than any count, face, seat or id an export holds; SQLite integers stop at 2**63.
MAX_WHOLE = 2**53


def _where(path: tuple[Any, ...]) -> str:
    shown = "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in path)
    return shown.lstrip(".") or Message("the document")


def _has_lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_plain_json(document: Any, what: str = N_("session export")) -> None:
    """InvalidDocument unless `document` is JSON of modest depth, sane numbers and encodable text."""
    pending: list[tuple[Any, tuple[Any, ...]]] = [(document, ())]
    what = Message(what)
    while pending:
        value, path = pending.pop()
        if len(path) > MAX_DEPTH:
            raise InvalidDocument(Message("{what}: {where}… is nested too deeply (more than {most} levels)", what=what,
                                          where=_where(path[:3]), most=MAX_DEPTH))
        if isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise InvalidDocument(Message("{what}: {where} has a key that is not text", what=what, where=_where(path)))
                if _has_lone_surrogate(key):
                    raise InvalidDocument(Message("{what}: a key in {where} holds a lone surrogate (broken text)", what=what,
                                                  where=_where(path)))
                pending.append((item, (*path, key)))
        elif isinstance(value, list | tuple):
            pending.extend((item, (*path, index)) for index, item in enumerate(value))
        elif isinstance(value, str):
            if _has_lone_surrogate(value):
                raise InvalidDocument(Message("{what}: {where} holds a lone surrogate (broken text)", what=what,
                                              where=_where(path)))
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if abs(value) > MAX_WHOLE:
                raise InvalidDocument(Message("{what}: {where} holds a number too large for a game", what=what,
                                              where=_where(path)))
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise InvalidDocument(Message("{what}: {where} is not a finite number", what=what, where=_where(path)))
        else:
            raise InvalidDocument(Message("{what}: {where} is not JSON ({type})", what=what, where=_where(path),
                                          type=type(value).__name__))
