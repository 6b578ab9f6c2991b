"""What a class card costs in threat: the printed cost plus 2 per required proficiency the talent lacks."""

from __future__ import annotations

from rules_engine.runebound2.class_decks.cards import PROFICIENCY_PRICED, ClassCard, Proficiency

#: Threat added for each required proficiency the current talent does not give.
MISSING_PROFICIENCY = 2
#: An adventure-deck challenge's threat cost.
ADVENTURE_CHALLENGE_COST = 0


def missing_proficiencies(card: ClassCard, talent: ClassCard | None) -> tuple[Proficiency, ...]:
    """The proficiencies a spell or feat requires that the talent does not give (none for other kinds)."""
    if card.kind not in PROFICIENCY_PRICED:
        return ()
    given = set(talent.gives) if talent is not None else set()
    return tuple(p for p in card.requires if p not in given)


def card_cost(card: ClassCard, talent: ClassCard | None) -> int:
    """The threat it takes to play `card` with `talent` in play (printed cost must be known)."""
    if card.cost is None:
        raise ValueError(f"{card.name}'s printed threat cost is not known")
    return card.cost + MISSING_PROFICIENCY * len(missing_proficiencies(card, talent))
