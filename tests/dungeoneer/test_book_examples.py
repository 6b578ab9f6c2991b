"""The book's own worked examples: the battle of the zombie and the Legion, the threat it makes, the solo corner."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules_engine.dungeoneer.battle_rolls import Exchange, compare
from rules_engine.dungeoneer.solo_peril import cards_drawn, dice_for, draw_chances
from rules_engine.dungeoneer.threats import passes
from rules_engine.rules_index import get_rule


@pytest.mark.rule("dungeoneer.threats.check")
def test_the_legions_threat_passed_by_a_level_two_hero() -> None:
    # "Battle example": player B rolls 3 and adds magic 1 (level 2) against the Legion's 4+: passed.
    assert passes(3, 1, 4)
    assert not passes(2, 1, 4)
    assert get_rule("dungeoneer.threats.check").page == 15


@pytest.mark.rule("dungeoneer.battle.attack-roll", "dungeoneer.battle.counter-roll", "dungeoneer.battle.compare")
def test_the_legion_hits_the_hero() -> None:
    # The Legion rolls 4 + melee 3 = 7; the hero rolls 1 + melee 2 = 3: one wound to the hero.
    assert compare(4 + 3, 1 + 2) is Exchange.ATTACKER_HITS


@pytest.mark.rule("dungeoneer.battle.compare")
def test_equal_totals_do_nothing() -> None:
    assert compare(5, 5) is Exchange.NOTHING
    assert compare(3, 6) is Exchange.DEFENDER_HITS
    assert "nothing" in get_rule("dungeoneer.battle.compare").summary.lower()


@pytest.mark.rule("dungeoneer.solo.peril-roll")
def test_the_solo_corner_with_two_peril() -> None:
    # "Corner" gives 2 peril: two dice; each 1 or 2 draws a peril card. Rolled 1 and 5: one card.
    assert dice_for(2) == 2
    assert cards_drawn(2, (1, 5)) == 1
    assert cards_drawn(2, (2, 2)) == 2
    assert cards_drawn(2, (3, 6)) == 0
    # Exactly: none 16/36, one 16/36, two 4/36.
    assert draw_chances(2) == (Fraction(4, 9), Fraction(4, 9), Fraction(1, 9))
