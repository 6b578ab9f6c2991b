"""The Class Decks expansion's typed commands, declared once on the shared grammar.

They read a class challenge's printed values the way Runebound's 'challenge' does (its
`CARD_OPTIONS`, `READ_CHALLENGE`, `WRITE_CHALLENGE`); the expansion hands `COMMANDS` to the game,
whose grammar adds them (`Game.add_expansion`). They are listed in help only when the expansion is
in play. Taking a class deck at setup is not typed: its cards come from the catalogue.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules_engine.errors import CommandError
from rules_engine.messages import Message, N_
from rules_engine.expansions import slice_of
from rules_engine.grammar import Command, Flag, Int, Name, Option, Repeat, Word
from rules_engine.runebound2.adventures import AdventureCard
from rules_engine.runebound2.class_decks.actions import (
    BuyTalent,
    FightClassChallenge,
    PassWindow,
    PlayClassCard,
    RefillHand,
    Reshuffle,
    StartingHand,
    ThreatByText,
    TriggerRound,
)
from rules_engine.runebound2.class_decks.deck_state import EXPANSION_ID, ClassDecks
from rules_engine.runebound2.class_decks.talents import COUNTER_BONUS
from rules_engine.runebound2.commands import CARD_OPTIONS, READ_CHALLENGE, WRITE_CHALLENGE
from rules_engine.runebound2.player_words import player_named
from rules_engine.runebound2.state import Rb2State

#: How Runebound reads a challenge's printed values: (state, values with name and colour) -> card.
ChallengeReader = Callable[[Rb2State, Mapping[str, Any]], AdventureCard]
#: How Runebound types a challenge card's values back.
ChallengeWriter = Callable[[AdventureCard], dict[str, Any]]

PLAYER = player_named("player")
CARD = Name("card", '"CARD"', "the class card's name in quotes")
SELF = Flag("self")
CLASH = Flag("clash")
BEFORE = Flag("before")


def _in_play(state: Rb2State) -> bool:
    return slice_of(state, EXPANSION_ID) is not None


def _decks(state: Rb2State) -> ClassDecks:
    decks: ClassDecks | None = slice_of(state, EXPANSION_ID)
    if decks is None:
        raise CommandError(Message("this game is played without the Class Decks expansion"))
    return decks


def class_deck_commands(
    card_options: tuple[Option, ...], read_challenge: ChallengeReader, write_challenge: ChallengeWriter
) -> tuple[Command, ...]:
    """The expansion's commands, reading a class challenge's values with Runebound's own options."""

    def fight(state: Rb2State, v: Mapping[str, Any]) -> FightClassChallenge:
        decks = _decks(state)
        if not decks.challenges:
            raise CommandError(Message("no class challenge waits for the active hero"))
        first = decks.challenges[0]
        printed = decks.seats[first.owner].card(first.name)
        colour = printed.colour if printed is not None and printed.colour else "green"
        # A class challenge is never kept, Margath or a rune; it may have a before-combat ability.
        flags = {"keep": False, "rune": False, "margath": False, "before": bool(v.get("before"))}
        return FightClassChallenge(read_challenge(state, {**v, **flags, "name": first.name, "colour": colour}))

    def unfight(act: FightClassChallenge) -> dict[str, Any]:
        return {
            k: value
            for k, value in write_challenge(act.card).items()
            if k not in ("name", "colour", "keep", "rune", "margath")
        }

    return (
        Command(
            "hand",
            (PLAYER, Repeat(Name("cards", '"CARD"', "a card drawn at setup"), 1)),
            lambda s, v: StartingHand(v["player"], tuple(v["cards"])),
            N_("the six class cards a player drew at setup, named from their hand (until then the app's deal stands "
               "in for them); once a card has left that hand, or after a reshuffle, later draws are named with 'refill'"),
            formats=(StartingHand,),
            listed=_in_play,
            unbuild=lambda a: {"player": a.player, "cards": a.cards},
        ),
        Command(
            "play-card",
            (PLAYER, CARD),
            lambda s, v: PlayClassCard(v["player"], v["card"], bool(v["self"]), bool(v["clash"])),
            N_("play a class card on the active hero ('self': a hostile card on one's own hero, where it allows; "
               "'clash': its text contradicts a card played earlier, and this later card wins)"),
            flags=(SELF, CLASH),
            formats=(PlayClassCard,),
            listed=_in_play,
            unbuild=lambda a: {"player": a.player, "card": a.card, "self": a.on_self, "clash": a.clash},
        ),
        Command(
            "pass",
            (PLAYER,),
            lambda s, v: PassWindow(v["player"]),
            N_("done playing class cards in this window"),
            formats=(PassWindow,),
            listed=_in_play,
            unbuild=lambda a: {"player": a.player},
        ),
        Command(
            "triggers",
            (),
            lambda s, v: TriggerRound(),
            N_("several players want to play cards with their own trigger at once: they go in turn "
            "from the active player's left, the active player last ('pass' when done)"),
            formats=(TriggerRound,),
            listed=_in_play,
            unbuild=lambda a: {},
        ),
        Command(
            "class-challenge",
            (),
            fight,
            N_("take on the class challenge played on the hero, with its printed "
            "values (mind:N body:N spirit:N damage:R/M/G life:N)"),
            options=card_options,
            flags=(BEFORE,),
            formats=(FightClassChallenge,),
            listed=_in_play,
            unbuild=unfight,
        ),
        Command(
            "threat",
            (PLAYER, Word("how", ("gain", "discard")), Int("amount", 1, 10, "N")),
            lambda s, v: ThreatByText(v["player"], v["amount"], v["how"] == "discard"),
            N_("a card says gain threat (pool to hero card) or discard threat (hero card to pool)"),
            formats=(ThreatByText,),
            listed=_in_play,
            unbuild=lambda a: {"player": a.player, "how": "discard" if a.discard else "gain", "amount": a.amount},
        ),
        Command(
            "talent",
            (PLAYER, CARD),
            lambda s, v: BuyTalent(v["player"], v["card"], v["counter"] or ""),
            N_("buy a talent with experience points (or counter:BONUS to hand in an experience counter)"),
            options=(Option("counter", Word("counter", tuple(COUNTER_BONUS), placeholder="BONUS")),),
            formats=(BuyTalent,),
            listed=_in_play,
            unbuild=lambda a: {"player": a.player, "card": a.talent, "counter": a.counter or None},
        ),
        Command(
            "refill",
            (PLAYER, Repeat(Name("drawn", '"CARD"', "a card drawn"), 0)),
            lambda s, v: RefillHand(v["player"], tuple(v["drawn"]), v["discard"] or ""),
            N_('at the end of the experience step, draw back up to six class cards, naming each card drawn '
               '(refill PLAYER "CARD" "CARD"; with six or more in hand, refill PLAYER alone draws none); '
               'discard:"CARD" first if you played none this turn'),
            options=(Option("discard", Name("discard", '"CARD"', "the card discarded")),),
            formats=(RefillHand,),
            listed=_in_play,
            unbuild=lambda a: {"player": a.player, "drawn": a.drawn, "discard": a.discard or None},
        ),
        Command(
            "reshuffle",
            (PLAYER,),
            lambda s, v: Reshuffle(v["player"]),
            N_("skip your next turn to shuffle your discard pile into a new class deck"),
            formats=(Reshuffle,),
            listed=_in_play,
            unbuild=lambda a: {"player": a.player},
        ),
    )


#: The expansion's commands, as Runebound's grammar adds them.
COMMANDS = class_deck_commands(CARD_OPTIONS, READ_CHALLENGE, WRITE_CHALLENGE)
