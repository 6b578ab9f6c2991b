"""The steps of a turn that follow a deed are offered from the requirements `resolve` enforces, not tried through
`check`: a battle's steps, a trap's and a hazard's rolls, the solo peril roll and draws, escorts, searches, quest
attempts and monsters played. Whatever `check` allows of actions built from the session's own ids (and a few it
lacks), over each field's domain, is among the choices or named in NOT_OFFERED with its reason, and every choice
of those kinds is allowed, on walks from the tables."""

from __future__ import annotations

from itertools import combinations
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.actions import Action
from rules_engine.decisions import admitted
from rules_engine.dice import TableDice
from rules_engine.dungeoneer.actions import (
    AttackRolls, AttemptQuest, Challenge, CounterRolls, DrawGlory, DrawPeril, DropEscort, EndPerilDraws, FaceHazard,
    PerilRoll,
    PlayMonsters, Respond, Reward, Seek, SendMonster, StartEscort, TakeEscort, TrapRoll,
)
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.solo import UNRECORDED_SOURCE
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import BATTLE_FORMS
from rules_engine.dungeoneer.table_requests import D6
from tests.dungeoneer.flow import solo_table, started
from tests.dungeoneer.test_choices import EXAMPLES, STEPS, VARIANT_TABLES, walk
from tests.support.search_budget import DEEP, budget


def _roll(face: int, count: int) -> object:
    return TableDice([str(face)] * count).roll(D6, count)


def _rolls(face: int, most: int = 4) -> list[object]:
    return [_roll(face, count) for count in range(1, most + 1)]


#: Values `check` allows that no choice offers, by (field, value), with the reason.
NOT_OFFERED = {
    ("source", UNRECORDED_SOURCE): "a draw saved before the app recorded whose deck a card came from: replayed as "
                                   "it was, never recorded by a draw made now",
    ("every_hit", False): "a peril roll saved before every hit was owed (capped at the app's deck): replayed as it "
                          "was, never made now",
}


def unexplained(state: DgState, kind: type[Action], face: int = 1) -> list[Action]:
    """The actions of this kind `check` allows that no choice offers and NOT_OFFERED does not explain."""
    offered = GAME.choices(state)
    return [action for action in _tried(state, kind, face)
            if GAME.check(state, action).allowed and not admitted(offered, action)
            and not any(getattr(action, name, None) == value for name, value in NOT_OFFERED)]


def _tried(state: DgState, kind: type[Action], face: int) -> list[Action]:
    """Actions of one kind built from the session's ids (and a few it lacks), not from the choices."""
    seats = range(-1, len(state.heroes) + 1)
    quests = [quest.id for quest in state.quest_cards] + ["nothing"]
    monsters = [m.id for m in (*state.monsters, *state.typed_monsters)] + ["nobody"]
    solo = state.solo
    if kind is PerilRoll:
        return [PerilRoll(roll, every_hit) for roll in _rolls(face) for every_hit in (True, False)]
    if kind in (TrapRoll, AttackRolls, CounterRolls):
        return [kind(roll) for roll in _rolls(face)]
    if kind is EndPerilDraws:
        return [EndPerilDraws()]
    if kind is FaceHazard:
        return [FaceHazard(None, True)] + [FaceHazard(roll, False) for roll in _rolls(face, 2)]
    if kind in (DrawPeril, DrawGlory):
        deck = ("peril", "glory")[kind is DrawGlory]
        cards = list(solo.drawable(deck)) if solo is not None else []
        return [kind(card, source=source) for card in cards + ["nothing"]
                for source in ("virtual", "table", UNRECORDED_SOURCE, "elsewhere")]
    if kind in (StartEscort, TakeEscort):
        return [kind(quest) for quest in quests]
    if kind is DropEscort:
        return [DropEscort(seat, quest) for seat in seats for quest in quests]
    if kind is Seek:
        return [Seek(quest, _roll(face, 1)) for quest in quests]
    if kind is AttemptQuest:
        tried: list[Action] = []
        for quest in quests:
            tried += [AttemptQuest(quest), AttemptQuest(quest, done=True), AttemptQuest(quest, done=False)]
            tried += [AttemptQuest(quest, form=form) for form in BATTLE_FORMS]
            tried += [AttemptQuest(quest, roll=roll, extra_dice=extra) for roll in _rolls(face) for extra in range(3)]
        return tried
    if kind is Respond:
        glory = max((hero.glory for hero in state.heroes), default=0)
        cards = ["", "nothing", *(solo.hand if solo is not None else ())]
        return [Respond(remove, paid, card) for remove in ["", *monsters] for paid in range(-1, glory + 2)
                for card in cards]
    if kind is Challenge:
        return [Challenge(target, form) for target in ["", *monsters, *(f"p{s + 1}" for s in seats)]
                for form in (None, *BATTLE_FORMS)]
    if kind is SendMonster:
        lair = tuple(m for hero in state.heroes for m in hero.lair)
        return [SendMonster(monster, where, discarding) for monster in monsters
                for where in ("hand", "lair", "discard", "pit") for discarding in ("", *lair)]
    if kind is Reward:
        return [Reward(seats_given) for size in range(3) for seats_given in combinations(seats, size)]
    assert kind is PlayMonsters
    forms = [(m, form) for m in monsters for form in BATTLE_FORMS]
    return [PlayMonsters(seat, pairs) for seat in seats
            for pairs in [(pair,) for pair in forms] + list(combinations(forms[:9], 2))]


KINDS = (TrapRoll, PerilRoll, FaceHazard, DrawPeril, EndPerilDraws, DrawGlory, StartEscort, TakeEscort, DropEscort, Seek,
         AttemptQuest, Respond, AttackRolls, CounterRolls, Challenge, SendMonster, Reward, PlayMonsters)


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.__name__)
@settings(max_examples=budget(2, max(EXAMPLES // 2, 2)), deadline=None)
@given(seed=st.integers(0, 10_000), cut=st.integers(0, STEPS), face=st.integers(1, 6))
def test_the_steps_the_rules_allow_are_offered_and_every_offer_is_allowed(kind, seed, cut, face) -> None:
    """Each example walks from the tables whose turns reach these steps: two heroes, alone, and (in the deep run)
    the variant tables besides."""
    rng = Random(seed)
    for start in (started, solo_table, *(VARIANT_TABLES if DEEP else ())):
        state = walk(start(), seed, steps=cut // 2)[-1]
        assert not unexplained(state, kind, face)
        for choice in GAME.choices(state):
            if choice.action is kind:
                for _ in range(2):
                    assert GAME.check(state, choice.sample(rng)).allowed, choice.label


def test_passing_up_the_challenge_with_a_form_of_attack_is_refused_and_the_pass_alone_allowed() -> None:
    """Found by the property above (seed 172): at the challenge stage `check` allowed a pass naming a form of attack,
    which no choice offers (the form was ignored). A pass names none; the choice "No challenge" is allowed as ever."""
    from rules_engine.dungeoneer.battle_state import Stage
    from rules_engine.dungeoneer.stats import Stat

    state = next(state for state in walk(solo_table(), 172, steps=35)
                 if state.battle is not None and state.battle.stage is Stage.CHALLENGE)
    with_form = GAME.check(state, Challenge("", Stat.MELEE))
    assert not with_form.allowed and with_form.citations[0].rule_id == "dungeoneer.battle.form"
    assert "names no form of attack" in with_form.message
    assert GAME.check(state, Challenge("", None)).allowed
