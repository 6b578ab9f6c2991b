"""The shared repr, == and hash of the engine's frozen dataclasses (`rules_engine.frozen_values`) answer as the ones
`dataclasses` generates, and no frozen dataclass of the engine is left without them."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import sys
from dataclasses import dataclass, field

import pytest

import rules_engine
from rules_engine.frozen_values import shared_value_methods


@dataclass(frozen=True)
class Generated:
    name: str
    count: int = 0
    hidden: str = field(default="h", repr=False)
    ignored: int = field(default=0, compare=False)
    hashed_only: int = field(default=0, compare=False, hash=True)
    items: tuple[object, ...] = ()


@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class Shared:
    name: str
    count: int = 0
    hidden: str = field(default="h", repr=False)
    ignored: int = field(default=0, compare=False)
    hashed_only: int = field(default=0, compare=False, hash=True)
    items: tuple[object, ...] = ()


@shared_value_methods
@dataclass(frozen=True, slots=True, repr=False, eq=False)
class SharedSlots:
    name: str
    count: int = 0


@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class Empty:
    pass


@shared_value_methods
@dataclass(frozen=True, repr=False, eq=False)
class OwnRepr:
    name: str

    def __repr__(self) -> str:
        return f"<{self.name}>"


class Child(Shared):
    """A plain subclass: compared as its own class, never equal to its parent's values."""


VALUES = [dict(name="a"), dict(name="a", count=2, hidden="x", ignored=5, hashed_only=1, items=(1, "b", None)),
          dict(name="b", ignored=9), dict(name="a", hashed_only=3), dict(name="a", items=((1, 2), frozenset({3})))]


@pytest.mark.parametrize("one", VALUES)
@pytest.mark.parametrize("other", VALUES)
def test_the_shared_methods_answer_as_the_generated_ones(one, other) -> None:
    generated, shared = Generated(**one), Shared(**one)
    assert repr(shared) == repr(generated).replace("Generated(", "Shared(", 1)
    assert hash(shared) == hash(generated)  # the same tuple hashed: even set orders stay as they were
    assert (Shared(**one) == Shared(**other)) == (Generated(**one) == Generated(**other))
    assert (Shared(**one) != Shared(**other)) == (Generated(**one) != Generated(**other))
    assert shared != generated and shared != (one["name"],)
    assert Child(**one) != shared and Child(**one) == Child(**one)


def test_slots_empty_classes_own_methods_and_recursion() -> None:
    assert repr(SharedSlots("a", 2)) == "SharedSlots(name='a', count=2)"
    assert SharedSlots("a", 2) == SharedSlots("a", 2) and hash(SharedSlots("a", 2)) == hash(("a", 2))
    assert repr(Empty()) == "Empty()" and Empty() == Empty() and hash(Empty()) == hash(())
    assert repr(OwnRepr("x")) == "<x>" and OwnRepr("x") == OwnRepr("x")
    looped: list[object] = []
    holder = Shared("loop", items=(looped,))
    looped.append(holder)
    assert repr(holder) == "Shared(name='loop', count=0, ignored=0, hashed_only=0, items=([...],))"
    with pytest.raises(dataclasses.FrozenInstanceError):
        holder.count = 3  # type: ignore[misc]


def test_a_class_that_is_not_a_frozen_dataclass_without_repr_and_eq_is_refused() -> None:
    with pytest.raises(TypeError):
        shared_value_methods(Generated)


def test_every_frozen_dataclass_of_the_engine_and_the_outcomes_has_its_repr_and_eq() -> None:
    for info in pkgutil.walk_packages(rules_engine.__path__, "rules_engine."):
        importlib.import_module(info.name)
    importlib.import_module("companion.services.outcomes")  # on the board's first path too, declared the same way
    missing = []
    for name, module in list(sys.modules.items()):
        if not (name.startswith("rules_engine") or name == "companion.services.outcomes"):
            continue
        for value in vars(module).values():
            params = getattr(value, "__dataclass_params__", None)
            if isinstance(value, type) and params is not None and params.frozen and not params.repr:
                if value.__repr__ is object.__repr__ or value.__eq__ is object.__eq__:
                    missing.append(f"{value.__module__}.{value.__qualname__}")
    assert missing == []  # declared repr=False, eq=False without @shared_value_methods
