"""The shell's reading of a database URL without SQLAlchemy agrees with the store's reading through it."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.store import StoreError
from companion.services.store.location import locate
from companion.services.store.url_reading import place_of

EXAMPLES = [
    "sqlite://", "sqlite:///:memory:", "sqlite:///", "sqlite:///game.db", "sqlite:////abs/game.db",
    "sqlite:///~/saves/game.db", "sqlite+pysqlite:///game.db", "sqlite:///my%20saves/game.db",
    "sqlite:///file:game.db?uri=true", "sqlite:///file:game.db", "sqlite:///file:?uri=true",
    "sqlite:///file::memory:?uri=true", "sqlite:///file:x?mode=memory&uri=true",
    "sqlite:///file://localhost/abs/game.db?uri=true", "sqlite:///file://elsewhere/game.db?uri=true",
    "sqlite:///game.db?mode=ro", "sqlite:///game.db?immutable=1", "sqlite:///file:g.db?uri=true&mode=ro",
    "sqlite:///game.db?mode=ro&mode=rw", "sqlite://host:12/game.db", "sqlite://host:port/game.db",
    "sqlite://user:pw@/game.db", "postgresql://user@host/db", "roll", "::", "", "  ", "sqlite:/game.db",
]


def both_readings(url: str) -> tuple[object, object]:
    """(memory, file, read_only) or "refused", as the store and as the shell read `url`."""
    try:
        location = locate(url)
        store = (location.memory, location.file, location.read_only) if location.sqlite else "other"
    except (StoreError, ValueError):
        store = "refused"
    try:
        place = place_of(url)
        shell = "other" if place is None else (place.memory, place.file, place.read_only)
    except StoreError:
        shell = "refused"
    return store, shell


@pytest.mark.parametrize("url", EXAMPLES)
def test_the_two_readings_agree(url: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)  # relative files do not exist, so "read only" comes from the URL alone
    store, shell = both_readings(url)
    assert store == shell


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="sqlite+:/?&=%~@.[]abcfmoruy01 ", max_size=40))
def test_the_two_readings_agree_on_any_text(text: str) -> None:
    for url in (text, "sqlite://" + text, "sqlite:///" + text, "sqlite:///file:" + text):
        store, shell = both_readings(url)
        assert store == shell, url
