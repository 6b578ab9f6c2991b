"""The dice of a battle: an attack roll against a counter roll, each one die plus a value; ties do nothing.

Each attacking card rolls once (die + its value in the chosen form) and the defender rolls once
against each attack (die + its own value in the same form, at the hero's level). The higher total
hits; equal totals do nothing. `odds` gives the exact chances before anyone rolls.
"""

from __future__ import annotations

import enum
from fractions import Fraction

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.threats import FACES


#: The rules of the three steps: the attack roll, the counter roll, and comparing them.
ATTACK_ROLL_RULE = "dungeoneer.battle.attack-roll"
COUNTER_ROLL_RULE = "dungeoneer.battle.counter-roll"
COMPARE_RULE = "dungeoneer.battle.compare"


class Exchange(enum.StrEnum):
    """The outcome of one attack against its counter."""

    ATTACKER_HITS = "attacker-hits"
    DEFENDER_HITS = "defender-hits"
    NOTHING = "nothing"


def compare(attack_total: int, counter_total: int) -> Exchange:
    """Who hits, from the two totals."""
    if attack_total > counter_total:
        return Exchange.ATTACKER_HITS
    if counter_total > attack_total:
        return Exchange.DEFENDER_HITS
    return Exchange.NOTHING


@frozen_value(slots=True)
class BattleOdds:
    """The exact chances of one attack: the attacker hits, the defender hits, or nothing happens."""

    attacker_hits: Fraction
    defender_hits: Fraction
    nothing: Fraction


def odds(attack_value: int, counter_value: int) -> BattleOdds:
    """The exact chances for one die + `attack_value` against one die + `counter_value`."""
    tally = {exchange: 0 for exchange in Exchange}
    for attack in FACES:
        for counter in FACES:
            tally[compare(attack + attack_value, counter + counter_value)] += 1
    total = len(FACES) ** 2
    return BattleOdds(Fraction(tally[Exchange.ATTACKER_HITS], total), Fraction(tally[Exchange.DEFENDER_HITS], total),
                      Fraction(tally[Exchange.NOTHING], total))
