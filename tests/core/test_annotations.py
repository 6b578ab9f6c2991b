"""Every function and method of the game packages annotates its parameters and its return."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.source_tree import game_modules, game_packages, unannotated

#: Modules still waiting for their annotations, each with the reason (none now).
NOT_YET: dict[str, str] = {}


MODULES = {name: path for package in game_packages() for name, path in game_modules(package).items()}


def test_the_checker_finds_what_is_missing(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "class A:\n"
        "    def fine(self, x: int) -> int: ...\n"
        "    @staticmethod\n"
        "    def static(x) -> None: ...\n"
        "def bare(a, *rest, key=1, **more): ...\n"
        "def outer() -> None:\n"
        "    def inner(b: int): ...\n"
    )
    assert unannotated(source) == ("static:4 (x)", "bare:5 (a, key, rest, more, return)", "inner:7 (return)")


@pytest.mark.parametrize("module", sorted(set(MODULES) - set(NOT_YET)))
def test_every_function_is_annotated(module: str) -> None:
    missing = unannotated(MODULES[module])
    assert not missing, f"{module}: {missing}"


@pytest.mark.parametrize("module", sorted(NOT_YET))
def test_a_module_waiting_for_annotations_still_needs_to(module: str) -> None:
    assert unannotated(MODULES[module]), f"{module} is annotated now: take it out of NOT_YET"
