"""The one rule for names people type (sessions, players, catalogue entries): short and free of control characters."""

from __future__ import annotations

import unicodedata

from rules_engine.messages import Message

#: Long enough for any real name, short enough to fit a card's border.
MAX_NAME_LENGTH = 60


def name_problem(field: str, text: str) -> Message | None:
    """What is wrong with `text` as the `field` name, in one sentence naming the field; None when it is fine.

    The message is translatable; `field` is too when it is a message or a text the catalogue holds.
    """
    what = field if isinstance(field, Message) else Message(field)
    if len(text) > MAX_NAME_LENGTH:
        return Message("the {field} is {length} characters long; keep it to {most}", field=what, length=len(text),
                       most=MAX_NAME_LENGTH)
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in text):
        return Message("the {field} contains a control character; type letters, digits and punctuation only",
                       field=what)
    return None
