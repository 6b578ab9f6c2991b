"""A session played in memory only: the store's log rules (append-only, undo and redo as events), nothing saved.

`companion play` rehearses a whole transcript on one first, so a transcript with a line the
game does not understand writes nothing; `--dry-run` shows only the rehearsal.
"""

from __future__ import annotations

from typing import Any

from rules_engine.actions import Action
from rules_engine.chance_record import ChanceRecord
from rules_engine.game import Game, GameSetup
from rules_engine.ruling import Ruling
from companion.services.store.timeline_reading import TimelineReading
from companion.services.store.timeline import LogEntry, Timeline
from companion.services.store.times import now


class RehearsalSession(TimelineReading):
    """A session on an in-memory timeline, with the same reading and writing methods as `LiveSession`."""

    def __init__(self, game: Game, setup: GameSetup, name: str = "", *, start: Any = None) -> None:
        """`start`: the state the rehearsal begins from (a branch of a session); the setup's new game when None."""
        self.setup = game.validate_setup(setup)
        self.game = game.under(game.standing_rules(self.setup))  # ruled under the setup's standing rules, as a session
        self.name = name or game.title
        self._timeline = Timeline(self.game, self.setup, start=start)

    @classmethod
    def copy_of(cls, game: Game, setup: GameSetup, entries: list[LogEntry], name: str = "") -> RehearsalSession:
        """A rehearsal that starts where a saved session is (its log replayed, as the store replays it)."""
        rehearsal = cls(game, setup, name)
        for entry in entries:
            rehearsal._timeline.load(entry.seq, entry.kind, entry.action, entry.ruling, entry.overridden,
                                     entry.target_seq, entry.created_at, lenient=True)
        return rehearsal

    def act(self, action: Action, *, override: bool = False, chance: ChanceRecord | None = None) -> Ruling:
        """Apply the action in memory (with the chance request it answered, if any); RuleViolation if refused."""
        new_state, ruling = self._timeline.try_action(action, override=override)
        entry = self._timeline.append_action(action, ruling, ruling.overridden, now(), new_state)
        self._keep_chance(entry.seq, chance)
        return ruling

    def undo(self) -> LogEntry | None:
        """Undo the latest active action; None if there is none."""
        if self._timeline.undo_target() is None:
            return None
        return self._timeline.append_undo(now())

    def redo(self) -> LogEntry | None:
        """Redo the latest undone action; None if there is none."""
        if self._timeline.redo_target() is None:
            return None
        return self._timeline.append_redo(now(), self._timeline.try_redo())

    def refresh(self) -> bool:
        """Nothing else writes to a rehearsal: never changed."""
        return False
