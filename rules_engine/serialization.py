"""Stable JSON forms of engine values (actions, dice rolls) driven by their type hints.

Supports None, bool, int, float, str, Enum, frozen dataclasses, tuples (`tuple[X, ...]` and
fixed `tuple[X, Y]`), `dict[str, X]` (and `Mapping[str, X]`, rebuilt as a dict), `X | None` and unions
of dataclasses tagged by field set. A dataclass field whose type is only known at run time (an
expansion's slice) names its own rebuilder in its metadata: `field(metadata={"decode": fn})`, with
`fn(data, where)` returning the value or raising DecodeError.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections import abc
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints

from rules_engine.errors import CommandError


class DecodeError(CommandError):
    """JSON that does not fit the type it should rebuild (a malformed import or share code)."""


def to_jsonable(value: Any) -> Any:
    """A JSON-ready copy of an engine value (an enum, `StrEnum` and `IntEnum` too, becomes its plain value)."""
    if isinstance(value, enum.Enum):
        return to_jsonable(value.value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)
                if not (f.metadata.get("omit_when_empty") and not getattr(value, f.name))
                and not (f.metadata.get("omit_when_none") and getattr(value, f.name) is None)}
    if isinstance(value, (tuple, list)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, (frozenset, set)):
        return sorted(to_jsonable(v) for v in value)
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    raise TypeError(f"cannot serialise {type(value).__name__}")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


@cache
def _origin(tp: Any) -> Any:
    return get_origin(tp)


#: How a field's value is rebuilt when its type hint cannot say: (JSON data, where) -> value.
Decoder = typing.Callable[[Any, str], Any]


@cache
def _fields_plan(tp: type) -> tuple[tuple[str, Any, bool, Decoder | None], ...]:
    """(name, type hint, required, own rebuilder if any) of each field a dataclass's __init__ takes."""
    hints = _hints(tp)
    return tuple(
        (f.name, hints[f.name], f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
         f.metadata.get("decode"))
        for f in dataclasses.fields(tp)
        if f.init
    )


_SCALARS = (str, int, bool)


def from_jsonable(tp: Any, data: Any, where: str = "value") -> Any:
    """Rebuild a value of type `tp` from its JSON form; raises DecodeError naming the bad part."""
    if tp in _SCALARS and type(data) is tp:
        return data  # the common case first: text, a whole number or a flag of the right type
    try:
        origin = _origin(tp)
    except TypeError:  # an unhashable type form
        origin = get_origin(tp)
    if tp is Any:
        return data
    if origin in (Union, types.UnionType):
        options = get_args(tp)
        if data is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return from_jsonable(option, data, where)
            except DecodeError as error:
                errors.append(str(error))
        raise DecodeError(f"{where}: {'; '.join(errors) or 'no option fits'}")
    if origin is typing.Literal:
        if data in get_args(tp):
            return data
        raise DecodeError(f"{where}: {data!r} is not one of {get_args(tp)}")
    if tp is type(None):
        if data is not None:
            raise DecodeError(f"{where}: expected nothing, got {data!r}")
        return None
    if tp is bool:
        if not isinstance(data, bool):
            raise DecodeError(f"{where}: expected true or false, got {data!r}")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise DecodeError(f"{where}: expected a whole number, got {data!r}")
        return data
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise DecodeError(f"{where}: expected a number, got {data!r}")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise DecodeError(f"{where}: expected text, got {data!r}")
        return data
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            allowed = ", ".join(str(m.value) for m in tp)
            raise DecodeError(f"{where}: {data!r} is not one of {allowed}") from None
    if origin in (tuple, list):
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis or origin is list:
            item = args[0] if args else Any
            items = [from_jsonable(item, v, f"{where}[{i}]") for i, v in enumerate(data)]
        else:
            if len(args) != len(data):
                raise DecodeError(f"{where}: expected {len(args)} items, got {len(data)}")
            items = [from_jsonable(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, data))]
        return tuple(items) if origin is tuple else items
    if origin is frozenset:
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
        (item,) = get_args(tp)
        return frozenset(from_jsonable(item, v, f"{where}[{i}]") for i, v in enumerate(data))
    if origin is dict or origin is abc.Mapping:
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object, got {type(data).__name__}")
        key_type, value_type = get_args(tp)
        return {
            from_jsonable(key_type, k, f"{where} key"): from_jsonable(value_type, v, f"{where}.{k}")
            for k, v in data.items()
        }
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object for {tp.__name__}, got {type(data).__name__}")
        kwargs = {}
        known = set()
        for name, hint, required, decode in _fields_plan(tp):
            known.add(name)
            if name in data:
                if decode is not None:
                    kwargs[name] = decode(data[name], f"{where}.{name}")
                else:
                    kwargs[name] = from_jsonable(hint, data[name], f"{where}.{name}")
            elif required:
                raise DecodeError(f"{where}: {tp.__name__} needs {name!r}")
        extra = set(data) - known
        if extra:
            raise DecodeError(f"{where}: {tp.__name__} has no field {', '.join(sorted(extra))}")
        try:
            return tp(**kwargs)
        except (TypeError, ValueError) as error:
            raise DecodeError(f"{where}: {error}") from None
    raise DecodeError(f"{where}: cannot rebuild a value of type {tp!r}")
