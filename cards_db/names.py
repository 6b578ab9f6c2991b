"""The one rule for names people type (sessions, players, catalogue entries): short and free of control characters."""

from __future__ import annotations

import unicodedata

#: Long enough for any real name, short enough to fit a card's border.
MAX_NAME_LENGTH = 60


def name_problem(field: str, text: str) -> str | None:
    """What is wrong with `text` as the `field` name, in one sentence naming the field; None when it is fine."""
    if len(text) > MAX_NAME_LENGTH:
        return f"the {field} is {len(text)} characters long; keep it to {MAX_NAME_LENGTH}"
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in text):
        return f"the {field} contains a control character; type letters, digits and punctuation only"
    return None
