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
        moment = datetime.fromisoformat(moment)
    if moment.tzinfo is None:
        return moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc)
