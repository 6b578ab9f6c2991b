"""The engine's frozen values (`rules_engine.frozen_values.frozen_value`) answer as the frozen dataclasses
`dataclasses` generates, and compile nothing at their declaration (issue 32: the board's first frame waits for its
game's import, which compiled three functions for each of the engine's classes)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import InitVar, dataclass, field
from pathlib import Path
from typing import Any

import pytest

from rules_engine.frozen_values import frozen_value
from rules_engine.values import replace
from tests.support.fresh_app import run_fresh_probe


@dataclass(frozen=True)
class Generated:
    name: str
    count: int = 0
    hidden: str = field(default="h", repr=False)
    ignored: int = field(default=0, compare=False)
    hashed_only: int = field(default=0, compare=False, hash=True)
    items: tuple[object, ...] = ()


@frozen_value
class Shared:
    name: str
    count: int = 0
    hidden: str = field(default="h", repr=False)
    ignored: int = field(default=0, compare=False)
    hashed_only: int = field(default=0, compare=False, hash=True)
    items: tuple[object, ...] = ()


@frozen_value(slots=True)
class SharedSlots:
    name: str
    count: int = 0


@frozen_value
class Empty:
    pass


@frozen_value
class OwnRepr:
    name: str

    def __repr__(self) -> str:
        return f"<{self.name}>"


class Child(Shared):
    """A plain subclass: compared as its own class, never equal to its parent's values."""


class GeneratedChild(Generated):
    """The same plain subclass of the generated class."""


def _noted_after_init(self: Any) -> None:
    self.checked.append(f"post {self.first}")


def _made_body(doc: str) -> dict[str, Any]:
    """A class body with defaults of every kind and a `__post_init__`, declared once for both declarations below."""
    return {"__doc__": doc, "__module__": __name__, "__post_init__": _noted_after_init,
            "__annotations__": {"first": "int", "listed": "list[int]", "later": "int", "made_later": "list[str]",
                                "checked": "list[str]"},
            "listed": field(default_factory=list), "later": field(default=7, init=False),
            "made_later": field(default_factory=lambda: ["x"], init=False),
            "checked": field(default_factory=list, init=False, repr=False, compare=False)}


GeneratedMade: Any = dataclass(frozen=True)(type("GeneratedMade", (), _made_body("As `dataclasses` makes it.")))
SharedMade: Any = frozen_value(type("SharedMade", (), _made_body("The same fields declared as a frozen value.")))


@frozen_value(slots=True)
class SlotsChild(SharedSlots):
    """A frozen value inheriting another's fields, with one of its own."""

    extra: tuple[int, ...] = ()


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


def test_a_value_is_made_as_the_generated_init_makes_it() -> None:
    for made in (lambda cls: cls(1), lambda cls: cls(2, [3]), lambda cls: cls(first=4, listed=[5])):
        generated, shared = made(GeneratedMade), made(SharedMade)
        assert repr(shared) == repr(generated).replace("GeneratedMade(", "SharedMade(", 1)
        assert shared.checked == generated.checked and shared.made_later == ["x"] and shared.later == 7
    assert SharedMade(1).listed is not SharedMade(1).listed  # each value its own factory's list
    for wrong in (lambda cls: cls(), lambda cls: cls(1, [], 3), lambda cls: cls(1, later=3), lambda cls: cls(x=1)):
        with pytest.raises(TypeError):
            wrong(GeneratedMade)
        with pytest.raises(TypeError):
            wrong(SharedMade)
    assert SlotsChild("a", 1, (2,)) == SlotsChild(name="a", count=1, extra=(2,)) != SharedSlots("a", 1)
    assert repr(SlotsChild("a")) == "SlotsChild(name='a', count=0, extra=())"


