"""The extension point an expansion joins its base game through (`Game.add_expansion`): the base game
declares nothing of it, yet once it joins a setup may choose it, its commands parse, its setup hook
runs, the base view shows what it adds, and a stored state's slice decodes back to its own type."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

import pytest

from rules_engine.actions import Action, action
from rules_engine.expansions import Expansion, Slices, decode_slices, slice_of, slices_field, with_slice
from rules_engine.game import Game, GameSetup, GameView, PlayerSetup
from rules_engine.grammar import Command, Grammar, Int
from rules_engine.referee import Referee
from rules_engine.serialization import DecodeError, from_jsonable, to_jsonable

RULE = "tally.points"  # an indexed rule of the test game Tally (tests/support/tally_game.py)


@action("tests.joining.tick")
@dataclass(frozen=True)
class Tick(Action):
    """The base game's one action: add to the counter."""

    by: int


@action("tests.joining.bell")
@dataclass(frozen=True)
class Bell(Action):
    """The expansion's own action: ring the bell."""


@dataclass(frozen=True)
class Bells:
    """The expansion's slice: how often the bell rang, and a mark its setup hook leaves."""

    rung: int = 0
    started: bool = False


@dataclass(frozen=True)
class CounterState:
    """A counter, and the slices of the expansions in play."""

    count: int = 0
    expansions: Slices = slices_field()


class CounterGame(Game[CounterState]):
    """A base game that imports nothing of its expansion."""

    id = "tests-counter"
    title = "Counter"
    grammar = Grammar("Counter", (Command("tick", (Int("by", 1, 9, "N"),), lambda s, v: Tick(v["by"]),
                                          "add to the counter", formats=(Tick,), unbuild=lambda a: {"by": a.by}),))

    def setup(self, setup: GameSetup) -> CounterState:
        return CounterState()

    def resolve(self, state: CounterState, act: Action, ref: Referee) -> tuple[CounterState, str]:
        return replace(state, count=state.count + act.by), "ticked"

    def view(self, state: CounterState) -> GameView:
        view = GameView(turn="", phase="counting", players=())
        for expansion in self.in_play(state):
            view = expansion.amend_view(state, view)
        return view


class BellExpansion(Expansion[CounterState, Bells]):
    """Rings a bell; its command, setup hook and view come with it."""

    id = "bells"
    title = "Bells"
    actions = (Bell,)
    rule_id = RULE
    slice_type = Bells
    commands = (Command("bell", (), lambda s, v: Bell(), "ring the bell", formats=(Bell,), unbuild=lambda a: {}),)

    def setup(self, players: int, options: Any) -> Bells:
        return Bells()

    def start(self, state: CounterState, catalogue: Any, apply: Any) -> CounterState:
        return with_slice(apply(state, Tick(catalogue.get("head_start", 1))), self.id, Bells(started=True))

    def resolve(self, state: CounterState, act: Action, ref: Referee) -> tuple[CounterState, str]:
        bells = slice_of(state, self.id)
        return with_slice(state, self.id, replace(bells, rung=bells.rung + 1)), "the bell rings"

    def amend_view(self, state: CounterState, view: Any) -> Any:
        return replace(view, sections=view.sections + (("Bells", (str(slice_of(state, self.id).rung),)),))


def _joined() -> CounterGame:
    game = CounterGame()
    game.add_expansion(BellExpansion())
    return game


def _setup(bells: bool) -> GameSetup:
    return GameSetup((PlayerSetup("Ann"),), {"expansion-bells": bells}, {"head_start": 3})


def test_before_joining_the_base_game_knows_no_expansion() -> None:
    game = CounterGame()
    assert game.expansions == () and [o.name for o in game.setup_options()] == []
    assert [c.verb for c in game.grammar.commands] == ["tick"]


def test_once_joined_a_setup_chooses_it_and_its_start_hook_runs_through_the_games_own_rules() -> None:
    game = _joined()
    assert [o.name for o in game.setup_options()] == ["expansion-bells"]
    state = game.new_game(_setup(True))
    assert state.count == 3 and slice_of(state, "bells") == Bells(started=True)
    plain = game.new_game(_setup(False))
    assert plain.count == 0 and slice_of(plain, "bells") is None


def test_its_commands_join_the_games_grammar_after_the_base_games() -> None:
    game = _joined()
    state = game.new_game(_setup(True))
    assert [c.verb for c in game.grammar.commands] == ["tick", "bell"]
    assert game.parse_command(state, "bell") == Bell()
    assert game.format_command(Bell()) == "bell"
    assert CounterGame.grammar is not None and [c.verb for c in CounterGame.grammar.commands] == ["tick"]


def test_the_base_view_shows_what_it_adds() -> None:
    game = _joined()
    state = game.apply(game.new_game(_setup(True)), Bell()).state
    assert game.view(state).sections == (("Bells", ("1",)),)
    assert game.view(game.new_game(_setup(False))).sections == ()


def test_a_stored_state_decodes_its_slice_by_the_type_the_expansion_registered() -> None:
    game = _joined()
    state = game.apply(game.new_game(_setup(True)), Bell()).state
    text = json.dumps(to_jsonable(state))
    assert from_jsonable(CounterState, json.loads(text)) == state
    assert "expansions" not in to_jsonable(game.new_game(_setup(False)))


def test_a_slice_of_an_expansion_not_loaded_or_malformed_is_one_clear_decode_error() -> None:
    with pytest.raises(DecodeError, match="no expansion 'nowhere' is loaded"):
        decode_slices([["nowhere", {}]], "state.expansions")
    with pytest.raises(DecodeError, match="an expansion id and its slice"):
        decode_slices([["bells"]], "state.expansions")
    _joined()
    with pytest.raises(DecodeError, match="Bells has no field"):
        decode_slices([["bells", {"rang": 1}]], "state.expansions")


def test_joining_twice_is_once_and_a_second_expansion_with_its_id_is_refused() -> None:
    game = _joined()
    first = game.expansions[0]
    game.add_expansion(first)
    assert game.expansions == (first,)
    with pytest.raises(ValueError, match="already has an expansion 'bells'"):
        game.add_expansion(BellExpansion())
