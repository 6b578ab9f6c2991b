"""A command whose numbers or words cannot describe the table cites the app's input convention, not a book passage.

Issue 29's reading of the Dice Throne book: a zero healing, a CP change of nought, a negative card cost,
a damage step the game does not know or a status moved onto the hero it comes from were refused citing
the passage on healing, combat points, card costs or final damage. Those passages say nothing about
what a command may contain, so the refusals now cite `dice-throne.companion.seats` (the app's own
convention on input, shown as the app's reading).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from rules_engine.actions import Action
from rules_engine.dice_throne.actions import (AddDamage, ChangeCP, ChangeStatus, Heal, ModifyDamage, PlayCard,
                                               Steal, TransferStatus, UpkeepEffect)
from rules_engine.dice_throne.state import DTState
from rules_engine.rules_index import get_rule
from tests.dice_throne.support import GAME, act, attack, new, started, to_action, to_phase

INPUT_RULE = "dice-throne.companion.seats"


def _main() -> DTState:
    return to_phase(started(), "main-1")


def _upkeep() -> DTState:
    return to_phase(act(to_phase(started(), "discard"), "next"), "upkeep")


def _attacked() -> DTState:
    return attack(to_phase(started(), "main-1"))


def _evasive_on_p2() -> DTState:
    return act(_main(), "status gain evasive p2")


CASES: dict[str, tuple[Callable[[], DTState], Callable[[DTState], Action]]] = {
    "healing of nought": (_main, lambda s: Heal(seat=0, amount=0)),
    "a CP change of nought": (_main, lambda s: ChangeCP(seat=0, delta=0)),
    "stealing nought": (_main, lambda s: Steal(thief=0, victim=1, resource="cp", amount=0)),
    "a negative card cost": (_main, lambda s: PlayCard(seat=0, timing="main", cost=-1)),
    "a card timing the game lacks": (_main, lambda s: PlayCard(seat=0, timing="later", cost=0)),
    "an upkeep amount of nought": (_upkeep, lambda s: UpkeepEffect(seat=1, kind="damage", amount=0, source="a card")),
    "damage of nought": (_main, lambda s: AddDamage(target=1, amount=0)),
    "a pending damage that is not there": (_main, lambda s: ModifyDamage(by=1, item=3, op="add", value=1,
                                                                          source="a card")),
    "a damage step the game lacks": (_attacked, lambda s: ModifyDamage(by=0, item=1, op="square", value=2,
                                                                        source="a card")),
    "a doubling by less than two": (_attacked, lambda s: ModifyDamage(by=0, item=1, op="multiply", value=1,
                                                                       source="a card")),
    "a status verb the game lacks": (_main, lambda s: ChangeStatus(verb="steal", status="evasive", seat=0)),
    "no tokens at all": (_main, lambda s: ChangeStatus(verb="gain", status="evasive", seat=0, count=0)),
    "a status moved onto its own hero": (_evasive_on_p2, lambda s: TransferStatus(by=0, status="evasive", source=1,
                                                                                 target=1)),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_command_that_cannot_describe_the_table_cites_the_input_convention(case):
    make_state, make_action = CASES[case]
    state = make_state()
    ruling = GAME.check(state, make_action(state))
    assert not ruling.allowed
    assert ruling.citations[0].rule_id == INPUT_RULE, ruling.message


def test_a_roll_off_die_past_six_cites_the_input_convention():
    state = new()
    action = to_action(state, "roll-off", 6, 1)
    seven = replace(action.roll.faces[1], label="7", value=7)
    bad = replace(action, roll=replace(action.roll, faces=(action.roll.faces[0], seven)))
    ruling = GAME.check(state, bad)
    assert not ruling.allowed and ruling.citations[0].rule_id == INPUT_RULE


def test_the_input_convention_is_labelled_as_the_apps_own_reading():
    assert get_rule(INPUT_RULE).book == "companion"
