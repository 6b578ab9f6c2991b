"""A challenge token in a sentence takes its article: "an orange challenge token is laid on Hillock".

Played as a new table: 'token orange Hillock' was logged as "a orange challenge token is laid on Hillock", and an
adventure's card tray asked for "a card from the combat deck for a orange challenge". A log saved before reads in
Russian as it did (tests/i18n/test_old_log_lines_in_russian.py).
"""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.chance import CardRequest
from rules_engine.runebound3.game import RUNEBOUND3
from tests.runebound3.helpers import new_state


@pytest.fixture(autouse=True)
def english_afterwards():  # type: ignore[no-untyped-def]
    yield
    use_language("en")


@pytest.mark.parametrize(("colour", "said"), [("orange", "an orange challenge token is laid on Hillock"),
                                              ("green", "a green challenge token is laid on Hillock"),
                                              ("purple", "a purple challenge token is laid on Hillock")])
def test_a_token_laid_is_logged_with_its_article(colour: str, said: str) -> None:
    state = new_state()
    outcome = RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, f"token {colour} Hillock"))
    assert outcome.ruling.allowed and str(outcome.ruling.message) == said


def test_the_card_tray_asks_for_a_card_for_an_orange_token_in_every_language() -> None:
    state = RUNEBOUND3.apply(new_state(), RUNEBOUND3.parse_command(new_state(), "move wilds Wilds")).state
    request = RUNEBOUND3.parse_command(state, "adventure")
    assert isinstance(request, CardRequest)
    assert translate(request.describe()) == "a card from the combat deck for an orange challenge token"
    use_language("ru")
    assert "(оранжевый жетон испытания)" in translate(request.describe())
