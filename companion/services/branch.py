"""What-if from any line: a branch played from a past moment of a session, apart from the real log.

A `BranchSession` is a rehearsal (`companion.services.rehearsal`) whose game starts at the board as it
stood after one log entry of the real session: the table plays it through the same session controller,
with the same rulings, dice and odds, and nothing of it is saved. Discarding it is dropping it.

Adopting it makes the real log end where the branch ends, by appending only: undos down to the line
the real game and the branch share (an undo is an appended event; the undone actions stay in the log),
then, as new actions, the real actions between that line and the branch's starting point, then the
branch's own active actions, each with the house-rule mark it was played with. The whole line is
first replayed in memory from the shared point; when any of it does not apply, nothing is written.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from rules_engine.actions import Action
from rules_engine.errors import RuleViolation
from rules_engine.game import Game, GameSetup
from rules_engine.messages import Message
from rules_engine.ruling import Ruling
from companion.services.rehearsal import RehearsalSession
from companion.services.store.past_moments import PastMoments
from companion.services.store.timeline import LogEntry


class BranchSession(RehearsalSession):
    """A branch of a session from the board after its log entry `from_seq`: played in memory, marked as a branch."""

    def __init__(self, game: Game, setup: GameSetup, start: Any, *, from_seq: int, from_top: int,
                 name: str = "") -> None:
        super().__init__(game, setup, name, start=start)
        #: The real log entry the branch starts after (0: the game as set up).
        self.from_seq = from_seq
        #: The latest real action active at that moment (0: none).
        self.from_top = from_top

    @classmethod
    def from_moment(cls, session: Any, seq: int) -> BranchSession:
        """A branch of `session` (any session with past moments) starting after its log entry `seq`."""
        moment = session.past_moments().moment(seq)
        return cls(session.game, session.setup, moment.state, from_seq=seq, from_top=moment.top,
                   name=getattr(session, "name", ""))

    @property
    def line(self) -> list[LogEntry]:
        """The branch's active actions, in the order they stand."""
        return [self._timeline.entry(seq) for seq in self._timeline.active_seqs]


class Writable(Protocol):
    """The real session a branch is adopted into (a LiveSession, or a rehearsal)."""

    game: Game

    @property
    def state(self) -> Any: ...

    def past_moments(self) -> PastMoments: ...

    def act(self, action: Action, *, override: bool = False) -> Ruling: ...

    def undo(self) -> LogEntry | None: ...

    def refresh(self) -> bool: ...


@dataclass(frozen=True)
class AdoptionPlan:
    """What adopting appends to the real log: `undos` undo events, then `actions` as new actions (with their mark)."""

    undos: int
    actions: tuple[tuple[Action, bool], ...]
    replayed: int  # how many of `actions` are real actions re-played to reach the branch's starting point


@dataclass(frozen=True)
class Adopted:
    """The branch is now the real game's line: `undos` undos and `appended` new actions were appended."""

    undos: int
    appended: int


@dataclass(frozen=True)
class NotAdopted:
    """Nothing was written, and why."""

    message: Message


def adoption_plan(real: Writable, branch: BranchSession) -> AdoptionPlan:
    """The appends that make the real log end where the branch ends (nothing deleted or changed)."""
    moments = real.past_moments()
    timeline = moments.timeline
    now = list(timeline.active_seqs)
    start = moments.chain(branch.from_top)
    shared = 0
    while shared < min(len(now), len(start)) and now[shared] == start[shared]:
        shared += 1
    replayed = tuple((_action(timeline.entry(seq).action), _as_house_rule(timeline, seq)) for seq in start[shared:])
    own = tuple((_action(entry.action), entry.overridden) for entry in branch.line)
    return AdoptionPlan(len(now) - shared, replayed + own, len(replayed))


def _as_house_rule(timeline: Any, seq: int) -> bool:
    entry = timeline.entry(seq)
    return entry.overridden or seq in timeline.replay_waived


def adopt(real: Writable, branch: BranchSession) -> Adopted | NotAdopted:
    """Append the branch's line to the real log (see the module's docstring); NotAdopted writes nothing.

    The store's own errors (another window moved the session on, a full disk) pass up as they are: the
    events appended before them stay, as every appended event does.
    """
    if not branch.line:
        return NotAdopted(Message("the branch has no action to adopt"))
    real.refresh()  # another window may have moved the real game on: plan from its latest log
    plan = adoption_plan(real, branch)
    moments = real.past_moments()
    now = list(moments.timeline.active_seqs)
    shared_top = now[len(now) - plan.undos - 1] if len(now) - plan.undos > 0 else 0
    state = moments.state_with_top(shared_top)
    for number, (action, house_rule) in enumerate(plan.actions, start=1):
        try:
            state = real.game.apply(state, action, override=house_rule).state
        except RuleViolation as violation:
            return NotAdopted(Message("action {number} of the line no longer applies ({why}); nothing was written",
                                      number=number, why=violation.ruling.message))
    if state != branch.state:
        return NotAdopted(Message("the line does not end where the branch ends; nothing was written"))
    for _ in range(plan.undos):
        real.undo()
    for action, house_rule in plan.actions:
        real.act(action, override=house_rule)
    return Adopted(plan.undos, len(plan.actions))


def _action(action: Action | None) -> Action:
    """An action entry's action (entries on a line of active actions always hold one)."""
    if action is None:
        raise ValueError("a line of active actions holds an entry without an action")
    return action
