"""What-if from any line: a branch played from a past moment of a session, apart from the real log.

A `BranchSession` is a rehearsal (`companion.services.rehearsal`) whose game starts at the board as it
stood after one log entry of the real session: the table plays it through the same session controller,
with the same rulings, dice and odds, and nothing of it is saved. Discarding it is dropping it.

Adopting it makes the real log end where the branch ends, by appending only: undos down to the line
the real game and the branch share (an undo is an appended event; the undone actions stay in the log),
then, as new actions, the real actions between that line and the branch's starting point, then the
branch's own active actions, each with the house-rule mark it was played with. The whole line is
first replayed in memory from the shared point; when any of it does not apply, nothing is written.

Keeping it saves it apart (`keep`: its own rows in `kept_branches`/`branch_entries`, marked as a branch of
the session from its log entry, with a name; keeping again appends what was played since); a kept branch is
listed beside its session, reopened (`reopen`: its saved log replayed from the same past board) and played
on, and later discarded (`discard_kept`) or adopted like any branch.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from cards_db.names import name_problem
from rules_engine.actions import Action
from rules_engine.chance_record import ChanceRecord
from rules_engine.errors import RuleViolation, RulesEngineError
from rules_engine.game import Game, GameSetup
from rules_engine.messages import Message
from rules_engine.ruling import Ruling
from companion.services.rehearsal import RehearsalSession
from companion.services.store.chance_log import record_text
from companion.services.store.errors import SessionNotFound, StoreError, reason
from companion.services.store.kept_branches import KeptBranch, drop_branch, keep_branch, read_branch
from companion.services.store.log_loading import decode_event
from companion.services.store.past_moments import PastMoments
from companion.services.store.session_database import SessionDatabase
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
        #: Once kept beside its session: the kept branch's id, its name and how many of its events are saved.
        self.kept_id: int | None = None
        self.kept_name = ""
        self.saved_events = 0

    @property
    def unsaved(self) -> bool:
        """True when the branch has events its kept copy lacks (or is not kept and has any)."""
        return len(self.entries) > self.saved_events

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

    def act(self, action: Action, *, override: bool = False, chance: ChanceRecord | None = None) -> Ruling: ...

    def chance_record(self, seq: int) -> ChanceRecord | None: ...

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
    # Each action keeps the chance request it answered where its line kept one (the real log's or the branch's).
    records = [real.chance_record(seq) for seq in moments.chain(branch.from_top)[len(now) - plan.undos:]] \
        if plan.replayed else []
    records += [branch.chance_record(entry.seq) for entry in branch.line]
    for _ in range(plan.undos):
        real.undo()
    for (action, house_rule), record in zip(plan.actions, records, strict=True):
        real.act(action, override=house_rule, chance=record)
    return Adopted(plan.undos, len(plan.actions))


# -- keeping a branch beside its session ---------------------------------------------------------------


def default_branch_name(branch: BranchSession) -> str:
    """The name a kept branch is offered: where it starts."""
    return str(Message("What-if from action {seq}", seq=branch.from_seq))


def keep(store: SessionDatabase, real: Any, branch: BranchSession, name: str) -> KeptBranch:
    """Save the branch beside `real`'s session under `name` (a new kept branch, or the events played since it was
    last kept, appended). StoreError (nothing written) for a bad name or a store that cannot save it."""
    name = name.strip()
    if not name:
        raise StoreError(Message("the branch name is empty; give the branch a name to find it by"))
    if problem := name_problem(Message("branch name"), name):
        raise StoreError(problem)
    events = [(entry, _chance_text(branch, entry)) for entry in branch.entries]
    kept = keep_branch(store, real.id, branch_id=branch.kept_id, name=name, from_seq=branch.from_seq,
                       from_top=branch.from_top, events=events, saved=branch.saved_events,
                       actions=len(branch.line))
    branch.kept_id, branch.kept_name, branch.saved_events = kept.id, kept.name, kept.entries
    return kept


def _chance_text(branch: BranchSession, entry: LogEntry) -> str | None:
    record = branch.chance_record(entry.seq) if entry.kind == "action" else None
    return record_text(record, _action(entry.action)) if record is not None else None


def reopen(store: SessionDatabase, real: Any, branch_id: int) -> BranchSession:
    """A kept branch of `real`'s session, its saved log replayed from the board it started at, to be played on.

    SessionNotFound when it is gone; StoreError when it is damaged or no longer replays."""
    kept, events = read_branch(store, branch_id)
    if kept.session_id != real.id:
        raise SessionNotFound(Message("there is no kept branch {id} of this session", id=branch_id))
    moments = real.past_moments()
    if kept.from_seq > moments.total:
        raise StoreError(Message("the kept branch {name} starts after action {seq}, which this session's log does not "
                                 "have", name=repr(kept.name), seq=kept.from_seq))
    moment = moments.moment(kept.from_seq)
    branch = BranchSession(real.game, real.setup, moment.state, from_seq=kept.from_seq, from_top=moment.top,
                           name=getattr(real, "name", ""))
    timeline = branch._timeline
    where = Message("kept branch {name}", name=repr(kept.name))
    try:
        for event in events:
            action, ruling = decode_event(event.seq, _parsed(event.action), _parsed(event.ruling))
            entry = timeline.load(event.seq, event.kind, action, ruling, event.overridden, event.target_seq,
                                  event.created_at, lenient=True)
            if event.chance is not None and action is not None:
                branch._keep_chance(entry.seq, ChanceRecord.from_json(json.loads(event.chance), action))
    except (RulesEngineError, ValueError) as error:
        raise StoreError(Message("{where} cannot be replayed: {error}", where=where, error=reason(error))) from None
    branch.kept_id, branch.kept_name, branch.saved_events = kept.id, kept.name, kept.entries
    return branch


def _parsed(text: str | None) -> Any:
    return json.loads(text) if text is not None else None


def discard_kept(store: SessionDatabase, branch: BranchSession) -> None:
    """Forget a kept branch's saved copy (its session's log is untouched); nothing to do for a branch never kept."""
    if branch.kept_id is not None:
        drop_branch(store, branch.kept_id)
        branch.kept_id, branch.saved_events = None, 0


def _action(action: Action | None) -> Action:
    """An action entry's action (entries on a line of active actions always hold one)."""
    if action is None:
        raise ValueError("a line of active actions holds an entry without an action")
    return action
