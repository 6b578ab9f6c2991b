"""Class-deck challenges on the active hero: fought first, before the hex's adventure, never put on the track."""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.values import replace
from rules_engine.referee import Referee
from rules_engine.runebound2.adventures import negative_numbers
from rules_engine.runebound2.class_decks.actions import FightClassChallenge
from rules_engine.runebound2.class_decks.deck_state import ClassDecks
from rules_engine.runebound2.class_decks.flow import fight_starts
from rules_engine.requirements import Requirement
from rules_engine.runebound2.combat import start_combat
from rules_engine.runebound2.fights import FightSource
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.messages import Message
from rules_engine.runebound2.names import printed_name


def fight_refusals(state: Rb2State, decks: ClassDecks, act: FightClassChallenge) -> Iterator[Requirement]:
    """Why the class challenge cannot be taken on now (the card must be the first one played on the hero)."""
    if not decks.challenges:
        yield Requirement.unmet(
            "runebound2.class-decks.combat.several", Message('no class challenge has been played on the active hero'), True
        )
        return
    if decks.window is not None:
        yield Requirement.unmet(decks.window.kind.rule_id, Message('class cards are still being played: everyone passes first'), True)
    if state.combat is not None or state.duel is not None:
        yield Requirement.unmet("runebound2.combat.fight", Message('a fight is in progress'), True)
    if state.step != Step.ADVENTURE or state.turn.ended or state.turn.pending:
        yield Requirement.unmet(
            "runebound2.class-decks.combat.several",
            Message("a class challenge is fought in the adventure step of the hero's turn"),
            True,
        )
    first = decks.challenges[0]
    if act.card.name.casefold() != first.name.casefold():
        yield Requirement.unmet(
            "runebound2.class-decks.combat.several",
            Message('the class challenge to fight is {first}, not {card}', first=printed_name(first.name), card=printed_name(act.card.name)),
            True,
        )
    printed = decks.seats[first.owner].card(first.name)
    if printed is not None and printed.colour and act.card.colour != printed.colour:
        yield Requirement.unmet(
            "runebound2.class-decks.companion.card-data",
            Message('{first} is a {colour} challenge, not {colour2}', first=printed_name(first.name), colour=printed.colour, colour2=act.card.colour),
            True,
        )
    if act.card.kind != "challenge" or act.card.life < 1 or negative_numbers(act.card):
        yield Requirement.unmet("runebound2.companion.card-values", Message('a challenge needs its life and no number below zero'), True)
    if act.card.margath or act.card.rune or act.card.keep:
        yield Requirement.unmet(
            "runebound2.class-decks.resolved",
            Message("a class challenge goes to its owner's discard pile: it is not kept"),
            True,
        )


def fight_class_challenge(
    state: Rb2State, decks: ClassDecks, act: FightClassChallenge, ref: Referee
) -> tuple[Rb2State, ClassDecks, str]:
    """Take on the first class challenge: combat starts, threat for its colour, the start-of-challenge window."""
    ref.enforce(fight_refusals(state, decks, act))
    ref.cite("runebound2.class-decks.combat.several")
    first = decks.challenges[0]
    card = replace(act.card, name=first.name)
    state = start_combat(state, card, FightSource.CLASS_DECK, ref)
    decks = replace(decks, challenges=decks.challenges[1:], fighting=first)
    decks = fight_starts(state, decks, ref)
    return (
        state,
        decks,
        f"{state.hero.player} takes on {card.describe()}, played by {state.players[first.owner].player}",
    )
