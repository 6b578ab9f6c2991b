"""A small Dungeoneer table for flow tests: two heroes, the entrance, four tunnels and a few rooms."""

from __future__ import annotations

from typing import Any

from rules_engine.dice import DiceRoll, TableDice
from rules_engine.dungeoneer.commands import D6
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.state import DgState
from rules_engine.errors import RuleViolation
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup
from rules_engine.values import replace


def exits(north: str, east: str, south: str, west: str) -> dict[str, Any]:
    def one(code: str) -> dict[str, Any]:
        return {"O": {"kind": "open"}, "W": {"kind": "wall"}, "B": {"kind": "blocked", "target": 5, "stat": "speed"},
                "T": {"kind": "trap", "target": 4, "stat": "melee"}}[code]
    return {"north": one(north), "east": one(east), "south": one(south), "west": one(west)}


def card(card_id: str, name: str, kind: str, sides: str, glory: int = 1, peril: int = 1, **extra: Any) -> dict[str, Any]:
    return {"id": card_id, "name": name, "kind": kind, "glory": glory, "peril": peril, "exits": exits(*sides), **extra}


LOCATIONS = {
    "entrance": card("entrance", "Tomb antechamber", "room", "OOOO", entrance=True),
    "t1": card("t1", "North tunnel", "tunnel", "OOOO"),
    "t2": card("t2", "East tunnel", "tunnel", "OOOO"),
    "t3": card("t3", "South tunnel", "tunnel", "OOOO"),
    "t4": card("t4", "West tunnel", "tunnel", "OOOO"),
    "library": card("library", "Library", "room", "OOOT", glory=2, peril=1),
    "crypt": card("crypt", "Crypt", "room", "BOOO", glory=1, peril=2),
    "spikes": card("spikes", "Spiked hall", "room", "OOOO", hazard={"kind": "spikes", "target": 4, "stat": "speed"}),
    "pit": card("pit", "Pit room", "room", "OOOO", hazard={"kind": "pit", "target": 5, "stat": "speed"}),
    "bridge": card("bridge", "Troll bridge", "tunnel", "OOOO", glory=1, peril=1),
}
QUESTS = {
    # The book's example quest: a chance quest at the troll bridge, 5+ on one die, 2 glory per extra die.
    "magic-fish": {"id": "magic-fish", "name": "Catching the magic fish", "category": "chance",
                   "locations": ["bridge"], "target": 5, "dice": 1, "extra_die_glory": 2,
                   "extra_dice_max": 1},
    "library-ward": {"id": "library-ward", "name": "Break the library ward", "category": "threat",
                     "locations": ["library"], "stat": "magic", "target": 6},
    "crypt-vow": {"id": "crypt-vow", "name": "A vow in the crypt", "category": "influence", "locations": ["crypt"]},
    "pit-offering": {"id": "pit-offering", "name": "An offering to the pit", "category": "sacrifice",
                     "locations": ["pit"]},
    "hall-rite": {"id": "hall-rite", "name": "The hall rite", "category": "influence", "locations": ["spikes"]},
    "t1-watch": {"id": "t1-watch", "name": "Watch the north tunnel", "category": "influence", "locations": ["t1"]},
    "hunt-zombie": {"id": "hunt-zombie", "name": "Hunt the zombie", "category": "hunt", "locations": ["entrance"],
                    "monster": "zombie"},
    "seek-relic": {"id": "seek-relic", "name": "Seek the relic", "category": "seek", "locations": [],
                   "seek_target": 4},
    "escort-ghost": {"id": "escort-ghost", "name": "Escort the ghost", "category": "escort",
                     "locations": ["entrance", "crypt"]},
    "entrance-oath": {"id": "entrance-oath", "name": "The entrance oath", "category": "influence",
                      "locations": ["entrance"]},
}
MONSTERS = {
    # The book's battle example: the zombie and the Legion (melee 3; its ability is the table's).
    "zombie": {"id": "zombie", "name": "Zombie", "health": 1, "cost": 1,
               "forms": {"melee": {"value": 2}, "magic": {"value": 0, "attacks": False},
                         "speed": {"value": 0, "attacks": False}}},
    "legion": {"id": "legion", "name": "Legion", "health": 2, "cost": 2,
               "forms": {"melee": {"value": 3}, "magic": {"value": 1, "attacks": False},
                         "speed": {"value": 1, "attacks": False}},
               "ability": "when it attacks, every hero in the location faces a 4+ threat or takes a wound"},
    # The grave wraith attacks only in magic; a hit there also costs a glory.
    "wraith": {"id": "wraith", "name": "Grave wraith", "health": 2, "cost": 3,
               "forms": {"magic": {"value": 3, "strike": "1 wound and the hero loses 1 glory"},
                         "melee": {"value": 1, "attacks": False}, "speed": {"value": 2, "attacks": False}}},
}
CARDS = {
    # The book names the scare card (a 3-glory response boon that takes one attacking monster out) and
    # the backpack (a card that raises an inventory limit); the rest are made up for the tests.
    "scare": {"id": "scare", "name": "Scare", "kind": "boon", "cost": 3, "timing": "response", "duration": "instant",
              "text": "discard one attacking monster"},
    "backpack": {"id": "backpack", "name": "Backpack", "kind": "treasure", "cost": 1, "timing": "deeds",
                 "duration": "permanent", "treasure_type": "pack", "raises_treasures": 2},
    "helm": {"id": "helm", "name": "Iron helm", "kind": "treasure", "cost": 1, "timing": "deeds",
             "duration": "permanent", "treasure_type": "helmet"},
    "crown": {"id": "crown", "name": "Crown helm", "kind": "treasure", "cost": 1, "timing": "deeds",
              "duration": "permanent", "treasure_type": "helmet"},
    "boots": {"id": "boots", "name": "Boots", "kind": "treasure", "cost": 1, "timing": "deeds",
              "duration": "permanent", "treasure_type": "boots"},
    "ring": {"id": "ring", "name": "Ring", "kind": "treasure", "cost": 1, "timing": "deeds",
             "duration": "permanent", "treasure_type": "ring"},
    "blessing": {"id": "blessing", "name": "Blessing", "kind": "boon", "cost": 1, "timing": "deeds",
                 "duration": "permanent"},
    "curse": {"id": "curse", "name": "Weakness", "kind": "bane", "cost": 1, "timing": "dungeon-lord",
              "duration": "permanent"},
    "quake": {"id": "quake", "name": "Quake", "kind": "encounter", "cost": "X", "timing": "any-time",
              "duration": "instant"},
}
HEROES = {
    "rogue": {"id": "rogue", "name": "Rogue", "health": 4, "boon_limit": 2, "treasure_limit": 2,
              "melee": [1, 2, 2, 3], "magic": [0, 1, 1, 2], "speed": [3, 3, 4, 4]},
    "knight": {"id": "knight", "name": "Knight", "health": 5, "boon_limit": 1, "treasure_limit": 3,
               "melee": [2, 2, 3, 3], "magic": [0, 1, 1, 2], "speed": [2, 2, 3, 3]},
}


