"""Every test here leaves the interface in English, as the rest of the suite expects."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.services.i18n import use_language


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """Whatever language a test chose, the next test starts in English."""
    use_language("en")
    yield
    use_language("en")
