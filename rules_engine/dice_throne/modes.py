"""Match modes (1v1, 2v2, 3v3, King of the Hill), the numbers they start with, and turn order."""

from __future__ import annotations

from collections.abc import Sequence
from rules_engine.frozen_values import frozen_value
from rules_engine.game import SETUP_CHOICE
from rules_engine.messages import InContext

#: Numbers the book's icons lost, from facts.md (Dice Throne section).
STARTING_CP = 2
MAX_CP = 15
DECK_SIZE = 33
STARTING_HAND = 4
HAND_LIMIT = 6
INCOME_CP = 1
INCOME_CARDS = 1
SELL_CP = 1
#: How far above its starting health healing may lift a hero (the book's health cap, `DTState.max_health`).
HEAL_ABOVE_START = 10


@frozen_value(slots=True)
class Mode:
    """A way to play: how many players, teams or free-for-all, starting health and where it is kept."""

    id: str
    title: str
    min_players: int
    max_players: int
    team_size: int  # 0 for every hero on its own
    starting_health: int
    rule: str

    @property
    def teams(self) -> bool:
        """True for 2v2 and 3v3 (shared team health, zig-zag order, targeting roll)."""
        return self.team_size > 1

    @property
    def king_of_the_hill(self) -> bool:
        """True for the 3-6 player free-for-all."""
        return self.id == "king-of-the-hill"


MODES: dict[str, Mode] = {
    m.id: m
    for m in (
        Mode("1v1", "1 vs 1", 2, 2, 0, 50, "dice-throne.setup.counters"),
        Mode("2v2", "2 vs 2 (teams)", 4, 4, 2, 50, "dice-throne.teams.shared-health"),
        Mode("3v3", "3 vs 3 (teams)", 6, 6, 3, 50, "dice-throne.teams.shared-health"),
        Mode("king-of-the-hill", "King of the Hill (3-6 players)", 3, 6, 0, 35, "dice-throne.koth.setup"),
    )
}


def mode_name(mode_id: str) -> InContext:
    """A mode as the table reads it in a sentence: its choice's words in the wizard ("King of the Hill", "2v2")."""
    return InContext(SETUP_CHOICE, "King of the Hill" if mode_id == "king-of-the-hill" else mode_id)


def team_of(mode: Mode, seat: int) -> int:
    """The team (0 or 1) of a seat in team play: the first half of the seats against the second."""
    return seat // mode.team_size if mode.teams else seat


def pool_of(mode: Mode, seat: int) -> int:
    """Which health counter a seat uses: the team's in team play, its own otherwise."""
    return team_of(mode, seat)


def pool_count(mode: Mode, players: int) -> int:
    """How many health counters the match has."""
    return 2 if mode.teams else players


def turn_order(mode: Mode, players: int, first: int) -> tuple[int, ...]:
    """Seats in turn order starting with `first`: clockwise, or zig-zag between the teams."""
    if mode.teams:
        size = mode.team_size
        base = [seat for pair in zip(range(size), range(size, 2 * size)) for seat in pair]
    else:
        base = list(range(players))
    start = base.index(first)
    return tuple(base[start:] + base[:start])


def opponents(mode: Mode, seat: int, players: int, defeated: Sequence[bool]) -> tuple[int, ...]:
    """Seats an attacker may target, in seat order (for teams: the other team, left to right)."""
    return tuple(
        s for s in range(players)
        if s != seat and not defeated[s] and (not mode.teams or team_of(mode, s) != team_of(mode, seat))
    )
