"""The choices and the rules agree: every sample of every choice is allowed, every allowed typed command
is among the choices, and a walk that only picks from the choices never meets a refusal."""

from __future__ import annotations

import os
from itertools import combinations
from random import Random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.decisions import admitted
from rules_engine.dice import SeededDiceSource, TableDice
from rules_engine.actions import Action
from rules_engine.dungeoneer.actions import (
    AttackHero, ChooseHero, DealQuests, EndDiscard, EntranceDealt, Move, PlaceTunnel, Resurrect, RollForFirstPlayer,
    SharedQuest,
)
from rules_engine.dungeoneer.exits import SIDES
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.stats import BATTLE_FORMS
from rules_engine.dungeoneer.table_requests import D6
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import CommandError
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.values import replace
from tests.dungeoneer.flow import (CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS, act, new_table, solo_table,
                                   started)
from tests.dungeoneer.test_random_commands import WORDS
from tests.dungeoneer.test_resurrection import _bo_defeated as bo_defeated
from tests.support.search_budget import budget

STEPS = 80
#: Hypothesis examples per property (DG_CHOICE_EXAMPLES raises it for a longer hunt).
EXAMPLES = int(os.environ.get("DG_CHOICE_EXAMPLES", "8"))


def walk(state: DgState, seed: int, steps: int = STEPS) -> list[DgState]:
    """States reached by picking only from the choices (a refusal or an exception fails the test)."""
    rng = Random(seed)
    dice = SeededDiceSource(seed)
    seen = [state]
    for _ in range(steps):
        options = GAME.choices(state)
        if not options:
            break
        # Favour what moves the game on, so the walk does not idle on card plays.
        moving = [c for c in options if c.action.__name__ in ("NextPhase", "Move", "PlaceLocation", "PlaceTunnel",
                                                              "DealQuests", "SharedQuest", "RollForFirstPlayer")]
        choice = rng.choice(moving if moving and rng.random() < 0.7 else options)
        if isinstance(choice.request, DiceRequest) and rng.random() < 0.5:
            action = choice.request.build(dice.roll(choice.request.die, choice.request.count))
        else:
            action = choice.sample(rng)
        outcome = GAME.apply(state, action)
        assert outcome.ruling.allowed
        state = outcome.state
        seen.append(state)
    return seen


@pytest.mark.parametrize("seed", range(budget(3, 6)))  # each of the three tables at least once
def test_a_walk_from_the_choices_never_meets_a_refusal(seed: int) -> None:
    start = [new_table, started, solo_table][seed % 3]()
    walk(start, seed)


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 10_000), which=st.integers(0, 2), cut=st.integers(0, STEPS))
def test_every_sample_of_every_choice_is_allowed(seed: int, which: int, cut: int) -> None:
    state = walk([new_table, started, solo_table][which](), seed, steps=cut // 4)[-1]
    rng = Random(seed)
    for choice in GAME.choices(state):
        for _ in range(2):
            assert GAME.check(state, choice.sample(rng)).allowed, choice.label


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 10_000), which=st.integers(0, 2), cut=st.integers(0, STEPS),
       words=st.lists(st.sampled_from(WORDS), min_size=1, max_size=12), face=st.integers(1, 6))
