"""Moving by terrain dice: each rolled die pays for one step whose terrain its face shows.

The board's geometry is not in the players' summary, so the table names each space entered and the
terrain symbol that step needs ("any" when any face will do); the engine checks the dice pay for it.
"""

from __future__ import annotations

from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import Travel
from rules_engine.runebound3.hero_actions import may_act
from rules_engine.runebound3.state import R3State, SpaceKind
from rules_engine.runebound3.time_track import spend_actions
from rules_engine.values import replace
from rules_engine.plurals import count as count_of

ANY = "any"


def read_face(text: str) -> frozenset[str]:
    """The terrain symbols on one rolled face, written joined by "+" (`forest+hills`)."""
    return frozenset(part.strip().lower() for part in text.split("+") if part.strip())


def dice_pay_for(faces: tuple[frozenset[str], ...], needs: tuple[str, ...]) -> bool:
    """Whether each step can take its own die whose face shows the terrain it needs (a matching)."""
    owner: dict[int, int] = {}

    def place(step: int, seen: set[int]) -> bool:
        for die, face in enumerate(faces):
            if die in seen or not (needs[step] == ANY or needs[step] in face):
                continue
            seen.add(die)
            if die not in owner or place(owner[die], seen):
                owner[die] = step
                return True
        return False

    return all(place(step, set()) for step in range(len(needs)))


def travel(state: R3State, act: Travel, ref: Referee) -> R3State:
    """Check a dice move (one action) and put the hero on its last space."""
    may_act(state, ref)
    hero = state.hero
    speed = hero.sheet.speed
    ref.require(len(act.faces) == speed, "runebound3.move.dice",
                Message("{hero} rolls {speed} terrain dice (speed), not {count}",
                        hero=hero.sheet.name, speed=speed, count=len(act.faces)))
    ref.require(0 < len(act.steps) <= len(act.faces), "runebound3.move.dice",
                Message("each die moves one space: 1 to {count} steps, not {count2}",
                        count=len(act.faces), count2=len(act.steps)))
    ref.require(0 <= act.exerted <= hero.hand, "runebound3.move.exert",
                Message("each reroll discards a skill card from hand; {hero} holds {hand}, not {exerted}",
                        hero=hero.sheet.name, hand=hero.hand, exerted=act.exerted))
    kinds = {kind.value for kind in SpaceKind}
    for space, kind, _ in act.steps:
        ref.require(kind in kinds, "runebound3.move.dice", Message("{space}: a space is one of {names}, not {kind}",
                                                                   space=space, names=', '.join(sorted(kinds)),
                                                                   kind=repr(kind)))
    faces = tuple(read_face(face) for face in act.faces)
    needs = tuple(need.strip().lower() for _, _, need in act.steps)
    ref.require(dice_pay_for(faces, needs), "runebound3.move.dice",
                Message("the rolled faces cannot pay for these steps: each step needs its own die showing its terrain "
                        "({needs})", needs=", ".join(needs)))
    state = spend_actions(state, 1, ref)
    ref.cite("runebound3.move.dice")
    if act.exerted:
        ref.cite("runebound3.move.exert")
        ref.note(Message("{hero} discards {skill_cards} to reroll",
                         hero=hero.sheet.name, skill_cards=count_of(act.exerted, 'skill card', 'skill cards')))
    space, kind, _ = act.steps[-1]
    ref.note(Message("{hero} travels {spaces} to {space}",
                     hero=hero.sheet.name, spaces=count_of(len(act.steps), 'space', 'spaces'), space=space))
    moved = replace(state.hero, space=space, space_kind=SpaceKind(kind), hand=state.hero.hand - act.exerted)
    heroes = list(state.heroes)
    heroes[state.active] = moved
    return replace(state, heroes=tuple(heroes))
