"""Random play that picks only from the engine's choices: a seeded policy, plausible cards, invariants.

The walk leans towards progress (answers to the decision before the table's any-time actions, the
adventure before 'next'), gives drawn cards plausible values (a Dragon Rune or Margath now and then,
so games end by the rules), and never declares victory by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from random import Random

from rules_engine.actions import Action
from rules_engine.decisions import Choice, DecisionKind, Rolled
from rules_engine.errors import RuleViolation
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.card_domains import ADVENTURE_NAMES
from rules_engine.runebound2.choices import offered
from rules_engine.runebound2.doom_track import ENDGAME_TOKENS, SLOTS, threshold
from rules_engine.runebound2.state import Rb2State
from tests.runebound2.helpers import GAME, HEROES, NAMES

#: A described terrain die (six faces of two or three terrains), for sessions where the app rolls them.
TERRAIN_FACES = (("plains", "road"), ("river", "forest", "hills"), ("swamp", "mountains"), ("forest", "plains"),
                 ("hills", "road", "river"), ("mountains", "swamp", "plains"))

#: How much the walk prefers each kind of answer (anything unlisted weighs 1).
WEIGHTS = {
    A.TakeAdventure: 12.0, A.DrawCard: 4.0, A.Move: 6.0, A.StepAdjacent: 2.0, A.NextStep: 1.5, A.Fight: 3.0,
    A.Attack: 4.0, A.Defend: 2.0, A.Flee: 0.5, A.Stay: 3.0, A.DuelExchange: 3.0, A.DuelFlee: 0.3, A.StartDuel: 0.5,
    A.Negotiate: 0.3, A.Give: 0.2, A.BeforeCombat: 0.4, A.BuyExperience: 6.0, A.Buy: 2.0, A.Sell: 0.3, A.Heal: 1.5,
    A.EncounterFight: 0.6, A.KeepCard: 1.0, A.Spoils: 1.0,
}

#: The table's any-time actions the walk takes now and then (never DeclareVictory: games end by the rules).
SIDE_WEIGHTS = {A.Effect: 0.3, A.SkillCheck: 0.3, A.UseAbility: 0.2, A.Activate: 0.5, A.UseItem: 0.3,
                A.Discard: 0.1, A.RefreshCounters: 0.2, A.MarketStock: 0.1}


def weight(choice: Choice) -> float:
    """How much the walk likes an answer: the full movement roll over resting, a challenge over other cards."""
    if choice.action is A.RollMovement:
        roll = choice.fields["roll"]
        return 4.0 if isinstance(roll, Rolled) and roll.count >= 4 else 0.3
    if choice.action is A.DrawCard:
        return 6.0 if choice.fields["card"].domain("kind").value == "challenge" else 1.0
    return WEIGHTS.get(choice.action, 1.0)


@dataclass(frozen=True)
class Style:
    """How often drawn challenges are Dragon Runes or Margath (a doom-track game may do without both)."""

    rune: float = 0.25
    margath: float = 0.04


def new_setup(players: int, doom: bool, hazards: bool, described: bool = True, **options) -> GameSetup:
    """A setup with `players` of the test heroes and, if `described`, terrain dice the app can roll."""
    ids = list(HEROES)[:players]
    catalogue = {"heroes": HEROES}
    if described:
        catalogue["terrain_dice"] = {"faces": [list(f) for f in TERRAIN_FACES]}
    return GameSetup(tuple(PlayerSetup(NAMES[i], ids[i]) for i in range(players)),
                     {"doom_track": doom, "road_hazards": hazards, **options}, catalogue)


def plausible_card(rng: Random, card: AdventureCard, style: Style) -> AdventureCard:
    """A drawn card's values as a table might read them: beatable targets, small damage, now and then a rune."""
    if card.kind != "challenge":
        return replace(card, name=rng.choice(ADVENTURE_NAMES[card.kind]), gold=0, keep=False, rune=False,
                       margath=False, before_combat=False)
    rune = rng.random() < style.rune
    margath = not rune and rng.random() < style.margath
    base = {"green": 6, "yellow": 9, "blue": 12, "red": 14}.get(card.colour, 8)
    stats = {name: max(0, base + rng.randint(-3, 3)) for name in ("mind", "body", "spirit")}
    damage = {name: rng.randint(0, 2) for name in ("ranged", "melee", "magic")}
    name = "Margath" if margath else ("Dragon Rune" if rune else rng.choice(ADVENTURE_NAMES["challenge"]))
    return replace(card, name=name, level=0, life=rng.randint(1, 3), gold=rng.randint(0, 3), reward="",
                   keep=rune or rng.random() < 0.1, before_combat=rng.random() < 0.1, margath=margath, rune=rune,
                   **stats, **damage)


def pick(rng: Random, main: tuple[Choice, ...], others: tuple[Choice, ...], style: Style) -> Action:
    """One action from the choices: mostly an answer to the decision, now and then a table action."""
    side = [c for c in others if c.action in SIDE_WEIGHTS]
    if side and (not main or rng.random() < 0.04):
        pool, weights = side, [SIDE_WEIGHTS[c.action] for c in side]
    else:
        pool, weights = list(main), [weight(c) for c in main]
    choice = rng.choices(pool, weights)[0]
    action = choice.sample(rng)
    if isinstance(action, A.DrawCard):
        action = A.DrawCard(plausible_card(rng, action.card, style))
    assert choice.admits(action), (choice.label, action)
    return action


def check_invariants(state: Rb2State) -> None:
    """Six challenge markers; the doom track within its slots and counters; wounds, exhaustion and gold in bounds."""
    assert state.track.marker_count() == 6
    for number, label in state.track.markers_on_board():
        assert state.track.slots[number - 1].card is not None and label
    if state.doom is not None:
        assert len(state.doom.cards) <= min(SLOTS, threshold(len(state.players)))
        assert 0 <= state.doom.tokens <= ENDGAME_TOKENS
    for party in state.players:
        assert party.gold >= 0
        for character in party.characters:
            assert 0 <= character.wounds <= character.life, (character.name, character.wounds, character.life)
            assert 0 <= character.exhaustion <= character.stamina, (character.name, character.exhaustion)


@dataclass
class Walk:
    """The end of one walk: the final state, the actions taken, and how the game ended."""

    state: Rb2State
    actions: list[Action]
    ended: bool


def walk(setup: GameSetup, seed: int, *, limit: int = 4000, style: Style = Style(),
         visit: Callable[[Rb2State], None] | None = None) -> Walk:
    """Play from the setup, choosing only among `choices`, until the game ends or `limit` actions.

    `visit` is called with every state the walk reaches (before the action taken there).
    """
    rng = Random(seed)
    state = GAME.new_game(setup)
    taken: list[Action] = []
    for _ in range(limit):
        if visit is not None:
            visit(state)
        decision = GAME.decision(state)
        if decision.kind == DecisionKind.OVER:
            return Walk(state, taken, True)
        found = offered(state)
        assert found.answers, f"nothing answers: {decision.prompt}"
        action = pick(rng, found.answers, found.others, style)
        try:
            state = GAME.apply(state, action).state
        except RuleViolation as refusal:
            raise AssertionError(f"refused {action}: {refusal.ruling.message}\n{decision.prompt}") from None
        taken.append(action)
        check_invariants(state)
    return Walk(state, taken, state.winner is not None)