def new_table(**options: Any) -> DgState:
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), options,
                      {"heroes": HEROES, "locations": LOCATIONS, "monsters": MONSTERS,
                       "quests": QUESTS, "cards": CARDS})
    return GAME.new_game(setup)


def act(state: DgState, text: str, *faces: int) -> DgState:
    """Type a command (with the dice it asks for) and apply it; RuleViolation if refused."""
    parsed = GAME.parse_command(state, text)
    if isinstance(parsed, DiceRequest):
        parsed = parsed.build(TableDice([str(f) for f in faces]).roll(parsed.die, parsed.count))
    return GAME.apply(state, parsed).state


def refused(state: DgState, text: str, *faces: int) -> str:
    """The rule id of the refusal the command gets."""
    try:
        act(state, text, *faces)
    except RuleViolation as violation:
        return violation.ruling.citations[0].rule_id
    raise AssertionError(f"{text!r} was allowed")


def tunnels_down(**options: Any) -> DgState:
    """The four tunnels laid: the quests are next."""
    state = new_table(**options)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    return state


def quests_dealt(**options: Any) -> DgState:
    """Tunnels down and quests dealt: the first player is rolled for next."""
    state = tunnels_down(**options)
    state = act(state, "quests p1 magic-fish library-ward")
    state = act(state, "quests p2 crypt-vow pit-offering")
    return act(state, "shared t1-watch")


def started(**options: Any) -> DgState:
    """Tunnels down, quests dealt, Ann first, in the dungeon lord phase."""
    return act(quests_dealt(**options), "first-player", 6, 2)


def at_deeds(state: DgState) -> DgState:
    """Through the dungeon lord and location phases (placing the library north of the north tunnel)."""
    return act(act(act(state, "next"), "place library north of t1"), "next")


def standing_in(state: DgState, card_id: str) -> DgState:
    """The active hero moved (by the test) into the location with this id."""
    cell = state.dungeon.cell_of(card_id)
    assert cell is not None
    return state.with_hero(state.active, replace(state.hero, cell=cell))


# The tunnels around the entrance carry no peril here, so the tests meet peril only where they mean to.
SOLO_LOCATIONS = {**LOCATIONS, **{f"t{n}": {**LOCATIONS[f"t{n}"], "peril": 0} for n in range(1, 5)},
                  "corner": card("corner", "Corner", "tunnel", "OOOO", glory=1, peril=2)}


def solo_table(*, monsters: dict[str, Any] = MONSTERS, quests: dict[str, Any] = QUESTS,
               cards: dict[str, Any] = CARDS, **options: Any) -> DgState:
    """Ann alone, the tunnels laid and her three quests dealt; the catalogue's monsters, quests and cards as given."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"),), {"solo": True, **options},
                      {"heroes": HEROES, "locations": SOLO_LOCATIONS, "monsters": monsters, "quests": quests,
                       "cards": cards})
    state = GAME.new_game(setup)
    for side, tunnel in (("north", "t1"), ("east", "t2"), ("south", "t3"), ("west", "t4")):
        state = act(state, f"tunnel {side} {tunnel}")
    return act(state, "quests p1 magic-fish library-ward t1-watch")


__all__ = ["D6", "DiceRoll", "act", "at_deeds", "new_table", "refused", "solo_table", "standing_in", "started",
           "tunnels_down"]
