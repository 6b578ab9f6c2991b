"""Building a class deck (advanced rules) and the draft variant's exchange of hostile cards."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from rules_engine.messages import Message
from rules_engine.runebound2.class_decks.cards import CLASS_KINDS, ClassCard, Kind

MAX_CLASS_CARDS = 30
MIN_HOSTILE = 12
MAX_TALENTS = 5
HAND_SIZE = 6
DRAFT_PICKS = 10
DRAFT_EACH_WAY = 5
BUILDING = "runebound2.class-decks.deck.building"
DRAFT = "runebound2.class-decks.deck.draft"


def deck_problems(
    cards: Sequence[ClassCard], talents: Sequence[ClassCard], *, built: bool
) -> tuple[tuple[str, str], ...]:
    """(rule id, message) for each way the decks break the rules; `built` adds the built deck's hostile minimum."""
    problems: list[tuple[str, str]] = []
    for card in cards:
        if card.kind not in CLASS_KINDS:
            problems.append(
                (BUILDING, Message("{card} is a {kind}, not a class card (feat, spell, place, challenge)",
                                   card=card.name, kind=str(card.kind)))
            )
    for card in talents:
        if card.kind != Kind.TALENT:
            problems.append((BUILDING, Message("{card} is a {kind}, not a talent", card=card.name, kind=str(card.kind))))
    counts = Counter(c.name.casefold() for c in cards)
    twice = sorted({c.name for c in cards if counts[c.name.casefold()] > 1})
    if twice:
        problems.append((BUILDING, Message("a class deck holds no duplicates: {cards}", cards=", ".join(twice))))
    talent_counts = Counter(t.name.casefold() for t in talents)
    twice_t = sorted({t.name for t in talents if talent_counts[t.name.casefold()] > 1})
    if twice_t:
        problems.append((BUILDING, Message("a talent deck holds no duplicates: {talents}", talents=", ".join(twice_t))))
    if len(cards) > MAX_CLASS_CARDS:
        extra = ", ".join(c.name for c in cards[MAX_CLASS_CARDS:])
        problems.append(
            (BUILDING, Message("a class deck holds at most {most} cards, not {given} (past the limit: {extra})",
                               most=MAX_CLASS_CARDS, given=len(cards), extra=extra))
        )
    if len(talents) > MAX_TALENTS:
        extra = ", ".join(t.name for t in talents[MAX_TALENTS:])
        problems.append(
            (BUILDING, Message("a talent deck holds at most {most} talents, not {given} (past the limit: {extra})",
                               most=MAX_TALENTS, given=len(talents), extra=extra))
        )
    hostile = sum(1 for c in cards if c.hostile)
    if built and hostile < MIN_HOSTILE:
        problems.append(
            (BUILDING, Message("a built class deck needs at least {least} hostile cards, not {hostile}: add {more} more",
                               least=MIN_HOSTILE, hostile=hostile, more=MIN_HOSTILE - hostile))
        )
    return tuple(problems)


def is_built(cards: Sequence[ClassCard]) -> bool:
    """True when the class cards come from more than one printed class deck (a deck the player built)."""
    return len({c.deck for c in cards}) > 1


def draft_problems(deck: Sequence[ClassCard], left: Sequence[str], right: Sequence[str]) -> tuple[str, ...]:
    """Why a player's draft picks break the variant ('' free): 10 hostile cards of their own deck, 5 each way."""
    problems = []
    names = {c.name.casefold(): c for c in deck}
    picks = list(left) + list(right)
    if len(left) != DRAFT_EACH_WAY or len(right) != DRAFT_EACH_WAY:
        problems.append(
            f"pass {DRAFT_EACH_WAY} cards left and {DRAFT_EACH_WAY} right, not {len(left)} and {len(right)}"
        )
    if len({p.casefold() for p in picks}) != len(picks):
        problems.append("each picked card is passed once")
    for name in picks:
        card = names.get(name.casefold())
        if card is None:
            problems.append(f"{name} is not in this class deck")
        elif not card.hostile:
            problems.append(f"{name} is not hostile: only hostile cards are drafted")
    return tuple(problems)


def draft(
    decks: Sequence[Sequence[ClassCard]], picks: Mapping[int, tuple[Sequence[str], Sequence[str]]]
) -> tuple[tuple[ClassCard, ...], ...]:
    """Each seat's class deck after the draft: its 10 picks gone, 5 from each neighbour shuffled in.

    Seat i passes its left picks to seat i+1 and its right picks to seat i-1 (turn order runs to the left).
    Raises ValueError naming the seat whose picks break the variant.
    """
    count = len(decks)
    for seat in range(count):
        left, right = picks[seat]
        problems = draft_problems(decks[seat], left, right)
        if problems:
            raise ValueError(f"seat {seat + 1}: {'; '.join(problems)}")
    outgoing = {
        seat: {n.casefold() for n in picks[seat][0]} | {n.casefold() for n in picks[seat][1]} for seat in range(count)
    }
    result = []
    for seat in range(count):
        kept = tuple(c for c in decks[seat] if c.name.casefold() not in outgoing[seat])
        from_right = (seat - 1) % count  # the right neighbour passed these to its left
        from_left = (seat + 1) % count
        got = tuple(c for c in decks[from_right] if c.name.casefold() in {n.casefold() for n in picks[from_right][0]})
        got += tuple(c for c in decks[from_left] if c.name.casefold() in {n.casefold() for n in picks[from_left][1]})
        result.append(kept + got)
    return tuple(result)
