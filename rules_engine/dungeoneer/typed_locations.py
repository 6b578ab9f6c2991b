"""A location card the table draws that the session's catalogue lacks, typed with its printed values as it is placed.

The table names the card and gives what it prints after its name, as words the action keeps (`PlaceLocation.values`),
so the log replays the same anywhere:

    room|tunnel GLORY PERIL NORTH EAST SOUTH WEST [hazard KIND [TARGET FORM]] [effect WORDS...]

Each exit is `open`, `wall`, or a threat `blocked:5:speed` / `trap:4:melee`. The limits are the catalogue's own
(`locations.MOST_GLORY`, `MOST_PERIL`, `MOST_THREAT`, which the catalogue's location format uses too), so a value
`catalogue import` refuses is refused here, the field named and nothing changed. The card joins the session's cards
as it is placed; the catalogue's own card of that name always wins over typed values. A typed card is never the
entrance: the entrance lies on the table from the start. The four tunnels laid round the entrance at setup are typed
the same way (`PlaceTunnel.values`, `draw-tunnel SIDE`), so a table with no location in its catalogue can start.
"""

from __future__ import annotations

import re
import unicodedata

from rules_engine.chance import CardRequest, DrawnCard, made_by, maker
from rules_engine.dungeoneer.actions import PlaceLocation, PlaceTunnel
from rules_engine.dungeoneer.exits import SIDES, Exit, ExitKind, Side
from rules_engine.dungeoneer.dungeon_map import beside
from rules_engine.dungeoneer.locations import (
    MOST_GLORY, MOST_PERIL, MOST_THREAT, Hazard, HazardKind, LocationCard, LocationKind,
)
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.setup_steps import ENTRANCE_CELL
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.typed_cards import TypedValuesError
from rules_engine.dungeoneer.words import named, term
from rules_engine.grammar.naming import name_fault
from rules_engine.messages import Message, N_
from rules_engine.referee import Referee
from rules_engine.values import replace

TYPED_LOCATION_RULE = "dungeoneer.companion.typed-location"

#: How to type a location card the catalogue lacks, for the card tray and refusals.
LOCATION_VALUES_HELP = N_("a location the catalogue lacks: write its values after its name, 'NAME as room|tunnel "
                          "GLORY PERIL NORTH EAST SOUTH WEST', each exit open, wall, blocked:TARGET:FORM or "
                          "trap:TARGET:FORM (FORM melee, magic or speed); then optionally 'hazard spikes|pit TARGET "
                          "FORM' or 'hazard danger', and last 'effect WORDS'")

_THREAT_EXITS = (str(ExitKind.BLOCKED), str(ExitKind.TRAP))
_STATS = tuple(str(s) for s in Stat)


def location_id(name: str) -> str:
    """The id a typed location is known by: its name in lower case, words joined by hyphens (as the catalogue's)."""
    return re.sub(r"\s+", "-", name.strip().lower())


def _number(field: str, word: str | None, low: int, most: int) -> int:
    if word is None or word == "":
        raise TypedValuesError(field, Message("missing"))
    if not word.isascii() or not word.isdigit() or not low <= int(word) <= most:
        raise TypedValuesError(field, Message("{word!r} is not a whole number from {low} to {most}", word=word,
                                              low=low, most=most))
    return int(word)


def _stat(field: str, word: str | None) -> Stat:
    if word is None or word.lower() not in _STATS:
        raise TypedValuesError(field, Message("{word!r} is not one of {names}", word=word or "", names=", ".join(_STATS)))
    return Stat(word.lower())


def _exit(field: str, word: str | None) -> Exit:
    if word is None:
        raise TypedValuesError(field, Message("missing: each of the four sides is open, wall, blocked:TARGET:FORM "
                                              "or trap:TARGET:FORM"))
    kind, *threat = word.lower().split(":")
    if kind in (str(ExitKind.OPEN), str(ExitKind.WALL)) and not threat:
        return Exit(ExitKind(kind))
    if kind not in _THREAT_EXITS:
        raise TypedValuesError(field, Message("{word!r} is not open, wall, blocked:TARGET:FORM or trap:TARGET:FORM",
                                              word=word))
    if len(threat) != 2:
        raise TypedValuesError(field, Message("a {kind} exit names its threat: {kind}:TARGET:FORM ({kind}:5:speed)",
                                              kind=kind))
    return Exit(ExitKind(kind), _number(field, threat[0], 1, MOST_THREAT), _stat(field, threat[1]))


