"""Every module of the product imports: a broken file (even a developer tool) fails here, not at a user."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

PACKAGES = ("rules_engine", "companion", "cards_db", "screens")


def all_modules() -> list[str]:
    names = []
    for package in PACKAGES:
        module = importlib.import_module(package)
        names.append(package)
        names += [info.name for info in pkgutil.walk_packages(module.__path__, prefix=f"{package}.")]
    # Alembic's env.py runs only inside Alembic, and revision scripts are loaded by it.
    return [n for n in names if not n.startswith("companion.services.migrations.versions") and n != "companion.services.migrations.env"]


@pytest.mark.parametrize("name", all_modules())
def test_module_imports(name):
    importlib.import_module(name)
