"""`frozen_value`: the engine's frozen dataclasses, declared without compiling six functions for each class.

`@dataclass(frozen=True)` compiles six functions for every class (`__init__`, `__repr__`, `__eq__`, `__hash__`,
`__setattr__`, `__delattr__`), each from its own source text: about 0.1 ms apiece, most of what importing a game
costs (issue 32: the board's first frame waits for its game's import). A class declared

    @frozen_value
    class Heal(Action): ...          # or @frozen_value(slots=True)

is a frozen, typed dataclass (`dataclasses.fields`, `replace`, `asdict` and mypy read it as one: the decorator is a
`dataclass_transform` with frozen fields) whose methods compile nothing at its declaration:

- `__repr__`, `__eq__` and `__hash__` are closures over the class's field names (read with `operator.attrgetter`):
  the very answers the generated ones give (the same fields, in the same order, compared as the same tuples: even the
  hashes are equal), at the same speed;
- `__setattr__` and `__delattr__` are closures too, refusing as the generated ones refuse
  (`dataclasses.FrozenInstanceError`);
- `__init__` is written for the class's fields the first time a value of the class is made (one line per field, as
  `dataclasses` writes it), and then is the class's own: a class whose values are never made on a path (most of a
  game's actions at a board's first frame) never compiles one.

A method the class's body writes is kept. `dataclasses` itself processes the class with every generated method turned
off, so its `__dataclass_params__` reads `frozen=False`: what makes these values immutable is this module's
`__setattr__`, and a class declared with `@dataclass(frozen=True)` cannot inherit from one (`dataclasses` refuses it at
the declaration). Init-only (`InitVar`) and keyword-only fields are not supported: such a class is refused at its
declaration (declare it with `@dataclass`).
"""

from __future__ import annotations

import dataclasses
import reprlib
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T", bound=type)

_set_field = object.__setattr__
_FACTORY = object()  # a field with a default factory was not given to __init__


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


def _frozen_attributes(cls: type) -> tuple[Callable[..., None], Callable[..., None]]:
    """`__setattr__` and `__delattr__` refusing as the generated frozen ones do: any name on a value of `cls` itself, a
    field's name on a value of a subclass (whose own attributes a plain subclass may set)."""
    names = frozenset(f.name for f in dataclasses.fields(cls))
    owner: type = cls

    def __setattr__(self: Any, name: str, value: Any) -> None:
        """Refused: the value is frozen."""
        if type(self) is owner or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(owner, self).__setattr__(name, value)  # type: ignore[arg-type]  # owner is a class (mypy reads a closure's type as an instance)

    def __delattr__(self: Any, name: str) -> None:
        """Refused: the value is frozen."""
        if type(self) is owner or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(owner, self).__delattr__(name)  # type: ignore[arg-type]  # owner is a class (mypy reads a closure's type as an instance)

    return __setattr__, __delattr__


def _written_init(cls: type) -> Callable[..., None]:
    """The `__init__` `dataclasses` would generate for the frozen class `cls`, compiled now: each field given (or its
    default, or its factory's value) set through `object.__setattr__`, then `__post_init__` if the class has one."""
    scope: dict[str, Any] = {"__fv_set": _set_field, "__fv_factory": _FACTORY}
    parameters, body = ["self"], []
    for field in dataclasses.fields(cls):
        name = field.name
        if field.default_factory is not dataclasses.MISSING:
            scope[f"__fv_make_{name}"] = field.default_factory
            made = f"__fv_make_{name}()"
            if field.init:
                parameters.append(f"{name}=__fv_factory")
                made = f"{made} if {name} is __fv_factory else {name}"
        elif field.init:
            if field.default is not dataclasses.MISSING:
                scope[f"__fv_default_{name}"] = field.default
                parameters.append(f"{name}=__fv_default_{name}")
            else:
                parameters.append(name)
            made = name
        elif field.default is not dataclasses.MISSING:
            scope[f"__fv_default_{name}"] = field.default
            made = f"__fv_default_{name}"
        else:
            continue  # init=False without a default: left unset, as dataclasses leaves it
        body.append(f"    __fv_set(self, {name!r}, {made})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    source = f"def __init__({', '.join(parameters)}):\n" + "\n".join(body or ["    pass"])
    exec(source, scope)  # text made of the class's own field names only (each an identifier)
    init: Callable[..., None] = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _init_on_first_use(cls: type) -> Callable[..., None]:
    """An `__init__` that writes the class's own the first time a value is made, puts it on the class and runs it."""

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        """The class's `__init__`, written at its first use."""
        written = _written_init(cls)
        setattr(cls, "__init__", written)  # noqa: B010 - mypy refuses an assignment to a method; the class's own from now on
        written(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _getstate(self: Any) -> list[Any]:
    """A slotted frozen value's state for `copy` and `pickle`: its fields' values, as `dataclasses` gives it."""
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    """A slotted frozen value's fields set from its state (through `object.__setattr__`: it is frozen)."""
    for field, value in zip(dataclasses.fields(self), state, strict=True):
        _set_field(self, field.name, value)


def _declare(cls: T, slots: bool) -> T:
    """`cls` made a frozen dataclass with this module's methods (those its body writes kept)."""
    own = dict(cls.__dict__)
    made: type = dataclasses.dataclass(cls, init=False, repr=False, eq=False, slots=slots)
    fields = dataclasses.fields(made)
    declared = vars(made)["__dataclass_fields__"].values()  # with init-only fields and class variables
    if any(f.kw_only is True for f in fields) or any("InitVar" in str(f.type) for f in declared if f not in fields):
        raise TypeError(f"{cls.__qualname__}: init-only and keyword-only fields need @dataclass")
    made_repr, made_eq, made_hash = _methods(made)
    methods: dict[str, Callable[..., Any]] = dict(zip(("__setattr__", "__delattr__"), _frozen_attributes(made)))
    if slots:
        methods |= {"__getstate__": _getstate, "__setstate__": _setstate}  # as dataclass gives a slotted frozen class
    if "__init__" not in own:
        methods["__init__"] = _init_on_first_use(made)
    if "__repr__" not in own:
        methods["__repr__"] = made_repr
    if "__eq__" not in own:
        methods["__eq__"] = made_eq
    hashed = own.get("__hash__", dataclasses.MISSING)  # as `dataclass` tells a hash of the body's own
    if hashed is dataclasses.MISSING or (hashed is None and "__eq__" in own):
        methods["__hash__"] = made_hash
    for name, method in methods.items():  # set on the class, as dataclass sets its own
        if name in own and name in ("__setattr__", "__delattr__"):
            raise TypeError(f"{cls.__qualname__}: a frozen value cannot define {name}")
        setattr(made, name, method)
    return made  # type: ignore[return-value]  # dataclass returns the class (a new one with slots): still a T


@overload
def frozen_value(cls: T, /) -> T: ...


@overload
def frozen_value(*, slots: bool = False) -> Callable[[T], T]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def frozen_value(cls: T | None = None, /, *, slots: bool = False) -> T | Callable[[T], T]:
    """Declare a frozen dataclass whose methods compile nothing at its declaration (see the module's text)."""
    if cls is None:
        return lambda declared: _declare(declared, slots)
    return _declare(cls, slots)
