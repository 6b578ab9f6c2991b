"""Typed commands that bring a card or dice into a Runebound 3rd edition game, plus the turn's other words.

A card the table drew is named (`trade Long Sword`, `adventure enemy Wolf`): the app looks the name up
in the session's catalogue (an item's type and cost, an enemy's health). Without a name, `deal` and
`trade` ask the app to draw from the session's items. Dice travel gives the faces rolled, then each
step as TERRAIN/KIND/SPACE (`travel forest+hills plains to forest/wilds/Oakvale any/city/Forge`).
"""

from __future__ import annotations

from typing import Any

from rules_engine.chance import CardRequest, DrawnCard, made_by, unseen_card
from rules_engine.grammar import Command, Int, Lit, Mismatch, Name, Opt, Option, Repeat, Seat, Text, Value, Word
from rules_engine.messages import Message, N_
from rules_engine.runebound3 import actions as A
from rules_engine.runebound3.challenge_cards import outcome_notation, parse_outcome
from rules_engine.runebound3.challenge_decks import TABLE_DECK, challenge_request
from rules_engine.runebound3.dealing import items_left
from rules_engine.runebound3.events import NOTATION_HELP, notation, parse_option
from rules_engine.runebound3.actions import Gain
from rules_engine.runebound3.placing import TOKEN_COLOURS
from rules_engine.runebound3.actions import PlaceToken
from rules_engine.runebound3.typed_draws import ENEMY_VALUES_HELP, ITEM_VALUES_HELP
from rules_engine.runebound3.actions import FaceVillain
from rules_engine.runebound3.state import Attribute, ChallengeKind, Colour, R3State, SpaceKind
from rules_engine.runebound3.travel import ANY
from rules_engine.terrain_names import face_ids, terrain_id
from rules_engine.runebound3.book_words import attribute_named, colour_named, item_type_named

KINDS = tuple(k.value for k in SpaceKind)
COLOURS = tuple(c.value for c in Colour)


def _item_card(values: dict[str, Any]) -> DrawnCard:
    """The item card the table names; with `as TYPE COST [TOKEN ...]` it carries the values printed on it."""
    if not values.get("type"):
        return DrawnCard("items", values["name"], "table")
    data = {"type": values["type"], "cost": values["cost"], "tokens": list(values["tokens"] or ())}
    return DrawnCard("items", values["name"], "table", data=data)


def _item_values(card: DrawnCard) -> dict[str, Any]:
    if not card.data:
        return {"name": card.name}
    tokens = tuple(card.data.get("tokens", ())) or None
    return {"name": card.name, "type": card.data.get("type"), "cost": card.data.get("cost"), "tokens": tokens}


def _deal(state: R3State, values: dict[str, Any]) -> A.DealMarket | CardRequest:
    if values["name"]:
        return A.DealMarket(_item_card(values))
    return CardRequest("items", Message("a city market"), made_by("runebound3.deal-from"), items_left(state),
                       unseen_card("items"), values_help=ITEM_VALUES_HELP)


def _trade(state: R3State, values: dict[str, Any]) -> A.Trade | CardRequest:
    if values["name"]:
        return A.Trade(_item_card(values))
    return CardRequest("items", Message("trading"), made_by("runebound3.trade-from"), items_left(state),
                       unseen_card("items"), values_help=ITEM_VALUES_HELP)


#: The values a challenge card the table types may carry (`challenge_cards.py`), as the command words give them.
TYPED_FIELDS = ("health", "options", "attribute", "modifier", "reward", "outcomes", "region")


def _adventure(state: R3State, values: dict[str, Any]) -> A.Adventure | CardRequest:
    if not values.get("name"):
        token = next((t for t in state.tokens if t.space == state.hero.space and t.face_up), None)
        if token is None:  # the engine refuses it, naming the rule: no unused token here
            return A.Adventure(DrawnCard(TABLE_DECK, "a challenge card", "table"))
        return challenge_request(state, token.colour, made_by("runebound3.adventure-from"), ENEMY_VALUES_HELP)
    data: dict[str, Any] = {"kind": values["kind"]} if values.get("kind") else {}
    for field in TYPED_FIELDS:
        value = values.get(field)
        if value is not None and value != ():
            data[field] = list(value) if isinstance(value, (tuple, list)) else value
    return A.Adventure(DrawnCard("challenges", values["name"], "table", data=data))


def _adventure_values(card: DrawnCard) -> dict[str, Any]:
    data = card.data
    found: dict[str, Any] = {"kind": data.get("kind"), "name": card.name}
    for field in TYPED_FIELDS:
        value = data.get(field)
        if field == "options" and value:
            value = tuple(map(notation, value))
        elif field == "outcomes" and value:
            value = tuple(map(outcome_notation, value))
        elif field == "region" and value:
            value = tuple(value)
        found[field] = value if value not in (None, (), []) else None
    return found


