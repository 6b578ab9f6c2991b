"""Random commands typed at random moments never crash the engine, and every refusal is cited; so do random
walks through the choices mixed with stale actions, and the dungeon they build is never cut off or sealed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dice import TableDice
from rules_engine.dungeoneer.game import GAME
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.chance import CardRequest, DrawnCard
from rules_engine.game import DiceRequest
from random import Random

from rules_engine.actions import Action
from rules_engine.dungeoneer.state import DgState
from tests.dungeoneer.flow import act, new_table, solo_table, started, tunnels_down
from tests.support.search_budget import budget

WORDS = [
    "next", "next save", "tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4", "first-player",
    "place library north of t1", "place crypt east of t2", "place spikes west of t4", "place pit south of t3",
    "move north", "move east", "move south", "move west", "hazard", "hazard dodge", "stand",
    "monsters p2 zombie:melee", "monsters p1 legion:melee", "monsters p2 wraith:magic legion:melee",
    "attack p2 melee", "attack p1 magic", "respond", "respond remove zombie 1", "attack-roll", "counter-roll",
    "challenge pass", "challenge zombie melee", "challenge p1 speed", "send legion lair", "send zombie hand",
    "send wraith discard", "reward p1", "reward", "quest magic-fish", "quest magic-fish extra 1",
    "quest library-ward", "quest t1-watch done", "quest t1-watch failed", "shared hall-rite", "shared crypt-vow",
    "play helm", "play backpack", "play scare by p2", "play blessing", "peril curse on p2", "peril quake paid-by p1 x 2",
    "peril quake x 1 by p2 paid-by p1", "discard helm", "discard blessing", "discard blessing forced",
    "peril-roll", "draw-peril", "draw-glory",
    "quest hunt-zombie as melee", "quest hunt-zombie", "quest hunt-zombie as magic", "seek seek-relic",
    "quest seek-relic done", "escort escort-ghost", "quest escort-ghost", "escort-drop escort-ghost",
    "escort-drop escort-ghost p2", "escort-take escort-ghost", "attack p2 melee steal", "attack p1 speed steal",
    "discard-end", "discard-end helm", "discard-end legion", "discard-end blessing",
    # cards the catalogue lacks, typed when played (typed_cards.py), well and badly
    "play Orb as boon 1 instant", "play Orb as treasure X permanent type orb x 1", "play Orb as relic 1",
    "peril Hex on p2 as bane 1 permanent", "peril Rift paid-by p1 as encounter 1 instant traits shift",
    "peril Snare on p1 as encounter 0 instant trap speed 4", "monsters p2 Dragon:magic as monster 1 health 1 magic 2",
    "monsters p1 Dragon:magic", "shift library east of t2",
]


@settings(max_examples=budget(20, 60), deadline=None)
@given(steps=st.lists(st.tuples(st.sampled_from(WORDS), st.lists(st.integers(1, 6), min_size=1, max_size=4)),
                      max_size=40), after_setup=st.booleans(), solo=st.booleans())
def test_random_commands_never_crash_and_refusals_cite_rules(steps, after_setup: bool, solo: bool) -> None:
    state = started() if after_setup else new_table()
    if solo:
        state = solo_table()
    for text, faces in steps:
        try:
            parsed = GAME.parse_command(state, text)
        except CommandError:
            continue
        if isinstance(parsed, DiceRequest):
            dice = (faces * parsed.count)[:parsed.count]
            parsed = parsed.build(TableDice([str(f) for f in dice]).roll(parsed.die, parsed.count))
        elif isinstance(parsed, CardRequest):
            if not parsed.candidates:
                continue
            parsed = parsed.build(DrawnCard(parsed.deck, parsed.candidates[faces[0] % len(parsed.candidates)]))
        try:
            state = GAME.apply(state, parsed).state
        except RuleViolation as violation:
            assert violation.ruling.citations, f"{text!r} refused without a citation"
        assert all(h.points >= 0 and h.wounds >= 0 and h.glory >= 0 and h.peril >= 0 for h in state.heroes)
        assert all(len(h.lair) <= 3 for h in state.heroes)


def quest_kinds_table() -> DgState:
    """Set up with a hunt, a seek, an escort and a threat quest in play."""
    state = tunnels_down()
    for text in ("quests p1 hunt-zombie escort-ghost", "quests p2 seek-relic crypt-vow", "shared library-ward"):
        state = act(state, text)
    return act(state, "first-player", 6, 1)


def assert_dungeon_whole(state: DgState) -> None:
    """Every location reachable from the entrance, exits meeting exits, never sealed while cards remain."""
    dungeon = state.dungeon
    assert dungeon.reachable_from_entrances() == dungeon.cells(), "a location is cut off"
    if state.locations:
        assert dungeon.frontier(), "the dungeon is sealed with locations still to place"
    for hero in state.heroes:
        assert hero.cell in dungeon.cells()


@settings(max_examples=budget(6, 25), deadline=None)
@given(seed=st.integers(0, 100_000), which=st.integers(0, 3), steps=st.integers(10, 70),
       stale=st.floats(0, 0.4))
def test_random_choices_and_stale_actions_never_crash_and_refusals_cite_rules(seed, which, steps, stale) -> None:
    state = (started(), solo_table(), quest_kinds_table(), started(**{"optional-discard": True,
                                                                       "points-for-falling": True}))[which]
    rng = Random(seed)
    played: list[Action] = []
    for _ in range(steps):
        options = GAME.choices(state)
        if not options:
            break
        if played and rng.random() < stale:
            action = played[rng.randrange(len(played))]  # an action chosen in an earlier state: may be refused
        else:
            choice = rng.choice(options)
            action = choice.sample(rng)
            played.append(action)
        try:
            state = GAME.apply(state, action).state
        except RuleViolation as violation:
            assert violation.ruling.citations, f"{action!r} refused without a citation"
        assert_dungeon_whole(state)
        assert all(h.points >= 0 and h.wounds >= 0 and h.glory >= 0 and h.peril >= 0 and h.hand >= 0
                   for h in state.heroes)
        assert all((t.seat is None) != (t.cell is None) for t in state.escorts), "an escort token is nowhere or twice"
