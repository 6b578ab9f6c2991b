"""The Runebound 2nd edition catalogue formats, field by field: heroes and the table's terrain dice."""

from __future__ import annotations

from cards_db.schema import Field, Schema
from rules_engine.messages import N_, Message
from rules_engine.runebound2.terrain import FACES_PER_DIE, TERRAINS
from rules_engine.terrain_names import TERRAIN_SAID, terrain_named

STAT_DOCS = {
    "life": N_("Life (wounds the hero can take); at least 1 when known."),
    "stamina": N_("Stamina (exhaustion the hero can take)."),
    "mind": N_("Mind, added to Mind tests."),
    "body": N_("Body, added to Body tests."),
    "spirit": N_("Spirit, added to Spirit tests."),
    "ranged": N_("Ranged combat value."),
    "melee": N_("Melee combat value."),
    "magic": N_("Magic combat value."),
}
EXAMPLE_STATS = {"life": 10, "stamina": 6, "mind": 2, "body": 3, "spirit": 2, "ranged": 1, "melee": 3,
                 "magic": None}

HERO = Schema(N_("a Runebound hero"), (
    Field("id", "text", N_("The hero's id, used when setting up a session; an id of a shipped hero replaces it."),
          required=True, example="lyssa"),
    Field("name", "text", N_("The hero's name as printed."), required=True, example="Lyssa"),
    *(Field(stat, "integer", doc, minimum=1 if stat == "life" else 0, nullable=True, example=EXAMPLE_STATS[stat])
      for stat, doc in STAT_DOCS.items()),
    Field("abilities", "text", N_("The hero card's ability text, in your own words."),
          example="Before combat: take 1 exhaustion to make a ranged attack."),
    Field("unconfirmed", "list", N_("Fields whose values are not checked against the card yet (blank ones are added)."),
          item=Field("field", "text", N_("A field name, e.g. life."), required=True), example=["magic"]),
    Field("name_ru", "text", N_("The name in the Russian edition (information only).")),
    Field("source", "text", N_("Where the values come from (information only)."), example="my copy of the hero card"),
), info=("name_ru", "source"))

TERRAIN_DIE = Schema(N_("a terrain die"), (
    Field("id", "text", N_("An id for the table's dice (one description serves all of them)."), required=True,
          example="our-dice"),
    Field("name", "text", N_("A name for them."), required=True, example="Our terrain dice"),
    Field("faces", "list", Message("The {count} faces, each two or three of the terrains {terrains}.",
                                  count=FACES_PER_DIE, terrains=", ".join(TERRAINS)), required=True,
          item=Field("face", "list", N_("The terrains one face shows."),
                     item=Field("terrain", "text", N_("A terrain."), required=True, spellings=terrain_named,
                                words=TERRAIN_SAID)),
          example=[["plains", "road"], ["forest", "hills"], ["river", "swamp"], ["mountains", "hills"],
                   ["plains", "forest", "road"], ["river", "road"]]),
))
