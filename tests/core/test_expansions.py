"""Expansions: a setup option that owns a slice of state, adds actions and follows the base game."""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

import pytest

from rules_engine.actions import Action, action, decode_action
from rules_engine.decisions import Choice, Decision, DecisionKind
from rules_engine.errors import RuleViolation
from rules_engine.expansions import Expansion, slice_of, with_slice
from rules_engine.game import GameSetup, PlayerSetup, SetupError
from rules_engine.referee import Referee
from tests.support.tally_game import AddPoints, EndTurn, TallyGame, TallyState

#: The expansion cites Tally's own points rule: registering a rule here would leak into other
#: tests that list the whole index.
STREAK_RULE = "tally.points"


@action("tally.streak.spend")
@dataclass(frozen=True)
class SpendStreak(Action):
    """Spend a streak token for one point."""

    seat: int


@dataclass(frozen=True)
class Streaks:
    """Streak tokens by seat: the slice the expansion owns."""

    tokens: tuple[int, ...]


class StreakExpansion(Expansion[TallyState, Streaks]):
    """Adding six points earns a token; a token may be spent for one point."""

    id = "streak"
    title = "Streaks"
    actions = (SpendStreak,)
    rule_id = STREAK_RULE

    def setup(self, players, options):
        return Streaks((0,) * players)

    def resolve(self, state, action, ref: Referee):
        streaks = slice_of(state, self.id)
        ref.require(streaks.tokens[action.seat] > 0, STREAK_RULE, "no streak token to spend")
        tokens = list(streaks.tokens)
        tokens[action.seat] -= 1
        scores = list(state.scores)
        scores[action.seat] += 1
        state = replace(state, scores=tuple(scores))
        return with_slice(state, self.id, Streaks(tuple(tokens))), "a streak token is spent"

    def follow(self, before, after, action, ref):
        if isinstance(action, AddPoints) and action.points == 6:
            ref.cite(STREAK_RULE)
            tokens = list(slice_of(after, self.id).tokens)
            tokens[before.active] += 1
            return with_slice(after, self.id, Streaks(tuple(tokens)))
        return after

    def choices(self, state):
        seat = state.active
        if slice_of(state, self.id).tokens[seat]:
            return (Choice.of(SpendStreak, "spend a streak token", actor=seat, seat=seat),)
        return ()

    def decision(self, state):
        if slice_of(state, self.id).tokens[state.active] >= 2:
            return Decision(DecisionKind.PASS, state.active, "spend a streak token or pass", window="streak")
        return None


class TallyWithStreaks(TallyGame):
    id = "tally-streaks"
    expansions = (StreakExpansion(),)

    def own_choices(self, state):
        return (Choice.of(EndTurn, "end"),) if state.added else (Choice.of(AddPoints, "add", points=6),)


GAME = TallyWithStreaks()


def _setup(with_streaks: bool) -> GameSetup:
    return GameSetup((PlayerSetup("Ann"), PlayerSetup("Bo")), {"expansion-streak": with_streaks})


def test_the_expansion_is_a_yes_no_setup_option():
    names = [o.name for o in GAME.setup_options()]
    assert "expansion-streak" in names and "target" in names
    with pytest.raises(SetupError):
        GAME.new_game(GameSetup((PlayerSetup("Ann"),), {"expansion-streak": "yes"}))


def test_its_slice_exists_only_when_chosen():
    assert slice_of(GAME.new_game(_setup(True)), "streak") == Streaks((0, 0))
    assert slice_of(GAME.new_game(_setup(False)), "streak") is None


def test_it_follows_base_actions_and_resolves_its_own():
    state = GAME.new_game(_setup(True))
    outcome = GAME.apply(state, AddPoints(6))
    assert slice_of(outcome.state, "streak").tokens == (1, 0)
    assert STREAK_RULE in [c.rule_id for c in outcome.ruling.citations]
    spent = GAME.apply(outcome.state, SpendStreak(0)).state
    assert spent.scores == (7, 0) and slice_of(spent, "streak").tokens == (0, 0)
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(spent, SpendStreak(0))
    assert refused.value.ruling.citations[0].rule_id == STREAK_RULE


def test_its_action_is_refused_hard_in_a_game_without_it():
    state = GAME.new_game(_setup(False))
    with pytest.raises(RuleViolation):
        GAME.apply(state, SpendStreak(0), override=True)


def test_choices_and_decision_include_the_expansion():
    state = GAME.new_game(_setup(True))
    assert [c.label for c in GAME.choices(state)] == ["add"]
    state = GAME.apply(state, AddPoints(6)).state
    assert {c.label for c in GAME.choices(state)} == {"end", "spend a streak token"}
    state = replace(state, expansions=(("streak", Streaks((2, 0))),))
    assert GAME.decision(state).window == "streak"
    plain = GAME.new_game(_setup(False))
    assert GAME.decision(plain).kind == DecisionKind.ACTION


def test_a_log_with_expansion_actions_replays_exactly():
    setup = _setup(True)
    state = GAME.new_game(setup)
    log = []
    rng = Random(7)
    for _ in range(12):
        choice = GAME.choices(state)[rng.randrange(len(GAME.choices(state)))]
        act = choice.sample(rng)
        state = GAME.apply(state, act).state
        log.append((decode_action(act.to_json()), False))
        if state.winner is not None:
            break
    assert GAME.replay(setup, log) == state


def test_its_hooks_read_the_slice_typed_and_a_game_without_it_refuses_hard():
    expansion = GAME.expansions[0]
    assert expansion.slice_in(GAME.new_game(_setup(True))) == Streaks((0, 0))
    with pytest.raises(RuleViolation) as refused:
        expansion.slice_in(GAME.new_game(_setup(False)))
    assert refused.value.ruling.message == "Streaks is not part of this game"
    assert refused.value.ruling.citations[0].rule_id == expansion.rule_id
