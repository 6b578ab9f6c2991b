"""Choices for cards the catalogue lacks, named and typed with their values as they are played (typed_cards.py).

The table's own cards can carry any name and any values the card's words parse to, so these choices admit
any name with values typed after it; the game's `check` still rules on each. A walk through the choices types
a cheap card of each kind (a free instant boon, a free instant bane, a one-peril monster), the kind of card
a player could draw from a deck the app has never seen; a glory or peril card is offered when that walk's
card meets the requirements of playing it (inventory.py), the same values `resolve` enforces. The walk's glory
and peril cards cost nothing: a card that costs more asks more of the payer, so whenever any typed card may be
played the walk's may (a bane for one peril hid the typed encounter for none that a hero with no peril may take).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from rules_engine.decisions import Choice, OneOf, Where
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.adventure_cards import AdventureCard
from rules_engine.dungeoneer.inventory import glory_play_requirements, peril_play_requirements, timing_allows
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.battles import attack_set_requirements, play_monsters_requirements
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.typed_cards import (
    HAND_KINDS, catalogue_id, parse_hand_values, parse_values, remember, typed_id,
)
from rules_engine.requirements import all_met
from rules_engine.dungeoneer.stats import Stat
from rules_engine.messages import Message

#: The cards a walk types: a name the catalogue lacks, with values a card of that kind could print.
WALK_BOON = ("Typed boon", ("boon", "0", "instant"))
WALK_BANE = ("Typed bane", ("bane", "0", "instant"))
WALK_MONSTER = ("Typed monster", ("monster", "1", "health", "1", "melee", "1", "magic", "1", "speed", "1"))


def _typed_name(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _typed_values(value: Any) -> bool:
    return isinstance(value, tuple) and bool(value) and all(isinstance(word, str) for word in value)


def _named(name: str) -> Where:
    return Where(_typed_name, lambda rng: name, Message("the card's name"))


def _values(values: tuple[str, ...]) -> Where:
    return Where(_typed_values, lambda rng: values, Message("the card's values, after 'as'"))


def _x(most: int) -> Where:
    """An amount for a card costing X, up to what the payer holds; a walk's typed cards have a fixed cost."""
    return Where(lambda value: isinstance(value, int) and 0 <= value <= most, lambda rng: 0,
                 Message('X, for a card costing X'))


def _monsters_named(value: Any) -> bool:
    """Monsters and their forms, one of them (or more) typed: (name, form) pairs with distinct names."""
    if not isinstance(value, tuple) or not value:
        return False
    pairs = [pair for pair in value if isinstance(pair, tuple) and len(pair) == 2
             and _typed_name(pair[0]) and isinstance(pair[1], Stat)]
    return len(pairs) == len(value) and len({name.lower() for name, _ in pairs}) == len(pairs)


def walk_card(state: DgState, typed: tuple[str, tuple[str, ...]]) -> tuple[DgState, AdventureCard]:
    """The card a walk's typing stands for, and the state remembering it: the catalogue's card of that name wins,
    else the typed words read as `take_typed` reads them (under the id an earlier typing gave)."""
    name, values = typed
    known = catalogue_id(state, name)
    if known is not None:
        return state, state.adventure(known)
    card = _parsed_walk_card(typed_id(state, name) or name, name, values)
    return remember(state, card), card


@lru_cache(maxsize=16)
def _parsed_walk_card(card_id: str, name: str, values: tuple[str, ...]) -> AdventureCard:
    """The walk's typed words read as a hand card (the same words give the same immutable card: read once)."""
    card = parse_hand_values(card_id, name, values, HAND_KINDS)
    assert isinstance(card, AdventureCard)
    return card


def walk_monster(state: DgState) -> tuple[DgState, MonsterCard]:
    """The monster a walk's typing stands for, and the state remembering it, as `take_typed_monster` reads it: a
    card the session already knows by that name wins, else the typed words."""
    name, values = WALK_MONSTER
    known = catalogue_id(state, name) or typed_id(state, name)
    if known is not None:
        return state, state.monster(known)
    card = parse_values(name, name, values)
    assert isinstance(card, MonsterCard)
    return remember(state, card), card


def typed_hand_choices(state: DgState) -> Iterator[Choice]:
    """A typed glory card onto one's own hero, a typed bane or encounter on another, each offered when the walk's
    typed card meets the requirements of playing it."""
    boon_state, boon = walk_card(state, WALK_BOON)
    bane_state, bane = walk_card(state, WALK_BANE)
    for seat, hero in enumerate(state.heroes):
        if hero.defeated:
            continue
        if timing_allows(state, boon, seat) and all_met(glory_play_requirements(boon_state, seat, boon, boon.cost or 0)):
            yield Choice.of(A.PlayGlory, Message('{hero} plays a card the catalogue lacks, typed with its values',
                                                 hero=hero.player), actor=seat, seat=seat, card=_named(WALK_BOON[0]),
                            x=_x(hero.glory), values=_values(WALK_BOON[1]))
        for target, other in enumerate(state.heroes):
            if target == seat or other.defeated or not timing_allows(state, bane, seat) or not all_met(
                    peril_play_requirements(bane_state, seat, target, bane, bane.cost or 0)):
                continue
            yield Choice.of(A.PlayPeril, Message('{hero} plays a card the catalogue lacks on {other}, typed with its values',
                                                 hero=hero.player, other=other.player), actor=seat,
                            seat=seat, card=_named(WALK_BANE[0]), target=OneOf((target, None)), payer=target,
                            x=_x(other.peril), values=_values(WALK_BANE[1]))


def typed_monster_choices(state: DgState) -> Iterator[Choice]:
    """Monsters played against one hero, one of them typed (the dungeon lord's hand holds any card), offered when
    the requirements of playing the walk's typed monster against that hero hold (battles.py, what `play_monsters`
    enforces), in the forms they admit."""
    typed_state, monster = walk_monster(state)
    for target, other in enumerate(state.heroes):
        if not all_met(play_monsters_requirements(state, target)):
            continue
        forms = tuple(form for form in monster.attack_forms()
                      if all_met(attack_set_requirements(typed_state, target, ((monster.id, form),))))
        if not forms:
            continue
        yield Choice.of(A.PlayMonsters, Message('Monsters against {target}, one typed with its values',
                                                target=other.player), actor=state.active, target=target,
                        monsters=Where(_monsters_named,
                                       lambda rng, f=forms: ((WALK_MONSTER[0], f[rng.randrange(len(f))]),),  # type: ignore[misc]  # mypy cannot type a lambda that binds by default argument
                                       Message('monsters and their forms')),
                        values=_values(WALK_MONSTER[1]))