def _outcome(state: Any, word: str) -> str:
    parse_outcome(word)
    return word.casefold()


def _step(state: Any, word: str) -> tuple[str, str, str]:
    parts = word.split("/")
    if len(parts) != 3 or not all(p.strip() for p in parts):
        raise ValueError(word)
    needs, kind, space = (p.strip() for p in parts)
    if kind.casefold() not in KINDS:
        raise ValueError(word)
    return space, kind.casefold(), terrain_id(needs)


def _face(state: Any, word: str) -> str:
    if "/" in word or not word.strip() or word.casefold() == "to":
        raise ValueError(word)
    return "+".join(face_ids(word)) or word.strip().casefold()


#: `as TYPE COST [TOKEN ...]`: an item card's printed values, for a card the session's catalogue lacks.
#: The item types as a refusal names them: in the table's words once translated, as the command reads them (aliases).
ITEM_TYPES_SAID = N_("an item type: weapon, armour, equipment, mount or goods")

ITEM_VALUES = Opt(Lit("as"), Word("type", ("weapon", "armour", "equipment", "mount", "goods"), placeholder="TYPE",
                                  what=ITEM_TYPES_SAID, aliases=item_type_named),
                  Int("cost", 0, 99), Repeat(Value("tokens", lambda s, w: w if "/" in w else _no(w),
                                                   N_("a token front/back"), placeholder="TOKEN"), 0))


def _skill_name(state: Any, words: str) -> str:
    """A skill's name never ends in `cost COLOUR ...`: those words are its typed cost."""
    split = words.casefold().split()
    if any(word == "cost" and index and all(colour_named(w) is not None for w in split[index + 1:])
           for index, word in enumerate(split)):
        raise Mismatch
    return words


def _no(word: str) -> str:
    raise ValueError(word)


def _option(state: Any, word: str) -> str:
    parse_option(word)
    return word.casefold()


#: An event card's two options, each its effects in the notation of `events.py`.
OPTIONS = Repeat(Value("options", _option, Message("an event option ({help})", help=Message(NOTATION_HELP)),
                       placeholder="OPTION"), 2, 2)
STEP = Value("steps", _step, Message("a step TERRAIN/KIND/SPACE (terrain or {any}; kind {kinds})", any=ANY,
                                     kinds=", ".join(KINDS)),
             placeholder="TERRAIN/KIND/SPACE", writer=lambda s: f"{s[2]}/{s[1]}/{s[0]}")
NAME = Text("name", what=N_("a card's name"))
#: One word, or a "quoted name", where more words follow the name.
CARD = Name("name", what=N_("a card's name (quote a name of several words)"))

