"""`replace`: a drop-in for `dataclasses.replace`, as fast as the engine needs.

Every action rebuilds a few state records. `dataclasses.replace` runs the class's generated
`__init__` with every field named, which costs about half a microsecond per field; the state
records of Runebound have twenty or more fields, so a single action spent tens of microseconds
just copying. This `replace` gives the same result for the plain frozen records the engine
uses (no `__post_init__`, no init-only or `init=False` fields): it copies the fields straight
into a new instance. A record with a `__dict__` gets a copy of the original's (`dict.copy`, one
block copy, then the changes written over it: why the records copied on every action are declared
without slots); a slotted record is copied by a function written for its class once, the first
time one is copied (one line per field, as `dataclasses` writes `__init__`), instead of a loop
that looks every field up by name. For any other dataclass it falls back to
`dataclasses.replace`, so it is never wrong, only sometimes not faster.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

T = TypeVar("T")
SlotCopier = Callable[[Any, Mapping[str, Any]], Any]

_new_instance = object.__new__
_set_field = object.__setattr__


@dataclasses.dataclass(frozen=True, slots=True)
class _CopyPlan:
    """How to copy instances of one dataclass: its field names, and its copier when it has slots."""

    known: frozenset[str]
    plain: bool  # False: the class needs its __init__ (post-init, init-only fields): use replace
    copy_slots: SlotCopier | None  # a plain record with slots (any in its bases): copies every field, then the changes


_PLANS: dict[type, _CopyPlan] = {}


def _plan_for(cls: type) -> _CopyPlan:
    """The copy plan of a dataclass, worked out once per class."""
    plan = _PLANS.get(cls)
    if plan is None:
        fields = dataclasses.fields(cls)
        plain = (
            not hasattr(cls, "__post_init__")
            and all(f.init for f in fields)
            and not any(isinstance(f.type, dataclasses.InitVar) for f in fields)
        )
        names = tuple(f.name for f in fields)
        uses_dict = not any("__slots__" in vars(k) for k in cls.__mro__[:-1])
        copier = _slot_copier(cls, names) if plain and not uses_dict else None
        plan = _CopyPlan(frozenset(names), plain, copier)
        _PLANS[cls] = plan
    return plan


def _slot_copier(cls: type, names: tuple[str, ...]) -> SlotCopier:
    """A function copying an instance of `cls` field by field, written out for its fields (each name a field of a
    dataclass, so an identifier), then writing `changes` over the copy."""
    lines = ["def copy(obj, changes):", "    new = _new_instance(cls)"]
    lines += [f"    _set_field(new, {name!r}, obj.{name})" for name in names]
    lines += ["    for name, value in changes.items():", "        _set_field(new, name, value)", "    return new"]
    scope: dict[str, Any] = {"_new_instance": _new_instance, "_set_field": _set_field, "cls": cls}
    exec("\n".join(lines), scope)  # text made of the class's own field names only
    copier: SlotCopier = scope["copy"]
    return copier


def replace(obj: T, /, **changes: Any) -> T:
    """A copy of the dataclass instance `obj` with `changes` applied (like `dataclasses.replace`)."""
    cls = type(obj)
    plan = _PLANS.get(cls) or _plan_for(cls)
    if not plan.plain:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]  # T is any dataclass (typeshed's DataclassInstance is private)
    if not plan.known.issuperset(changes):
        unknown = next(name for name in changes if name not in plan.known)
        raise TypeError(f"{cls.__name__} has no field {unknown!r}")
    if plan.copy_slots is not None:
        return plan.copy_slots(obj, changes)  # type: ignore[no-any-return]  # a copy of obj: a T
    fields = obj.__dict__.copy()  # a record without slots keeps a __dict__
    fields.update(changes)
    new = _new_instance(cls)
    _set_field(new, "__dict__", fields)
    return new
