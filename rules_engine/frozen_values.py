"""The repr, == and hash of the engine's frozen dataclasses, made without compiling them for each class.

`dataclasses` compiles six functions for every frozen class (`__init__`, `__repr__`, `__eq__`, `__hash__`,
`__setattr__`, `__delattr__`), each from its own source text: about 0.1 ms apiece, 60% of what importing a game costs
(issue 32: the board's first frame waits for its game's import). A class declared

    @shared_value_methods
    @dataclass(frozen=True, repr=False, eq=False)
    class Heal(Action): ...

is the same frozen, typed dataclass, with a `__repr__`, `__eq__` and `__hash__` made here from code written once
(closures over the class's field names, read with `operator.attrgetter`): the very answers the generated ones give
(the same fields, in the same order, compared as the same tuples: even the hashes are equal), at the same speed, and
three fewer functions compiled. A class that writes its own keeps it.
"""

from __future__ import annotations

import dataclasses
import reprlib
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T", bound=type)


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of these fields of a value, read in C (`operator.attrgetter`), always a tuple (as the generated
    methods build it: `(self.a,)` for one field, `()` for none)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda value: (one(value),)
    return lambda _value: ()


def _methods(cls: type) -> tuple[Callable[..., str], Callable[..., Any], Callable[..., int]]:
    """The `__repr__`, `__eq__` and `__hash__` of `cls`, over its fields as `dataclasses` chooses them (`repr`,
    `compare`, and `hash` or else `compare`): closures over shared code, nothing compiled."""
    fields = dataclasses.fields(cls)
    shown = tuple(f.name for f in fields if f.repr)
    compared = _getter(tuple(f.name for f in fields if f.compare))
    hashed = _getter(tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))

    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        """`ClassName(field=value!r, ...)`, as the generated `__repr__` writes it."""
        return f"{type(self).__qualname__}({', '.join(f'{name}={getattr(self, name)!r}' for name in shown)})"

    def __eq__(self: Any, other: object) -> Any:
        """Equal to a value of the very same class with equal compared fields, as the generated `__eq__`."""
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        """The hash of the tuple of the hashed fields, as the generated `__hash__`."""
        return hash(hashed(self))

    return __repr__, __eq__, __hash__


def shared_value_methods(cls: T) -> T:
    """Give a frozen dataclass declared with `repr=False, eq=False` the repr, == and hash `dataclass` would have
    generated (those its own body defines are kept)."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or params.repr or params.eq:
        raise TypeError(f"{cls.__qualname__}: a frozen dataclass declared with repr=False, eq=False is expected")
    own = cls.__dict__
    made_repr, made_eq, made_hash = _methods(cls)
    if "__repr__" not in own:
        cls.__repr__ = made_repr  # type: ignore[method-assign]  # made here and set on the class, as dataclass sets its own
    if "__eq__" not in own:
        cls.__eq__ = made_eq  # type: ignore[method-assign]  # made here and set on the class, as dataclass sets its own
    hashed = own.get("__hash__", dataclasses.MISSING)  # as `dataclass` tells a hash of the body's own
    if hashed is dataclasses.MISSING or (hashed is None and "__eq__" in own):
        cls.__hash__ = made_hash  # type: ignore[method-assign]  # made here and set on the class, as dataclass sets its own
    return cls
