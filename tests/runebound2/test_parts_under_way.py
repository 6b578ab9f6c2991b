"""The parts of the state that exist only while something is under way (a combat, a duel, the endgame's lot, a
duel's spoils) are read through typed accessors: a state without the part is refused with the rule, never an
attribute error, and the Class Decks expansion resolves only its own actions."""

from __future__ import annotations

import pytest

from rules_engine.errors import RuleViolation
from rules_engine.referee import Referee
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.class_decks.expansion import CLASS_DECKS
from rules_engine.runebound2.ongoing import final_battle_with_lots, ongoing_combat, ongoing_duel, spoils_seats
from tests.runebound2.class_deck_helpers import class_game
from tests.runebound2.helpers import new_game


@pytest.mark.parametrize(("read", "rule", "message"), [
    (ongoing_combat, "runebound2.combat.fight", "no combat is in progress"),
    (ongoing_duel, "runebound2.duel.rules", "no duel is in progress"),
    (final_battle_with_lots, "runebound2.doom.lot", "no lot is waiting to be drawn"),
    (spoils_seats, "runebound2.duel.spoils", "no duel is waiting for its spoils"),
])
def test_a_part_not_under_way_is_refused_with_its_rule(read, rule, message) -> None:
    with pytest.raises(RuleViolation) as refused:
        read(new_game())
    assert refused.value.ruling.message == message
    assert [c.rule_id for c in refused.value.ruling.citations] == [rule]


def test_class_decks_resolve_only_their_own_actions() -> None:
    state = class_game()
    with pytest.raises(TypeError):
        CLASS_DECKS.resolve(state, A.NextStep(), Referee())
