"""Alone, the app is the dungeon lord: which decisions are its steps, and the session taking them by itself.

The book's solo play replaces the dungeon lord phase with random encounters (the peril dice of a
location entered, the peril cards they draw, played at once) and lets the monsters drawn attack by the
normal battle rules. The engine marks those steps (`Decision.automaton`); the session controller takes
them one at a time with the app's dice and deck, each its own log entry, and stops at the player's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from companion.services.controller import SessionController
from companion.services.fulfillers import Replaying
from companion.services.outcomes import STOP_PLAYER, STOP_STUCK, STOP_TABLE, Applied, Moved
from companion.services.rehearsal import RehearsalSession
from rules_engine.chance import DiceRequest, DrawnCard, fill
from rules_engine.decisions import Choice, Decision, DecisionKind, Rolled
from rules_engine.dice import DiceRoll, TableDice, numbered_die
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.decision import DUNGEON_LORD, LORD_RULE
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.rule_index import RULES
from rules_engine.game import GameSetup, PlayerSetup
from tests.dungeoneer.flow import CARDS, HEROES, MONSTERS, QUESTS, SOLO_LOCATIONS, act, new_table, solo_table
from tests.support.tally_game import RollPoints, TallyGame, TallyState

D6 = numbered_die(6)


def roll(*values: int) -> DiceRoll:
    """The app's roll showing these faces."""
    return TableDice([str(v) for v in values]).roll(D6, len(values))


def card(name: str) -> DrawnCard:
    """A card the app's virtual deck drew."""
    return DrawnCard("peril", name, "virtual")


def solo_setup(**options: Any) -> GameSetup:
    return GAME.validate_setup(GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True, **options},
                                         {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": MONSTERS,
                                          "quests": QUESTS, "cards": CARDS}))


def in_the_tunnel(**options: Any) -> SessionController:
    """A solo session, Ann in the north tunnel in her deeds phase, the corner (peril 2) north of it."""
    controller = SessionController(RehearsalSession(GAME, solo_setup(**options)))
    for text in ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
                 "quests p1 magic-fish library-ward t1-watch", "next", "place corner north of t1", "next",
                 "move north"):
        assert isinstance(controller.play(controller.read(text), Replaying(())), Applied), text
    return controller


# -- the engine: which steps are the lord's ---------------------------------------------------------


def test_the_rule_saying_the_lords_steps_are_the_apps_is_indexed_from_the_solo_section() -> None:
    rule = next(r for r in RULES if r.id == LORD_RULE)
    assert rule.heading == "Одиночная игра" and "random encounters" in rule.summary


@pytest.mark.rule("dungeoneer.solo.dungeon-lord")
def test_the_peril_roll_the_draws_and_the_monsters_attack_roll_are_the_lords_the_heros_rolls_are_not() -> None:
    state = act(solo_table(), "next")
    state = act(act(state, "place corner north of t1"), "next")
    state = act(state, "move north")
    assert GAME.decision(state).automaton == ""  # the move is the player's
    state = act(state, "move north")  # into the corner: two peril dice
    lord = GAME.decision(state)
    assert lord.kind is DecisionKind.DICE and lord.automaton == DUNGEON_LORD
    state = act(state, "peril-roll", 1, 2)
    assert GAME.decision(state).kind is DecisionKind.CARD and GAME.decision(state).automaton == DUNGEON_LORD
    state = GAME.apply(state, A.DrawPeril("zombie")).state
    assert GAME.decision(state).automaton == DUNGEON_LORD  # one more card owed
    state = GAME.apply(state, A.DrawPeril("legion")).state
    assert state.battle is not None and state.battle.stage is Stage.RESPONSE
    assert GAME.decision(state).automaton == ""  # a response is the hero's
    state = act(state, "respond")
    assert GAME.decision(state).automaton == DUNGEON_LORD  # the monsters' attack roll
    state = act(state, "attack-roll", 3, 3)
    assert GAME.decision(state).automaton == ""  # the hero's counter roll


@pytest.mark.rule("dungeoneer.solo.dungeon-lord", "dungeoneer.battle.challenge")
def test_a_monster_struck_back_at_counters_with_the_lords_die_and_the_heros_strike_is_the_players() -> None:
    state = act(solo_table(), "next")
    state = act(act(state, "place corner north of t1"), "next")
    state = act(act(state, "move north"), "move north")
    state = act(state, "peril-roll", 1, 6)
    state = GAME.apply(state, A.DrawPeril("legion")).state
    hero = replace(state.hero, saved_point=True)
    state = act(act(state.with_hero(0, hero), "respond"), "attack-roll", 1)
    state = act(state, "counter-roll", 1)  # the legion's 1 + 3 against the rogue's 1 + 1: the hero is hit
    assert state.battle.stage is Stage.CHALLENGE and GAME.decision(state).automaton == ""
    state = act(state, "challenge legion melee")
    assert GAME.decision(state).automaton == ""  # the hero's own attack roll
    state = act(state, "attack-roll", 4)
    assert GAME.decision(state).automaton == DUNGEON_LORD  # the legion's counter


