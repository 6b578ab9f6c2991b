"""The Class Decks expansion on the engine protocol: its slice, its actions, how it follows and gates the base game."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any, TypeVar, cast

from rules_engine.actions import Action
from rules_engine.decisions import Choice, Decision
from rules_engine.errors import RuleViolation
from rules_engine.expansions import Expansion, slice_of, with_slice
from rules_engine.phase_table import Admission, Admissions, PhaseTable
from rules_engine.game import GameView, SetupError, setup_refusal
from rules_engine.referee import Referee
from rules_engine.runebound2.class_decks import choices as offer
from rules_engine.runebound2.class_decks.actions import (
    BuyTalent,
    FightClassChallenge,
    PassWindow,
    PlayClassCard,
    RefillHand,
    Reshuffle,
    StartingHand,
    TakeClassDeck,
    ThreatByText,
    TriggerRound,
)
from rules_engine.runebound2.class_decks.class_challenges import fight_class_challenge
from rules_engine.runebound2.class_decks.commands import COMMANDS
from rules_engine.runebound2.class_decks.deck_state import EXPANSION_ID, ClassDecks, Seat
from rules_engine.runebound2.class_decks.experience_step import buy_talent, refill_hand, reshuffle
from rules_engine.runebound2.class_decks.flow import amend, follow, gate
from rules_engine.runebound2.class_decks.play import pass_window, play_card, threat_by_text, trigger_round
from rules_engine.runebound2.class_decks.setup_step import decks_in_setup, starting_hand, take_deck
from rules_engine.runebound2.class_decks.offers import ClassCardOffers, TalentOffers, step_offers
from rules_engine.runebound2.class_decks.view import with_class_decks
from rules_engine.runebound2.game import RUNEBOUND2
from rules_engine.runebound2.offers import Check
from rules_engine.runebound2.phases import OVER
from rules_engine.runebound2.state import Rb2State
from rules_engine.messages import Message

V = TypeVar("V")


class ClassDecksExpansion(Expansion[Rb2State, ClassDecks]):
    """Runebound 2e Class Decks: threat pools, class cards in timing windows, talents and deck building."""

    id = EXPANSION_ID
    title = "Class Decks"
    in_wizard = True  # the wizard's Class Decks step deals each player's deck from the catalogue
    books = ("runebound2-class-decks",)
    actions = (
        TakeClassDeck,
        StartingHand,
        PlayClassCard,
        PassWindow,
        TriggerRound,
        FightClassChallenge,
        ThreatByText,
        BuyTalent,
        RefillHand,
        Reshuffle,
    )
    rule_id = "runebound2.class-decks.setup"
    slice_type = ClassDecks
    commands = COMMANDS

    def setup(self, players: int, options: Mapping[str, Any]) -> ClassDecks:
        """Every seat with ten threat in the pool and no cards yet: each player takes their deck first."""
        return ClassDecks(seats=tuple(Seat() for _ in range(players)))

    def admissions(self, table: PhaseTable[Rb2State]) -> Admissions:
        """Class cards keep their own timing (setup, windows, the experience step): the base game's every moment
        but its end admits them, and the expansion's own requirements say when each may happen."""
        admission = (Admission(self.actions, self.rule_id),)
        return {stage: admission for stage in table.stages if stage != OVER}

    def resolve(self, state: Rb2State, action: Action, ref: Referee) -> tuple[Rb2State, str]:
        """Apply one of the expansion's own actions."""
        decks = self.slice_in(state)
        if state.winner is not None:
            ref.refuse("runebound2.companion.game-over", Message('the game is over'), hard=True)
        if not isinstance(action, TakeClassDeck):
            if not decks.ready:
                ref.refuse(self.rule_id, Message('every player takes their class deck first'), hard=True)
        if isinstance(action, TakeClassDeck):
            state, decks, message = take_deck(state, decks, action, ref)
        elif isinstance(action, StartingHand):
            decks, message = starting_hand(state, decks, action, ref)
        elif isinstance(action, PlayClassCard):
            decks, message = play_card(state, decks, action, ref)
        elif isinstance(action, PassWindow):
            state, decks, message = pass_window(state, decks, action, ref)
        elif isinstance(action, TriggerRound):
            decks, message = trigger_round(state, decks, action, ref)
        elif isinstance(action, FightClassChallenge):
            state, decks, message = fight_class_challenge(state, decks, action, ref)
        elif isinstance(action, ThreatByText):
            decks, message = threat_by_text(state, decks, action, ref)
        elif isinstance(action, BuyTalent):
            state, decks, message = buy_talent(state, decks, action, ref)
        elif isinstance(action, RefillHand):
            decks, message = refill_hand(state, decks, action, ref)
        elif isinstance(action, Reshuffle):
            decks, message = reshuffle(state, decks, action, ref)
        else:  # the base game hands an expansion only the action types it lists
            raise TypeError(f"Class Decks does not resolve {type(action).__name__}")
        return with_slice(state, self.id, decks), message

    def start(self, state: Rb2State, catalogue: Mapping[str, Any],
              apply: Callable[[Rb2State, Action], Rb2State]) -> Rb2State:
        """The decks the setup carries are taken at once, each checked like a typed action."""
        for take in decks_in_setup(catalogue):
            try:
                state = apply(state, take)
            except RuleViolation as refused:
                ruling = refused.ruling
                said = Message("{player}'s class deck: {message}", player=take.player, message=ruling.message)
                if ruling.citations:  # a deck refused by a rule cites it, like any other refusal
                    raise setup_refusal(ruling.citations[0].rule_id, said) from None
                raise SetupError(said) from None
        return state

    def amend_view(self, state: Rb2State, view: V) -> V:
        """Each player's threat, hand and talent, a Class decks section, and the expansion's decision."""
        if not isinstance(view, GameView):
            return view
        return cast(V, with_class_decks(view, state, self.slice_in(state)))

    def before(self, state: Rb2State, action: Action, ref: Referee) -> Action:
        """Hold a base action back while the expansion needs something first; put the flee penalty on a flight."""
        decks = self.slice_in(state)
        ref.enforce(gate(state, decks, type(action)))
        return amend(state, decks, action, ref)

    def holds(self, state: Rb2State, action: type[Action]) -> bool:
        """True when `before` would refuse this base action type now."""
        return next(iter(gate(state, self.slice_in(state), action)), None) is not None

    def follow(self, before: Rb2State, after: Rb2State, action: Action, ref: Referee) -> Rb2State:
        """Keep the slice true after a base action (threat, windows, discards, the turn's record)."""
        held = self.slice_in(after)
        after, decks = follow(before, after, held, ref)
        return after if decks is held else with_slice(after, self.id, decks)  # an unchanged slice is already there

    def choices(self, state: Rb2State) -> tuple[Choice, ...]:
        """The expansion's actions allowed now."""
        return offer.choices(state, self.slice_in(state))

    def leads(self, state: Rb2State) -> tuple[type[Action], ...]:
        """The refill, while the active hand is short in its experience step."""
        return offer.leads(state, self.slice_in(state))

    def decision(self, state: Rb2State) -> Decision | None:
        """A class deck to take, an open window or a skipped turn."""
        return offer.decision(state, self.slice_in(state))

    def offers(self, state: Rb2State, step: Hashable, check: Check) -> ClassCardOffers | TalentOffers | None:
        """The class cards dialog's or the talent shop's candidates, each with the verdict the game's `check` gives now."""
        return step_offers(state, self.slice_in(state), step, check)


CLASS_DECKS = ClassDecksExpansion()
#: The extension point of the base game: Runebound never imports this package; its plugin names this module.
RUNEBOUND2.add_expansion(CLASS_DECKS)


def decks_of(state: Rb2State) -> ClassDecks | None:
    """The Class Decks slice of a state, or None when the expansion is not in play."""
    return slice_of(state, EXPANSION_ID)


def with_decks(state: Rb2State, decks: ClassDecks) -> Rb2State:
    """A copy of the state holding this slice (tests and views)."""
    return with_slice(state, EXPANSION_ID, decks)
