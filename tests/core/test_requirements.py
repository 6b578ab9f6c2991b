"""The one requirement type: a rule's condition kept as a value, enforced by the referee and read by the choices."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_engine.errors import RuleViolation
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement, all_met, first_unmet

SOFT = "dice-throne.offence.roll-attempts"
HARD = "dice-throne.companion.seats"
ALSO = "dice-throne.offence.declare"


def test_an_unmet_requirement_refuses_with_its_message_and_rule() -> None:
    with pytest.raises(RuleViolation) as refused:
        Referee().enforce((Requirement(True, HARD, "never said"), Requirement(False, SOFT, "no attempts left")))
    ruling = refused.value.ruling
    assert not ruling.allowed
    assert ruling.message == "no attempts left"
    assert [c.rule_id for c in ruling.citations] == [SOFT]


def test_a_refusal_cites_the_further_passages_its_requirement_names() -> None:
    with pytest.raises(RuleViolation) as refused:
        Referee().enforce((Requirement.unmet(SOFT, "declared already", also=(ALSO,)),))
    assert [c.rule_id for c in refused.value.ruling.citations] == [SOFT, ALSO]


def test_a_house_rule_waives_the_soft_requirements_in_order_but_never_a_hard_one() -> None:
    ref = Referee(override=True)
    ref.enforce((Requirement.unmet(SOFT, "first"), None, Requirement(True, HARD, "met"),
                 Requirement.unmet(ALSO, "second")))
    assert ref.waived == ((SOFT, "first"), (ALSO, "second"))
    with pytest.raises(RuleViolation):
        ref.enforce((Requirement.unmet(HARD, "no such player", hard=True),))


def test_enforce_refuses_as_require_does() -> None:
    for met in (True, False):
        for override in (True, False):
            by_value, by_call = Referee(override=override), Referee(override=override)
            outcomes = []
            for ref, act in ((by_value, lambda r, m=met: r.enforce((Requirement(m, SOFT, "said"),))),
                             (by_call, lambda r, m=met: r.require(m, SOFT, "said"))):
                try:
                    act(ref)
                    outcomes.append(("allowed", ref.waived))
                except RuleViolation as refused:
                    outcomes.append(("refused", refused.ruling.message, refused.ruling.citations))
            assert outcomes[0] == outcomes[1]


def test_all_met_and_first_unmet_stop_at_the_first_unmet_requirement() -> None:
    read: list[str] = []

    def guard() -> Iterator[Requirement]:
        read.append("first")
        yield Requirement(True, SOFT, "met")
        read.append("second")
        yield Requirement.unmet(ALSO, "broken")
        read.append("third")  # a condition that could not even be read once the one above failed
        raise AssertionError("read past the first unmet requirement")

    assert not all_met(guard())
    assert read == ["first", "second"]
    read.clear()
    found = first_unmet(guard())
    assert found is not None and found.rule == ALSO and not found.met
    assert all_met(()) and all_met((None, Requirement(True, SOFT, "met")))
    assert first_unmet((None,)) is None


def test_present_hands_back_the_value_or_refuses_hard_citing_the_rule() -> None:
    assert Referee().present(0, HARD, "no such player") == 0  # a falsy value is still there
    for ref in (Referee(), Referee(override=True)):
        with pytest.raises(RuleViolation) as refused:
            ref.present(None, HARD, "no such player")
        assert refused.value.ruling.message == "no such player"
        assert [c.rule_id for c in refused.value.ruling.citations] == [HARD]
        assert ref.waived == ()  # no house rule lifts it: there is nothing to act on
