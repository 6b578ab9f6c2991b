"""What a Runebound 2e move typed from the table's own box, as the catalogue entries it completes.

The book prints few of the heroes' numbers, so the catalogue ships the heroes with the rest unknown (null), and the
table types them from the hero card at its first turn (`hero PLAYER life:N …`, `SetHeroValues`). The table's terrain
dice are printed only as pictures, so it describes them once (`terrain-die …`, `DescribeTerrainDie`). Both are kept in
the table's catalogue once typed (`companion.services.typed_catalogue`), so that the next game starts with them: the
hero's entry with the typed numbers filled in (a number the catalogue guessed, marked unconfirmed, is the card's once
typed), and the table's one terrain die with the faces described. Registered by `cards_db.runebound2`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from cards_db.terrain_die_typed import terrain_die_card
from cards_db.typed_entries import TypedCard
from rules_engine.actions import Action
from rules_engine.messages import Joined, Message, N_
from rules_engine.runebound2.names import printed_name
from rules_engine.runebound2.actions import DescribeTerrainDie, SetHeroValues
from rules_engine.runebound2.catalogue_gaps import typed_seat
from rules_engine.runebound2.state import Rb2State

GAME = "runebound2"
def _same_hero(typed: Mapping[str, int], held: Mapping[str, Any]) -> bool:
    """The catalogue's hero already holds every typed number, none of them a guess."""
    unconfirmed = set(held.get("unconfirmed") or ())
    return all(held.get(name) == value and name not in unconfirmed for name, value in typed.items())


def _filled_hero(typed: Mapping[str, int], held: Mapping[str, Any]) -> dict[str, Any] | None:
    """The catalogue's hero with the typed numbers in it; None when one of them differs from a number it holds as
    checked against the card (a guess, marked unconfirmed, gives way to the card)."""
    unconfirmed = set(held.get("unconfirmed") or ())
    if any(held.get(name) is not None and held.get(name) != value and name not in unconfirmed
           for name, value in typed.items()):
        return None
    return {**held, **typed, "unconfirmed": [name for name in held.get("unconfirmed") or () if name not in typed],
            "source": typed_source(typed, held.get("source"))}


def typed_source(typed: Mapping[str, int], before: object) -> Message:
    """The entry's note once the table typed numbers from its hero card: which, then what the note said before (a
    shipped hero's "the rulebook gives no values" is no longer the whole story). Said in the table's language when
    saved (`companion.services.typed_catalogue`)."""
    fields = Joined(", ", tuple(Message(name) for name in typed))
    if not isinstance(before, str) or not before.strip():
        return Message("{fields} typed in play from the table's own hero card.", fields=fields)
    return Message("{fields} typed in play from the table's own hero card. Before that: {before}", fields=fields,
                   before=before.strip())


def _hero(action: SetHeroValues, state: Rb2State) -> tuple[TypedCard, ...]:
    seat = typed_seat(state, action.player)
    if seat is None:
        return ()
    party = state.players[seat]
    typed = dict(action.values)
    return (TypedCard(GAME, "hero", {"id": party.hero_id, "name": party.hero.name, **typed},
                      partial(_same_hero, typed), fill=partial(_filled_hero, typed),
                      saved=N_("{name}'s numbers are saved in your catalogue: a later game starts with them."),
                      shown=printed_name(party.hero.name)),)


def typed_cards(action: Action, state: object) -> tuple[TypedCard, ...]:
    """What `action` typed from the table's box (`state`: the session after it)."""
    assert isinstance(state, Rb2State)
    if isinstance(action, SetHeroValues):
        return _hero(action, state)
    if isinstance(action, DescribeTerrainDie) and state.terrain_faces:
        return (terrain_die_card(GAME, state.terrain_faces),)
    return ()