def test_at_a_table_of_several_nothing_is_the_apps() -> None:
    state = new_table()
    assert GAME.decision(state).automaton == ""
    for text in ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
                 "quests p1 magic-fish library-ward", "quests p2 crypt-vow pit-offering", "shared t1-watch"):
        state = act(state, text)
        assert GAME.decision(state).automaton == ""
    state = act(state, "first-player", 6, 2)
    state = act(state, "monsters p2 zombie:melee")
    state = act(state, "respond")
    assert GAME.decision(state).kind is DecisionKind.DICE and GAME.decision(state).automaton == ""


def test_the_shared_decision_stays_backward_compatible() -> None:
    assert Decision(DecisionKind.ACTION, 0, "go") == Decision(DecisionKind.ACTION, 0, "go", "", "")


# -- the controller: the lord's steps taken by themselves --------------------------------------------


@pytest.mark.rule("dungeoneer.solo.dungeon-lord", "dungeoneer.solo.peril-roll")
def test_entering_a_location_with_peril_runs_the_lords_steps_one_log_entry_each_and_stops_at_the_player() -> None:
    controller = in_the_tunnel()
    before = len(controller.session.entries)
    entered = controller.play(controller.read("move north"), Replaying(()))
    assert isinstance(entered, Applied)
    run = controller.run_automated(Replaying((roll(1, 2), card("zombie"), card("legion"))))
    assert run.stopped == STOP_PLAYER
    assert [type(s.applied.action) for s in run.steps] == [A.PerilRoll, A.DrawPeril, A.DrawPeril]
    assert run.steps[0].chance == roll(1, 2) and run.steps[0].automaton == DUNGEON_LORD
    assert "Corner: peril 2, rolled 1 and 2: 2 peril cards" in run.steps[0].applied.ruling.message
    assert all(any(c.rule_id.startswith("dungeoneer.") for c in s.applied.ruling.citations) for s in run.steps)
    assert len(controller.session.entries) == before + 1 + 3  # the move, then one entry a step
    assert controller.state.battle.stage is Stage.RESPONSE  # the hero may answer: the player's
    assert isinstance(controller.play(controller.read("respond"), Replaying(())), Applied)
    run = controller.run_automated(Replaying((roll(2, 5),)))
    assert [type(s.applied.action) for s in run.steps] == [A.AttackRolls] and run.stopped == STOP_PLAYER
    assert run.steps[0].applied.action.roll.values == (2, 5)
    assert "Zombie 2 + 2 = 4" in run.steps[0].applied.ruling.message
    assert controller.state.battle.stage is Stage.COUNTER_ROLLS
    undone = controller.undo()  # one step only: the attack roll
    assert isinstance(undone, Moved) and controller.state.battle.stage is Stage.ATTACK_ROLLS
    controller.undo()
    assert controller.state.battle.stage is Stage.RESPONSE
    controller.undo()
    assert controller.state.battle is None and controller.state.solo.to_draw == 1 and controller.state.solo.drawn == ("zombie",)


@pytest.mark.rule("dungeoneer.solo.dungeon-lord")
def test_with_the_tables_own_dice_and_deck_the_run_stops_and_asks_for_them() -> None:
    controller = in_the_tunnel()
    controller.play(controller.read("move north"), Replaying(()))
    run = controller.run_automated(None)
    assert run.stopped == STOP_TABLE and run.steps == ()
    assert isinstance(run.needs.request, DiceRequest) and run.needs.request.count == 2
    assert "roll 2 peril dice" in run.message
    assert controller.state.solo.peril_dice == 2  # nothing was taken


@pytest.mark.rule("dungeoneer.solo.dungeon-lord")
def test_a_player_decision_runs_nothing() -> None:
    controller = in_the_tunnel()
    entries = len(controller.session.entries)
    run = controller.run_automated(Replaying(()))
    assert run.stopped == STOP_PLAYER and run.steps == () and len(controller.session.entries) == entries


# -- the loop guard -------------------------------------------------------------------------------------


class StuckBank(TallyGame):
    """Tally whose automated 'bank' rolls a die that changes nothing, for ever."""

    def own_decision(self, state: TallyState) -> Decision:
        return Decision(DecisionKind.DICE, None, "the bank rolls", automaton="bank")

    def own_choices(self, state: TallyState) -> tuple[Choice, ...]:
        request = DiceRequest(D6, 1, "the bank", fill(RollPoints))
        return (Choice.of(RollPoints, "The bank rolls", request=request, roll=Rolled(D6, 1)),)

    def resolve(self, state: TallyState, act_: Any, ref: Any) -> tuple[TallyState, str]:
        ref.cite("tally.points")
        return state, "the bank rolls and keeps nothing"


def test_a_step_that_leaves_the_decision_as_it_was_stops_the_run_with_a_message() -> None:
    game = StuckBank()
    setup = GameSetup((PlayerSetup("Ann"),), {"target": 20})
    controller = SessionController(RehearsalSession(game, setup))
    run = controller.run_automated(Replaying((roll(3), roll(4))))
    assert run.stopped == STOP_STUCK and len(run.steps) == 1
    assert "did not move the game on" in run.message and "bank" in run.message
    assert len(controller.session.entries) == 1  # the one step taken is committed
