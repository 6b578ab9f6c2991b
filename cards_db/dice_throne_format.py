"""The Dice Throne hero format, field by field: what `parse_hero` reads, described once for checks, templates and docs.

The allowed values come from the engine's own lists (damage types, status effects), so a value
the engine learns shows up here by itself. A field the engine starts to read must be added here
too: tests/catalogue/test_schema_matches_engine.py reads the keys `parse_hero` looks at and fails,
naming the key, until it is described.
"""

from __future__ import annotations

from typing import Any

from cards_db.schema import Field, Schema
from rules_engine.messages import N_
from rules_engine.dice_throne.heroes import DAMAGE_TYPES, STATUS_EFFECTS
from rules_engine.dice_throne.view_text import DAMAGE_KINDS

ABILITY_KINDS = ("offensive", "defensive", "passive")

#: The choices a form offers in the table's language (the file keeps the English values): an ability's kind, a
#: straight, a status's polarity, persistence and the effect the app applies, a damage type.
CHOICES_SAID: dict[str, str] = {
    "offensive": N_("offensive"), "defensive": N_("defensive"), "passive": N_("passive"),
    "small": N_("small straight"), "large": N_("large straight"),
    "positive": N_("positive (helps its holder)"), "negative": N_("negative (hurts its holder)"),
    "consumable": N_("consumable (spent)"), "persistent": N_("persistent (stays until removed)"),
    "avoid-damage-roll": N_("avoid the damage on a roll"), "boost-attack-half-roll": N_("add half a die to an attack"),
    "attack-minus-per-token": N_("attack damage 1 lower per token"),
    "no-attack-damage": N_("the offensive roll deals no damage"), "attacked-bonus": N_("its attacker deals 1 more"),
    "skip-offensive-unless-paid": N_("pay 2 CP or skip the offensive roll"),
    "explodes": N_("explodes"), "upkeep-damage-per-token": N_("damage in upkeep per token"),
    **{kind: kind for kind in DAMAGE_KINDS},  # the damage types as the board says them
}
FACES = ("1", "2", "3", "4", "5", "6")

CONDITION = Schema(N_("a condition object"), (
    Field("symbols", "map", N_("Dice that must show these symbols, e.g. 3 bolts and 1 eye."),
          item=Field("count", "integer", N_("How many dice show the symbol."), minimum=1, maximum=5),
          key_doc=N_("symbols printed on this hero's dice"), example={"bolt": 3}),
    Field("straight", "choice", N_("A run of numbers: small is 4 in a row, large is 5 in a row."),
          choices=("small", "large"), example="small", words=CHOICES_SAID),
    Field("of_a_kind", "integer", N_("This many dice showing the same number."), minimum=2, maximum=5, example=4),
), one_of=True)

STATUS = Schema(N_("a status object"), (
    Field("id", "id", N_("The status's id, used in commands ('status gain static')."), required=True, example="static"),
    Field("name", "text", N_("The name printed on the token."), required=True, example="Static"),
    Field("polarity", "choice", N_("Positive statuses help their holder, negative ones hurt."),
          choices=("positive", "negative"), default="positive", example="positive", words=CHOICES_SAID),
    Field("persistence", "choice", N_("Consumable tokens are spent; persistent ones stay until removed."),
          choices=("consumable", "persistent"), default="consumable", example="consumable",
          words=CHOICES_SAID),
    Field("limit", "integer", N_("The most tokens one hero may hold (the stack limit)."), required=True, minimum=1,
          example=2),
    Field("owner_limit", "integer", N_("A higher limit on the hero who brings the status (unique statuses)."),
          minimum=1),
    Field("unique", "boolean", N_("Only one hero may hold it at a time."), default=False),
    Field("transfer_only_by_owner", "boolean", N_("Only its own hero's board may remove or move it."), default=False),
    Field("effect", "choice", N_("An effect the app applies itself; empty (\"\") for one the table resolves."),
          choices=("", *STATUS_EFFECTS), default="", hint=N_("leave 'effect' empty for an effect the table resolves"),
          words=CHOICES_SAID),
    Field("effect_values", "list", N_("Die numbers the effect uses (e.g. the rolls that avoid damage)."),
          required_when=("effect", ("avoid-damage-roll",)),
          item=Field("number", "integer", N_("A die number."), minimum=1, maximum=6)),
    Field("text", "text", N_("What the token does, in your own words (shown in help)."),
          example="Spend before your offensive roll ends: add 1 damage."),
))