def _hazard(words: list[str]) -> Hazard:
    """'KIND [TARGET] [FORM]': spikes and a pit need both (their threat), danger neither."""
    kind = words.pop(0).lower() if words else ""
    if kind not in tuple(str(k) for k in HazardKind):
        raise TypedValuesError("hazard", Message("{word!r} is not one of {names}", word=kind,
                                                 names=", ".join(str(k) for k in HazardKind)))
    target = _number("hazard", words.pop(0), 0, MOST_THREAT) if words and words[0].lstrip("-").isdigit() else 0
    stat = Stat(words.pop(0).lower()) if words and words[0].lower() in _STATS else None
    if kind != str(HazardKind.DANGER) and (not target or stat is None):
        raise TypedValuesError("hazard", Message("{kind} needs its threat: 'hazard {kind} TARGET FORM' (hazard {kind} "
                                                 "4 speed)", kind=kind))
    return Hazard(HazardKind(kind), target, stat)


def _effect(words: list[str]) -> str:
    text = " ".join(words)
    if not text:
        raise TypedValuesError("effect", Message("name the words after 'effect'"))
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in text):
        raise TypedValuesError("effect", Message("it contains a control character; type letters, digits and "
                                                 "punctuation only"))
    return text


def parse_location(name: str, values: tuple[str, ...]) -> LocationCard:
    """The location card these typed words describe; TypedValuesError naming the first bad field."""
    words = list(values)
    kind = words.pop(0).lower() if words else ""
    if kind not in tuple(str(k) for k in LocationKind):
        raise TypedValuesError("kind", Message("{word!r}: a location is a room or a tunnel", word=kind))
    glory = _number("glory", words.pop(0) if words else None, 0, MOST_GLORY)
    peril = _number("peril", words.pop(0) if words else None, 0, MOST_PERIL)
    exits = tuple(_exit(str(side), words.pop(0) if words else None) for side in SIDES)
    if all(not e.working for e in exits):
        raise TypedValuesError("exits", Message("a location with four walls could never be joined to the dungeon"))
    hazard: Hazard | None = None
    effect = ""
    while words:
        key = words.pop(0).lower()
        if key == "hazard" and hazard is None:
            hazard = _hazard(words)
        elif key == "effect":
            effect = _effect(words)
            words = []
        elif key == "entrance":
            raise TypedValuesError("entrance", Message("the entrance lies on the table from the start: a location "
                                                       "typed in play is never the entrance"))
        else:
            raise TypedValuesError(key, Message("not a field of a location (hazard, effect), or given twice"))
    return LocationCard(location_id(name), name, LocationKind(kind), glory, peril, exits,  # type: ignore[arg-type]  # four exits, one per side (SIDES): mypy cannot count them
                        hazard=hazard, effect=effect)


def known_location(state: DgState, name: str) -> str | None:
    """The id of the session's location card with this id or name (either case), placed or not, if any."""
    wanted = name.strip().casefold()
    return next((card.id for card in state.cards if wanted in (card.id.casefold(), card.name.casefold())), None)


def take_typed_location(state: DgState, named: str, values: tuple[str, ...], ref: Referee) -> tuple[DgState, str]:
    """The id of the location to place, and the state holding it in the deck when the table typed a new card.

    A card the session knows is placed as it knows it (values typed for it are noted and ignored); a new card
    without values, or with a bad field, is refused naming what to type (nothing changes)."""
    known = known_location(state, named)
    if known is not None:
        if values:
            ref.note(Message("{card} is among this session's cards: its values there count, not the ones typed",
                             card=state.card(known).name))
        return state, known
    name = named.strip()
    ref.require(bool(name), TYPED_LOCATION_RULE, Message("name: the location's name is missing; {how}",
                                                         how=Message(LOCATION_VALUES_HELP)), hard=True)
    ref.require(bool(values), TYPED_LOCATION_RULE,
                Message("no location {name!r} in this session's cards; {how}", name=name,
                        how=Message(LOCATION_VALUES_HELP)), hard=True)
    fault = name_fault(name)
    ref.require(fault is None, TYPED_LOCATION_RULE, fault or "", hard=True)
    try:
        card = parse_location(name, values)
    except TypedValuesError as error:
        ref.refuse(TYPED_LOCATION_RULE, Message("{name}'s {field}: {problem}; {how}", name=name, field=term(error.field),
                                                problem=error.problem, how=Message(LOCATION_VALUES_HELP)), hard=True)
        raise AssertionError("unreachable") from None
    ref.cite(TYPED_LOCATION_RULE)
    ref.note(Message("{name} typed by the table ({values})", name=name, values=" ".join(values)))
    return replace(state, cards=(*state.cards, card), locations=(*state.locations, card.id)), card.id


