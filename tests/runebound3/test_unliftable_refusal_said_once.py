"""A refusal no house rule can lift (a rule the game cannot go on without) says so once. The screen titles its notice
"Refused, even as a house rule" and the ruling panel notes that no house rule can allow it; the ruling's own words
ended with ", even as a house rule" too, so the notice read the phrase twice (Runebound 3e: `buy` before `trade`)."""

from __future__ import annotations

import pytest

from rules_engine.errors import RuleViolation
from rules_engine.runebound3.game import RUNEBOUND3
from tests.runebound3.helpers import new_state


def test_buying_outside_a_trade_as_a_house_rule_is_refused_saying_why_once() -> None:
    state = new_state()
    with pytest.raises(RuleViolation) as refused:
        RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, "buy Spear"), override=True)
    said = str(refused.value.ruling.message)
    assert said.endswith("; the game cannot go on without this rule"), said
    assert "house rule" not in said  # the notice's title says it
