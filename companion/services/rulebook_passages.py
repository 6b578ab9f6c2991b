"""The original passage of a rule from the table's own copy of a rulebook, when they have one.

The product never ships the books' text. A table that owns a book may put its text file (named
as in `rules_engine.books`) in the `rulebooks` folder of the data folder, or point
$COMPANION_RULEBOOKS at a folder holding them; the rules browser and `companion rules show`
then show the passage around the rule's locator, read from that file.
"""

from __future__ import annotations

import os
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from companion.services.rulebook_files import RulebookUnreadable, read_rulebook
from companion.services.settings import data_dir
from rules_engine.books import get_book
from rules_engine.rules_index import Rule, fold

RULEBOOKS_ENV = "COMPANION_RULEBOOKS"
_QUOTES = set("«»\"“”„")


def rulebook_folders() -> list[Path]:
    """Where the table's own rulebook texts may be: $COMPANION_RULEBOOKS, then <data folder>/rulebooks."""
    folders = []
    override = os.environ.get(RULEBOOKS_ENV)
    if override:
        folders.append(Path(override).expanduser())
    folders.append(data_dir() / "rulebooks")
    return folders


def folded_with_positions(text: str) -> tuple[str, list[int]]:
    """`fold(text)` together with, for each folded character, its index in `text`.

    Mirrors `rules_engine.rules_index.fold` step by step so a locator found in the folded text
    can be traced back to the printed text.
    """
    chars: list[str] = []
    where: list[int] = []
    i, n = 0, len(text)
    pending_space = False
    while i < n:
        ch = text[i]
        if ch == "\u00ad":
            i += 1
            continue
        if ch == "-":
            match = re.match(r"-\s*\n\s*", text[i:])
            if match:
                i += match.end()
                continue
        if ch.isspace():
            pending_space = bool(chars)
            i += 1
            continue
        if ch in _QUOTES:
            i += 1
            continue
        folded = fold(unicodedata.normalize("NFC", ch)) if not ch.isascii() else ch.lower()
        if pending_space:
            chars.append(" ")
            where.append(i)
            pending_space = False
        for piece in folded:
            chars.append(piece)
            where.append(i)
        i += 1
    return "".join(chars), where


@lru_cache(maxsize=8)
def _load(path: str, mtime: float) -> tuple[str, str, tuple[int, ...]]:
    text = read_rulebook(Path(path))
    folded, where = folded_with_positions(text)
    return text, folded, tuple(where)


def passage(rule: Rule, *, context: int = 240) -> str | None:
    """The printed text around the rule's locator from the table's own copy, or None if they have none.

    Unreadable files and locators not found give None: this is a convenience, never an error
    (`rulebook_problem` says why a copy the table has could not be read).
    """
    filename = get_book(rule.book).filename
    if not filename:
        return None
    for folder in rulebook_folders():
        path = folder / filename
        try:
            if not path.is_file():
                continue
            text, folded, where = _load(str(path), path.stat().st_mtime)
        except (OSError, RulebookUnreadable):
            continue
        at = folded.find(fold(rule.locator))
        if at < 0:
            continue
        start = where[at]
        end = where[min(at + len(fold(rule.locator)), len(where) - 1)]
        begin = text.rfind("\n\n", 0, max(0, start - context // 2))
        begin = 0 if begin < 0 else begin + 2
        finish = text.find("\n\n", end + context // 2)
        finish = len(text) if finish < 0 else finish
        return text[begin:finish].strip()
    return None


def rulebook_problem(rule: Rule) -> str | None:
    """Why the table's copy of the rule's book cannot be read (too large, not UTF-8...), or None."""
    filename = get_book(rule.book).filename
    for folder in rulebook_folders() if filename else []:
        path = folder / filename
        try:
            if path.is_file():
                _load(str(path), path.stat().st_mtime)
                return None
        except OSError as error:
            return f"cannot read the rulebook {path}: {error.strerror or error}"
        except RulebookUnreadable as error:
            return str(error)
    return None
