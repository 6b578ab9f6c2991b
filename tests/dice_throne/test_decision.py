"""Who must act and what kind of decision the match waits for, phase by phase; and that choices back it up."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.decisions import Decision, DecisionKind
from tests.dice_throne.support import GAME, act, attack, new, started, to_phase
from tests.dice_throne.walks import MODES, new_match, pick

G, P = "gunslinger", "cursed-pirate"
DICE, ACTION, CHOICE, PASS, OVER = (DecisionKind.DICE, DecisionKind.ACTION, DecisionKind.CHOICE, DecisionKind.PASS,
                                    DecisionKind.OVER)


def decided(state) -> tuple[DecisionKind, int | None]:
    """The kind and seat of the decision."""
    d = GAME.decision(state)
    return d.kind, d.seat


def test_the_roll_off_is_a_roll_for_the_whole_table():
    d = GAME.decision(new())
    assert (d.kind, d.seat) == (DICE, None) and "first player" in d.prompt


def test_upkeep_asks_the_active_player_then_waits_while_upkeep_effects_are_pending():
    s = started(first=1)
    d = GAME.decision(s)
    assert (d.kind, d.seat) == (ACTION, 1) and "Bob" in d.prompt and "upkeep" in d.prompt
    pending = act(s, "upkeep damage 2 p2 from keg")
    d = GAME.decision(pending)
    assert (d.kind, d.seat, d.window) == (PASS, 1, "upkeep")


def test_income_is_a_window_and_the_main_phases_are_the_active_players():
    s = to_phase(started(), "income")
    d = GAME.decision(s)
    assert (d.kind, d.seat, d.window) == (PASS, 0, "income") and "Ann" in d.prompt
    assert decided(to_phase(s, "main-1")) == (ACTION, 0)
    assert decided(to_phase(s, "main-2")) == (ACTION, 0)


def test_the_offensive_roll_rolls_then_declares_then_activates():
    s = to_phase(started(), "offensive-roll")
    d = GAME.decision(s)
    assert (d.kind, d.seat) == (DICE, 0) and "Ann" in d.prompt
    rolled = act(s, "roll", 1, 1, 1, 4, 5)
    d = GAME.decision(rolled)
    assert (d.kind, d.seat) == (DICE, 0) and "2 attempts left" in d.prompt
    spent = act(act(rolled, "reroll 5", 2), "reroll 4", 3)
    assert decided(spent) == (CHOICE, 0)
    declared = act(rolled, "ability revolver")
    d = GAME.decision(declared)
    assert (d.kind, d.seat) == (ACTION, 0) and "Revolver" in d.prompt and "activate" in d.prompt
    d = GAME.decision(act(declared, "activate"))
    assert (d.kind, d.seat, d.window) == (PASS, 0, "offence")
    d = GAME.decision(act(rolled, "declare none"))
    assert (d.kind, d.seat, d.window) == (PASS, 0, "offence")


def test_the_defender_rolls_their_defence_and_then_the_phase_is_a_window():
    s = act(attack(started()), "next")
    assert s.phase == "defensive-roll"
    d = GAME.decision(s)
    assert (d.kind, d.seat) == (DICE, 1) and "Bob" in d.prompt and "Ahoy" in d.prompt
    rolled = act(s, "defend", 1, 2, 3, 4)
    d = GAME.decision(rolled)
    assert (d.kind, d.seat) == (ACTION, 1) and "Ahoy" in d.prompt and "'no effect'" in d.prompt
    d = GAME.decision(act(rolled, "no effect"))
    assert (d.kind, d.seat, d.window) == (PASS, 0, "defence")


def test_an_undefendable_attack_leaves_no_defence_to_roll():
    s = act(attack(started(), dice=(1, 2, 6, 6, 4), ability="bounty-hunter"), "next")
    assert s.phase == "defensive-roll"
    d = GAME.decision(s)
    assert (d.kind, d.seat, d.window) == (PASS, 0, "defence")


def test_team_targeting_rolls_then_the_die_says_who_chooses():
    s = act(attack(started("2v2", (G, G, P, P))), "next")
    assert s.phase == "targeting-roll" and decided(s) == (DICE, 0)
    they_choose = act(s, "target-roll", 5)
    d = GAME.decision(they_choose)
    assert (d.kind, d.seat) == (CHOICE, 2) and "Cat or Dan" in d.prompt
    attacker_chooses = act(s, "target-roll", 6)
    assert decided(attacker_chooses) == (CHOICE, 0)
    settled = act(s, "target-roll", 3)
    d = GAME.decision(settled)
    assert (d.kind, d.seat, d.window) == (PASS, 0, "targeting")


def test_king_of_the_hill_the_attacker_chooses():
    s = act(attack(started("king-of-the-hill", (G, P, G))), "next")
    d = GAME.decision(s)
    assert (d.kind, d.seat) == (CHOICE, 0) and "Bob" in d.prompt and "Cat" in d.prompt


def test_an_interrupt_waits_for_done_from_the_one_who_played_it():
    s = to_phase(started(), "main-1")
    s = act(s, "play main 0 Big Card")
    assert decided(s) == (ACTION, 0)  # one card resolving: the table may simply move on
    s = act(s, "play instant 0 Quick by p2 interrupting")
    d = GAME.decision(s)
    assert (d.kind, d.seat, d.window) == (ACTION, 1, "interrupt") and "done" in d.prompt


def test_discard_asks_to_sell_down_to_six_then_is_a_window():
    s = to_phase(started(), "main-2")
    d = GAME.decision(to_phase(s, "discard"))
    assert (d.kind, d.seat, d.window) == (PASS, 0, "discard")
    crowded = to_phase(act(s, "draw 3"), "discard")
    d = GAME.decision(crowded)
    assert (d.kind, d.seat) == (ACTION, 0) and "sell 1" in d.prompt


def test_a_decided_match_is_over():
    s = act(to_phase(started(), "main-1"), "damage 60 pure to p2")
    d = GAME.decision(s)
    assert (d.kind, d.seat) == (OVER, None) and "Ann" in d.prompt
    assert GAME.choices(s) == ()


def consistent(decision: Decision, state) -> None:
    """The decision names a live seat and the choices let that seat do what it is asked."""
    choices = GAME.choices(state)
    verbs = {c.verb for c in choices}
    if decision.kind is OVER:
        assert state.finished and choices == ()
        return
    assert choices and not state.finished
    if decision.seat is not None:
        assert not state.seats[decision.seat].defeated
    if decision.kind is DICE:
        assert any(c.request is not None and c.actor == decision.seat for c in choices), decision
    if decision.kind is CHOICE:
        assert verbs & {"target", "ability", "declare"}, decision
    if decision.kind is PASS:
        assert "next" in verbs, decision
    if decision.window == "interrupt":
        assert "done" in verbs, decision


@settings(max_examples=20, deadline=None)
@given(mode=st.sampled_from(sorted(MODES)), seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 120))
def test_every_decision_is_backed_by_the_choices(mode, seed, steps):
    rng = Random(seed)
    state = new_match(mode)
    for _ in range(steps):
        consistent(GAME.decision(state), state)
        if state.finished:
            break
        state = GAME.apply(state, pick(GAME.choices(state), rng).sample(rng)).state
    consistent(GAME.decision(state), state)
