"""The Dungeoneer catalogue formats, field by field: heroes, locations, quests, monsters and adventure cards.

Each format is what the engine's `from_data` readers take (rules_engine/dungeoneer: heroes.py,
catalogue_cards.py, quests.py, monsters.py, adventure_cards.py); the allowed values come from the
engine's own enums, so a kind the engine learns shows up here by itself.
"""

from __future__ import annotations

from cards_db.form_fields import id_from_name
from cards_db.schema import Field, Schema
from rules_engine.messages import N_, Message
from rules_engine.dungeoneer.adventure_cards import Duration, Kind, Timing
from rules_engine.dungeoneer.exits import SIDES, ExitKind
from rules_engine.dungeoneer.locations import MOST_GLORY, MOST_PERIL, MOST_THREAT, HazardKind, LocationKind
from rules_engine.dungeoneer.quests import Category
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat
from rules_engine.dungeoneer.words import term

STATS = tuple(str(s) for s in Stat)


def _as_id(typed: str) -> str | None:
    """A card named as printed ('Troll bridge') read as the id the form makes from a name ('troll-bridge'), so a quest
    names its places and monster as the table reads them on the cards; an id typed stays itself."""
    return id_from_name(typed) or None


#: The game's terms a form shows in the table's language (a quest's «охота» for `hunt`): the stats, the kinds of exits,
#: hazards, locations and cards, the quests' categories, the cards' timings and durations; the file keeps the English
#: values.
TERMS_SAID = {str(value): term(value)
              for kinds in (Stat, ExitKind, HazardKind, LocationKind, Category, Kind, Duration, Timing) for value in kinds}
FORMS = tuple(str(s) for s in BATTLE_FORMS)
INFO = ("name_ru", "source", "unconfirmed")
#: The highest value a hero, a monster or a threat shows (two dice's worth): a printed card stays below it.
MOST_VALUE = 12
#: The most heroic levels a hero's card prints values for.
MOST_LEVELS = 10


def _info_fields() -> tuple[Field, ...]:
    return (
        Field("name_ru", "text", N_("The name in the Russian edition (information only).")),
        Field("source", "text", N_("Where the values come from (information only)."), example="my copy of the card"),
        Field("unconfirmed", "list", N_("Fields whose values are not checked against the printed card yet; one "
              "left blank is unknown, and a session leaves the card out until it is given."),
              item=Field("field", "text", N_("A field name or path, e.g. cost or forms.melee.value."), required=True)),
    )


def _by_level(stat: str, example: list[int]) -> Field:
    return Field(stat, "list", Message("The hero's {stat} printed for levels 1, 2, 3 ... in order.", stat=stat),
                 required=True, most=MOST_LEVELS,
                 item=Field("value", "integer", Message("{stat} at one level.", stat=stat.capitalize()),
                            required=True, minimum=0, maximum=MOST_VALUE),
                 example=example)


HERO = Schema(N_("a Dungeoneer hero"), (
    Field("id", "id", N_("The hero's id, used when setting up a session."), required=True, example="elf-wizard"),
    Field("name", "text", N_("The hero's name as printed."), required=True, example="Elf wizard"),
    Field("health", "integer", N_("Starting health (wounds the hero can take)."), required=True, minimum=1, maximum=20, example=4),
    Field("boon_limit", "integer", N_("How many permanent boons the inventory holds."), required=True, minimum=0,
          maximum=9, example=3),
    Field("treasure_limit", "integer", N_("How many permanent treasures the inventory holds."), required=True,
          minimum=0, maximum=9, example=2),
    _by_level("melee", [1, 1, 2, 2]),
    _by_level("magic", [3, 3, 4, 5]),
    _by_level("speed", [3, 3, 3, 4]),
    Field("ability", "text", N_("The hero's special ability, in your own words (the table applies it)."),
          example="Once per turn: reroll a magic counter roll."),
    *_info_fields(),
), info=INFO)

EXIT = Schema(N_("an exit object"), (
    Field("kind", "choice", N_("What the side holds: an open exit, a blocked one, a trapped one, or a wall."),
          required=True, choices=tuple(str(k) for k in ExitKind), example="open", words=TERMS_SAID),
    Field("target", "integer", N_("A blocked or trapped exit's threat number (the 5 of 5+)."), minimum=1, maximum=MOST_THREAT,
          required_when=("kind", ("blocked", "trap"))),
    Field("stat", "choice", N_("The value a blocked or trapped exit's threat tests."), choices=STATS,
          required_when=("kind", ("blocked", "trap")), words=TERMS_SAID),
))

