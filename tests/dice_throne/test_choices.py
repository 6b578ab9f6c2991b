"""Choices are exact: every sample is allowed, every allowed typed command is admitted, the edges are refused.

States come from hypothesis-driven random walks over the choices themselves (1v1, 2v2, 3v3, King of
the Hill). At a state, every choice is sampled and checked; the values just outside each domain
(one past a range, another seat, a flag flipped) are refused unless another choice admits them;
and every typed command of the property-test vocabulary that `check` allows is admitted by some
choice. Examples then pin the domains that matter most at the table.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_engine.actions import Action
from rules_engine.decisions import Choice, Exactly, IntRange, OneOf, admitted
from rules_engine.dice import SeededDiceSource
from rules_engine.dice_throne import actions as A
from rules_engine.dice_throne.domains import AtLeast
from rules_engine.errors import CommandError
from rules_engine.game import DiceRequest
from tests.dice_throne.support import GAME, act, attack, started, to_phase
from tests.dice_throne.test_properties import COMMANDS
from tests.dice_throne.walks import OPENINGS, new_match, opening, pick
from tests.support.search_budget import budget

G, P = "gunslinger", "cursed-pirate"
EXAMPLES = int(os.environ.get("DT_EXAMPLES", budget(12, 50)))


def typed(state, rng: Random) -> Iterator[Action]:
    """The actions the property-test vocabulary makes in this state, dice rolled by a seeded source."""
    for command in COMMANDS:
        try:
            parsed = GAME.parse_command(state, command)
        except CommandError:
            continue
        if isinstance(parsed, DiceRequest):
            parsed = parsed.build(SeededDiceSource(rng.randrange(2**32)).roll(parsed.die, parsed.count))
        yield parsed


def neighbours(choice: Choice, seats: int, rng: Random) -> Iterator[Action]:
    """Actions one step outside the choice: a number one past its range, another seat, a flag flipped."""
    base = {name: domain.sample(rng) for name, domain in choice.fields.items()}
    for name, domain in choice.fields.items():
        outside: list[object] = []
        if isinstance(domain, IntRange):
            outside = [domain.low - 1, domain.high + 1]
        elif isinstance(domain, AtLeast):
            outside = [domain.low - 1]
        elif isinstance(domain, (OneOf, Exactly)):
            values = domain.values()
            if values and all(isinstance(v, int) and not isinstance(v, bool) for v in values):
                outside = [s for s in range(seats) if s not in values]
            elif values and all(isinstance(v, bool) for v in values):
                outside = [v for v in (False, True) if v not in values]
        for value in outside:
            yield choice.action(**{**base, name: value})


def assert_exact(state, rng: Random) -> None:
    """Every sample allowed; the edges refused unless admitted elsewhere; every allowed typed command admitted."""
    choices = GAME.choices(state)
    for choice in choices:
        for _ in range(2):
            action = choice.sample(rng)
            ruling = GAME.check(state, action)
            assert ruling.allowed, f"{choice.label}: {action} refused: {ruling.message}"
        for action in neighbours(choice, len(state.seats), rng):
            if not admitted(choices, action):
                ruling = GAME.check(state, action)
                assert not ruling.allowed, f"{choice.label}: {action} is allowed but no choice admits it"
    for action in typed(state, rng):
        if GAME.check(state, action).allowed:
            assert admitted(choices, action), f"{action} is allowed in {state.phase} but no choice admits it"


@pytest.mark.rule("dice-throne.phases.order")
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=st.sampled_from(sorted(OPENINGS)), seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 120),
       noise=st.sampled_from((0.2, 0.6)))
def test_choices_are_exact_at_random_reachable_states(start, seed, steps, noise):
    rng = Random(seed)
    state = opening(start)
    checked_every = max(1, steps // 4)
    for step in range(steps):
        if step % checked_every == 0:
            assert_exact(state, rng)
        state = GAME.apply(state, pick(GAME.choices(state), rng, noise).sample(rng)).state
        if state.finished:
            break
    assert_exact(state, rng)


# -- examples -----------------------------------------------------------------------------------


def choices_for(state, action_type: type) -> tuple[Choice, ...]:
    """The choices of one action type."""
    return tuple(c for c in GAME.choices(state) if c.action is action_type)


def test_the_roll_off_is_the_only_choice_before_the_first_turn():
    state = new_match("3v3")
    (choice,) = GAME.choices(state)
    assert choice.verb == "roll-off" and choice.request is not None and choice.request.count == 6


def test_a_reroll_takes_its_dice_in_any_order_and_rolls_as_many_as_it_names():
    s = act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5)
    rerolls = choices_for(s, A.OffensiveRoll)
    assert len(rerolls) == 31 and {c.verb for c in rerolls} == {"reroll"}
    roll = SeededDiceSource(1).roll(rerolls[0].request.die, 2)
    assert admitted(rerolls, A.OffensiveRoll((5, 2), roll)) and admitted(rerolls, A.OffensiveRoll((2, 5), roll))
    assert not admitted(rerolls, A.OffensiveRoll((2, 2), roll))
    assert not admitted(rerolls, A.OffensiveRoll((2, 5, 1), roll))  # three dice named, two rolled


def test_declarations_name_only_abilities_the_dice_meet_in_any_spelling():
    s = act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5)
    declares = choices_for(s, A.Declare)
    assert {c.concrete for c in declares} == {A.Declare(""), A.Declare("revolver")}
    assert admitted(declares, A.Declare("Revolver")) and GAME.check(s, A.Declare("Revolver")).allowed
    assert not admitted(declares, A.Declare("deadeye")) and not GAME.check(s, A.Declare("deadeye")).allowed


def test_activation_offers_the_printed_damage_and_any_board_number():
    s = act(act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 5), "ability revolver")
    activations = choices_for(s, A.Activate)
    assert A.Activate() in {c.concrete for c in activations}
    assert admitted(activations, A.Activate(9)) and not admitted(activations, A.Activate(-1))


def test_card_costs_stop_at_the_cp_the_player_has():
    s = to_phase(started(), "main-1")
    cp = s.seats[0].cp
    plays = [c for c in choices_for(s, A.PlayCard) if c.actor == 0 and c.fields["timing"] == Exactly("main")]
    assert len(plays) == 1 and plays[0].fields["cost"] == IntRange(0, cp)
    assert GAME.check(s, A.PlayCard(0, "main", cp)).allowed
    assert not GAME.check(s, A.PlayCard(0, "main", cp + 1)).allowed
    assert not any(c.fields["timing"] == Exactly("main") for c in choices_for(s, A.PlayCard) if c.actor == 1)


def test_an_upgrade_from_two_to_three_may_print_up_to_cp_plus_what_was_paid():
    s = act(act(to_phase(started(), "main-1"), "cp +6"), "upgrade revolver II 3")
    cp = s.seats[0].cp
    upgrades = choices_for(s, A.PlayUpgrade)
    assert admitted(upgrades, A.PlayUpgrade(0, "revolver", 3, cp + 3))
    assert not admitted(upgrades, A.PlayUpgrade(0, "revolver", 3, cp + 4))
    assert not admitted(upgrades, A.PlayUpgrade(0, "revolver", 2, 0))  # already at II
    assert not GAME.check(s, A.PlayUpgrade(0, "revolver", 3, cp + 4)).allowed


def test_spending_cp_stops_at_what_the_hero_has_and_gaining_has_no_top():
    s = started()
    cps = choices_for(s, A.ChangeCP)
    assert admitted(cps, A.ChangeCP(0, -2)) and not admitted(cps, A.ChangeCP(0, -3))
    assert admitted(cps, A.ChangeCP(1, 40)) and GAME.check(s, A.ChangeCP(1, 40)).allowed
    assert not admitted(cps, A.ChangeCP(0, 0))


@pytest.mark.rule("dice-throne.teams.no-help-reduce")
def test_a_team_mate_lowers_incoming_damage_only_with_a_chosen_player_card():
    s = act(act(attack(started("2v2", (G, G, P, P))), "next"), "target-roll", 3)  # Dan (p4) is the target
    steps = choices_for(s, A.ModifyDamage)
    helping = A.ModifyDamage(2, 1, "subtract", 2, "card")
    assert not admitted(steps, helping) and not GAME.check(s, helping).allowed
    chosen = dataclasses.replace(helping, chosen=True)
    assert admitted(steps, chosen) and GAME.check(s, chosen).allowed
    own = A.ModifyDamage(3, 1, "subtract", 2, "card")
    assert admitted(steps, own)


@pytest.mark.rule("dice-throne.ultimate.lock")
def test_after_an_ultimate_its_targets_have_no_choices_until_the_roll_phase_ends():
    s = attack(started(), dice=(6, 6, 6, 6, 6), ability="fill-em-with-lead")
    choices = GAME.choices(s)
    assert choices and not any(c.actor == 1 for c in choices)
    for choice in choices:
        for field in ("by", "thief"):
            if field in choice.fields:
                assert not choice.fields[field].admits(1), choice.label
    assert not admitted(choices, A.ChangeStatus("gain", "evasive", 1, 1))  # no "by": Bob would act
    assert admitted(choices, A.ChangeStatus("inflict", "knockdown", 1, 1, 0))
    after = to_phase(s, "main-2")
    assert any(c.actor == 1 for c in GAME.choices(after))


def test_statuses_are_taken_by_id_or_name_and_spent_only_up_to_what_is_held():
    s = act(started(), "status gain evasive 2")
    spends = [c for c in GAME.choices(s) if c.verb == "status spend" and c.actor == 0]
    assert len(spends) == 1 and spends[0].fields["count"] == IntRange(1, 2)
    assert admitted(spends, A.ChangeStatus("spend", "Evasive", 0, 2))
    assert not admitted(spends, A.ChangeStatus("spend", "evasive", 0, 3))
    gains = [c for c in GAME.choices(s) if c.verb == "status gain"]
    assert admitted(gains, A.ChangeStatus("gain", "Cursed Doubloon", 0, 9))
    assert not admitted(gains, A.ChangeStatus("gain", "no-such-status", 0, 1))


@pytest.mark.rule("dice-throne.status.doubloon")
def test_only_the_pirate_removes_or_moves_cursed_doubloon():
    s = started()
    removes = [c for c in GAME.choices(s) if c.verb == "status remove"]
    assert admitted(removes, A.ChangeStatus("remove", "cursed-doubloon", 1, 1, 1))
    assert not admitted(removes, A.ChangeStatus("remove", "cursed-doubloon", 1, 1, 0))
    moves = choices_for(s, A.TransferStatus)
    assert [c.fields["by"] for c in moves] == [OneOf((1,))]


def test_every_choice_has_a_command_word_and_a_label():
    s = act(act(attack(started("king-of-the-hill", (G, P, G))), "next"), "target p2")
    for choice in GAME.choices(s) + GAME.choices(act(s, "next")):
        assert choice.verb and choice.label