def test_typed_commands_the_rules_allow_are_among_the_choices(seed, which, cut, words, face) -> None:
    state = walk([new_table, started, solo_table][which](), seed, steps=cut // 4)[-1]
    offered = GAME.choices(state)
    for text in words:
        try:
            parsed = GAME.parse_command(state, text)
        except CommandError:
            continue
        if isinstance(parsed, DiceRequest):
            parsed = parsed.build(TableDice([str(face)] * parsed.count).roll(parsed.die, parsed.count))
        elif isinstance(parsed, CardRequest):
            if not parsed.candidates:
                continue
            parsed = parsed.build(DrawnCard(parsed.deck, parsed.candidates[0]))
        if GAME.check(state, parsed).allowed:
            assert admitted(offered, parsed), text


def three_heroes_at_different_peril() -> DgState:
    """Ann is the dungeon lord; Bo holds 3 peril (enough for the Legion), Cy 1 (the zombie at most)."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight"), PlayerSetup("Cy", "rogue")), {},
                      {"heroes": HEROES, "locations": LOCATIONS, "monsters": MONSTERS, "quests": QUESTS,
                       "cards": CARDS})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    state = act(state, "quests p3 hall-rite seek-relic")
    state = act(state, "shared t1-watch")
    state = act(state, "first-player", 6, 2, 1)
    state = state.with_hero(1, replace(state.heroes[1], peril=3))
    return state.with_hero(2, replace(state.heroes[2], peril=1))


def test_each_target_of_monsters_is_offered_what_its_own_peril_pays_for() -> None:
    state = three_heroes_at_different_peril()
    assert state.active == 0 and state.phase.name == "DUNGEON_LORD"
    offered = GAME.choices(state)
    for text, allowed in (("monsters p2 legion:melee", True), ("monsters p3 zombie:melee", True),
                          ("monsters p3 legion:melee", False)):
        action = GAME.parse_command(state, text)
        assert GAME.check(state, action).allowed is allowed, text
        assert admitted(offered, action) is allowed, text


@settings(max_examples=EXAMPLES, deadline=None)
@given(seed=st.integers(0, 10_000), which=st.integers(0, 2), cut=st.integers(0, STEPS), face=st.integers(1, 6))
def test_moves_and_battles_between_heroes_the_rules_allow_are_offered(seed, which, cut, face) -> None:
    """Move and AttackHero are offered from the requirements `resolve` enforces, not tried through `check`:
    whatever `check` allows of them is still among the choices."""
    state = walk([new_table, started, solo_table][which](), seed, steps=cut // 2)[-1]
    offered = GAME.choices(state)
    roll = TableDice([str(face)]).roll(D6, 1)
    tried = [Move(side, r) for side in SIDES for r in (None, roll)]
    tried += [AttackHero(seat, form, steal) for seat in range(len(state.heroes)) for form in BATTLE_FORMS
              for steal in (False, True)]
    for action in tried:
        if GAME.check(state, action).allowed:
            assert admitted(offered, action), action


#: Tables with the variants whose setup steps and turns the plain tables never reach: no fog with choosing heroes,
#: nothing personal with the optional discard, and a defeated hero under resurrection.
VARIANT_TABLES = (lambda: new_table(**{"no-fog": True, "choosing-heroes": True, "resurrection": True}),
                  lambda: new_table(**{"nothing-personal": True, "optional-discard": True}),
                  lambda: bo_defeated(resurrection=True))


def _tried(state: DgState, kind: type[Action], face: int) -> list[Action]:
    """Actions of one kind built from the session's own ids (and a few it lacks), not from the choices."""
    seats = range(-1, len(state.heroes) + 1)
    heroes = [card.id for card in state.hero_cards] + ["nobody"]
    quests = [quest.id for quest in state.quest_cards]
    if kind is PlaceTunnel:
        return [PlaceTunnel(card.id, side) for card in state.cards for side in SIDES]
    if kind is RollForFirstPlayer:
        return [RollForFirstPlayer(TableDice([str(face)] * n).roll(D6, n)) for n in (len(state.heroes), len(state.heroes) + 1)]
    if kind is EntranceDealt:
        return [EntranceDealt(seat) for seat in seats]
    if kind is DealQuests:
        return [DealQuests(seat, dealt) for seat in seats for size in (2, 3) for dealt in combinations(quests, size)]
    if kind is SharedQuest:
        return [SharedQuest(quest) for quest in quests + ["nothing"]]
    if kind is ChooseHero:
        return [ChooseHero(seat, hero) for seat in seats for hero in heroes]
    if kind is Resurrect:
        return [Resurrect(seat, hero) for seat in seats for hero in heroes]
    assert kind is EndDiscard
    hero = state.hero
    return [EndDiscard(card) for card in ("hand", "nothing", *hero.inventory, *hero.lair,
                                          *(c.id for c in state.adventure_cards))]


def test_a_tunnel_on_the_table_is_not_laid_again_against_another_side() -> None:
    """Found by the property below: `check` let a tunnel already laid north be laid east too (a card in two cells)."""
    state = act(new_table(), "tunnel north t1")
    ruling = GAME.check(state, PlaceTunnel("t1", SIDES[1]))
    assert not ruling.allowed and "is not in the location deck" in ruling.message
    assert ruling.citations[0].rule_id == "dungeoneer.setup.entrance"
    assert not admitted(GAME.choices(state), PlaceTunnel("t1", SIDES[1]))


@pytest.mark.parametrize("kind", (PlaceTunnel, RollForFirstPlayer, EntranceDealt, DealQuests, SharedQuest, ChooseHero,
                                  EndDiscard, Resurrect), ids=lambda kind: kind.__name__)
@settings(max_examples=max(EXAMPLES // 2, 2), deadline=None)  # each example walks from all six tables
@given(seed=st.integers(0, 10_000), cut=st.integers(0, STEPS), face=st.integers(1, 6))
@example(seed=120, cut=24, face=1)  # found: check let the turn's discard be made before the new shared quest was named
def test_setup_steps_discards_and_resurrections_the_rules_allow_are_offered(kind, seed, cut, face) -> None:
    """The setup steps, the end-of-turn discard and resurrection are offered from the requirements `resolve`
    enforces, not tried through `check`: whatever `check` allows of them is among the choices (and the other
    way round, every choice of theirs is allowed), on a walk from each table."""
    rng = Random(seed)
    for start in (new_table, started, solo_table, *VARIANT_TABLES):
        state = walk(start(), seed, steps=cut // 8)[-1]
        offered = GAME.choices(state)
        for action in _tried(state, kind, face):
            if GAME.check(state, action).allowed:
                assert admitted(offered, action), action
        for choice in offered:
            if choice.action is kind:
                assert GAME.check(state, choice.sample(rng)).allowed, choice.label
