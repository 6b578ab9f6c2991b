"""A shift card played: its move is owed and offered among the choices (every legal shift, and only those),
the `shift` command makes it and spends the card; without one, `shift` stays the table's own card's move (one
choice stands for it)."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings, strategies as st

from rules_engine.dungeoneer import actions as A
from rules_engine.decisions import Choice
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.phases import TURN_PHASES
from rules_engine.dungeoneer.placement import legal_shifts, shift_problems
from rules_engine.dungeoneer.state import DgState, PendingShift
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.values import replace
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS, act, at_deeds
from tests.dungeoneer.test_choices import walk
from tests.support.search_budget import budget

SHIFT_RULE = "dungeoneer.map.shift"
PORTAL = {"id": "portal", "name": "Portal", "kind": "boon", "cost": 0, "timing": "any-time", "duration": "instant",
          "solo": False, "traits": ["shift"], "text": "move one location elsewhere"}


def portal_table() -> DgState:
    """Ann and Bo, Ann first in her dungeon lord phase, the catalogue holding a shift card."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {},
                      {"heroes": HEROES, "locations": LOCATIONS, "monsters": MONSTERS, "quests": QUESTS,
                       "cards": {**CARDS, "portal": PORTAL}})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "shared t1-watch")
    return act(state, "first-player", 6, 2)


def offered_shifts(state: DgState) -> set[tuple[str, tuple[int, int]]]:
    """Every (location, cell) the choices list for a shift card's owed move (each listed on its own)."""
    return {(card, cell) for c in GAME.choices(state) if c.action is A.ShiftLocation
            for card in c.fields["card"].values() or () for cell in c.fields["cell"].values() or ()}


def free_shift(state: DgState) -> Choice | None:
    """The one choice standing for a shift by the table's own card, when no shift card's move is owed."""
    free = [c for c in GAME.choices(state) if c.action is A.ShiftLocation and c.fields["card"].values() is None]
    assert len(free) <= 1
    return free[0] if free else None


def every_legal_shift(state: DgState) -> set[tuple[str, tuple[int, int]]]:
    """Every shift the placement rules allow, found by trying each placed card on every cell near the map."""
    dungeon = state.dungeon
    xs = [c[0] for c in dungeon.cells()]
    ys = [c[1] for c in dungeon.cells()]
    found = set()
    for place in dungeon.placed:
        for x in range(min(xs) - 1, max(xs) + 2):
            for y in range(min(ys) - 1, max(ys) + 2):
                if (x, y) != place.cell and not shift_problems(dungeon, place.cell, (x, y),
                                                               more_to_place=bool(state.locations)):
                    found.add((place.card.id, (x, y)))
    return found


@pytest.mark.rule(SHIFT_RULE)
def test_a_shift_card_played_owes_its_move_which_the_choices_offer_and_the_shift_spends() -> None:
    state = at_deeds(portal_table())
    assert not offered_shifts(state)  # no shift card in play: nothing owed to list
    assert free_shift(state) is not None  # only the table's own card's shift
    state = act(state, "play portal by p2")  # Bo plays it in Ann's turn (any time)
    assert state.shifts == (PendingShift("portal", 1),)
    assert GAME.decision(state).seat == 1 and "Portal's shift" in GAME.decision(state).prompt
    offered = offered_shifts(state)
    assert ("library", (2, 0)) in offered and offered == every_legal_shift(state)
    assert all(c.actor == 1 for c in GAME.choices(state) if c.action is A.ShiftLocation)
    state = act(state, "shift library east of t2")
    assert state.dungeon.cell_of("library") == (2, 0) and state.shifts == ()
    assert not offered_shifts(state)


@pytest.mark.rule(SHIFT_RULE)
def test_without_a_shift_card_in_play_the_shift_is_the_tables_own_card_and_is_noted() -> None:
    state = at_deeds(portal_table())
    outcome = GAME.apply(state, GAME.parse_command(state, "shift library east of t2"))
    assert outcome.state.dungeon.cell_of("library") == (2, 0)
    assert outcome.ruling.citations[0].rule_id == SHIFT_RULE
    assert any("table's own" in effect for effect in outcome.ruling.effects)
    # Where it went is told by the location it now lies against, not by the app's grid numbers.
    assert outcome.ruling.message == "Library shifted east of East tunnel"
    # A shift onto the cell the location already lies in moves nothing, and is refused, naming the location.
    again = outcome.state
    refusal = GAME.check(again, GAME.parse_command(again, "shift library east of t2"))
    assert refusal.citations[0].rule_id == SHIFT_RULE and not refusal.allowed
    assert refusal.message.startswith("Library already lies there")


