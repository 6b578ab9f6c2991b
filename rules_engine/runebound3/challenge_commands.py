"""Typed commands for attribute tests, exploration, resting by terrain dice and item barter.

`test body -1`, then `reveal` (the app draws) or `reveal "Quick Reflexes" success` (the table's card),
`exert`, `result`; `explore forest hills rolled forest+road hills` or `explore forest hills` (the dice tray: the app
rolls once the table has described its terrain die); `heal forest rolled forest plains+road` or `heal forest`; `barter Sword to p2`; `quest "Lost Shrine"` or
`quest 2` (a story quest's token) to resolve a kept quest, `keep` to put the quest under way back.
"""

from __future__ import annotations

from typing import Any

from rules_engine.chance import DiceRequest, DrawnCard
from rules_engine.dice import DiceRoll, Face
from rules_engine.grammar import Command, Int, Lit, Mismatch, Name, Opt, Repeat, Seat, Text, Value, Word
from rules_engine.messages import Message, N_
from rules_engine.runebound3.attribute_tests import reveal_request
from rules_engine.runebound3.actions import BeginTest, EndTest, ExertTest, RevealSkill
from rules_engine.runebound3.actions import ChooseOption
from rules_engine.runebound3.exploration import explore_request
from rules_engine.runebound3.actions import Explore
from rules_engine.runebound3.fighting import TERRAIN_DIE, TERRAIN_SYMBOLS
from rules_engine.runebound3.actions import GiveItem
from rules_engine.runebound3.outdoor_rest import rest_request
from rules_engine.runebound3.actions import RestRoll
from rules_engine.runebound3.actions import KeepQuest, ResolveQuest
from rules_engine.runebound3.state import Attribute, R3State
from rules_engine.terrain_names import face_ids, terrain_id
from rules_engine.runebound3.words import terrain_words
from rules_engine.runebound3.book_words import attribute_named

TERRAINS = tuple(t for t in TERRAIN_SYMBOLS if t != "wild")


def _face(state: Any, word: str) -> str:
    symbols = face_ids(word)  # a terrain in any language the app knows («лес+холмы»), kept by its id
    if not symbols or not all(s in TERRAIN_SYMBOLS for s in symbols):
        raise ValueError(word)
    return "+".join(symbols)


def table_roll(faces: tuple[str, ...]) -> DiceRoll:
    """The table's physical terrain dice, each face written as its symbols joined by '+'."""
    return DiceRoll(TERRAIN_DIE.id, tuple(Face(f, None, tuple(f.split("+"))) for f in faces), "table")


def _faces_of(roll: DiceRoll) -> tuple[str, ...]:
    return tuple("+".join(face.symbols) for face in roll.faces)


FACES = Opt(Lit("rolled"), Repeat(Value("faces", _face, N_("a rolled terrain face (symbols joined by +)"),
                                        placeholder="FACE")))
NEED = Value("needs", lambda s, w: terrain_id(w) if terrain_id(w) in TERRAIN_SYMBOLS else _no(w),
             Message("a symbol the outcome asks for ({symbols})", symbols=terrain_words(TERRAIN_SYMBOLS, ", ")), placeholder="SYMBOL")


def _no(word: str) -> str:
    raise ValueError(word)


def _reveal(state: R3State, values: dict[str, Any]) -> RevealSkill | Any:
    if not values["name"]:
        return reveal_request()
    return RevealSkill(DrawnCard("skills", values["name"], "table", data={"success": bool(values["success"])}))


def _explore(state: R3State, values: dict[str, Any]) -> Explore | DiceRequest:
    needs, trophy = tuple(values["needs"]), values["trophy"] is not False
    if values["faces"]:
        return Explore(needs, table_roll(tuple(values["faces"])), trophy)
    return explore_request(state, needs, trophy)


def _heal(state: R3State, values: dict[str, Any]) -> RestRoll | DiceRequest:
    if values["faces"]:
        return RestRoll(values["terrain"], table_roll(tuple(values["faces"])))
    return rest_request(state, values["terrain"])



def _quest_name(state: Any, words: str) -> str:
    """A kept quest's name as typed, short of a trailing `actions N` (which the command reads itself)."""
    last = words.split()[-1].casefold()
    if last == "actions" or (last.isdigit() and len(words.split()) > 1 and words.split()[-2].casefold() == "actions"):
        raise Mismatch
    return words

