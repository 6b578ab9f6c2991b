"""The turn's last phase: discard one card, then draw the hand back up to five.

A player holding cards discards one: from the hand, a treasure from the inventory, or a monster
from the lair; never a boon. With an empty hand nothing is discarded. The optional-discard
variant makes the discard a choice, still never more than one. The hand (a count: the cards are
the table's, hidden) is drawn back up to five as the turn ends (turn.py). Alone, nothing is
discarded: a glory card is drawn instead (solo.py).
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import EndDiscard
from rules_engine.dungeoneer.adventure_cards import Kind
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.resolution_order import Step, in_order_requirement
from rules_engine.dungeoneer.state import DgState
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.values import replace
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import named, term

DISCARD_RULE = "dungeoneer.turn.discard-draw"
OPTIONAL_RULE = "dungeoneer.variant.optional-discard"
HAND_SIZE = 5


def discard_owed(state: DgState) -> bool:
    """True while the active player still owes the end-of-turn discard."""
    return (state.phase is Phase.DISCARD_DRAW and state.solo is None and not state.discarded
            and state.hero.hand > 0 and not state.options.optional_discard)


def end_discard_requirements(state: DgState, card: str) -> Iterator[Requirement]:
    """What discarding this card (or "hand") at the end of the turn requires, in the order `end_discard` enforces
    it: a game with teammates, the discard and draw phase with no battle, no discard made yet, a card in hand;
    then the card itself: the hand, a lair monster, or a treasure of the inventory."""
    if state.solo is not None:
        yield Requirement.unmet("dungeoneer.solo.glory-draws", Message('alone, nothing is discarded at the end of a turn'))
    if not (state.phase is Phase.DISCARD_DRAW and state.battle is None):
        yield Requirement.unmet(DISCARD_RULE,
                                Message('the discard is made in the discard and draw phase'))
    if state.discarded:
        yield Requirement.unmet(OPTIONAL_RULE if state.options.optional_discard else DISCARD_RULE,
                                Message('one card is discarded at the end of a turn, never more'))
    yield in_order_requirement(state, Step.PASSING)  # the turn's end: a new shared quest named first
    hero = state.hero
    if hero.hand <= 0:
        yield Requirement.unmet(DISCARD_RULE, Message('with no card in hand nothing need be discarded'))
    if card == "hand" or card in hero.lair:
        return
    if card not in hero.inventory:
        yield Requirement.unmet(DISCARD_RULE, Message('{card!r} is neither in the hand, the inventory nor the lair', card=card),
                                hard=True)
        return
    adventure = state.adventure(card)
    if adventure.kind is not Kind.TREASURE:
        yield Requirement.unmet(DISCARD_RULE,
                                Message('{card} is a {kind}: the discard takes a card from the hand, a treasure or a lair monster, never a boon',
                                        card=named(adventure.name), kind=term(adventure.kind)))


def end_discard(state: DgState, action: EndDiscard, ref: Referee) -> tuple[DgState, str]:
    """One card discarded: from the hand, a treasure from the inventory, or a monster from the lair."""
    ref.enforce(end_discard_requirements(state, action.card))
    if state.options.optional_discard:
        ref.cite(OPTIONAL_RULE)
    ref.cite(DISCARD_RULE)
    hero = state.hero
    if action.card == "hand":
        hero = replace(hero, hand=hero.hand - 1)
        said = Message('a card from the hand')
    elif action.card in hero.lair:
        lair = list(hero.lair)
        lair.remove(action.card)
        hero = replace(hero, lair=tuple(lair))
        said = Message('{card} from the lair', card=named(state.card_name(action.card)))
    else:
        card = state.adventure(action.card)
        inventory = list(hero.inventory)
        inventory.remove(card.id)
        hero = replace(hero, inventory=tuple(inventory))
        said = Message('{card} from the inventory', card=named(card.name))
    return replace(state.with_hero(state.active, hero), discarded=True), Message('{hero} discards {said}',
                                                                                 hero=hero.player, said=said)
