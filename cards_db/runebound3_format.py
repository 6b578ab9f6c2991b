"""The Runebound 3rd edition catalogue formats, field by field: heroes and items the table imports."""

from __future__ import annotations

from cards_db.schema import Field, Schema
from rules_engine.runebound3.state import ItemType

ATTRIBUTE_DOCS = {
    "body": "Body: skill cards revealed in a Body test; the most Body skills the hero may know.",
    "mind": "Mind: skill cards revealed in a Mind test; the most Mind skills the hero may know.",
    "spirit": "Spirit: skill cards revealed in a Spirit test; the most Spirit skills the hero may know.",
    "health": "Health (wounds the hero can take); at least 1.",
    "speed": "Speed: terrain dice rolled to move or explore.",
    "hand_size": "Hand size: skill cards held at most (training draws this many).",
    "gold": "Starting gold.",
}
EXAMPLE = {"body": 3, "mind": 2, "spirit": 2, "health": 10, "speed": 3, "hand_size": 3, "gold": 3}
TOKENS = Field("tokens", "list", "Combat tokens, each two faces joined by / (`axe/2shield*`; * marks initiative).",
               item=Field("token", "text", "One token, front/back.", required=True), example=["axe/shield*"])

HERO = Schema("a Runebound 3rd edition hero", (
    Field("id", "text", "The hero's id, used when setting up a session.", required=True, example="elder-mok"),
    Field("name", "text", "The hero's name as printed.", required=True, example="Elder Mok"),
    *(Field(stat, "integer", doc, required=True, minimum=0, example=EXAMPLE[stat])
      for stat, doc in ATTRIBUTE_DOCS.items()),
    Field("start", "text", "The space the hero starts on, as printed on the hero card.", required=True,
          example="Tamalir"),
    TOKENS,
    Field("source", "text", "Where the values come from (information only).", example="my copy of the hero card"),
), info=("source",))

ITEM = Schema("a Runebound 3rd edition item", (
    Field("id", "text", "The item's id.", required=True, example="war-axe"),
    Field("name", "text", "The item's name as printed.", required=True, example="War Axe"),
    Field("type", "choice", "The item's type; a hero carries one of each type at most.", required=True,
          choices=tuple(t.value for t in ItemType), example="weapon"),
    Field("cost", "integer", "Price in gold (selling gives its value).", required=True, minimum=0, example=4),
    TOKENS,
    Field("source", "text", "Where the values come from (information only)."),
), info=("source",))

ENEMY = Schema("a Runebound 3rd edition enemy", (
    Field("id", "text", "The enemy's id.", required=True, example="bandit"),
    Field("name", "text", "The enemy's name as printed on its challenge card.", required=True, example="Bandit"),
    Field("health", "integer", "Health: the wounds that defeat it; at least 1.", required=True, minimum=1,
          example=5),
    Field("reward", "text", "The reward printed at the bottom of the card (a winning hero takes it).",
          example="3 gold"),
    Field("villain_token", "text", "A main villain's own seventh token, front/back; empty for other enemies.",
          example=""),
    Field("source", "text", "Where the values come from (information only)."),
), info=("source",))

ENEMY_TOKEN = Schema("one of the combat tokens every enemy shares", (
    Field("id", "text", "The token's id (the tokens are used in id order).", required=True, example="enemy-1"),
    Field("name", "text", "A name for the token (e.g. 'enemy token 1').", required=True, example="Enemy token 1"),
    Field("token", "text", "Its two faces, front/back (`skull/2shield*`; * marks initiative).", required=True,
          example="skull/shield*"),
    Field("act", "choice", "1 for the five tokens of act 1, 2 for the stronger sixth that joins in act 2.",
          required=True, choices=(1, 2), example=1),
    Field("source", "text", "Where the values come from (information only)."),
), info=("source",))
