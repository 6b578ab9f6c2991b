"""Importing optional modules by name: the game packages, catalogues and screens that are installed."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterable
from types import ModuleType


def module_present(name: str) -> bool:
    """True when the named module can be imported (its parent packages exist and it is there)."""
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def import_present(names: Iterable[str], *, errors: dict[str, str] | None = None) -> list[ModuleType]:
    """Import each named module that is present, in order; a missing one is skipped.

    With `errors`, a module that fails while importing is recorded there (name -> message) and
    the others still load; without it the failure propagates, so a broken module fails loudly.
    """
    loaded = []
    for name in names:
        if not module_present(name):
            continue
        if errors is None:
            loaded.append(importlib.import_module(name))
            continue
        try:
            loaded.append(importlib.import_module(name))
        except Exception as error:  # noqa: BLE001 - the caller asked to keep going and report
            errors[name] = f"{type(error).__name__}: {error}"
    return loaded
