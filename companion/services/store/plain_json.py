"""Checking that an imported document is plain, modest JSON before any part of it is read.

A document from a file can hold what no export writes: nesting thousands deep, numbers of
thousands of digits, NaN and infinities, lone surrogates (which SQLite cannot store). Each is
refused here with one clear sentence naming where it is, so nothing deeper ever meets it.
"""

from __future__ import annotations

import math
from typing import Any

from companion.services.store.errors import InvalidDocument

#: Deeper than any export nests (a Dice Throne session with its catalogue reaches about 10).
MAX_DEPTH = 64

#: Larger than any count, face, seat or id an export holds; SQLite integers stop at 2**63.
MAX_WHOLE = 2**53


def _where(path: tuple[Any, ...]) -> str:
    shown = "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in path)
    return shown.lstrip(".") or "the document"


def _has_lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_plain_json(document: Any, what: str = "session export") -> None:
    """InvalidDocument unless `document` is JSON of modest depth, sane numbers and encodable text."""
    pending: list[tuple[Any, tuple[Any, ...]]] = [(document, ())]
    while pending:
        value, path = pending.pop()
        if len(path) > MAX_DEPTH:
            raise InvalidDocument(f"{what}: {_where(path[:3])}… is nested too deeply (more than {MAX_DEPTH} levels)")
        if isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    raise InvalidDocument(f"{what}: {_where(path)} has a key that is not text")
                if _has_lone_surrogate(key):
                    raise InvalidDocument(f"{what}: a key in {_where(path)} holds a lone surrogate (broken text)")
                pending.append((item, (*path, key)))
        elif isinstance(value, list | tuple):
            pending.extend((item, (*path, index)) for index, item in enumerate(value))
        elif isinstance(value, str):
            if _has_lone_surrogate(value):
                raise InvalidDocument(f"{what}: {_where(path)} holds a lone surrogate (broken text)")
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if abs(value) > MAX_WHOLE:
                raise InvalidDocument(f"{what}: {_where(path)} holds a number too large for a game")
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise InvalidDocument(f"{what}: {_where(path)} is not a finite number")
        else:
            raise InvalidDocument(f"{what}: {_where(path)} is not JSON ({type(value).__name__})")
