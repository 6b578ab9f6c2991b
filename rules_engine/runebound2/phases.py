"""Which actions each moment of a Runebound 2nd edition turn admits (rules_engine.phase_table).

The stage is the first of: the game is over; a hero's values are still missing (only the setup's actions);
a choice is pending (its own answers and the any-time actions); else the turn's step, which admits every
action of the base game: each step's own rules (movement before adventure, the market in a city ...) stay
with the step's module, which refuses with the rule that places the action. An expansion adds its actions
through `Expansion.admissions` (Class Decks: in every stage, under its own timing windows).
"""

from __future__ import annotations

from collections.abc import Hashable

from rules_engine.actions import Action
from rules_engine.messages import Message
from rules_engine.phase_table import Admission, PhaseTable
from rules_engine.plurals import count as count_of
from rules_engine.requirements import Requirement
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.runebound2.turn import Pending

#: While a hero's values are missing, only these may happen (the game cannot start without them).
SETUP_ACTIONS: tuple[type[Action], ...] = (A.SetHeroValues, A.MarketStock, A.DescribeTerrainDie)

#: Each pending choice and the actions that answer it.
PENDING_ACTIONS: dict[Pending, tuple[type[Action], ...]] = {
    Pending.LOTS: (A.DrawLots,), Pending.COUNTER: (A.TakeCounter,), Pending.KNOCKOUT: (A.Recover,),
    Pending.SPOILS: (A.Spoils,), Pending.WOUNDS: (A.Activate, A.TakeWounds), Pending.KEEP: (A.KeepCard,),
}

#: Actions the table may take whatever is pending.
ANY_TIME: tuple[type[Action], ...] = (A.Discard, A.MarketStock, A.DeclareVictory, A.SetHeroValues, A.DescribeTerrainDie)

#: Every action of the base game (what a step of the turn admits).
EVERY_ACTION: tuple[type[Action], ...] = (
    A.SetHeroValues, A.DescribeTerrainDie, A.NextStep, A.RollMovement, A.Move, A.StepAdjacent, A.TakeAdventure, A.DrawCard,
    A.EncounterDone, A.EncounterLater, A.EncounterFight, A.RefreshCounters, A.Negotiate, A.Give, A.TakeCounter,
    A.StartDuel, A.BeforeCombat, A.Fight, A.Flee, A.Stay, A.Attack, A.Defend, A.DuelExchange, A.DuelFlee, A.Recover,
    A.Spoils, A.TakeWounds, A.KeepCard, A.Activate, A.UseItem, A.Discard, A.Effect, A.UseAbility, A.SkillCheck,
    A.MarketDraw, A.MarketStock, A.Upkeep, A.Buy, A.Sell, A.Heal, A.BuyExperience, A.HazardRoll, A.HazardColour,
    A.DrawLots, A.DeclareVictory,
)

OVER = "over"
HERO_VALUES = "hero-values"

STAGES: dict[Hashable, tuple[Admission, ...]] = {
    OVER: (),
    HERO_VALUES: (Admission(SETUP_ACTIONS, "runebound2.companion.hero-values"),),
    **{pending: (Admission(answers + tuple(a for a in ANY_TIME if a not in answers), "runebound2.turn.steps"),)
       for pending, answers in PENDING_ACTIONS.items()},
    **{step: (Admission(EVERY_ACTION, "runebound2.turn.steps"),) for step in Step},
}


def lacking_values(state: Rb2State) -> int | None:
    """The first seat whose hero values the catalogue did not know and the table has not typed yet."""
    for seat, party in enumerate(state.players):  # asked for every action: a plain loop, no generator to build
        if party.missing:
            return seat
    return None


def stage_of(state: Rb2State) -> Hashable:
    """Over, hero values missing, a pending choice, or the turn's step (in that order)."""
    if state.winner is not None:
        return OVER
    if lacking_values(state) is not None:
        return HERO_VALUES
    if state.turn.pending:
        return Pending(state.turn.pending)
    return state.step


def refusal(state: Rb2State, kind: type[Action]) -> Requirement | None:
    """Why this moment does not admit the action (for any action once the game is over, while hero values are
    missing or a choice is pending); None for an action Runebound does not have, in a step of the turn."""
    if state.winner is not None:
        return Requirement.unmet("runebound2.companion.game-over", Message('the game is over'), hard=True)
    lacking = lacking_values(state)
    if lacking is not None:
        who = state.players[lacking]
        return Requirement.unmet(
            "runebound2.companion.hero-values",
            Message("{hero}'s {missing} are not known yet: type them from the hero card, e.g. 'hero {player} life:N stamina:N damage:R/M/G'",
                    hero=who.hero.name, missing=', '.join(who.missing), player=who.player), hard=True)
    if state.turn.pending:
        return Requirement.unmet("runebound2.turn.steps", pending_text(state), hard=True)
    return None


def pending_text(state: Rb2State) -> str:
    """What the table must settle first, in its words."""
    turn = state.turn
    who = state.players[turn.pending_player].player if turn.pending_player is not None else state.hero.player
    return {
        Pending.COUNTER: "first record the adventure counter taken: 'counter N' (its experience)",
        Pending.LOTS: "first draw the endgame's lot between the heroes equal in level and gold ('lots')",
        Pending.KNOCKOUT: f"first finish {who}'s knock-out: 'recover CITY' (and 'lose:CARD' among equals)",
        Pending.SPOILS: f"first {who} takes the duel's spoils: 'take item|ally|card NAME' or 'take gold'",
        Pending.WOUNDS: f"first settle the {count_of(turn.held_wounds, 'wound', 'wounds')} being dealt to {turn.held_who}: "
                  "'activate \"NAME\" ward:N' with a card that wards them, or 'take-wounds'",
        Pending.KEEP: f"first say what the kept card {turn.keeping.name if turn.keeping else ''} becomes: "
                "'keep item class:C type:T [use:U]', 'keep ally life:N stamina:N stats:M/B/S damage:R/M/G' "
                "or 'keep card'",
    }[turn.pending]


PHASES: PhaseTable[Rb2State] = PhaseTable(stage_of, STAGES, refusal)
