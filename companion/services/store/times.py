"""Times in the store: always aware UTC (SQLModel's UTCDateTime columns refuse naive values)."""

from __future__ import annotations

from datetime import datetime, timezone


def now() -> datetime:
    """The current time, aware, in UTC."""
    return datetime.now(timezone.utc)


def to_db(moment: datetime) -> datetime:
    """An aware UTC datetime for a column (a naive value is taken to be UTC already)."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc)


def from_db(moment: datetime | str) -> datetime:
    """An aware UTC datetime from a column or an ISO string (a naive value is taken to be UTC)."""
    if isinstance(moment, str):
        if moment[-6:-5] not in ("+", "-") and moment[-1:] != "Z":
            # A stored time without its offset (how the store writes them): read as UTC at once,
            # several times faster than reading it naive and then setting the zone.
            try:
                return datetime.fromisoformat(moment + "+00:00")
            except ValueError:
                pass
        moment = datetime.fromisoformat(moment)
    if moment.tzinfo is None:
        return moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc)
