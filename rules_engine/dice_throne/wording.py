"""Card and ability wording the table resolves: which glossary rule settles each keyword in an effect's text.

The engine cannot read a card, but the effects typed into the hero data ("inflict Bounty, then the
damage") use the book's keywords. When an ability with such text is activated or rolled, the ruling
cites the rule that says how the keyword works, so the table can settle a dispute from the ruling.
"""

from __future__ import annotations

import re

from rules_engine.referee import Referee

#: (pattern over the effect text, rule id, a short reminder), in the order a reader meets them.
KEYWORDS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\broll (a|one|two|three|four|five|\d+) di(c)?e\b", re.IGNORECASE), "dice-throne.wording.roll-x",
     "'roll X dice': a fresh roll, read on its own"),
    (re.compile(r"\bon (\d+ of a kind|(a |an |each )?[a-z]+ symbol)", re.IGNORECASE), "dice-throne.wording.on-symbol",
     "'on (symbol)': once, however many dice show it"),
    (re.compile(r"×|\bper symbol\b|\b\d+ x [a-z]", re.IGNORECASE), "dice-throne.wording.multiply",
     "'N × (symbol)': times the dice showing that symbol"),
    (re.compile(r"\bthen\b", re.IGNORECASE), "dice-throne.wording.then",
     "'then': statuses and instant or roll-phase cards may come between the two parts"),
    (re.compile(r"\bor\b", re.IGNORECASE), "dice-throne.wording.or", "'or': only one of them applies"),
    (re.compile(r"\badditionally\b", re.IGNORECASE), "dice-throne.wording.additionally",
     "'additionally': after every other effect"),
)


def wording_rules(text: str) -> tuple[str, ...]:
    """The glossary rules whose keywords occur in an effect's text."""
    return tuple(rule for pattern, rule, _ in KEYWORDS if pattern.search(text))


def cite_wording(text: str, ref: Referee) -> None:
    """Cite the glossary rule of every keyword in the text, with a one-line reminder of each."""
    reminders = []
    for pattern, rule, reminder in KEYWORDS:
        if pattern.search(text):
            ref.cite(rule)
            reminders.append(reminder)
    if reminders:
        ref.note("wording: " + "; ".join(reminders))
