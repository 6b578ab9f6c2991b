"""Interrupts (p. 15): what may interrupt, what nothing interrupts, and the interrupted action carrying on."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from tests.dice_throne.support import GAME, act, started, to_action, to_phase


def refusal(state, text, *dice) -> str:
    """The rule a refused command cites."""
    ruling = GAME.check(state, to_action(state, text, *dice))
    assert not ruling.allowed, ruling.message
    return ruling.citations[0].rule_id


def duel_rolled():
    """Bob (Cursed Pirate) attacks Ann (Gunslinger) with Cutlass Strike; Ann rolls her Duel defence: a 1."""
    s = started(first=1)
    s = to_phase(s, "offensive-roll")
    s = act(s, "roll", 1, 1, 1, 4, 5)
    s = act(s, "ability cutlass-strike")
    s = act(s, "activate")
    s = act(s, "next")
    assert s.phase == "defensive-roll" and s.roll.target == 0
    return act(s, "defend duel", 1)


@pytest.mark.rule("dice-throne.interrupts")
def test_the_books_example_an_instant_card_interrupts_a_defence_which_then_carries_on():
    s = duel_rolled()
    assert [r.name for r in s.resolving] == ["Duel"]
    outcome = GAME.apply(s, to_action(s, "play instant 1 Wild! by p1 interrupting"))
    s = outcome.state
    assert [r.name for r in s.resolving] == ["Duel", "Wild!"]
    assert "dice-throne.interrupts" in [c.rule_id for c in outcome.ruling.citations]
    assert any("carries on afterwards" in e for e in outcome.ruling.effects)
    s = act(s, "set-die defence 1 6 by p1 from Wild!")
    assert s.roll.defence_dice == (6,)
    outcome = GAME.apply(s, to_action(s, "done"))
    assert outcome.state.resolving[-1].name == "Duel"
    assert "Duel (defence) carries on" in outcome.ruling.message
    view = dict(GAME.view(s).sections)
    assert any("Wild!" in line for line in view["Resolving (innermost last)"])


@pytest.mark.rule("dice-throne.cards.instant-uninterruptible")
def test_nothing_interrupts_an_instant_card_not_even_another_instant():
    s = duel_rolled()
    s = act(s, "play instant 1 Wild! by p1 interrupting")
    assert refusal(s, "play instant 0 Not Today by p2 interrupting") == "dice-throne.cards.instant-uninterruptible"
    assert refusal(s, "play roll 0 Sixer by p2 interrupting") == "dice-throne.cards.instant-uninterruptible"
    s = act(s, "status gain evasive p1")
    assert refusal(s, "status spend evasive p1 interrupting") == "dice-throne.cards.instant-uninterruptible"
    # an instant played on its own cannot be cut into either
    plain = act(to_phase(started(), "main-1"), "play instant 0 Get Even by p2")
    assert refusal(plain, "play instant 0 Wait by p1 interrupting") == "dice-throne.cards.instant-uninterruptible"
    # once the table says it has resolved, the Duel under it may be interrupted again
    s = act(s, "done")
    assert act(s, "play instant 0 Not Today by p2 interrupting").resolving[-1].name == "Not Today"


@pytest.mark.rule("dice-throne.ultimate.unstoppable")
def test_nothing_interrupts_an_ultimate_not_even_the_attackers_side():
    s = to_phase(started(), "offensive-roll")
    s = act(s, "roll", 6, 6, 6, 6, 6)
    s = act(s, "ability fill-em-with-lead")
    s = act(s, "activate")
    assert s.resolving[-1].what == "ultimate"
    assert refusal(s, "play instant 0 Oops by p1 interrupting") == "dice-throne.ultimate.unstoppable"
    assert refusal(s, "play instant 0 by p2 interrupting") == "dice-throne.ultimate.lock"  # opponents wait
    # boosting it is no interrupt: the attacker may still play a card on it in the ordinary order
    s = act(s, "play roll 0 Get Some!")
    assert s.seats[0].hand == 3
    assert [r.what for r in s.resolving] == ["ultimate", "roll-phase card"]
    s = act(s, "done")  # the card has resolved: the ultimate is still there, and still uninterruptible
    assert refusal(s, "play instant 0 Oops by p1 interrupting") == "dice-throne.ultimate.unstoppable"
    assert refusal(s, "done") == "dice-throne.ultimate.lock"  # it resolves until the roll phase ends
    assert to_phase(s, "main-2").resolving == ()


@pytest.mark.rule("dice-throne.status.no-interrupt")
def test_a_spent_status_cannot_be_interrupted():
    s = to_phase(started(), "main-1")
    s = act(s, "status gain evasive 2")
    s = act(s, "status spend evasive")
    assert s.resolving[-1].what == "status"
    assert refusal(s, "play instant 0 Nope by p2 interrupting") == "dice-throne.status.no-interrupt"


@pytest.mark.rule("dice-throne.interrupts")
def test_only_instant_cards_roll_phase_cards_and_statuses_interrupt():
    s = duel_rolled()
    assert refusal(s, "play main 0 by p1 interrupting") in ("dice-throne.cards.main-phase", "dice-throne.interrupts")
    main = to_phase(started(), "main-1")
    main = act(main, "play main 0 Transfer")
    assert refusal(main, "play main 0 Again interrupting") == "dice-throne.interrupts"
    # a roll-phase card may interrupt in a roll phase; an instant may interrupt the defence as well
    s = act(s, "play roll 0 Sixer by p2 interrupting")
    s = act(s, "done")
    s = act(s, "play instant 0 Wild! by p1 interrupting")
    assert [r.name for r in s.resolving] == ["Duel", "Wild!"]
    # a status spend interrupts too (the Duel is a defence, not an instant)
    s = act(s, "done")
    s = act(s, "status gain evasive p1")
    s = act(s, "status roll evasive p1 interrupting", 2)
    assert s.pending[0].steps[-1].op == "avoid"
    assert s.resolving[-1].name == "Duel"  # rolled and resolved at once; the Duel carries on


@pytest.mark.rule("dice-throne.interrupts")
def test_interrupting_needs_something_being_resolved_and_the_phase_ends_it():
    s = started()
    assert refusal(s, "play instant 0 interrupting by p2") == "dice-throne.interrupts"
    s = duel_rolled()
    s = act(act(s, "no effect"), "next")
    assert s.resolving == ()
    with pytest.raises(CommandError):
        GAME.parse_command(s, "heal 2 interrupting")
    assert refusal(s, "done") == "dice-throne.interrupts"


@pytest.mark.rule("dice-throne.interrupts.clockwise")
def test_simultaneous_wishes_go_clockwise_from_the_active_player():
    s = started("king-of-the-hill", ("gunslinger", "cursed-pirate", "gunslinger"), first=1)
    s = to_phase(s, "main-1")
    s = act(s, "play main 0 Transfer by p2")
    lines = dict(GAME.view(s).sections)["Resolving (innermost last)"]
    assert "clockwise from the active player: Bob, Cat, Ann" in lines[-1]
    outcome = GAME.apply(s, to_action(s, "play instant 0 Quick by p3 interrupting"))
    assert "dice-throne.interrupts.clockwise" in [c.rule_id for c in outcome.ruling.citations]


def test_interrupts_are_in_the_help():
    syntax = " ".join(c.syntax for c in GAME.commands(started()))
    assert "interrupting" in syntax and "done" in syntax


@pytest.mark.rule("dice-throne.cards.roll-phase-uninterruptible")
@pytest.mark.rule("dice-throne.cards.instant")
def test_no_card_cuts_into_a_roll_phase_card_but_a_status_may():
    s = act(duel_rolled(), "play roll 0 Sixer by p2 interrupting")
    assert refusal(s, "play roll 0 Another by p1 interrupting") == "dice-throne.cards.roll-phase-uninterruptible"
    ruling = GAME.check(s, to_action(s, "play instant 0 Wild! by p1 interrupting"))
    # The instant-card section and the glossary disagree: the ruling names the reading it follows and cites both.
    assert not ruling.allowed and "glossary" in ruling.message
    assert [c.rule_id for c in ruling.citations] == ["dice-throne.cards.roll-phase-uninterruptible",
                                                     "dice-throne.cards.instant"]
    s = act(s, "status gain evasive p1")
    s = act(s, "status roll evasive p1 interrupting", 5)
    assert [r.name for r in s.resolving] == ["Duel", "Sixer"]
    plays = [c for c in GAME.choices(s) if c.verb == "play"]
    assert plays and not any(c.fields["interrupting"].admits(True) for c in plays)