@pytest.mark.rule(SHIFT_RULE, "dungeoneer.map.joined")
@settings(max_examples=budget(4, 12), deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_the_tables_own_shift_admits_every_legal_shift_and_its_sample_is_one(seed: int, steps: int) -> None:
    state = walk(portal_table(), seed, steps)[-1]
    if state.finished:
        return
    state = replace(state, shifts=(), battle=None, traps=(), hazard=None)
    choice = free_shift(state)
    legal = every_legal_shift(state)
    if state.phase not in TURN_PHASES or not legal:
        assert choice is None
        return
    assert choice is not None
    assert all(choice.admits(A.ShiftLocation(card, cell)) for card, cell in legal)
    assert GAME.check(state, choice.sample(Random(seed))).allowed


@pytest.mark.rule(SHIFT_RULE, "dungeoneer.map.joined")
@settings(max_examples=budget(4, 12), deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_the_offered_shifts_are_exactly_the_legal_ones(seed: int, steps: int) -> None:
    state = walk(portal_table(), seed, steps)[-1]
    if state.finished:
        return
    state = replace(state, shifts=(PendingShift("portal", state.active),), battle=None, traps=(), hazard=None)
    assert offered_shifts(state) == every_legal_shift(state)


@pytest.mark.rule(SHIFT_RULE)
@pytest.mark.parametrize("seed", range(budget(1, 3)))
def test_a_walk_from_the_choices_plays_shift_cards_and_shifts(seed: int) -> None:
    rng = Random(seed)
    state = portal_table()
    shifted = 0
    for _ in range(150):
        options = GAME.choices(state)
        if not options:
            break
        preferred = [c for c in options if c.action is A.ShiftLocation
                     or (c.action is A.PlayGlory and c.fields["card"].values() == ("portal",))]
        choice = rng.choice(preferred if preferred and rng.random() < 0.5 else options)
        outcome = GAME.apply(state, choice.sample(rng))
        assert outcome.ruling.allowed
        shifted += choice.action is A.ShiftLocation
        state = outcome.state
        assert state.dungeon.reachable_from_entrances() == state.dungeon.cells()
    assert shifted


INSTANT_RULE = "dungeoneer.cards.instant"


def end_turn(state: DgState) -> tuple[DgState, list[str], list[str]]:
    """Ann's turn ended ('next' through the rest of it): the state, the rules cited and the effects noted."""
    while state.phase.name != "DISCARD_DRAW":
        state = act(state, "next")
    state = act(state, "discard-end")
    outcome = GAME.apply(state, GAME.parse_command(state, "next"))
    return outcome.state, [c.rule_id for c in outcome.ruling.citations], list(outcome.ruling.effects)


@pytest.mark.rule("dungeoneer.cards.instant", "dungeoneer.map.shift")
def test_an_instant_shift_cards_move_not_made_lapses_at_the_end_of_the_turn_it_was_played_in() -> None:
    state = act(at_deeds(portal_table()), "play portal by p2")
    assert state.shifts == (PendingShift("portal", 1),)
    after, cited, effects = end_turn(state)
    assert after.active == 1 and after.shifts == ()
    assert INSTANT_RULE in cited and any("Portal" in e and "lapses" in e for e in effects)
    assert not offered_shifts(after)


@pytest.mark.rule("dungeoneer.cards.instant", "dungeoneer.map.shift")
def test_a_shift_made_in_its_turn_lapses_nothing_and_a_permanent_shift_cards_move_stays_owed() -> None:
    state = act(act(at_deeds(portal_table()), "play portal by p2"), "shift library east of t2")
    after, cited, _ = end_turn(state)
    assert after.shifts == () and INSTANT_RULE not in cited
    lasting = {**PORTAL, "id": "gate", "name": "Shifting gate", "duration": "permanent"}
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {},
                      {"heroes": HEROES, "locations": LOCATIONS, "monsters": MONSTERS, "quests": QUESTS,
                       "cards": {**CARDS, "gate": lasting}})
    table = replace(portal_table(), adventure_cards=GAME.new_game(setup).adventure_cards)
    state = act(at_deeds(table), "play gate by p2")
    after, cited, _ = end_turn(state)
    assert after.shifts == (PendingShift("gate", 1),) and INSTANT_RULE not in cited


@pytest.mark.rule(SHIFT_RULE, "dungeoneer.map.joined")
@settings(max_examples=budget(3, 10), deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_the_tables_own_shift_found_lazily_admits_what_every_legal_shift_gives(seed: int, steps: int) -> None:
    """The free shift looks for its first shift only and checks a value when asked: each field admits exactly
    the locations that may move and the cells some location may go to, and its sample is the first shift."""
    state = walk(portal_table(), seed, steps)[-1]
    if state.finished:
        return
    state = replace(state, shifts=(), battle=None, traps=(), hazard=None)
    choice = free_shift(state)
    shifts = legal_shifts(state.dungeon, more_to_place=bool(state.locations))
    if choice is None:
        assert state.phase not in TURN_PHASES or not shifts
        return
    first = state.dungeon.card_at(shifts[0][0])
    assert first is not None and choice.sample(Random(seed)) == A.ShiftLocation(first.id, shifts[0][1][0])
    movable = {card.id for source, _ in shifts for card in (state.dungeon.card_at(source),) if card is not None}
    cells = {cell for _, to in shifts for cell in to}
    near = {(x + dx, y + dy) for x, y in state.dungeon.cells() for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))}
    assert {place.card.id for place in state.dungeon.placed if choice.fields["card"].admits(place.card.id)} == movable
    assert {cell for cell in near | state.dungeon.cells() if choice.fields["cell"].admits(cell)} == cells
    assert not choice.fields["cell"].admits("north") and not choice.fields["card"].admits("no such card")
