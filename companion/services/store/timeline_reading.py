"""The reading side every session shares, saved or rehearsed: state, log, last ruling, undo/redo, "may I?"."""

from __future__ import annotations

from typing import Any

from rules_engine.actions import Action
from rules_engine.chance_record import ChanceRecord
from rules_engine.game import Game
from rules_engine.ruling import Ruling
from companion.services.store.past_moments import PastMoments
from companion.services.store.timeline import LogEntry, Timeline


class TimelineReading:
    """What a session answers from its timeline; subclasses set `game` and `_timeline`."""

    game: Game
    _timeline: Timeline

    @property
    def state(self) -> Any:
        """The current state (the replay of the active actions)."""
        return self._timeline.state

    @property
    def entries(self) -> list[LogEntry]:
        """The whole log, undo/redo events and undone actions included, oldest first."""
        return self._timeline.entries

    @property
    def last_ruling(self) -> Ruling | None:
        """The ruling to show: the latest action's, or what the latest undo/redo did."""
        return self._timeline.last_ruling()

    @property
    def can_undo(self) -> bool:
        """True when there is an action to undo."""
        return self._timeline.can_undo

    @property
    def can_redo(self) -> bool:
        """True when there is an undone action to redo."""
        return self._timeline.can_redo

    def check(self, action: Action) -> Ruling:
        """Whether the action is allowed now (under the table's standing rules), with its ruling; changes nothing."""
        return self.game.check(self.state, action, standing=self._timeline.standing)

    def past_moments(self) -> PastMoments:
        """The board after any entry of the log, read-only (one object a timeline, kept for the next look)."""
        moments = self.__dict__.get("_past_moments")
        if moments is None or moments.timeline is not self._timeline:
            moments = PastMoments(self._timeline, self.read_texts)
            self.__dict__["_past_moments"] = moments
        return moments

    def chance_record(self, seq: int) -> ChanceRecord | None:
        """The chance request log entry `seq`'s action answered, as answered; None when it answered none
        (or was played before requests were kept)."""
        return self.__dict__.get("_chance_records", {}).get(seq)

    def _keep_chance(self, seq: int, record: ChanceRecord | None) -> None:
        """Remember the record of entry `seq` (written with it, so reading it costs nothing)."""
        if record is not None:
            self.__dict__.setdefault("_chance_records", {})[seq] = record

    def read_texts(self, seqs: list[int]) -> None:
        """Read the stored texts of these log entries at once, ahead of a replay along them (nothing to
        read for a session held in memory; a saved session reads them in one query)."""
