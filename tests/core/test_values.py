"""`rules_engine.values.replace` behaves exactly like `dataclasses.replace`, only faster."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_engine.dice_throne.state import DTState
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import TurnState
from rules_engine.values import replace
from tests.runebound2.helpers import new_game


@dataclass(frozen=True)
class Plain:
    a: int = 0
    b: str = ""
    c: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Slotted:
    a: int = 0
    b: str = ""
    c: tuple[int, ...] = ()


@dataclass(frozen=True)
class Normalised:
    """A record whose __init__ does work: replace must run it, as dataclasses.replace does."""

    a: int = 0
    doubled: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "doubled", self.a * 2)


@dataclass(frozen=True, slots=True)
class SlottedBase:
    a: int = 0


@dataclass(frozen=True)
class DictChild(SlottedBase):
    b: int = 0


@dataclass(frozen=True, slots=True)
class WideSlotted:
    """A slotted record of many fields, as Runebound 2e's hero and character are: copied by its own copier."""

    a: int = 0
    b: str = ""
    c: tuple[int, ...] = ()
    d: frozenset[str] = frozenset()
    e: int | None = None
    f: bool = False


changes = st.fixed_dictionaries({}, optional={"a": st.integers(), "b": st.text(max_size=5),
                                              "c": st.tuples(st.integers())})


@pytest.mark.parametrize("cls", [Plain, Slotted, WideSlotted])
@given(start=changes, change=changes)
def test_same_result_as_dataclasses_replace(cls: type, start: dict, change: dict) -> None:
    original = cls(**start)
    copied = replace(original, **change)
    assert copied == dataclasses.replace(original, **change)
    assert type(copied) is cls
    assert original == cls(**start)  # the original is untouched


def test_a_record_with_post_init_still_runs_it() -> None:
    assert replace(Normalised(1), a=5).doubled == 10


def test_fields_from_a_slotted_base_are_copied() -> None:
    assert replace(DictChild(a=3, b=1), b=2) == DictChild(a=3, b=2)


@pytest.mark.parametrize("cls", [Plain, WideSlotted])
def test_an_unknown_field_is_a_type_error_like_dataclasses_replace(cls: type) -> None:
    with pytest.raises(TypeError, match="no field 'nope'"):
        replace(cls(), nope=1)


@pytest.mark.parametrize("cls", [Plain, WideSlotted])
def test_the_copy_is_still_frozen(cls: type) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        replace(cls(), a=1).a = 2


def test_game_states_copy_like_dataclasses_replace() -> None:
    state = new_game(2)
    assert replace(state, active=1) == dataclasses.replace(state, active=1)
    assert replace(state.turn, came_from="C4") == dataclasses.replace(state.turn, came_from="C4")
    assert hash(replace(state.turn, came_from="C4")) == hash(dataclasses.replace(state.turn, came_from="C4"))


@pytest.mark.parametrize("cls", [Rb2State, TurnState, DTState])
def test_records_copied_on_every_action_keep_a_dict(cls: type) -> None:
    # Without slots the copy goes through __dict__ (see the module docstring of values.py).
    assert "__slots__" not in vars(cls)


def test_a_copy_has_its_own_fields_not_the_originals() -> None:
    original = Plain(1, "x")
    copied = replace(original, a=2)
    assert vars(copied) is not vars(original)
    assert (original.a, copied.a, copied.b) == (1, 2, "x")


@given(change=st.fixed_dictionaries({}, optional={"a": st.integers(), "d": st.frozensets(st.text(max_size=2)),
                                                  "e": st.none() | st.integers(), "f": st.booleans()}))
def test_a_wide_slotted_record_copies_every_field(change: dict) -> None:
    original = WideSlotted(1, "b", (3,), frozenset({"d"}), 5, True)
    assert replace(original, **change) == dataclasses.replace(original, **change)
    assert original == WideSlotted(1, "b", (3,), frozenset({"d"}), 5, True)

