"""Setup with class decks: each player's deck shuffled, talents aside, six cards drawn, ten threat, gold or a talent."""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from rules_engine.values import replace
from rules_engine.referee import Referee
from rules_engine.plurals import count as count_of
from rules_engine.requirements import Requirement
from rules_engine.runebound2.class_decks.actions import StartingHand, TakeClassDeck
from rules_engine.runebound2.class_decks.cards import card_named
from rules_engine.runebound2.class_decks.deck_building import HAND_SIZE, deck_problems
from rules_engine.runebound2.class_decks.deck_state import ClassDecks, Seat
from rules_engine.runebound2.class_decks.refusals import seat_of
from rules_engine.runebound2.class_decks.threat import ThreatPool
from rules_engine.game import SetupError
from rules_engine.runebound2.state import Rb2State
from rules_engine.serialization import DecodeError, from_jsonable
from rules_engine.messages import OR, Listed, Message
from rules_engine.runebound2.names import printed_name

#: The gold a player gives up to start with a level-1 talent.
STARTING_GOLD = 3


def take_deck(state: Rb2State, decks: ClassDecks, act: TakeClassDeck, ref: Referee) -> tuple[Rb2State, ClassDecks, str]:
    """A player takes their class deck: validated, six cards drawn, ten threat in the pool, gold or a talent."""
    seat = ref.present(seat_of(state, act.player), "runebound2.class-decks.companion.players", Message('no player is called {player!r}', player=act.player))
    ref.require(
        not decks.seats[seat].ready,
        "runebound2.class-decks.setup",
        Message('{player} already took a class deck', player=act.player),
        hard=True,
    )
    ref.require(
        state.turn_number == 1 and state.active == 0 and not state.turn.movement,
        "runebound2.class-decks.setup",
        Message('class decks are taken at setup, before the first move'),
        hard=True,
    )
    for rule_id, message in deck_problems(act.cards, act.talents, act.origin):
        ref.require(False, rule_id, Message("{player}'s deck: {message}", player=act.player, message=message), hard=True)
    ref.require(bool(act.cards), "runebound2.class-decks.setup", Message("{player}'s class deck is empty", player=act.player), hard=True)
    wanted = min(HAND_SIZE, len(act.cards))
    ref.require(
        len(act.hand) == wanted,
        "runebound2.class-decks.setup",
        Message('the starting hand is {wanted} cards, not {count}', wanted=wanted, count=len(act.hand)),
        hard=True,
    )
    names = Counter(h.casefold() for h in act.hand)
    ref.require(
        all(card_named(act.cards, h) is not None for h in act.hand) and max(names.values(), default=1) == 1,
        "runebound2.class-decks.setup",
        Message("the starting hand is six different cards of the player's own class deck"),
        hard=True,
    )
    ref.cite("runebound2.class-decks.setup", "runebound2.class-decks.threat.tokens")
    party = state.players[seat]
    talent = ""
    if act.talent:
        chosen = ref.present(
            card_named(act.talents, act.talent),
            "runebound2.class-decks.setup.talent",
            Message("{talent!r} is not among {player}'s talents", talent=act.talent, player=act.player),
        )
        ref.require(
            chosen.level == 1,
            "runebound2.class-decks.setup.talent",
            Message('only a level-1 talent may replace the starting gold; {chosen} is level {level}', chosen=printed_name(chosen.name), level=chosen.level),
        )
        ref.require(
            party.gold >= STARTING_GOLD,
            "runebound2.class-decks.setup.talent",
            Message('{player} holds {gold} gold, not the {STARTING_GOLD} a talent replaces', player=act.player, gold=party.gold, STARTING_GOLD=STARTING_GOLD),
        )
        ref.cite("runebound2.class-decks.setup.talent")
        talent = chosen.name
        state = state.with_player(seat, replace(party, gold=party.gold - min(STARTING_GOLD, party.gold)))
    # Each name of the hand was required (hard) above to name a card of the deck.
    hand = tuple(ref.present(card_named(act.cards, h), "runebound2.class-decks.setup",
                             Message("the starting hand is six different cards of the player's own class deck")).name
                 for h in act.hand)
    deck = tuple(c.name for c in act.cards if c.name not in hand)
    decks = decks.with_seat(
        seat,
        Seat(
            cards=act.cards, talents=act.talents, deck=deck, hand=hand, talent=talent, threat=ThreatPool(), ready=True
        ),
    )
    start = Message('starts with {talent} instead of {STARTING_GOLD} gold', talent=printed_name(talent), STARTING_GOLD=STARTING_GOLD) if talent else Message('keeps the starting gold')
    return state, decks, f"{act.player} takes a class deck of {len(act.cards)} cards, draws {len(hand)}, {start}"


