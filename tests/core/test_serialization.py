"""The JSON form of engine values: enums (StrEnum, IntEnum) encode as their plain values and decode to members."""

from __future__ import annotations

import enum
import json
import re
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_engine.serialization import DecodeError, from_jsonable, to_jsonable


class Phase(enum.StrEnum):
    NONE = ""
    BEFORE = "before"
    DUEL_FLEE = "duel-flee"


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


@dataclass(frozen=True)
class Typed:
    phase: Phase = Phase.NONE
    level: Level = Level.LOW
    history: tuple[Phase, ...] = ()
    maybe: Phase | None = None


@dataclass(frozen=True)
class AsText:
    """The same record as it was stored before its flags were typed."""

    phase: str = ""
    level: int = 1
    history: tuple[str, ...] = ()
    maybe: str | None = None


def _plain(value: object) -> bool:
    """True when the value holds only JSON's own types (no subclass such as an enum)."""
    if isinstance(value, dict):
        return all(type(k) is str and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or type(value) in (bool, int, float, str)


typed_records = st.builds(Typed, st.sampled_from(Phase), st.sampled_from(Level),
                          st.lists(st.sampled_from(Phase), max_size=4).map(tuple), st.none() | st.sampled_from(Phase))


@given(typed_records)
def test_an_enum_encodes_as_its_plain_value_and_decodes_to_its_member(record: Typed) -> None:
    data = to_jsonable(record)
    assert _plain(data)
    assert from_jsonable(Typed, data) == record
    decoded = from_jsonable(Typed, json.loads(json.dumps(data)))
    assert type(decoded.phase) is Phase and type(decoded.level) is Level
    assert all(type(p) is Phase for p in decoded.history)


@given(typed_records)
def test_typed_flags_keep_the_json_of_the_words_they_replace(record: Typed) -> None:
    before = AsText(record.phase.value, record.level.value, tuple(p.value for p in record.history),
                    None if record.maybe is None else record.maybe.value)
    assert json.dumps(to_jsonable(record)) == json.dumps(to_jsonable(before))
    assert from_jsonable(Typed, to_jsonable(before)) == record  # stored JSON reads as the typed record


def test_a_strenum_member_alone_encodes_as_plain_text() -> None:
    assert type(to_jsonable(Phase.DUEL_FLEE)) is str and to_jsonable(Phase.DUEL_FLEE) == "duel-flee"
    assert type(to_jsonable(Level.HIGH)) is int and to_jsonable(Level.HIGH) == 2


@pytest.mark.parametrize(("data", "where"), [
    ({"phase": "after"}, "value.phase"), ({"history": ["flee"]}, "value.history[0]"),
    ({"phase": 3}, "value.phase"), ({"level": 7}, "value.level"),
])
def test_a_word_outside_the_enum_is_refused_naming_the_field(data: dict, where: str) -> None:
    with pytest.raises(DecodeError, match=f"^{re.escape(where)}: "):
        from_jsonable(Typed, data)
