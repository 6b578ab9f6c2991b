"""Talents: their price by player count, which may be bought, and an experience counter handed in instead."""

from __future__ import annotations

from rules_engine.runebound2.class_decks.cards import ClassCard
from rules_engine.messages import Message
from rules_engine.runebound2.names import printed_name

#: Price of a talent in experience points by player count: 1-2, 3-4, 5-6.
TALENT_PRICES = (5, 4, 3)
#: What each experience counter gave, so handing one in takes its bonus back.
COUNTER_BONUS = {
    "mind": ("mind", 2),
    "body": ("body", 2),
    "spirit": ("spirit", 2),
    "stamina": ("stamina", 2),
    "life": ("life", 1),
}


def talent_price(players: int) -> int:
    """Experience points a talent costs with this many players."""
    return TALENT_PRICES[0] if players <= 2 else TALENT_PRICES[1] if players <= 4 else TALENT_PRICES[2]


def talent_problem(current: ClassCard | None, new: ClassCard) -> str:
    """Why `new` may not replace `current` ('' when it may): level at most one higher, requirement met."""
    if new.level is None:
        return Message("{card}'s level is not known: enter it from the card first", card=printed_name(new.name))
    if current is None:
        level = 0
    elif current.level is None:
        return Message("{card}'s level is not known: enter it from the card first", card=printed_name(current.name))
    else:
        level = current.level
    if new.level > level + 1:
        return Message("{card} is level {level}; with a level-{held} talent at most level {most} may be bought",
                       card=printed_name(new.name), level=new.level, held=level, most=level + 1)
    if new.level == 1:
        return ""  # level-1 talents have no requirement
    given = set(current.gives) if current is not None else set()
    lacking = [str(p) for p in new.requires if p not in given]
    if lacking:
        have = current.name if current is not None else Message('no talent')
        return Message("{card} requires {lacking}, which {have} does not give", card=printed_name(new.name), lacking=", ".join(lacking),
                       have=printed_name(have))
    return ""
