"""The Runebound 2nd edition catalogue formats, field by field: heroes and the table's terrain dice."""

from __future__ import annotations

from cards_db.schema import Field, Schema
from rules_engine.messages import N_
from rules_engine.runebound2.terrain import FACES_PER_DIE, TERRAINS

STAT_DOCS = {
    "life": "Life (wounds the hero can take); at least 1 when known.",
    "stamina": "Stamina (exhaustion the hero can take).",
    "mind": "Mind, added to Mind tests.",
    "body": "Body, added to Body tests.",
    "spirit": "Spirit, added to Spirit tests.",
    "ranged": "Ranged combat value.",
    "melee": "Melee combat value.",
    "magic": "Magic combat value.",
}
EXAMPLE_STATS = {"life": 10, "stamina": 6, "mind": 2, "body": 3, "spirit": 2, "ranged": 1, "melee": 3,
                 "magic": None}

HERO = Schema(N_("a Runebound hero"), (
    Field("id", "text", "The hero's id, used when setting up a session; an id of a shipped hero replaces it.",
          required=True, example="lyssa"),
    Field("name", "text", "The hero's name as printed.", required=True, example="Lyssa"),
    *(Field(stat, "integer", doc, minimum=0, nullable=True, example=EXAMPLE_STATS[stat])
      for stat, doc in STAT_DOCS.items()),
    Field("abilities", "text", "The hero card's ability text, in your own words.",
          example="Before combat: take 1 exhaustion to make a ranged attack."),
    Field("unconfirmed", "list", "Fields whose values are not checked against the card yet (null ones are added).",
          item=Field("field", "text", "A field name, e.g. life.", required=True), example=["magic"]),
    Field("name_ru", "text", "The name in the Russian edition (information only)."),
    Field("source", "text", "Where the values come from (information only).", example="my copy of the hero card"),
), info=("name_ru", "source"))

TERRAIN_DIE = Schema(N_("a terrain die"), (
    Field("id", "text", "An id for the table's dice (one description serves all of them).", required=True,
          example="our-dice"),
    Field("name", "text", "A name for them.", required=True, example="Our terrain dice"),
    Field("faces", "list", f"The {FACES_PER_DIE} faces, each two or three of the terrains "
          + ", ".join(TERRAINS) + ".", required=True,
          item=Field("face", "list", "The terrains one face shows.",
                     item=Field("terrain", "text", "A terrain.", required=True)),
          example=[["plains", "road"], ["forest", "hills"], ["river", "swamp"], ["mountains", "hills"],
                   ["plains", "forest", "road"], ["river", "road"]]),
))
