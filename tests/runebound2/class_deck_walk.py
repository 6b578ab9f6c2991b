"""Random play with class decks, choosing only among `Game.choices`: random decks, a seeded policy, invariants."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from random import Random

from rules_engine.actions import Action
from rules_engine.decisions import Choice, DecisionKind
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.runebound2.choices import offered
from rules_engine.runebound2.class_decks.actions import (
    BuyTalent, FightClassChallenge, PassWindow, PlayClassCard, RefillHand, Reshuffle, TakeClassDeck, ThreatByText,
    TriggerRound,
)
from rules_engine.runebound2.class_decks.cards import COLOURS, ClassCard, Kind, Proficiency, Timing
from rules_engine.runebound2.class_decks.expansion import CLASS_DECKS, decks_of
from rules_engine.runebound2.class_decks.threat import TOKENS
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import TERRAINS
from tests.runebound2.class_deck_helpers import GAME, TALENTS, setup
from tests.runebound2.random_play import Style, pick

#: How much the walk likes each expansion action (a pass most, so windows close).
CLASS_WEIGHTS = {PassWindow: 3.0, PlayClassCard: 3.0, FightClassChallenge: 12.0, BuyTalent: 3.0, RefillHand: 4.0,
                 Reshuffle: 2.0, ThreatByText: 0.2, TriggerRound: 0.5}


def random_deck(rng: Random, owner: str, size: int = 14) -> tuple[ClassCard, ...]:
    """A class deck of random cards: every kind, both sides, every timing, some epic, some needing proficiencies."""
    cards = []
    for i in range(size):
        kind = rng.choice((Kind.FEAT, Kind.SPELL, Kind.PLACE, Kind.CHALLENGE))
        hostile = kind == Kind.CHALLENGE or rng.random() < 0.5
        timing = Timing.MOVEMENT if kind in (Kind.CHALLENGE, Kind.PLACE) else rng.choice(tuple(Timing))
        requires = tuple(rng.sample(list(Proficiency), rng.randint(0, 2))) if kind in (Kind.FEAT, Kind.SPELL) else ()
        cards.append(ClassCard(
            name=f"{owner} {kind} {i}", deck="random", kind=kind, hostile=hostile, cost=rng.randint(0, 1 if kind == Kind.CHALLENGE else 4),
            requires=requires, timing=timing, epic=rng.random() < 0.15,
            terrain=tuple(rng.sample(TERRAINS, 2)) if kind == Kind.PLACE else (),
            colour=rng.choice(COLOURS[:2]) if kind == Kind.CHALLENGE else ""))
    return tuple(cards)


def class_game_from(rng: Random, players: int) -> tuple[Rb2State, list[Action]]:
    """A new game whose players took random decks (some starting with a talent instead of gold), and those actions."""
    state = GAME.new_game(setup(players))
    taken: list[Action] = []
    for party in state.players:
        cards = random_deck(rng, party.player)
        hand = tuple(c.name for c in rng.sample(cards, 6))
        talent = rng.choice(("", "Keen Eye", "Quiet Step"))
        taken.append(TakeClassDeck(party.player, cards, TALENTS, hand, talent))
        state = GAME.apply(state, taken[-1]).state
    return state, taken


def check_class_invariants(state: Rb2State) -> None:
    """Ten threat per player, never negative; every class card in exactly one place; a window's seat exists."""
    decks = decks_of(state)
    out = Counter((p.owner, p.name) for p in decks.challenges + decks.flee_cards
                  + ((decks.fighting,) if decks.fighting is not None else ()))
    for index, seat in enumerate(decks.seats):
        assert seat.threat.pool >= 0 and seat.threat.on_card >= 0
        assert seat.threat.pool + seat.threat.on_card == TOKENS
        held = Counter(seat.deck) + Counter(seat.hand) + Counter(seat.discard)
        held += Counter({name: n for (owner, name), n in out.items() if owner == index})
        assert held == Counter(c.name for c in seat.cards), (index, held)
    if decks.window is not None:
        assert 0 <= decks.window.seat < len(state.players)


@dataclass
class ClassWalk:
    """The end of one walk: the final state, the actions taken, the expansion actions among them."""

    state: Rb2State
    actions: list[Action]
    class_actions: Counter


def _pick(rng: Random, state: Rb2State) -> Action:
    """An expansion action when its window or a class challenge waits; otherwise mostly the base answer."""
    allowed = GAME.choices(state)
    mine = [c for c in allowed if c.action in CLASS_WEIGHTS]
    decision = GAME.decision(state)
    if decision.window.startswith("class-decks") or any(c.action is FightClassChallenge for c in mine):
        pool = [c for c in mine if c.action is not ThreatByText]
    else:
        base = offered(state)
        # The base game's choices less what the expansion holds back (as `Game.choices` filters them).
        answers = tuple(c for c in base.answers if not CLASS_DECKS.holds(state, c.action))
        others = tuple(c for c in base.others if not CLASS_DECKS.holds(state, c.action))
        extra = [c for c in mine if c.action in (BuyTalent, RefillHand, Reshuffle, PlayClassCard)]
        if extra and (not answers or rng.random() < 0.3):
            pool = extra
        else:
            wild = _into_the_wild(rng, state, answers)
            return wild if wild is not None else pick(rng, answers, others, Style())
    choice: Choice = rng.choices(pool, [CLASS_WEIGHTS[c.action] for c in pool])[0]
    action = choice.sample(rng)
    assert choice.admits(action), (choice.label, action)
    return action


def _into_the_wild(rng: Random, state: Rb2State, answers: tuple[Choice, ...]) -> Action | None:
    """Half the time a hero about to move steps to a wild hex with a counter (cities bar class challenges).

    The step is taken only when one of the offered choices admits it, so the walk still plays from `choices`.
    """
    if rng.random() < 0.5:
        return None
    terrain = rng.choice(("forest", "hills", "plains", "swamp"))
    colour = rng.choice(("green", "yellow"))
    try:
        action = GAME.parse_command(state, f"step W{rng.randint(1, 40)}:{terrain} adventure:{colour}")
    except CommandError:
        return None
    return action if any(c.admits(action) for c in answers) else None


def class_walk(seed: int, players: int = 3, limit: int = 400) -> ClassWalk:
    """Play a game with class decks from `choices` only, checking every invariant after every action."""
    rng = Random(seed)
    state, taken = class_game_from(rng, players)
    kinds: Counter = Counter()
    for _ in range(limit):
        decision = GAME.decision(state)
        if decision.kind == DecisionKind.OVER:
            break
        action = _pick(rng, state)
        try:
            state = GAME.apply(state, action).state
        except RuleViolation as refusal:
            raise AssertionError(f"seed {seed}: a choice was refused: {action}: {refusal.ruling.message}\n"
                                 f"{decision.prompt}") from None
        taken.append(action)
        if type(action).__module__.endswith("class_decks.actions"):
            kinds[type(action).__name__] += 1
        check_class_invariants(state)
    return ClassWalk(state, taken, kinds)