def starting_hand_refusals(state: Rb2State, decks: ClassDecks, act: StartingHand) -> Iterator[Requirement]:
    """Why these cannot be the six the player drew at setup: while no card has left the hand, any six different
    cards of the player's own class deck can be («Przygotowanie do gry», 3)."""
    seat = seat_of(state, act.player)
    if seat is None:
        yield Requirement.unmet("runebound2.class-decks.companion.players",
                                Message('no player is called {player!r}', player=act.player), True)
        return
    mine = decks.seats[seat]
    if mine.shuffled_again:
        yield Requirement.unmet(
            "runebound2.class-decks.setup",
            Message("{player} shuffled the discard pile into a new class deck: that is a new deck, not a new hand. The "
                    "starting hand is drawn once, at setup; cards drawn from the new deck are named with 'refill'",
                    player=act.player), True)
        return
    if not mine.hand_from_setup:
        yield Requirement.unmet(
            "runebound2.class-decks.companion.hand",
            Message("a card has left {player}'s hand since setup: the starting hand can no longer be named; cards "
                    "drawn later are named with 'refill'", player=act.player), True)
        return
    wanted = min(HAND_SIZE, len(mine.cards))
    names = Counter(h.casefold() for h in act.cards)
    if len(act.cards) != wanted:
        yield Requirement.unmet(
            "runebound2.class-decks.setup",
            Message('the starting hand is {wanted} cards, not {count}', wanted=wanted, count=len(act.cards)), True)
    twice = next((h for h in act.cards if names[h.casefold()] > 1), None)
    if twice is not None:
        yield Requirement.unmet(
            "runebound2.class-decks.setup",
            Message("{card} is named twice: the starting hand is six different cards", card=twice), True)
    for name in act.cards:
        if mine.card(name) is None:
            yield Requirement.unmet("runebound2.class-decks.setup", not_in_deck(state, decks, seat, name), True)
            return


def not_in_deck(state: Rb2State, decks: ClassDecks, seat: int, name: str) -> Message:
    """Why a name is not a card of this seat's class deck, naming it: the player whose deck holds it, else the nearest
    names of the player's own cards (as a mistyped name usually is one of them)."""
    player = state.players[seat].player
    owner = next((other for other, theirs in enumerate(decks.seats) if other != seat and theirs.card(name) is not None),
                 None)
    if owner is not None:
        return Message("{card} is a card of {owner}'s class deck, not {player}'s: the starting hand is drawn from the "
                       "player's own deck", card=printed_name(name), owner=state.players[owner].player, player=player)
    own = {card.name.casefold(): card.name for card in decks.seats[seat].cards}
    near = [own[found] for found in difflib.get_close_matches(name.casefold(), list(own), n=3, cutoff=0.6)]
    if near:
        return Message("{player}'s class deck has no card {card}; did you mean {names}?", player=player, card=f'"{name}"',
                       names=Listed(OR, tuple(f'"{n}"' for n in near)))
    return Message("{player}'s class deck has no card {card}: the starting hand is six cards of the player's own deck",
                   player=player, card=f'"{name}"')


def starting_hand(state: Rb2State, decks: ClassDecks, act: StartingHand, ref: Referee) -> tuple[ClassDecks, str]:
    """The player's hand becomes the six the table names; every other class card of theirs is in the deck."""
    ref.enforce(starting_hand_refusals(state, decks, act))
    seat = ref.present(seat_of(state, act.player), "runebound2.class-decks.companion.players",
                       Message('no player is called {player!r}', player=act.player))
    mine = decks.seats[seat]
    ref.cite("runebound2.class-decks.setup")
    hand = tuple(ref.present(mine.card(h), "runebound2.class-decks.setup",
                             Message("the starting hand is six different cards of the player's own class deck")).name
                 for h in act.cards)
    deck = tuple(c.name for c in mine.cards if c.name not in hand)
    decks = decks.with_seat(seat, replace(mine, hand=hand, deck=deck))
    return decks, Message('{player} holds the {cards} drawn at setup', player=act.player,
                          cards=count_of(len(hand), 'card', 'cards'))


#: Where a session's setup may carry each player's class deck, already drawn (see `decks_in_setup`).
CATALOGUE_KEY = "class_decks"


def decks_in_setup(catalogue: Mapping[str, Any]) -> tuple[TakeClassDeck, ...]:
    """The class decks a setup's catalogue copy carries: each a `TakeClassDeck` in its JSON form.

    The app shuffles and draws at setup (the engine never does) and copies the result into the
    session's setup, so the game starts with the decks taken and replays without them being typed.
    """
    entries = catalogue.get(CATALOGUE_KEY) or ()
    if not isinstance(entries, (list, tuple)):
        raise SetupError(f"{CATALOGUE_KEY} lists one class deck per player")
    try:
        return tuple(from_jsonable(TakeClassDeck, entry, f"{CATALOGUE_KEY}[{i}]") for i, entry in enumerate(entries))
    except DecodeError as error:
        raise SetupError(f"a class deck in the setup is malformed: {error}") from None
