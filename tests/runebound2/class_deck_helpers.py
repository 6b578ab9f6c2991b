"""Test helpers for the Class Decks expansion: test cards (invented, never shipped), decks, a game with decks taken."""

from __future__ import annotations

from dataclasses import replace

from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound2.class_decks.actions import TakeClassDeck
from rules_engine.runebound2.class_decks.cards import ClassCard, Kind, Proficiency, Timing
from rules_engine.runebound2.class_decks.deck_state import ClassDecks
from rules_engine.runebound2.class_decks.expansion import decks_of
from rules_engine.runebound2.state import Rb2State
from cards_db.runebound2_class_decks import as_class_card, shipped_class_cards
from tests.runebound2.helpers import GAME, HEROES, NAMES

#: The book's own cards (those whose side and cost it states), by name, in the test deck (their deck is unknown).
BOOK = {e["name"]: replace(as_class_card(e), deck="test") for e in shipped_class_cards().values()
        if e["kind"] == "talent" or (e["hostile"] is not None and e["cost"] is not None)}


def card(name: str, kind: Kind = Kind.FEAT, *, hostile: bool = False, cost: int = 1,
         timing: Timing = Timing.TRIGGER, deck: str = "test", **more: object) -> ClassCard:
    """An invented test card (the defaults: a friendly feat of cost 1 with its own trigger)."""
    return ClassCard(name=name, deck=deck, kind=kind, hostile=hostile, cost=cost, timing=timing, **more)


def talent(name: str, level: int, gives: tuple[Proficiency, ...] = (), requires: tuple[Proficiency, ...] = ()) -> ClassCard:
    """An invented test talent."""
    return ClassCard(name=name, deck="test", kind=Kind.TALENT, level=level, gives=gives, requires=requires)


TALENTS = (
    talent("Keen Eye", 1, (Proficiency.COMBAT, Proficiency.SURVIVAL)),
    talent("Quiet Step", 1, (Proficiency.SUBTERFUGE,)),
    talent("Trailblazer", 2, (Proficiency.SURVIVAL, Proficiency.SORCERY), (Proficiency.SURVIVAL,)),
    talent("Spellblade", 2, (Proficiency.SORCERY,), (Proficiency.SORCERY,)),
    talent("Warlord", 3, (Proficiency.COMBAT,), (Proficiency.SURVIVAL,)),
)


def filler(owner: str, count: int) -> tuple[ClassCard, ...]:
    """Plain test cards to make up a deck: friendly trigger feats of cost 1."""
    return tuple(card(f"{owner} card {i}") for i in range(1, count + 1))


def deck_of(owner: str, special: tuple[ClassCard, ...], size: int = 14) -> tuple[ClassCard, ...]:
    """The special cards first, then filler up to `size`."""
    return special + filler(owner, max(0, size - len(special)))


def take(state: Rb2State, player: str, cards: tuple[ClassCard, ...], hand: tuple[str, ...] = (),
         talent_name: str = "", talents: tuple[ClassCard, ...] = TALENTS) -> Rb2State:
    """The player takes their deck: `hand` first, then the deck's first cards up to six."""
    names = list(hand) + [c.name for c in cards if c.name not in hand]
    return GAME.apply(state, TakeClassDeck(player, cards, talents, tuple(names[:6]), talent_name)).state


def setup(players: int = 2, names: tuple[str, ...] = NAMES) -> GameSetup:
    """A Runebound setup with the Class Decks expansion."""
    ids = list(HEROES)[:players]
    return GameSetup(tuple(PlayerSetup(names[i], ids[i]) for i in range(players)),
                     {"expansion-class-decks": True}, {"heroes": HEROES})


def class_game(players: int = 2, hands: dict[str, tuple[ClassCard, ...]] | None = None,
               names: tuple[str, ...] = NAMES) -> Rb2State:
    """A game whose players took decks: each holds its `hands` cards (and filler) in a six-card hand."""
    hands = hands or {}
    state = GAME.new_game(setup(players, names))
    for name in names[:players]:
        special = hands.get(name, ())
        state = take(state, name, deck_of(name, special), tuple(c.name for c in special))
    return state


def decks(state: Rb2State) -> ClassDecks:
    """The Class Decks slice."""
    return decks_of(state)


def threat(state: Rb2State, seat: int) -> tuple[int, int]:
    """(on the hero card, in the pool) for a seat."""
    pool = decks_of(state).seats[seat].threat
    return pool.on_card, pool.pool
