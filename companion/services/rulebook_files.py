"""Reading a table's own rulebook text file: bounded in size, UTF-8 only, one clear message otherwise.

The rules browser, `companion rules show` and the rules search read the books the table put in the
rulebooks folder. A wrong file there (a video, a disk image, a PDF, a text in another encoding)
must never be read whole into memory or fail deep inside: it is refused by its size before its
end is read, or by its first byte that is not UTF-8.
"""

from __future__ import annotations

from pathlib import Path

#: A rulebook's text runs to about 100 KB; forty times that is still a book, more is the wrong file.
MAX_RULEBOOK_BYTES = 4 * 1024 * 1024


class RulebookUnreadable(Exception):
    """A rulebook file that cannot be used: unreadable, too large, or not UTF-8 text (the message says which)."""


def read_rulebook(path: Path) -> str:
    """The text of a rulebook file; RulebookUnreadable if it cannot be read, is too large or is not UTF-8."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_RULEBOOK_BYTES + 1)
    except OSError as error:
        raise RulebookUnreadable(f"cannot read the rulebook {path}: {error.strerror or error}") from None
    if len(data) > MAX_RULEBOOK_BYTES:
        raise RulebookUnreadable(
            f"the rulebook {path} is larger than {MAX_RULEBOOK_BYTES // (1024 * 1024)} MB, far more than a "
            "rulebook's text: is it the right file?"
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RulebookUnreadable(
            f"the rulebook {path} is not UTF-8 text (byte {error.start} cannot be read); save it as UTF-8 text"
        ) from None
