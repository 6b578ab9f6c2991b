"""Property-based: fights played from `choices` never crash or get refused, damage adds up to
wounds plus shields, and every refusal of a random action names an indexed rule."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.actions import decode_action
from rules_engine.decisions import admitted
from rules_engine.dice import DiceRoll, DieSpec, Face as DieFace
from rules_engine.errors import RuleViolation
from rules_engine.rules_index import get_rule
from rules_engine.runebound3.combat.actions import (
    Double,
    FightOn,
    Flip,
    Pass,
    Reroll,
    Retreat,
    Shield,
    Strike,
    Surge,
    TakeDamage,
    Toss,
)
from rules_engine.runebound3.combat.choices import choices
from rules_engine.runebound3.combat.decision import decision
from rules_engine.runebound3.combat.fighters import DAMAGE_SYMBOLS, Fighter, SideKind, SurgeAbility
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.combat.resolve import rule_on
from rules_engine.runebound3.combat.state import CombatState, Phase
from rules_engine.runebound3.combat.tokens_up import amount
from rules_engine.runebound3.tokens import MAX_COUNT, CombatToken, Face, Symbol

TERRAIN = DieSpec("rb3-terrain", "terrain die", tuple(DieFace(s, None, (s,)) for s in ("plains", "forest", "wild")),
                  kind="symbols")

faces = st.one_of(
    st.builds(Face, st.sampled_from([s for s in Symbol if s is not Symbol.MISS]), st.integers(1, MAX_COUNT),
              st.booleans()),
    st.builds(Face, st.just(Symbol.MISS), st.just(1), st.booleans()),
)
token_lists = st.lists(st.builds(CombatToken, st.just("t"), faces, faces), min_size=1, max_size=8)
abilities = st.lists(st.builds(SurgeAbility, st.sampled_from(["Blast", "Mend", "Roar"]), st.integers(1, 3),
                               st.integers(0, 2)), max_size=2, unique_by=lambda a: a.name)


@st.composite
def fights(draw) -> CombatState:
    attacker = Fighter("Ann", SideKind.HERO, draw(st.integers(1, 10)), tuple(draw(token_lists)),
                       tuple(draw(abilities)), 0, 0, tuple(draw(st.sampled_from([(), ("forest",), ("any",)]))))
    if draw(st.booleans()):
        tokens = tuple(draw(st.lists(st.builds(CombatToken, st.just("e"), faces, faces), min_size=5, max_size=7)))
        defender = Fighter("Troll", SideKind.ENEMY, draw(st.integers(1, 10)), tokens, tuple(draw(abilities)), 1)
    else:
        defender = Fighter("Bo", SideKind.HERO, draw(st.integers(1, 10)), tuple(draw(token_lists)),
                           tuple(draw(abilities)), 1, 0, ("plains",))
    return start_combat(attacker, defender, TERRAIN)


def damage_of(state: CombatState, action) -> int:
    """Damage an action sends at the opponent, read from the state before it."""
    if isinstance(action, Strike):
        side = state.side(action.side)
        return sum(amount(side, i, DAMAGE_SYMBOLS[side.kind]) for i in action.tokens)
    if isinstance(action, Surge):
        return state.side(action.side).fighter.ability(action.ability).damage
    return 0


def prevented_by(state: CombatState, action) -> int:
    if isinstance(action, Shield):
        shields = sum(amount(state.side(action.side), i, {Symbol.SHIELD}) for i in action.tokens)
        return min(shields, state.pending.amount)
    return 0


def check_invariants(before: CombatState, after: CombatState) -> None:
    for index in (0, 1):
        old, new = before.side(index), after.side(index)
        assert new.wounds >= old.wounds
        tops = [top for _, top in new.stacks]
        bottoms = [bottom for bottom, _ in new.stacks]
        assert len(set(tops + bottoms)) == 2 * len(new.stacks), "a token in two pairs"
        if after.round == before.round and after.phase is not Phase.TOSS:
            assert all(n or not o for o, n in zip(old.spent, new.spent)), "a spent token came back"
    assert (after.phase is Phase.OVER) == (after.result is not None)
    if after.phase is Phase.SHIELDING:
        assert after.pending is not None and after.pending.amount > 0
    if after.result is not None and after.result.loser is not None:
        assert after.side(after.result.loser).defeated


@settings(max_examples=60, deadline=None)
@given(fights(), st.integers(0, 2**32))
def test_random_fights_from_choices_never_crash_and_damage_adds_up(state: CombatState, seed: int) -> None:
    rng = Random(seed)
    dealt = prevented = 0
    start_wounds = sum(s.wounds for s in state.sides)
    for _ in range(150):
        offered = choices(state)
        if not offered:
            assert state.phase is Phase.OVER
            break
        assert all(c.actor == decision(state).seat for c in offered)
        action = rng.choice(offered).sample(rng)
        assert decode_action(action.to_json()) == action
        dealt += damage_of(state, action)
        prevented += prevented_by(state, action)
        after, ruling = rule_on(state, action)
        assert ruling.allowed
        check_invariants(state, after)
        state = after
        pending = state.pending.amount if state.pending else 0
        wounds = sum(s.wounds for s in state.sides) - start_wounds
        assert all(s.wounds <= s.fighter.health for s in state.sides), "wounds stop at health"
        if state.phase is Phase.OVER and any(s.defeated for s in state.sides):
            assert dealt >= wounds + prevented + pending  # damage past the loser's health is lost
        else:
            assert dealt == wounds + prevented + pending


def random_action(rng: Random, state: CombatState):
    side = rng.choice([state.to_act] * 6 + [0, 1, 2, -1])
    size = len(state.side(side if side in (0, 1) else 0).up)
    pick = lambda: rng.randrange(size) if rng.random() < 0.9 else rng.choice([-1, size, 99])  # noqa: E731 - a one-line local helper
    picks = lambda: tuple(pick() for _ in range(rng.randint(0, 3)))  # noqa: E731 - a one-line local helper
    roll = DiceRoll(TERRAIN.id, (rng.choice(TERRAIN.faces),), "seeded")
    landed = (tuple(rng.random() < 0.5 for _ in state.side(0).up), tuple(rng.random() < 0.5 for _ in state.side(1).up))
    return rng.choice([
        Strike(side, picks()), Flip(side, pick(), picks()), Reroll(side, pick(), picks(), (True,) * rng.randint(0, 2)),
        Surge(side, rng.choice(["Blast", "Mend", "Nope"]), picks()), Double(side, pick(), pick()),
        Shield(side, picks()), TakeDamage(side), Pass(side), Retreat(side, roll), FightOn(side), Toss(landed),
    ])


@settings(max_examples=60, deadline=None)
@given(fights(), st.integers(0, 2**32))
def test_random_actions_are_refused_with_a_rule_or_offered_by_choices(state: CombatState, seed: int) -> None:
    rng = Random(seed)
    for _ in range(80):
        action = random_action(rng, state)
        try:
            after, _ = rule_on(state, action)
        except RuleViolation as refusal:
            assert refusal.ruling.citations and refusal.ruling.message
            for citation in refusal.ruling.citations:
                assert get_rule(citation.rule_id).id.startswith("runebound3.combat.")
            offered = choices(state)
            if not offered:
                break
            state, _ = rule_on(state, rng.choice(offered).sample(rng))
        else:
            assert admitted(choices(state), action), f"{action} is allowed but no choice offers it"
            state = after
