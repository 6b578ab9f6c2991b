"""The typed command vocabulary of a Dungeoneer table, declared once (see `rules_engine.grammar`).

Sides are north, east, south and west (or n, e, s, w); location names with spaces are "quoted".
Places are named by a location and a side: `place Library east of Crypt`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.dice import numbered_die
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.dungeon_map import beside
from rules_engine.dungeoneer.exits import SIDES, Side
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.movement import Way, asks_threat, way_out
from rules_engine.dungeoneer.state import DgState
from rules_engine.game import DiceRequest
from rules_engine.grammar import Command, Grammar, Lit, Opt, Value, Word

D6 = numbered_die(6)
Values = Mapping[str, Any]

SIDE = Word("side", tuple((word, side) for side in SIDES for word in (str(side), str(side)[0])),
            placeholder="north|east|south|west", what="a side: north, east, south or west")


def _find(cards: tuple[LocationCard, ...], word: str) -> LocationCard:
    wanted = word.strip().casefold()
    for card in cards:
        if wanted in (card.id.casefold(), card.name.casefold()):
            return card
    raise ValueError(word)


def _in_deck(state: DgState) -> tuple[LocationCard, ...]:
    return tuple(card for card in state.cards if card.id in state.locations)


def _on_table(state: DgState) -> tuple[LocationCard, ...]:
    return tuple(place.card for place in state.dungeon.placed)


DRAWN = Value("card", lambda s, w: _find(_in_deck(s), w).id, "a location card not placed yet", "CARD",
              suggest=lambda s: tuple(c.name for c in _in_deck(s)))
PLACED = Value("location", lambda s, w: _find(_on_table(s), w).id, "a location on the table", "LOCATION",
               suggest=lambda s: tuple(c.name for c in _on_table(s)))


def _move(state: DgState, values: Values) -> A.Move | DiceRequest:
    side: Side = values["side"]
    hero = state.hero
    found = way_out(state.dungeon, hero.cell, side)
    if isinstance(found, Way) and asks_threat(found, held_open=hero.holding == (hero.cell, side)):
        return DiceRequest(D6, 1, f"the {found.exit.describe()} exit", lambda roll: A.Move(side, roll))
    return A.Move(side)


def _place(state: DgState, values: Values) -> A.PlaceLocation:
    cell = state.dungeon.cell_of(values["location"])
    assert cell is not None
    return A.PlaceLocation(values["card"], beside(cell, values["side"]))


def _hazard(state: DgState, values: Values) -> A.FaceHazard | DiceRequest:
    if values["dodge"]:
        return A.FaceHazard(dodge=True)
    kind = state.hazard.kind if state.hazard is not None else "hazard"
    return DiceRequest(D6, 1, f"the {kind}", lambda roll: A.FaceHazard(roll))


COMMANDS = (
    Command("tunnel", (SIDE, DRAWN), lambda s, v: A.PlaceTunnel(v["card"], v["side"]),
            "setup: the tunnel laid against that side of the entrance", formats=(A.PlaceTunnel,),
            unbuild=lambda a: {"side": a.side, "card": a.card}),
    Command("first-player", (), lambda s, v: DiceRequest(D6, len(s.heroes), "the first player",
                                                         lambda roll: A.RollForFirstPlayer(roll)),
            "setup: one die per player, highest starts", formats=(A.RollForFirstPlayer,), unbuild=lambda a: {}),
    Command("place", (DRAWN, SIDE, Lit("of"), PLACED), _place,
            "place the drawn location (free in the location phase; exploring costs a point)"),
    Command("move", (SIDE,), _move, "leave through that side (its exit's threat is rolled when it has one)",
            formats=(A.Move,), unbuild=lambda a: {"side": a.side}),
    Command("hazard", (Opt(Word("dodge", (("dodge", True),), placeholder="dodge")),), _hazard,
            "face the hazard of the location just entered (dodge: spend a point instead, spikes variant)"),
    Command("stand", (), lambda s, v: A.StandUp(), "stand up after a fall (one action point)",
            formats=(A.StandUp,), unbuild=lambda a: {}),
    Command("next", (Opt(Word("save", (("save", True),), placeholder="save")),),
            lambda s, v: A.NextPhase(bool(v["save"])), "end the phase; at the end of the turn, 'next save' keeps a point",
            formats=(A.NextPhase,), unbuild=lambda a: {"save": True if a.save_point else None}),
)

GRAMMAR = Grammar("Dungeoneer", COMMANDS, quoting=True)