COMMANDS = (
    Command("choose", (Int("option", 1, 2),), lambda s, v: ChooseOption(v["option"]),
            N_("choose option 1 or 2 of the drawn event (applied as fully as possible)"),
            formats=(ChooseOption,), unbuild=lambda a: {"option": a.option}),
    Command("test", (Word("attribute", tuple(a.value for a in Attribute), aliases=attribute_named), Opt(Int("modifier", -3, 3))),
            lambda s, v: BeginTest(v["attribute"], v["modifier"] or 0),
            N_("the challenge tests an attribute (with its printed modifier): reveal that many skill cards"),
            formats=(BeginTest,), unbuild=lambda a: {"attribute": a.attribute, "modifier": a.modifier or None}),
    Command("reveal", (Opt(Name("name", what=N_("the skill card's name (quote several words)")),
                           Opt(Lit("success", name="success"))),), _reveal,
            N_("reveal a skill card for the test: name the card the table turned up, with 'success' if it shows the "
               "symbol (the app does not know the skill deck, so without a name it asks for the card)"),
            formats=(RevealSkill,), unbuild=lambda a: {"name": a.card.name,
                                                       "success": True if a.card.data.get("success") else None}),
    Command("exert", (), lambda s, v: ExertTest(), N_("exert: discard a skill card from hand to reveal one more"),
            formats=(ExertTest,), unbuild=lambda a: {}),
    Command("result", (), lambda s, v: EndTest(), N_("take the attribute test's result (a success passes)"),
            formats=(EndTest,), unbuild=lambda a: {}),
    Command("explore", (Repeat(NEED), Opt(Word("trophy", (("keep", True), ("discard", False)))), FACES), _explore,
            N_("explore for the quest: the outcome's symbols, 'discard' if it keeps no trophy, then the dice's faces "
            "after 'rolled' (or in the dice tray)"), formats=(Explore,),
            unbuild=lambda a: {"needs": a.needs, "trophy": None if a.trophy else False, "faces": _faces_of(a.roll)}),
    Command("heal", (Value("terrain", lambda s, w: terrain_id(w) if terrain_id(w) in TERRAINS else _no(w),
                           Message("the space's terrain ({names})", names=terrain_words(TERRAINS, ", ")), placeholder="TERRAIN",
                           suggest=lambda s: TERRAINS), FACES), _heal,
            N_("rest outdoors by terrain dice: the space's terrain, then the dice's faces after 'rolled' (or in the dice tray)"),
            formats=(RestRoll,), unbuild=lambda a: {"terrain": a.terrain, "faces": _faces_of(a.roll)}),
    Command("quest", (Text("quest", what=N_("the kept quest's name, or a story quest's token number"),
                           reader=_quest_name),
                      Opt(Lit("actions"), Int("actions", 0, 3, what=N_("the actions its card marks with an arrow")))),
            lambda s, v: ResolveQuest(v["quest"], v.get("actions")),
            N_("resolve a kept quest here, in its region, spending the actions its card marks with an arrow"),
            formats=(ResolveQuest,), unbuild=lambda a: {"quest": a.quest, "actions": a.actions}),
    Command("keep", (), lambda s, v: KeepQuest(), N_("keep the quest under way for later"),
            formats=(KeepQuest,), unbuild=lambda a: {}),
    Command("barter", (Name("item", what=N_("the item's name (quote several words)")), Lit("to"),
                       Seat("to", lambda s: tuple((n,) for n in s.names)),
                       Opt(Lit("from"), Seat("giver", lambda s: tuple((n,) for n in s.names))),
                       Opt(Lit("discard"), Name("discard", what=N_("which of the receiver's two items of a type goes")))),
            lambda s, v: GiveItem(v["to"], v["item"], v["discard"] or "", v.get("giver")),
            N_("barter: give an item to a hero on the same space ('from NAME' when the other hero gives it to the "
               "active one; holding one of its type, 'discard NAME' says which of the two goes)"),
            formats=(GiveItem,), unbuild=lambda a: {"item": a.item, "to": a.to, "giver": a.giver,
                                                    "discard": a.discard or None}),
)
