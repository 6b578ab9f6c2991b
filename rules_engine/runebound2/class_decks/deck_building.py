"""Building a class deck (advanced rules) and the draft variant's exchange of hostile cards."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping, Sequence

from rules_engine.messages import Joined, Message
from rules_engine.runebound2.class_decks.cards import CLASS_KINDS, ClassCard, Kind
from rules_engine.runebound2.names import printed_name

MAX_CLASS_CARDS = 30
MIN_HOSTILE = 12
MAX_TALENTS = 5
HAND_SIZE = 6
DRAFT_PICKS = 10
DRAFT_EACH_WAY = 5
BUILDING = "runebound2.class-decks.deck.building"
DRAFT = "runebound2.class-decks.deck.draft"
#: The app's convention for a deck the player says is a printed class deck as it comes.
PRINTED_RULE = "runebound2.class-decks.companion.printed-deck"


class DeckOrigin(enum.StrEnum):
    """Where a player's class deck comes from, as the player says it (the app holds no printed deck lists)."""

    PRINTED = "printed"  # a printed class deck as it comes out of the box
    BUILT = "built"  # a deck the player put together under the deck-building limits


def put_together(cards: Sequence[ClassCard], origin: DeckOrigin) -> bool:
    """True when the deck-building limits apply: the player says they put the deck together, or its class cards
    come from more than one printed class deck (which no printed deck does)."""
    return origin is DeckOrigin.BUILT or len({c.deck for c in cards}) > 1


def deck_problems(
    cards: Sequence[ClassCard], talents: Sequence[ClassCard], origin: DeckOrigin
) -> tuple[tuple[str, Message], ...]:
    """(rule id, message) for each way a player's class and talent decks break the rules; empty when they follow them.

    The one verdict on a deck, for the setup check and the deck builder alike. Any deck holds class cards in its
    class deck, talents in its talent deck and no card twice. A deck put together (`put_together`) also keeps the
    book's limits: at most 30 class cards, at least 12 of them hostile, at most 5 talents. A printed deck as it
    comes is taken on the player's word (the app's convention `PRINTED_RULE`): its other checks cite it.
    """
    built = put_together(cards, origin)
    rule = BUILDING if built else PRINTED_RULE
    problems: list[tuple[str, Message]] = []
    for card in cards:
        if card.kind not in CLASS_KINDS:
            problems.append((rule, Message("{card} is a {kind}, not a class card (feat, spell, place, challenge)",
                                           card=printed_name(card.name), kind=str(card.kind))))
    for card in talents:
        if card.kind != Kind.TALENT:
            problems.append((rule, Message("{card} is a {kind}, not a talent", card=printed_name(card.name), kind=str(card.kind))))
    counts = Counter(c.name.casefold() for c in cards)
    twice = sorted({c.name for c in cards if counts[c.name.casefold()] > 1})
    if twice:
        problems.append((rule, Message("a class deck holds no duplicates: {cards}", cards=Joined(", ", tuple(printed_name(name) for name in twice)))))
    talent_counts = Counter(t.name.casefold() for t in talents)
    twice_t = sorted({t.name for t in talents if talent_counts[t.name.casefold()] > 1})
    if twice_t:
        problems.append((rule, Message("a talent deck holds no duplicates: {cards}", cards=Joined(", ", tuple(printed_name(name) for name in twice_t)))))
    if not built:
        return tuple(problems)
    if len(cards) > MAX_CLASS_CARDS:
        extra = ", ".join(c.name for c in cards[MAX_CLASS_CARDS:])
        problems.append((BUILDING, Message("a class deck put together holds at most {most} cards, not {count} "
                                           "(past the limit: {extra})", most=MAX_CLASS_CARDS, count=len(cards),
                                           extra=extra)))
    if len(talents) > MAX_TALENTS:
        extra = ", ".join(t.name for t in talents[MAX_TALENTS:])
        problems.append((BUILDING, Message("a talent deck put together holds at most {most} talents, not {count} "
                                           "(past the limit: {extra})", most=MAX_TALENTS, count=len(talents),
                                           extra=extra)))
    hostile = sum(1 for c in cards if c.hostile)
    if hostile < MIN_HOSTILE:
        problems.append((BUILDING, Message("a class deck put together needs at least {least} hostile cards, not "
                                           "{hostile}: add {more} more", least=MIN_HOSTILE, hostile=hostile,
                                           more=MIN_HOSTILE - hostile)))
    return tuple(problems)


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
