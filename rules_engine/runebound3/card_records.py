"""Typed records of the printed cards whose procedures the engine runs: challenge cards (events, attribute
tests, quests), quests kept for later, and the small effect vocabularies of skill and story cards.

Kinds and colours are kept as their words here (`"event"`, `"green"`) so `state.py` can hold these
records without an import cycle; `challenge_cards.py` reads them from catalogue or typed data.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value


@frozen_value(slots=True)
class EventOption:
    """One of an event card's two options, as effects the engine applies as fully as it can (`events.py`).

    `gold`, `wounds` and `cards` are signed (gain or pay gold; take or heal wounds; draw or discard skill
    cards); `test` names an attribute tested first (with `modifier`), whose failure stops the card;
    `trophy` keeps the card as a trophy, otherwise it is discarded. Test cards and quest outcomes use the
    same record for what passing or meeting them gives.
    """

    text: str
    gold: int = 0
    wounds: int = 0
    cards: int = 0
    delayed: bool = False
    trophy: bool = False
    test: str = ""
    modifier: int = 0


@frozen_value(slots=True)
class QuestOutcome:
    """One outcome of an exploration quest: the terrain symbols it needs (one die each) and what it gives."""

    needs: tuple[str, ...]
    reward: EventOption


@frozen_value(slots=True)
class ChallengeCard:
    """A challenge card other than an enemy, as the catalogue or the table describes it.

    `kind` is event, test or quest and `deck` the colour of its challenge deck. An event has its two
    `options`; a test card its `test` (attribute, modifier and what passing gives); a quest its `region`
    (the spaces outlined in red) and either exploration `outcomes` or a `test`; with neither, the table
    carries out its procedure and enters the result. `text` is anything else printed, shown to the table.
    """

    name: str
    kind: str
    deck: str
    options: tuple[EventOption, ...] = ()
    test: EventOption | None = None
    region: tuple[str, ...] = ()
    outcomes: tuple[QuestOutcome, ...] = ()
    text: str = ""


@frozen_value(slots=True)
class KeptQuest:
    """A quest waiting to be resolved in its region: one a hero drew (`owner` its seat, `colour` its trophy
    colour) or a story quest in the story quest zone (`owner` -1, `number` its quest token)."""

    name: str
    colour: str
    region: tuple[str, ...]
    owner: int
    number: int = 0
    test: EventOption | None = None
    outcomes: tuple[QuestOutcome, ...] = ()
    text: str = ""

    @property
    def story(self) -> bool:
        """True for a story quest (any hero may resolve it)."""
        return self.number > 0


@frozen_value(slots=True)
class SkillEffect:
    """What a passive skill changes: `test` (cards revealed in tests of `attribute`, or of every attribute
    when it is empty), or the hero's `speed`, `hand` size or `health`, by `amount`."""

    what: str
    amount: int
    attribute: str = ""


@frozen_value(slots=True)
class StoryEffect:
    """What a story card does that the engine carries out: `token` (a challenge token of `colour` placed
    face up on `space`), `refresh` (used challenge tokens turn face up except under a hero), `gold`
    (every hero gains or pays `amount`, as fully as possible) or `time` (the time token moves `amount` forward)."""

    what: str
    amount: int = 0
    space: str = ""
    colour: str = ""
