"""`replace`: a drop-in for `dataclasses.replace`, as fast as the engine needs.

Every action rebuilds a few state records. `dataclasses.replace` runs the class's generated
`__init__` with every field named, which costs about half a microsecond per field; the state
records of Runebound have twenty or more fields, so a single action spent tens of microseconds
just copying. This `replace` gives the same result for the plain frozen records the engine
uses (no `__post_init__`, no init-only or `init=False` fields): it copies the fields straight
into a new instance, through its `__dict__` when it has one (which is why the records copied on
every action are declared without slots). For any other dataclass it falls back to
`dataclasses.replace`, so it is never wrong, only sometimes not faster.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")

_new_instance = object.__new__
_set_field = object.__setattr__


@dataclasses.dataclass(frozen=True, slots=True)
class _CopyPlan:
    """How to copy instances of one dataclass: its field names, and whether it keeps a __dict__."""

    names: tuple[str, ...]
    known: frozenset[str]
    uses_dict: bool
    plain: bool  # False: the class needs its __init__ (post-init, init-only fields): use replace


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
        plan = _CopyPlan(names, frozenset(names), uses_dict, plain)
        _PLANS[cls] = plan
    return plan


def replace(obj: T, /, **changes: Any) -> T:
    """A copy of the dataclass instance `obj` with `changes` applied (like `dataclasses.replace`)."""
    cls = type(obj)
    plan = _PLANS.get(cls) or _plan_for(cls)
    if not plan.plain:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]  # T is any dataclass (typeshed's DataclassInstance is private)
    if not plan.known.issuperset(changes):
        unknown = next(name for name in changes if name not in plan.known)
        raise TypeError(f"{cls.__name__} has no field {unknown!r}")
    new = _new_instance(cls)
    if plan.uses_dict:
        fields = new.__dict__
        fields.update(obj.__dict__)
        fields.update(changes)
        return new
    for name in plan.names:
        _set_field(new, name, changes[name] if name in changes else getattr(obj, name))
    return new
