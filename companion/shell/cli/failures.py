"""How the `companion` command fails: the two kinds of error, their exit codes, and the one line it prints."""

from __future__ import annotations

import unicodedata

from companion.services.i18n import _, translate

USAGE_ERROR = 2
FAILURE = 1


class UsageError(Exception):
    """Bad input on the command line: exit 2 with this one-line message."""


class Failure(Exception):
    """Something that is not the user's typing went wrong: exit 1 with this one-line message."""


def said(error: BaseException) -> str:
    """An error's message in the interface's language (a translatable engine or store message), else as it is."""
    message = error.args[0] if len(error.args) == 1 else None
    return translate(message) if hasattr(message, "render") else str(error)


#: A message longer than this is cut (a 5,000-digit argument is not repeated in full).
LONGEST_MESSAGE = 300


def one_line(message: object) -> str:
    text = " ".join(str(message).split())
    # A control character someone typed (NUL, ESC, an OSC title sequence) is shown escaped, never sent raw.
    text = "".join(ch.encode("unicode_escape").decode("ascii") if unicodedata.category(ch) == "Cc" else ch
                   for ch in text)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")  # a lone surrogate is shown, never a crash
    if len(text) > LONGEST_MESSAGE:
        text = text[:LONGEST_MESSAGE] + f"… ({len(text)} characters)"
    return text or _("unknown error")