COMMANDS = (
    Command("deal", (Opt(CARD, ITEM_VALUES),), _deal, N_("setup: deal an item card into the next market short of "
            "three (name it, with 'as TYPE COST TOKEN...' when the catalogue lacks it; or the app draws)"),
            formats=(A.DealMarket,), unbuild=lambda a: _item_values(a.card)),
    Command("trade", (Opt(CARD, ITEM_VALUES),), _trade, N_("trade in this city: reveal an item (name it, with "
            "'as TYPE COST TOKEN...' when the catalogue lacks it; or the app draws)"),
            formats=(A.Trade,), unbuild=lambda a: _item_values(a.card)),
    Command("discard", (NAME,), lambda s, v: A.DiscardFromMarket(v["name"]),
            N_("discard an item from the market instead of buying"), formats=(A.DiscardFromMarket,),
            unbuild=lambda a: {"name": a.item}),
    Command("adventure", (Opt(Opt(Word("kind", tuple(k.value for k in ChallengeKind))), CARD,
                          Opt(Lit("health"), Int("health", 1, 99)), Opt(Lit("options"), OPTIONS),
                          Opt(Lit("test"), Word("attribute", tuple(a.value for a in Attribute), aliases=attribute_named),
                              Opt(Int("modifier", -3, 3))),
                          Opt(Lit("reward"), Value("reward", _option, Message("what passing gives ({help})", help=Message(NOTATION_HELP)),
                                                   placeholder="EFFECTS")),
                          Opt(Lit("outcomes"), Repeat(Value("outcomes", _outcome, N_("an outcome NEEDS:REWARD such as "
                                                               "forest+hills:trophy,gold+1"), placeholder="OUTCOME"))),
                          Opt(Lit("region"), Repeat(Name("region", what=N_("a space of the quest's region"))))),),
            _adventure,
            N_("adventure (two actions): alone, the app draws from the token colour's deck; or the drawn card's kind "
            "and name (the name alone for a card the session knows); a card the catalogue lacks takes "
            "its values once (an enemy: 'health N'; an event: 'options' and its two options, e.g. gold-2,trophy "
            "wounds+1; a test: 'test ATTRIBUTE MODIFIER' and 'reward EFFECTS'; a quest: 'outcomes' such as "
            "forest+hills:trophy and 'region' with its spaces)"),
            formats=(A.Adventure,), unbuild=lambda a: _adventure_values(a.card)),
    Command("story", (Opt(Lit("quest", name="quest")), NAME),
            lambda s, v: A.DrawStory(DrawnCard("story", v["name"], "table", data={"quest": True} if v["quest"] else {})),
            N_("draw the story card (its catalogue card says whether it is a story quest; for a card the "
            "catalogue lacks, say 'quest' for a story quest)"), formats=(A.DrawStory,),
            unbuild=lambda a: {"quest": True if a.card.data.get("quest") else None, "name": a.card.name}),
    Command("challenge", (Word("result", (("overcome", True), ("failed", False))),),
            lambda s, v: A.ChallengeResult(v["result"]),
            N_("the drawn event, test or quest: overcome (kept as a trophy) or failed (discarded)"),
            formats=(A.ChallengeResult,), unbuild=lambda a: {"result": a.overcome}),
    Command("travel", (Repeat(Value("faces", _face, N_("a rolled face (symbols joined by +)"), placeholder="FACE")),
                       Lit("to"), Repeat(STEP)),
            lambda s, v: A.Travel(tuple(v["faces"]), tuple(v["steps"]), v["exert"] or 0),
            N_("move by terrain dice: the faces rolled, then each step as TERRAIN/KIND/SPACE"), colon_words=False,
            options=(Option("exert", Int("exert", 0, 9)),), formats=(A.Travel,),
            unbuild=lambda a: {"faces": a.faces, "steps": a.steps, "exert": a.exerted or None}),
    Command("learn", (Opt(Word("attribute", tuple(a.value for a in Attribute), aliases=attribute_named)), Text("name", what=N_("the skill's name"), reader=_skill_name),
                      Opt(Lit("cost"), Repeat(Word("cost", COLOURS, aliases=colour_named))), Lit("paid"),
                      Repeat(Word("paid", COLOURS, aliases=colour_named)),
                      Opt(Lit("discard"), Name("discard", what=N_("the skill discarded past the attribute's limit")))),
            lambda s, v: A.Learn(v["name"], v["attribute"] or "", tuple(v["cost"] or ()), tuple(v["paid"]),
                                 v.get("discard") or ""),
            N_("learn a skill from the hand: its name and the trophies paid (a skill the catalogue lacks: its "
            "attribute before the name and 'cost' with its colours; past the attribute's limit 'discard NAME' says "
            "which skill of it goes)"),
            formats=(A.Learn,), unbuild=lambda a: {"attribute": a.attribute or None, "name": a.name,
                                                   "cost": a.cost or None, "paid": a.paid, "discard": a.discard or None}),
    Command("give", (Int("gold", 1, 99), Lit("gold"), Seat("to", lambda s: tuple((n,) for n in s.names)),
                     Opt(Lit("from"), Seat("giver", lambda s: tuple((n,) for n in s.names)))),
            lambda s, v: A.GiveGold(v["to"], v["gold"], v.get("giver")),
            N_("barter: give gold to a hero on the same space ('from NAME' when the other hero gives to the active one)"),
            formats=(A.GiveGold,), unbuild=lambda a: {"gold": a.gold, "to": a.to, "giver": a.giver}),
    Command("villain", (Name("name", what=N_("the main villain's name")),), lambda s, v: FaceVillain(v["name"]),
            N_("the scenario brings its main villain in: the active hero fights it"),
            formats=(FaceVillain,), unbuild=lambda a: {"name": a.name}),
    Command("token", (Word("colour", TOKEN_COLOURS, aliases=colour_named), Text("space", what=N_("the space the token lies on"))),
            lambda s, v: PlaceToken(v["space"], v["colour"]),
            N_("lay a challenge token of this colour face up on a board space (a token space the setup left empty: "
               "token orange Black Wood)"), formats=(PlaceToken,), unbuild=lambda a: {"colour": a.colour, "space": a.space}),
    Command("gain", (Name("effects", placeholder="EFFECTS", what=N_("what the card gives: gold+N, cards+N, wounds-N")),
                     Lit("from"), Name("card", what=N_("the card that gives it (quote several words)")),
                     Opt(Lit("for"), Seat("seat", lambda s: tuple((n,) for n in s.names)))),
            lambda s, v: Gain(s.active if v.get("seat") is None else v["seat"], v["effects"], v["card"]),
            N_("record what a card gave a hero, naming the card (no action): gain gold+3 from \"Lucky Find\" [for NAME]"),
            formats=(Gain,), unbuild=lambda a: {"effects": a.effects, "card": a.card, "seat": a.seat}),
)

