"""Which Dungeoneer cards an applied move took from the words the table typed after `as`, as catalogue entries.

Every Dungeoneer action that carries typed `values` is read here (rules_engine/dungeoneer/actions.py): a tunnel or
room placed (`PlaceTunnel`, `PlaceLocation`), a monster the dungeon lord plays (`PlayMonsters`), a boon or treasure
played (`PlayGlory`), a bane or encounter played (`PlayPeril`), and alone a peril or glory card drawn (`DrawPeril`,
`DrawGlory`). The card is the one the session holds after the move, as the engine read it; a card of the session's
catalogue, whose values win over the typed ones, is none of them. `cards_db.typed_entries` asks this module for a
Dungeoneer move (registered by `cards_db.dungeoneer`).
"""

from __future__ import annotations

from functools import partial

from cards_db.dungeoneer_typed_entries import card_entry, location_entry, monster_entry, same_card, same_location, same_monster
from cards_db.typed_entries import TypedCard
from rules_engine.actions import Action
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.adventure_cards import AdventureCard
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.typed_cards import TypedValuesError, catalogue_id, parse_values, typed_id
from rules_engine.dungeoneer.typed_locations import known_location

GAME = "dungeoneer"
#: The actions that name one card, typed with its values the first time.
_ONE_CARD = (A.DrawPeril, A.DrawGlory, A.PlayGlory, A.PlayPeril)


def kept_card(card: MonsterCard | AdventureCard) -> TypedCard:
    """A monster or adventure card of the session as the catalogue entry it becomes."""
    if isinstance(card, MonsterCard):
        return TypedCard(GAME, "monster", monster_entry(card), partial(same_monster, card))
    return TypedCard(GAME, "card", card_entry(card), partial(same_card, card))


def _session_card(state: DgState, card_id: str) -> MonsterCard | AdventureCard:
    typed: tuple[MonsterCard | AdventureCard, ...] = (*state.typed_monsters, *state.typed_cards)
    return next(card for card in typed if card.id == card_id)


def _typed_monsters(action: A.PlayMonsters, state: DgState) -> tuple[TypedCard, ...]:
    """The monster the dungeon lord played with values: among those named that the catalogue lacks, the one the
    session holds as those values read (one typed earlier and only named now is not this move's)."""
    kept = []
    for name, _form in action.monsters:
        card_id = None if catalogue_id(state, name) is not None else typed_id(state, name)
        if card_id is None:
            continue
        card = _session_card(state, card_id)
        try:
            typed_now = parse_values(card.id, card.name, action.values) == card
        except TypedValuesError:
            typed_now = False
        if typed_now:
            kept.append(kept_card(card))
    return tuple(kept)


def typed_cards(action: Action, state: object) -> tuple[TypedCard, ...]:
    """The cards `action` took from values the table typed (`state`: the session after it)."""
    if not getattr(action, "values", ()):
        return ()
    assert isinstance(state, DgState)
    if isinstance(action, (A.PlaceLocation, A.PlaceTunnel)):
        location = known_location(state, action.card)
        if location is None:
            return ()
        card = state.card(location)
        return (TypedCard(GAME, "location", location_entry(card), partial(same_location, card),
                          laid_by_name=True),)
    if isinstance(action, A.PlayMonsters):
        return _typed_monsters(action, state)
    if isinstance(action, _ONE_CARD) and catalogue_id(state, action.card) is None:
        card_id = typed_id(state, action.card)
        return () if card_id is None else (kept_card(_session_card(state, card_id)),)
    return ()
