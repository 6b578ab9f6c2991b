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

from cards_db.typed_entries import TypedCard
from rules_engine.actions import Action
from rules_engine.messages import N_, Message
from rules_engine.runebound2.names import printed_name
from rules_engine.runebound2.actions import DescribeTerrainDie, SetHeroValues
from rules_engine.runebound2.state import Rb2State

GAME = "runebound2"
#: The id and name of the terrain die a table describes in play (the catalogue form's example names it so too).
TABLE_DIE_ID = "table-terrain-dice"
TABLE_DIE_NAME = "Our terrain dice"


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
    return {**held, **typed, "unconfirmed": [name for name in held.get("unconfirmed") or () if name not in typed]}


def _hero(action: SetHeroValues, state: Rb2State) -> tuple[TypedCard, ...]:
    key = action.player.strip().casefold()
    party = next((p for p in state.players if key in (p.player.casefold(), p.hero.name.casefold())), None)
    if party is None:
        return ()
    typed = dict(action.values)
    return (TypedCard(GAME, "hero", {"id": party.hero_id, "name": party.hero.name, **typed},
                      partial(_same_hero, typed), fill=partial(_filled_hero, typed),
                      saved=N_("{name}'s numbers are saved in your catalogue: a later game starts with them."),
                      shown=printed_name(party.hero.name)),)


def _faces(faces: Any) -> list[list[str]]:
    return [[str(symbol) for symbol in face] for face in faces]


def terrain_die_card(game: str, faces: tuple[tuple[str, ...], ...]) -> TypedCard:
    """The table's terrain die described in play, as the one terrain die its catalogue keeps (either edition)."""
    described = _faces(faces)
    return TypedCard(game, "terrain-dice", {"id": TABLE_DIE_ID, "name": TABLE_DIE_NAME, "faces": described},
                     lambda held: _faces(held.get("faces") or ()) == described,
                     fill=lambda held: {**held, "faces": described}, single=True,
                     several=N_("The terrain die is kept in this game only: your catalogue holds several, and a new "
                                "game rolls one only when it holds one (the Catalogue's form forgets the others)."),
                     saved=N_("The terrain die is saved in your catalogue: a later game rolls it without asking."),
                     shown=Message("The terrain die"))


def typed_cards(action: Action, state: object) -> tuple[TypedCard, ...]:
    """What `action` typed from the table's box (`state`: the session after it)."""
    assert isinstance(state, Rb2State)
    if isinstance(action, SetHeroValues):
        return _hero(action, state)
    if isinstance(action, DescribeTerrainDie) and state.terrain_faces:
        return (terrain_die_card(GAME, state.terrain_faces),)
    return ()
