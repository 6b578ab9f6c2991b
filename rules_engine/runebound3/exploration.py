"""Exploring for a quest: terrain dice equal to speed, their faces matched to the symbols an outcome asks for.

A quest card with printed outcomes (`challenge_cards.py`) takes only an outcome it prints, and meeting it
applies that outcome's reward (2. Квесты:). As in movement, one die pays for one symbol however many its face shows; a wild face pays only for a
wild symbol the outcome asks for. The quest's outcomes are printed pictures, so the table names the
outcome's symbols (and whether it keeps the card as a trophy); the dice come through a `DiceRequest`.
"""

from __future__ import annotations

from rules_engine.chance import DiceRequest

from rules_engine.chance import fill
from rules_engine.messages import OR, Joined, Listed, Message
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import Explore
from rules_engine.runebound3.events import apply_chosen
from rules_engine.runebound3.fighting import TERRAIN_DIE, TERRAIN_SYMBOLS
from rules_engine.runebound3.quests import keep_quest
from rules_engine.runebound3.actions import KeepQuest
from rules_engine.runebound3.terrain_dice import terrain_die
from rules_engine.runebound3.state import ChallengeKind, Colour, R3State, Stage
from rules_engine.runebound3.travel import dice_pay_for
from rules_engine.runebound3.words import terrain_words
from rules_engine.values import replace

WILD = "wild"


def covers(faces: tuple[frozenset[str], ...], needs: tuple[str, ...]) -> bool:
    """Whether each needed symbol gets its own die showing it; a wild face counts only for a wild symbol."""
    return dice_pay_for(faces, needs)


def explore_request(state: R3State, needs: tuple[str, ...], trophy: bool = True) -> DiceRequest:
    """The terrain dice rolled to explore: as many as the hero's speed."""
    return DiceRequest(terrain_die(state), state.hero.sheet.speed, Message("exploring for a quest"),
                       fill(Explore, needs=needs, trophy=trophy))


def explore(state: R3State, act: Explore, ref: Referee) -> R3State:
    """Roll for a quest's outcome: met, the quest resolves (a trophy unless the outcome says not); else it stays."""
    challenge = state.challenge
    hero = state.hero
    ref.require(challenge is not None and challenge.kind is ChallengeKind.QUEST, "runebound3.quest.explore",
                Message("only a drawn quest is explored"))
    assert challenge is not None
    ref.require(hero.space == challenge.space, "runebound3.quest.explore",
                Message("{hero} must stand in the quest's area ({space}), not on {space2}",
                        hero=hero.sheet.name, space=challenge.space, space2=hero.space))
    ref.require(0 < len(act.needs) <= hero.sheet.speed, "runebound3.quest.explore",
                Message("an outcome asks for 1 to {speed} symbols here (one per die), not {count}",
                        speed=hero.sheet.speed, count=len(act.needs)))
    unknown = [n for n in act.needs if n not in TERRAIN_SYMBOLS]
    ref.require(not unknown, "runebound3.quest.explore",
                Message("a quest asks for terrain symbols ({names}), not {names2}",
                        names=terrain_words(TERRAIN_SYMBOLS, ', '), names2=', '.join(unknown)))
    ref.require(act.roll.die == TERRAIN_DIE.id and len(act.roll.faces) == hero.sheet.speed, "runebound3.quest.explore",
                Message("{hero} rolls {speed} terrain dice (speed), not {count}",
                        hero=hero.sheet.name, speed=hero.sheet.speed, count=len(act.roll.faces)))
    outcome = next((o for o in challenge.outcomes if sorted(o.needs) == sorted(act.needs)), None)
    ref.require(not challenge.outcomes or outcome is not None, "runebound3.quest.outcome",
                Message("{challenge}'s outcomes need {needs}, not {given}", challenge=challenge.name,
                        needs=Listed(OR, tuple(terrain_words(o.needs, "+") for o in challenge.outcomes)),
                        given=terrain_words(act.needs, "+")))
    ref.cite("runebound3.quest.explore")
    # the ruling says the faces (the log line leaves them to its dice sentence)
    ref.note(Message("{hero} rolls {faces} to explore", hero=hero.sheet.name,
                     faces=Joined(", ", tuple(terrain_words(face.symbols) for face in act.roll.faces))))
    faces = tuple(frozenset(face.symbols) for face in act.roll.faces)
    if any(WILD in face for face in faces):
        ref.cite("runebound3.quest.wild")
    if not covers(faces, act.needs):
        ref.cite("runebound3.quest.actions")
        ref.note(Message("the dice do not cover {names}: the quest stays with {hero}; another attempt is a new "
                         "resolution of the kept quest in its region, with the actions its card marks",
                         names=terrain_words(act.needs, ", "), hero=hero.sheet.name))
        return keep_quest(state, KeepQuest(), ref)
    if outcome is not None:
        ref.cite("runebound3.quest.outcome")
        ref.note(Message("{challenge}: the outcome {names} is met: {reward_text}",
                         challenge=challenge.name, names=terrain_words(outcome.needs, "+"), reward_text=outcome.reward.text))
        return apply_chosen(replace(state, challenge=replace(challenge, options=(outcome.reward,), chosen=1)), ref)
    state = replace(state, stage=Stage.ACTIONS, challenge=None)
    if challenge.story and challenge.colour is Colour.GREY:
        ref.note(Message("{challenge} resolves; it is a story quest: the table follows its card for what it keeps",
                         challenge=challenge.name))
        return state
    if not act.trophy:
        ref.note(Message("{challenge} resolves and is discarded (this outcome keeps no trophy)",
                         challenge=challenge.name))
        return state
    ref.cite("runebound3.trophy")
    heroes = list(state.heroes)
    heroes[state.active] = replace(hero, trophies=(*hero.trophies, Colour(challenge.colour)))
    ref.note(Message("{challenge} resolves: kept as a trophy", challenge=challenge.name))
    return replace(state, heroes=tuple(heroes))
