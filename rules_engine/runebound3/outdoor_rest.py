"""Resting outside a settlement with real terrain dice: heal one wound per die showing the space's terrain.

The dice come through a `DiceRequest` for the terrain die, so the app rolls them once the table has
described its dice, or the table enters the faces of its physical dice. `Rest(matches)` in
`hero_actions` stays for a table that only counts the matches.
"""

from __future__ import annotations

from rules_engine.chance import DiceRequest

from rules_engine.chance import fill
from rules_engine.dice import DiceRoll
from rules_engine.messages import Joined, Message
from rules_engine.plurals import count as count_of
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import RestRoll
from rules_engine.runebound3.fighting import TERRAIN_DIE, TERRAIN_SYMBOLS
from rules_engine.runebound3.hero_actions import may_act
from rules_engine.runebound3.terrain_dice import terrain_die
from rules_engine.runebound3.state import SETTLEMENTS, R3State
from rules_engine.runebound3.time_track import spend_actions
from rules_engine.runebound3.words import word
from rules_engine.values import replace
from rules_engine.runebound3.words import terrain_words


def matches(roll: DiceRoll, terrain: str) -> int:
    """How many rolled faces show the terrain symbol."""
    return sum(1 for face in roll.faces if terrain in face.symbols)


def rest_request(state: R3State, terrain: str) -> DiceRequest:
    """The terrain dice a hero rolls to rest outdoors: as many as the hero's speed."""
    return DiceRequest(terrain_die(state), state.hero.sheet.speed,
                       Message("resting on {terrain}", terrain=word(terrain)), fill(RestRoll, terrain=terrain))


def rest_roll(state: R3State, act: RestRoll, ref: Referee) -> R3State:
    """Heal one wound per die matching the space's terrain (one action)."""
    may_act(state, ref, resting=True)
    hero = state.hero
    ref.require(hero.space_kind not in SETTLEMENTS, "runebound3.rest.settlement",
                Message("{space} is a {space_kind}: resting there heals every wound without dice",
                        space=hero.space, space_kind=word(hero.space_kind.value)))
    ref.require(act.terrain in TERRAIN_SYMBOLS and act.terrain != "wild", "runebound3.rest.terrain",
                Message("a space's terrain is one of {names}, not {terrain}",
                        names=terrain_words(tuple(t for t in TERRAIN_SYMBOLS if t != 'wild'), ', '),
                        terrain=repr(act.terrain)))
    ref.require(act.roll.die == TERRAIN_DIE.id and len(act.roll.faces) == hero.sheet.speed, "runebound3.rest.terrain",
                Message("{hero} rolls {speed} terrain dice (speed), not {count}",
                        hero=hero.sheet.name, speed=hero.sheet.speed, count=len(act.roll.faces)))
    state = spend_actions(state, 1, ref)
    ref.cite("runebound3.rest.terrain")
    healed = min(matches(act.roll, act.terrain), hero.wounds)
    # the ruling says the faces, as the log's dice sentence does: the rest's own line names only the terrain
    ref.note(Message("{hero} rolls {faces}: {matches} with {terrain}, so {hero} heals {wounds}", hero=hero.sheet.name,
                     faces=Joined(", ", tuple(terrain_words(face.symbols) for face in act.roll.faces)),
                     matches=count_of(matches(act.roll, act.terrain), "die", "dice"), terrain=word(act.terrain),
                     wounds=count_of(healed, 'wound', 'wounds')))
    heroes = list(state.heroes)
    heroes[state.active] = replace(hero, wounds=hero.wounds - healed, defeated=hero.defeated and healed == 0)
    return replace(state, heroes=tuple(heroes))
