"""Fixtures of the language tests: every test leaves the interface in English (as the rest of the suite expects)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.services.i18n import use_language
from rules_engine.games import register_game
from tests.support.tally_game import TALLY


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """Whatever language a test chose, the next test starts in English."""
    use_language("en")
    yield
    use_language("en")


@pytest.fixture(autouse=True)
def tally_registered() -> None:
    """The tally test game is registered (the home screens list tally sessions)."""
    register_game(TALLY)


