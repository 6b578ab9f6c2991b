"""The repr, == and hash of the engine's frozen dataclasses, written once and shared, instead of compiled per class.

`dataclasses` compiles six functions for every frozen class (`__init__`, `__repr__`, `__eq__`, `__hash__`,
`__setattr__`, `__delattr__`), each from its own source text: about 0.1 ms apiece, 60% of what importing a game costs
(issue 32: the board's first frame waits for its game's import). A class declared

    @shared_value_methods
    @dataclass(frozen=True, repr=False, eq=False)
    class Heal(Action): ...

is the same frozen, typed dataclass, with the `__repr__`, `__eq__` and `__hash__` below: the very answers the
generated ones give (the same fields, in the same order, compared as the same tuples: even the hashes are equal), and
three fewer functions compiled. A class that writes its own keeps it.
"""

from __future__ import annotations

import dataclasses
import reprlib
from typing import Any, TypeVar

T = TypeVar("T", bound=type)

#: Per class: the fields in its repr, those it is compared by, those it is hashed by (as `dataclasses` chooses them).
_FIELDS: dict[type, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {}


def _fields_of(cls: type) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The names of `cls`'s fields shown by its repr, compared by ==, hashed (read once per class)."""
    found = _FIELDS.get(cls)
    if found is None:
        fields = dataclasses.fields(cls)
        found = (tuple(f.name for f in fields if f.repr), tuple(f.name for f in fields if f.compare),
                 tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))
        _FIELDS[cls] = found
    return found


@reprlib.recursive_repr()
def _repr(self: Any) -> str:
    """`ClassName(field=value!r, ...)`, as the generated `__repr__` writes it."""
    shown = _fields_of(type(self))[0]
    return f"{type(self).__qualname__}({', '.join(f'{name}={getattr(self, name)!r}' for name in shown)})"


def _eq(self: Any, other: object) -> Any:
    """Equal to a value of the very same class with equal compared fields, as the generated `__eq__`."""
    if other.__class__ is not self.__class__:
        return NotImplemented
    compared = _fields_of(type(self))[1]
    return tuple([getattr(self, name) for name in compared]) == tuple([getattr(other, name) for name in compared])


def _hash(self: Any) -> int:
    """The hash of the tuple of the hashed fields, as the generated `__hash__`."""
    return hash(tuple([getattr(self, name) for name in _fields_of(type(self))[2]]))


def shared_value_methods(cls: T) -> T:
    """Give a frozen dataclass declared with `repr=False, eq=False` the repr, == and hash `dataclass` would have
    generated (those its own body defines are kept)."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or params.repr or params.eq:
        raise TypeError(f"{cls.__qualname__}: a frozen dataclass declared with repr=False, eq=False is expected")
    own = cls.__dict__
    if "__repr__" not in own:
        cls.__repr__ = _repr  # type: ignore[assignment]  # a shared function set on the class, as dataclass sets its own
    if "__eq__" not in own:
        cls.__eq__ = _eq  # type: ignore[assignment]  # a shared function set on the class, as dataclass sets its own
    hashed = own.get("__hash__", dataclasses.MISSING)  # as `dataclass` tells a hash of the body's own
    if hashed is dataclasses.MISSING or (hashed is None and "__eq__" in own):
        cls.__hash__ = _hash  # type: ignore[assignment]  # a shared function set on the class, as dataclass sets its own
    return cls
