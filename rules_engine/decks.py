"""An ordered virtual deck: shuffle, draw, discard, reshuffle, put under and search.

A deck is an immutable value. Shuffling takes an explicit order (a permutation drawn from a
`DiceSource` and stored in the action), so a replayed log deals the very same cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rules_engine.frozen_values import frozen_value
from rules_engine.errors import RulesEngineError
from rules_engine.messages import Message
from rules_engine.values import replace
from rules_engine.plurals import count as count_of


class DeckError(RulesEngineError):
    """A deck operation that cannot happen: drawing from an empty deck, a card not in the deck."""


def check_permutation(order: Sequence[int], size: int) -> tuple[int, ...]:
    """Validate a shuffle order: each index 0..size-1 exactly once."""
    result = tuple(order)
    if len(result) != size or sorted(result) != list(range(size)):
        raise DeckError(Message("a shuffle of {size} cards needs each position 0..{last} exactly once", size=size, last=size - 1))
    return result


@frozen_value(slots=True)
class Deck:
    """A draw pile (top card first) and a discard pile (most recent first) of card ids."""

    draw_pile: tuple[str, ...] = ()
    discard_pile: tuple[str, ...] = ()

    @classmethod
    def of(cls, cards: Iterable[str]) -> Deck:
        """A deck with these cards in this order, top first, and an empty discard pile."""
        return cls(tuple(cards), ())

    def __len__(self) -> int:
        return len(self.draw_pile)

    def shuffled(self, order: Sequence[int]) -> Deck:
        """The draw pile rearranged: position i takes the card at index order[i]."""
        order = check_permutation(order, len(self.draw_pile))
        return replace(self, draw_pile=tuple(self.draw_pile[i] for i in order))

    def draw(self, count: int = 1) -> tuple[tuple[str, ...], Deck]:
        """Take `count` cards from the top; refuses when fewer remain."""
        if count < 0:
            raise DeckError(Message("cannot draw a negative number of cards"))
        if count > len(self.draw_pile):
            raise DeckError(Message("cannot draw {cards}: {left} left in the deck", cards=count_of(count, "card", "cards"),
                                    left=len(self.draw_pile)))
        return self.draw_pile[:count], replace(self, draw_pile=self.draw_pile[count:])

    def discard(self, *cards: str) -> Deck:
        """Put cards on the discard pile (the last one given ends on top)."""
        return replace(self, discard_pile=tuple(reversed(cards)) + self.discard_pile)

    def reshuffle_discard(self, order: Sequence[int]) -> Deck:
        """Shuffle the discard pile into the draw pile (the whole new pile takes `order`)."""
        merged = Deck(self.draw_pile + self.discard_pile, ())
        return merged.shuffled(order)

    def put_under(self, *cards: str) -> Deck:
        """Put cards under the draw pile, in the order given."""
        return replace(self, draw_pile=self.draw_pile + tuple(cards))

    def put_on_top(self, *cards: str) -> Deck:
        """Put cards on top of the draw pile, the first given on top."""
        return replace(self, draw_pile=tuple(cards) + self.draw_pile)

    def search(self, matches: Callable[[str], bool]) -> tuple[str, ...]:
        """The cards of the draw pile that match, in pile order (the deck is not changed)."""
        return tuple(card for card in self.draw_pile if matches(card))

    def take(self, card: str) -> Deck:
        """Remove one copy of `card` from the draw pile (after a search); refuses a missing card."""
        if card not in self.draw_pile:
            raise DeckError(Message("{card!r} is not in the deck", card=card))
        index = self.draw_pile.index(card)
        return replace(self, draw_pile=self.draw_pile[:index] + self.draw_pile[index + 1 :])

    def take_from_discard(self, card: str) -> Deck:
        """Remove one copy of `card` from the discard pile."""
        if card not in self.discard_pile:
            raise DeckError(Message("{card!r} is not in the discard pile", card=card))
        index = self.discard_pile.index(card)
        return replace(self, discard_pile=self.discard_pile[:index] + self.discard_pile[index + 1 :])
