"""Every ruling of the fidelity cases cites rules whose own summaries cover what the ruling decided.

A citation is only useful when the cited summary explains the ruling: each case names the words the
summary of every rule it cites must contain, so a ruling that cites an unrelated rule fails here.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rules_engine.rules_index import get_rule
from tests.dice_throne.support import GAME, act, attack, started, to_action, to_phase


def _evaded():
    s = act(attack(to_phase(started(), "main-1")), "multiply 2 by p1 from a doubling card")
    return act(s, "status gain evasive p2"), "status roll evasive p2", (2,)


def _parley():
    s = to_phase(act(to_phase(started(), "main-1"), "status inflict parley p1 by p2"), "offensive-roll")
    return act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate", ()


def _roll_card_interrupted():
    s = to_phase(started(first=1), "offensive-roll")
    s = act(act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability cutlass-strike"), "activate"), "next")
    s = act(act(s, "defend duel", 1), "play roll 0 Sixer by p2 interrupting")
    return s, "play instant 0 Wild! by p1 interrupting", ()


def _second_keg():
    return act(to_phase(started(first=1), "main-1"), "status inflict powder-keg p1"), "status inflict powder-keg p1", ()


def _koth_without_attack():
    s = to_phase(started("king-of-the-hill", ("gunslinger", "cursed-pirate", "gunslinger")), "main-1")
    s = act(s, "damage 5 pure to p1 from earlier")
    s = to_phase(s, "offensive-roll")
    s = act(act(act(act(s, "roll", 1, 1, 1, 4, 5), "ability revolver"), "activate 0"), "next")
    return s, "target p2", ()


def _knockdown_none():
    return to_phase(started(), "main-1"), "pay knockdown p2", ()


def _knockdown_skip():
    s = act(to_phase(started(), "main-1"), "status inflict knockdown p2")
    return to_phase(act(to_phase(s, "discard"), "next"), "main-1"), "next", ()


def _defeated_by():
    s = to_phase(started("king-of-the-hill", ("gunslinger", "cursed-pirate", "gunslinger")), "main-1")
    return act(s, "damage 35 pure to p3 from earlier"), "status inflict knockdown p1 by p3", ()


def _spend_for_another():
    return act(to_phase(started(), "main-1"), "status gain evasive p2"), "status spend evasive p2 by p1", ()


def _locked_discard():
    return attack(started(), dice=(6, 6, 6, 6, 6), ability="fill-em-with-lead"), "discard p2", ()


def _doubloon_on_pirate():
    s = to_phase(started(first=1), "upkeep")
    return s, "upkeep damage 1 p2 from cursed-doubloon", ()


#: case -> (the situation and command, {rule id the ruling must cite: words its summary must contain}).
CASES: dict[str, tuple[Callable, dict[str, tuple[str, ...]]]] = {
    "evasive avoids a doubled attack": (_evaded, {"dice-throne.status.evasive": ("avoided", "multiply")}),
    "parley": (_parley, {"dice-throne.status.parley": ("no damage", "multiply")}),
    "instant on a roll-phase card": (_roll_card_interrupted, {
        "dice-throne.cards.roll-phase-uninterruptible": ("roll-phase card", "instant", "glossary"),
        "dice-throne.cards.instant": ("instant",)}),
    "second powder keg": (_second_keg, {"dice-throne.status.powder-keg": ("already holds one",),
                                        "dice-throne.status.powder-keg-second": ("straight away",)}),
    "no leader bonus without an attack": (_koth_without_attack, {"dice-throne.koth.free-target": ("target",)}),
    "knockdown not held": (_knockdown_none, {"dice-throne.status.knockdown": ("holder", "paying 2 CP")}),
    "knockdown skips the phase": (_knockdown_skip, {"dice-throne.status.knockdown": ("skipped", "removed")}),
    "a defeated hero as by": (_defeated_by, {"dice-throne.health.defeat": ("can no longer act",)}),
    "spending another's status": (_spend_for_another, {"dice-throne.status.spend": ("its owner spends",)}),
    "discard under the ultimate lock": (_locked_discard, {"dice-throne.ultimate.lock": ("none of them may act",)}),
    "doubloon damage to the pirate": (_doubloon_on_pirate, {"dice-throne.status.doubloon-upkeep": ("never does",)}),
}

#: Rules that must never be cited in these cases (the old, unrelated citations).
NEVER = {"knockdown not held": ("dice-throne.status.remove",),
         "knockdown skips the phase": ("dice-throne.status.remove",)}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_cited_rule_covers_the_ruling(case):
    build, expected = CASES[case]
    state, command, dice = build()
    ruling = GAME.check(state, to_action(state, command, *dice))
    cited = [c.rule_id for c in ruling.citations]
    for rule_id, words in expected.items():
        assert rule_id in cited, (case, cited)
        summary = get_rule(rule_id).summary.lower()
        assert all(w.lower() in summary for w in words), (rule_id, words)
    assert not set(NEVER.get(case, ())) & set(cited), (case, cited)
    if not ruling.allowed:  # a refusal cites only what decides it
        assert set(cited) <= set(expected), (case, cited)