def test_a_value_stays_frozen_as_a_generated_one() -> None:
    for value in (Shared("a"), SharedSlots("a"), SlotsChild("a"), Empty(), Generated("a")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            value.name = "b"  # type: ignore[misc]
        with pytest.raises(dataclasses.FrozenInstanceError):
            del value.name  # type: ignore[misc]
        with pytest.raises(dataclasses.FrozenInstanceError):
            value.other = 1  # type: ignore[attr-defined]
    for child in (Child("a"), GeneratedChild("a")):  # a plain subclass may set its own attributes, never a field
        child.note = 1  # type: ignore[attr-defined]
        with pytest.raises(dataclasses.FrozenInstanceError):
            child.name = "b"  # type: ignore[misc]


def test_a_value_is_copied_pickled_and_replaced_as_a_generated_one() -> None:
    for value in (Shared("a", 2, items=(1,)), SharedSlots("a", 2), SlotsChild("a", 2, (3,)), SharedMade(1, [2])):
        for twin in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
            assert twin == value and type(twin) is type(value) and twin is not value
    assert replace(SlotsChild("a"), count=4) == dataclasses.replace(SlotsChild("a"), count=4) == SlotsChild("a", 4)
    assert dataclasses.asdict(SlotsChild("a", 1, (2,))) == {"name": "a", "count": 1, "extra": (2,)}
    assert [f.name for f in dataclasses.fields(SharedMade)] == [f.name for f in dataclasses.fields(GeneratedMade)]


def test_what_a_frozen_value_cannot_declare_is_refused_at_its_declaration() -> None:
    with pytest.raises(TypeError):
        @frozen_value
        class WithInitVar:
            name: str
            seed: InitVar[int] = 0

    with pytest.raises(TypeError):
        @frozen_value
        class KeywordOnly:
            name: str = field(kw_only=True)

    with pytest.raises(TypeError):
        @frozen_value
        class OwnSetattr:
            name: str

            def __setattr__(self, name: str, value: object) -> None:
                object.__setattr__(self, name, value)

    with pytest.raises(TypeError):
        @frozen_value
        class FromGenerated(Generated):  # dataclasses refuses a non-frozen dataclass on a frozen one
            extra: int = 0


#: Counts, in a fresh process, the methods of the engine's dataclasses (and the app's outcomes, declared the same way)
#: compiled from source text (`dataclasses` writes them so: their code's file is "<string>"), by method, after importing
#: the modules named on the command line, or every module of the engine.
_COMPILED_PROBE = r"""
import importlib, json, pkgutil, sys
import rules_engine
names = sys.argv[1:] or [info.name for info in pkgutil.walk_packages(rules_engine.__path__, "rules_engine.")]
for name in [*names, "companion.services.outcomes"]:
    importlib.import_module(name)
counts, classes, methods = {}, 0, {}
for name, module in list(sys.modules.items()):
    if not (name.startswith("rules_engine") or name == "companion.services.outcomes"):
        continue
    for value in vars(module).values():
        if isinstance(value, type) and value.__module__ == name and "__dataclass_fields__" in vars(value):
            classes += 1
            for method, function in vars(value).items():
                if getattr(getattr(function, "__code__", None), "co_filename", "") == "<string>":
                    counts[method] = counts.get(method, 0) + 1
                    methods.setdefault(f"{name}.{value.__qualname__}", []).append(method)
others = sorted(key for key, found in methods.items() if found != ["__init__"])
print(json.dumps({"classes": classes, "compiled": counts, "others": others}))
"""

#: The engine's dataclasses declared with `@dataclass` on purpose: the grammar's patterns compared by identity
#: (`eq=False`) and its parser's mutable records, and the copy plans of `values.replace`.
DECLARED_WITH_DATACLASS = [
    "rules_engine.grammar.grammar._Miss", "rules_engine.grammar.grammar._Split", "rules_engine.grammar.patterns.Context",
    "rules_engine.grammar.patterns.Lit", "rules_engine.grammar.patterns.Text", "rules_engine.grammar.patterns.Tracker",
    "rules_engine.values._CopyPlan",
]


def test_the_engine_s_values_compile_no_method_at_their_declaration(tmp_path: Path) -> None:
    found = run_fresh_probe(_COMPILED_PROBE, tmp_path)
    assert found["others"] == DECLARED_WITH_DATACLASS  # every other one is a frozen_value: no setattr, repr, eq...
    # An __init__ is written only for a class whose values are made, here by the modules' own constants (43 of 443
    # classes on 2026-12-01); `@dataclass(frozen=True)` compiled one __init__, __setattr__ and __delattr__ for each.
    assert found["compiled"]["__init__"] * 5 < found["classes"]
    assert found["compiled"]["__setattr__"] == found["compiled"]["__delattr__"] <= len(DECLARED_WITH_DATACLASS)


def test_the_dice_throne_game_s_import_compiles_few_functions(tmp_path: Path) -> None:
    """The board's first frame waits for its game's import: 427 functions compiled at d42a77be (three for each of its
    classes and the outcomes'), 39 on 2026-12-01 (the __init__ of the classes its constants are made of, and the
    grammar's own dataclasses)."""
    found = run_fresh_probe(_COMPILED_PROBE, tmp_path, "rules_engine.dice_throne.game")
    assert sum(found["compiled"].values()) <= 50
