"""Actions: small typed values with a stable, versioned JSON form.

A game declares each action as a frozen dataclass decorated with `@action("game.verb")`.
The JSON form is `{"kind": ..., "v": version, "data": {...}}`; an action whose fields change
bumps its version and supplies an `upgrade` for older stored forms, so old saves still replay.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from rules_engine.serialization import DecodeError, from_jsonable, to_jsonable


class Action:
    """Base of every action. Subclasses are frozen dataclasses registered with `@action`."""

    KIND: ClassVar[str] = ""
    VERSION: ClassVar[int] = 1
    #: The action carries what is printed on the table's own box, typed in play without `values` (a terrain die's
    #: faces): the app asks whether to keep it in the table's catalogue, as it does for a card's typed values.
    DESCRIBES_THE_BOX: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        """The stable JSON form of this action."""
        return {"kind": self.KIND, "v": self.VERSION, "data": to_jsonable(self)}


A = TypeVar("A", bound=type[Action])

_ACTIONS: dict[str, type[Action]] = {}
_UPGRADES: dict[str, Callable[[int, dict[str, Any]], dict[str, Any]]] = {}


def action(kind: str, *, version: int = 1, upgrade: Callable[[int, dict[str, Any]], dict[str, Any]] | None = None) -> Callable[[A], A]:
    """Register a frozen dataclass as an action type with a stable kind and version.

    `upgrade(old_version, data)` turns an older stored form into the current one.
    """

    def register(cls: A) -> A:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls.__name__} must be a dataclass to be an action")
        if kind in _ACTIONS and _ACTIONS[kind].__qualname__ != cls.__qualname__:
            raise ValueError(f"action kind {kind!r} is registered twice")
        cls.KIND = kind
        cls.VERSION = version
        _ACTIONS[kind] = cls
        if upgrade is not None:
            _UPGRADES[kind] = upgrade
        return cls

    return register


def action_type(kind: str) -> type[Action]:
    """The registered class for an action kind."""
    try:
        return _ACTIONS[kind]
    except KeyError:
        raise DecodeError(f"unknown action {kind!r}") from None


def decode_action(payload: Any) -> Action:
    """Rebuild an action from its JSON form, upgrading older versions; DecodeError if malformed."""
    if not isinstance(payload, dict) or "kind" not in payload or "data" not in payload:
        raise DecodeError("an action needs 'kind' and 'data'")
    kind = payload["kind"]
    cls = action_type(kind)
    version = payload.get("v", 1)
    if not isinstance(version, int) or version < 1 or version > cls.VERSION:
        raise DecodeError(f"action {kind!r} has version {version!r}; this program knows up to {cls.VERSION}")
    data = payload["data"]
    if version < cls.VERSION:
        upgrade = _UPGRADES.get(kind)
        if upgrade is None:
            raise DecodeError(f"action {kind!r} version {version} cannot be upgraded")
        data = upgrade(version, data)
    decoded: Action = from_jsonable(cls, data, kind)
    return decoded
