"""The recorder and its bots import cleanly, so the golden logs can be re-recorded when a change is meant."""

from __future__ import annotations

import importlib

import pytest


@pytest.mark.parametrize("module", ["tests.golden.recorder", "tests.golden.runebound_bot", "tests.golden.dice_throne_bot",
                                    "tests.golden.runebound3_bot"])
def test_the_recorder_and_its_bots_import(module: str) -> None:
    assert importlib.import_module(module)