HAZARD = Schema(N_("a hazard object"), (
    Field("kind", "choice", N_("Spikes (pass or take a wound), a pit (pass or fall), or danger (raises trap threats)."),
          required=True, choices=tuple(str(k) for k in HazardKind), example="spikes", words=TERMS_SAID),
    Field("target", "integer", N_("The hazard's threat number."), minimum=0, maximum=MOST_THREAT, example=4),
    Field("stat", "choice", N_("The value the hazard's threat tests."), choices=STATS, example="speed",
          words=TERMS_SAID),
))

LOCATION = Schema(N_("a Dungeoneer location"), (
    Field("id", "id", N_("The location's id, used by quests and in commands."), required=True, example="library"),
    Field("name", "text", N_("The location's name as printed."), required=True, example="Library"),
    Field("kind", "choice", N_("A room or a tunnel."), required=True, choices=tuple(str(k) for k in LocationKind),
          example="room", words=TERMS_SAID),
    Field("glory", "integer", N_("Glory a hero gains entering it."), required=True, minimum=0, maximum=MOST_GLORY,
          example=2),
    Field("peril", "integer", N_("Peril a hero gains entering it (solo: the peril dice rolled)."), required=True,
          minimum=0, maximum=MOST_PERIL, example=1),
    Field("exits", "object", N_("The four sides with the card upright, as the entrance lies."), required=True,
          schema=Schema(N_("the four exits"), tuple(
              Field(str(side), "object", Message("The {side} side.", side=str(side)), required=True, schema=EXIT,
                    example={"kind": "open"} if side is not SIDES[3]
                    else {"kind": "trap", "target": 4, "stat": "melee"})
              for side in SIDES))),
    Field("entrance", "boolean", N_("The entrance to the dungeon (a session needs exactly one)."), default=False),
    Field("hazard", "object", N_("A hazard printed in the middle of the card."), schema=HAZARD),
    Field("effect", "text", N_("The location's special effect, in your own words."), example=""),
    *_info_fields(),
), info=INFO)

QUEST = Schema(N_("a Dungeoneer quest"), (
    Field("id", "id", N_("The quest's id, used in commands."), required=True, example="magic-fish"),
    Field("name", "text", N_("The quest's name as printed."), required=True, example="Catching the magic fish"),
    Field("category", "choice", N_("The category printed under the name (it decides how the quest is done)."),
          required=True, choices=tuple(str(c) for c in Category), example="chance", words=TERMS_SAID),
    Field("locations", "list", N_("The ids of the locations where it can be done (a form also takes their names "
          "as printed); an escort's first is where it starts and its second where it ends; empty for a seek quest "
          "that may be anywhere."),
          item=Field("location", "id", N_("A location id."), required=True, spellings=_as_id, names_of="location"),
          example=["troll-bridge"],
          placeholder=N_("the locations' names as printed, with commas")),
    Field("levels", "integer", N_("Heroic levels gained on completing it."), minimum=1, maximum=3, default=1,
          example=1),
    Field("stat", "choice", N_("The value a threat quest (or a found seek quest) tests."), choices=STATS,
          required_when=("category", ("threat",)), words=TERMS_SAID),
    Field("target", "integer", N_("A threat quest's or a chance roll's number to reach."), minimum=1, maximum=20,
          required_when=("category", ("threat", "chance")), example=5),
    Field("dice", "integer", N_("A chance quest's dice (the highest counts)."), minimum=1, maximum=6, default=1,
          example=1),
    Field("extra_die_glory", "integer", N_("A chance quest's glory price of one more die in an attempt (0: none)."),
          minimum=0, maximum=9, default=0, example=2),
    Field("extra_dice_max", "integer", N_("The most extra dice a chance quest sells for one attempt."),
          minimum=0, maximum=6, default=1, example=1),
    Field("monster", "id", N_("A hunt quest's monster: its id (a form also takes its name as printed)."), spellings=_as_id,
          names_of="monster", required_when=("category", ("hunt",)), placeholder=N_("the monster's name as printed")),
    Field("seek_target", "integer", N_("A seek quest's search number: a die plus the locations between the hero "
          "and the nearest entrance must reach it."), minimum=1, maximum=20, required_when=("category", ("seek",))),
    Field("text", "text", N_("The card's conditions, in your own words."),
          example="5+ on one die at the troll bridge; 2 glory buys a second die."),
    *_info_fields(),
), info=INFO)