ABILITY = Schema(N_("an ability object"), (
    Field("id", "id", N_("The ability's id, used in commands ('attack lightning')."), required=True, example="lightning"),
    Field("name", "text", N_("The name printed on the hero board."), required=True, example="Lightning"),
    Field("kind", "choice", N_("Offensive abilities need a condition; defensive ones roll dice; passive ones neither."),
          choices=ABILITY_KINDS, default="offensive", example="offensive", words=CHOICES_SAID),
    Field("condition", "object", N_("What the final dice must show to use an offensive ability."),
          required_when=("kind", ("offensive",)), schema=CONDITION),
    Field("dice", "integer", N_("How many dice a defensive ability rolls."), minimum=1, maximum=5,
          required_when=("kind", ("defensive",))),
    Field("damage", "integer", N_("The damage printed on the board; blank when you have not checked it yet."),
          minimum=0, nullable=True, example=5),
    Field("damage_by_count", "map", N_("More damage printed for more dice showing the condition's one symbol."),
          key_doc=N_("a number of matching dice above the condition's count, up to 5"),
          item=Field("damage", "integer", N_("The damage for that many."), minimum=0),
          placeholder=N_("dice: damage, …")),
    Field("damage_type", "choice", N_("How the damage behaves (an ultimate deals ultimate damage)."),
          choices=DAMAGE_TYPES, default="regular", example="regular", words=CHOICES_SAID),
    Field("ultimate", "boolean", N_("The hero's ultimate ability."), default=False),
    Field("effects", "text", N_("Everything else the ability does, in your own words (the table resolves it)."),
          example="inflict Static"),
    Field("unconfirmed", "boolean", N_("The values are not checked against the printed board yet."), default=False),
))

#: An example hero, made up for the template: every kind of ability and status the format allows.
EXAMPLE_DICE = {"1": "bolt", "2": "bolt", "3": "bolt", "4": "cloud", "5": "cloud", "6": "eye"}
EXAMPLE_STATUSES = [
    {"id": "static", "name": "Static", "polarity": "negative", "persistence": "persistent", "limit": 2,
     "effect": "attack-minus-per-token", "text": "The holder's attack deals 1 less damage per token."},
    {"id": "tailwind", "name": "Tailwind", "polarity": "positive", "persistence": "consumable", "limit": 3,
     "effect": "avoid-damage-roll", "effect_values": [1, 2],
     "text": "When hit, spend one and roll a die: on 1 or 2 the damage is avoided."},
]
EXAMPLE_ABILITIES = [
    {"id": "lightning", "name": "Lightning", "kind": "offensive", "condition": {"symbols": {"bolt": 3}},
     "damage": 5, "damage_type": "regular", "effects": "inflict Static"},
    {"id": "squall", "name": "Squall", "kind": "offensive", "condition": {"straight": "small"}, "damage": 6},
    {"id": "eye-of-the-storm", "name": "Eye of the Storm", "kind": "offensive", "condition": {"of_a_kind": 4},
     "damage": 7, "damage_type": "undefendable", "unconfirmed": True},
    {"id": "tempest", "name": "Tempest", "kind": "offensive", "ultimate": True,
     "condition": {"symbols": {"eye": 5}}, "damage": 12, "damage_type": "ultimate"},
    {"id": "gust", "name": "Gust", "kind": "defensive", "dice": 3, "damage": None,
     "effects": "deal 1 damage per cloud rolled"},
    {"id": "charged-air", "name": "Charged Air", "kind": "passive", "effects": "once a turn, reroll one eye"},
]

HERO = Schema(N_("a Dice Throne hero"), (
    Field("id", "id", N_("The hero's id, used when setting up a session; an id of a shipped hero replaces it."),
          required=True, example="storm-caller"),
    Field("name", "text", N_("The hero's name as printed."), required=True, example="Storm Caller"),
    Field("dice", "map", N_("The symbol on each face of the hero's dice, faces 1 to 6."), required=True,
          keys=FACES, item=Field("symbol", "text", N_("A symbol's name, one word."), required=True),
          example=EXAMPLE_DICE),
    Field("statuses", "list", N_("The status tokens the hero brings."), required=True, schema=STATUS,
          example=EXAMPLE_STATUSES),
    Field("abilities", "list", N_("The abilities on the hero board: at least one offensive and one defensive."),
          required=True, schema=ABILITY, example=EXAMPLE_ABILITIES),
    Field("companions", "list", N_("Companions the hero brings (they are not statuses)."),
          item=Field("companion", "text", N_("A companion's name."), required=True), example=[]),
    Field("setup_statuses", "map", N_("Statuses the hero starts the game with, by their short names."),
          key_doc=N_("the short names of this hero's statuses"), item=Field("count", "integer", N_("How many."), minimum=1),
          example={"tailwind": 1}),
    Field("name_ru", "text", N_("The name in the Russian edition (information only).")),
    Field("source", "text", N_("Where the values come from (information only)."),
          example="my copy of the hero board"),
), info=("name_ru", "source"))

#: What the editor adds when asked for a new status or ability: the least that is valid, to fill in.
BLANK_ITEMS: dict[str, dict[str, Any]] = {
    "statuses": {"id": "new-status", "name": "New status", "limit": 1},
    "abilities": {"id": "new-ability", "name": "New ability", "kind": "passive"},
}