#: The deck a location is drawn from, as a card request names it.
LOCATION_DECK = "location"


def location_request(state: DgState, cell: tuple[int, int]) -> CardRequest:
    """The location drawn for `cell`: one of the session's cards still in the deck (the app may draw it), or a card
    the table drew from its own deck and names, typing its printed values when the session lacks it."""
    names = tuple(card.name for card in state.cards if card.id in state.locations)
    return CardRequest(LOCATION_DECK, Message("the cell {where}", where=cell_words(state, cell)),
                       made_by("dungeoneer.location-drawn", ids=location_ids(state), cell=cell), names,
                       values_help=LOCATION_VALUES_HELP)


def cell_words(state: DgState, cell: tuple[int, int]) -> str:
    """Where a cell of the map lies, as the table sees it: beside a location already laid ('north of North tunnel', the
    first of its neighbours from the north round), else by the map's own numbers, which no board shows."""
    for side in SIDES:
        here = state.dungeon.card_at(beside(cell, side))
        if here is not None:
            return Message("{side} of {card}", side=term(side.opposite), card=named(here.name))
    return Message("at column {column}, row {row}", column=cell[0], row=cell[1])


def location_ids(state: DgState) -> dict[str, str]:
    """Each location card's id by its id and its name, folded (the first card of a name wins, as `known_location`)."""
    ids: dict[str, str] = {}
    for card in state.cards:
        ids.setdefault(card.id.casefold(), card.id)
        ids.setdefault(card.name.casefold(), card.id)
    return ids


def _drawn_id(drawn: DrawnCard, ids: dict[str, str]) -> str:
    return ids.get(drawn.name.strip().casefold()) or drawn.name.strip()


def _drawn_values(drawn: DrawnCard) -> tuple[str, ...]:
    return tuple(str(drawn.data.get("values", "")).split())


@maker("dungeoneer.location-drawn")
def _location_drawn(drawn: DrawnCard, *, ids: dict[str, str], cell: list[int]) -> PlaceLocation:
    """The location drawn placed at `cell`: a card the session knows by its id, else by the name typed."""
    return PlaceLocation(_drawn_id(drawn, ids), (cell[0], cell[1]), _drawn_values(drawn))


@maker("dungeoneer.tunnel-drawn")
def _tunnel_drawn(drawn: DrawnCard, *, ids: dict[str, str], side: str) -> PlaceTunnel:
    """The tunnel drawn laid against `side` of the entrance."""
    return PlaceTunnel(_drawn_id(drawn, ids), Side(side), _drawn_values(drawn))


def tunnel_request(state: DgState, side: Side) -> CardRequest:
    """The tunnel laid against `side` of the entrance at setup: one of the session's tunnels still in the deck (the
    app may draw it), or a card the table drew from its own tunnels and names, typing its printed values when the
    session lacks it."""
    names = tuple(card.name for card in state.cards
                  if card.id in state.locations and card.kind is LocationKind.TUNNEL)

    return CardRequest(LOCATION_DECK, Message("the tunnel {side} of the entrance", side=term(side)),
                       made_by("dungeoneer.tunnel-drawn", ids=location_ids(state), side=side), names,
                       values_help=LOCATION_VALUES_HELP)


def placement_request(state: DgState, cell: tuple[int, int]) -> CardRequest:
    """The card drawn for `cell` on the map: at setup, a cell beside the entrance takes its tunnel; else a location."""
    if state.phase is Phase.TUNNELS:
        side = next((side for side in SIDES if beside(ENTRANCE_CELL, side) == cell), None)
        if side is not None:
            return tunnel_request(state, side)
    return location_request(state, cell)