FORM = Schema(N_("a battle form object"), (
    Field("value", "integer", N_("The value printed for this form."), required=True, minimum=0, maximum=12,
          nullable=True, example=2),
    Field("attacks", "boolean", N_("True for a round symbol (it may attack in this form), false when it only "
                                   "counters."),
          default=True),
    Field("strike", "text", N_("What a hit in this form does besides one wound (the table applies it)."), example=""),
))

MONSTER = Schema(N_("a Dungeoneer monster"), (
    Field("id", "id", N_("The monster's id, used in commands ('monsters p2 zombie:melee')."), required=True,
          example="zombie"),
    Field("name", "text", N_("The monster's name as printed."), required=True, example="Zombie"),
    Field("health", "integer", N_("Wounds it takes to slay it."), required=True, minimum=1, maximum=12, nullable=True,
          example=1),
    Field("cost", "integer", N_("Its price in the attacked hero's peril."), required=True, minimum=0, maximum=20,
          nullable=True, example=1),
    Field("forms", "map", N_("Its battle forms: melee, magic and speed, each with its value."), required=True,
          keys=FORMS, item=Field("form", "object", N_("One battle form."), schema=FORM),
          example={"melee": {"value": 2}, "magic": {"value": 0, "attacks": False}}),
    Field("ability", "text", N_("Its special ability, in your own words (the table applies it)."), example=""),
    Field("traits", "list", N_("Words a bane can aim at: 'trap' for a trap, or a kind such as 'undead'; 'shift' "
          "marks a shift card (played, it owes the move of a location)."),
          item=Field("trait", "text", N_("One word."), required=True), example=["undead"]),
    *_info_fields(),
), info=INFO)

CARD = Schema(N_("a Dungeoneer adventure card"), (
    Field("id", "id", N_("The card's id, used in commands ('play backpack')."), required=True, example="backpack"),
    Field("name", "text", N_("The card's name as printed."), required=True, example="Backpack"),
    Field("kind", "choice", N_("Boon or treasure (glory cards), bane or encounter (peril cards; monsters are "
          "their own kind)."), required=True, choices=tuple(str(k) for k in Kind), example="treasure",
          words=TERMS_SAID),
    Field("cost", "integer", N_("Its price (glory for boons and treasures, an opponent's peril otherwise); "
          "blank for an X cost the player chooses (a file writes null)."), required=True, minimum=0, maximum=20, nullable=True,
          example=1),
    Field("timing", "choice", N_("When it may be played."), required=True, choices=tuple(str(t) for t in Timing),
          example="deeds", words=TERMS_SAID),
    Field("duration", "choice", N_("Instant (discarded at once), permanent (stays) or attachment (under another "
                                   "card)."),
          required=True, choices=tuple(str(d) for d in Duration), example="permanent", words=TERMS_SAID),
    Field("treasure_type", "text", N_("A treasure's type (helmet, weapon ...): one treasure of each type."),
          example="pack"),
    Field("raises_boons", "integer", N_("How much it raises the boon limit."), minimum=0, maximum=9, default=0),
    Field("raises_treasures", "integer", N_("How much it raises the treasure limit."), minimum=0, maximum=9, default=0,
          example=1),
    Field("solo", "boolean", N_("False for transfer and shift cards and those needing several heroes (left out "
          "of solo play)."), default=True),
    Field("text", "text", N_("The card's effect, in your own words (the table applies it)."),
          example="Carry one more treasure."),
    Field("traits", "list", N_("Words a bane can aim at: 'trap' for a trap, or a kind such as 'undead'; 'shift' "
          "marks a shift card (played, it owes the move of a location)."),
          item=Field("trait", "text", N_("One word."), required=True), example=["undead"]),
    Field("threat_stat", "choice", N_("A trap encounter's threat (with the trait 'trap'): the value every hero in "
          "the location tests, each with its own die. Give 'threat_target' with it."), choices=STATS, words=TERMS_SAID),
    Field("threat_target", "integer", N_("A trap encounter's threat number (with 'threat_stat')."), minimum=0,
          maximum=12),
    Field("waits_for", "list", N_("A bane aimed at particular monsters or traps: their ids or traits. In solo play "
          "it waits in play until such a card is drawn."), item=Field("aim", "text", N_("An id or a trait."),
                                                                       required=True)),
    *_info_fields(),
), info=INFO)
