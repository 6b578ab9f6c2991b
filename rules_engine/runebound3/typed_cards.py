"""Values the table typed for a card the catalogue lacks, remembered for the rest of the session.

The table is asked once: an item typed with `as TYPE COST TOKEN...` or an enemy typed with
`health N` is kept in the state (`typed_items`, `typed_enemies`), so a later card of the same name
named without values is read from there. Kept in the state, replay and undo stay exact. A card the
session's catalogue holds is never remembered (the catalogue already answers for it).
"""

from __future__ import annotations

from rules_engine.chance import DrawnCard
from rules_engine.runebound3.catalogue_cards import find
from rules_engine.runebound3.enemies import EnemyCard
from rules_engine.runebound3.state import Item, R3State
from rules_engine.values import replace


def known_items(state: R3State) -> tuple[Item, ...]:
    """Items a name without values is looked up in: the session's catalogue, then the typed ones."""
    return state.item_deck + state.typed_items


def known_enemies(state: R3State) -> tuple[EnemyCard, ...]:
    """Enemies a name without health is looked up in: the session's catalogue, then the typed ones."""
    return state.enemies + state.typed_enemies


def remember_item(state: R3State, card: DrawnCard, item: Item) -> R3State:
    """The state remembering an item whose values the table typed (the last typing of a name wins)."""
    if not card.data or find(state.item_deck, item.name) is not None:
        return state
    kept = tuple(i for i in state.typed_items if i.name.casefold() != item.name.casefold())
    return replace(state, typed_items=(*kept, item))


def remember_enemy(state: R3State, card: DrawnCard, enemy: EnemyCard | None) -> R3State:
    """The state remembering an enemy whose health the table typed (the last typing of a name wins)."""
    if enemy is None or "health" not in card.data or find(state.enemies, enemy.name) is not None:
        return state
    kept = tuple(e for e in state.typed_enemies if e.name.casefold() != enemy.name.casefold())
    return replace(state, typed_enemies=(*kept, enemy))
