"""Timing windows: who plays class cards in which order as movement ends, a challenge or a duel starts.

The other players play first, from the active player's left and clockwise (the next seats in turn
order), each playing any number of cards and then passing; the active player plays last. In a duel
only the two heroes' players play, attacker first. When several players want to play cards with
their own trigger at the same moment, a round of trigger cards goes the same way round (left of the
active player first, the active player last); it may open inside another window, which resumes
when the round is over.
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import NC_, InContext
from rules_engine.runebound2.class_decks.cards import Timing


class WindowKind(enum.StrEnum):
    """The three moments the table stops for class cards."""

    MOVEMENT = "movement"  # end of the active player's movement step
    CHALLENGE = "challenge"  # start of a challenge, after its threat, before before-combat
    DUEL = "duel"  # start of a fight between heroes: friendly cards only, attacker first
    TRIGGER = "trigger"  # several players want to play cards with their own trigger at the same moment

    @property
    def timing(self) -> Timing:
        """The timing symbol of the cards this window is for."""
        if self == WindowKind.TRIGGER:
            return Timing.TRIGGER
        return Timing.MOVEMENT if self == WindowKind.MOVEMENT else Timing.CHALLENGE

    @property
    def rule_id(self) -> str:
        """The rule that orders this window."""
        return {
            WindowKind.MOVEMENT: "runebound2.class-decks.timing.movement",
            WindowKind.CHALLENGE: "runebound2.class-decks.timing.challenge",
            WindowKind.DUEL: "runebound2.class-decks.combat.duel",
            WindowKind.TRIGGER: "runebound2.class-decks.timing.trigger",
        }[self]

    @property
    def words(self) -> InContext:
        """The window's name as a sentence says it ("the movement window"), in the table's language."""
        return InContext(WINDOW_CONTEXT, str(self))


#: The catalogue's context of the windows' names ("movement": in Russian «конца похода» here, «поход» elsewhere).
WINDOW_CONTEXT = "runebound2 window"
#: The names marked for the catalogue (`WindowKind.words` translates them under their context).
WINDOW_WORDS = (NC_("runebound2 window", "movement"), NC_("runebound2 window", "challenge"),
                NC_("runebound2 window", "duel"), NC_("runebound2 window", "trigger"))


@frozen_value(slots=True)
class Window:
    """An open window: the seats in playing order and whose go it is (`resumes`: the window a trigger round interrupted)."""

    kind: WindowKind
    order: tuple[int, ...]
    at: int = 0
    resumes: Window | None = None

    @property
    def seat(self) -> int:
        """The seat playing cards now."""
        return self.order[self.at]

    @property
    def remaining(self) -> tuple[int, ...]:
        """The seats still to have their go, the current one first."""
        return self.order[self.at :]

    def passed(self) -> Window | None:
        """The window after the current seat passes: the next seat's go, else the interrupted window, else None."""
        if self.at + 1 < len(self.order):
            return Window(self.kind, self.order, self.at + 1, self.resumes)
        return self.resumes


def clockwise_from_left(players: int, active: int) -> tuple[int, ...]:
    """Every seat starting left of the active player, clockwise, the active player last."""
    return tuple((active + step) % players for step in range(1, players + 1))


def duel_order(aggressor: int, defender: int) -> tuple[int, ...]:
    """A duel's window: the attacker first, then the defender."""
    return (aggressor, defender)
