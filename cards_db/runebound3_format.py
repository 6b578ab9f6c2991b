"""The Runebound 3rd edition catalogue formats, field by field: heroes, items, enemies, skills, story cards,
and the challenge cards other than enemies (events, attribute tests, quests)."""

from __future__ import annotations

from dataclasses import replace

from cards_db.schema import Field, Schema
from rules_engine.game import SETUP_CHOICE
from rules_engine.messages import InContext, N_, Message
from rules_engine.runebound3.fighting import TERRAIN_SYMBOLS
from rules_engine.runebound3.state import Attribute, Colour, ItemType, Scenario
from rules_engine.runebound3.words import word

from rules_engine.terrain_names import TERRAIN_SAID, terrain_named

#: A challenge deck's or a trophy's colour in the table's words (the form's picker, a refusal beside the file's value).
COLOUR_WORDS = {colour: word(colour) for colour in ("green", "orange", "purple", "grey")}
#: The other choices a form offers in the table's language (the file keeps the English values): a damage's kind, an
#: item's type, an attribute, a scenario (by its card's name, as the wizard says it).
CHOICES_SAID = {
    **{value: word(value) for value in (*(t.value for t in ItemType), *(a.value for a in Attribute))},
    "physical": Message(N_("physical")), "magic": Message(N_("magic")),
    "margath": InContext(SETUP_CHOICE, "The Dominion of Margath"), "dead-king": InContext(SETUP_CHOICE, "The Dead King"),
}

ATTRIBUTE_DOCS = {
    "body": N_("Body: skill cards revealed in a Body test; the most Body skills the hero may know."),
    "mind": N_("Mind: skill cards revealed in a Mind test; the most Mind skills the hero may know."),
    "spirit": N_("Spirit: skill cards revealed in a Spirit test; the most Spirit skills the hero may know."),
    "health": N_("Health (wounds the hero can take); at least 1."),
    "speed": N_("Speed: terrain dice rolled to move or explore."),
    "hand_size": N_("Hand size: skill cards held at most (training draws this many)."),
    "gold": N_("Starting gold."),
}
EXAMPLE = {"body": 3, "mind": 2, "spirit": 2, "health": 10, "speed": 3, "hand_size": 3, "gold": 3}
#: The largest value each hero number takes: well above any printed hero, and small enough that what it feeds
#: (skill cards revealed, terrain dice rolled and matched, cards drawn) stays bounded.
#: The lowest value of a hero number that is not 0 (a hero with no health could not take the field).
LOWEST = {"health": 1}
HIGHEST = {"body": 9, "mind": 9, "spirit": 9, "health": 30, "speed": 9, "hand_size": 12, "gold": 30}
#: The most combat tokens one card brings (a hero's five, an item's one or two).
MOST_TOKENS = 8
TOKENS = Field("tokens", "list", N_("Combat tokens, each two faces joined by / (`axe/2shield*`; * marks initiative)."),
               item=Field("token", "text", N_("One token, front/back."), required=True), example=["axe/shield*"],
               most=MOST_TOKENS)

SURGE = Schema(N_("a surge ability on a hero, item or enemy card"), (
    Field("name", "text", N_("The ability's name as printed."), required=True, example="Cleave"),
    Field("cost", "integer", N_("Surges spent to use it (once a round)."), required=True, minimum=1, example=2),
    Field("damage", "integer", N_("Damage it deals the opponent (the engine applies it)."), minimum=0, default=0,
          example=1),
    Field("heal", "integer", N_("Wounds it heals on the hero (the engine applies it)."), minimum=0, default=0,
          example=0),
    Field("kind", "choice", N_("The kind of its damage, when the card names one (shown; no rule of its own)."),
          choices=("physical", "magic"), example="physical", words=CHOICES_SAID),
    Field("shield", "integer", N_("A shield held for later this round: prevents that much of the next damage about "
          "to land on its side (the engine applies it)."), minimum=0, default=0, example=0),
    Field("flip", "integer", N_("Up to this many of its side's unspent tokens turned over (the engine applies it; "
          "not with reroll)."), minimum=0, default=0, example=0),
    Field("reroll", "integer", N_("Up to this many of the opponent's unspent tokens tossed again (the engine applies "
          "it; not with flip)."), minimum=0, default=0, example=0),
    Field("effect", "text", N_("Any other effect in words, which the table resolves (the app says it does not)."),
          example=""),
))
SURGES = Field("surges", "list", N_("Surge abilities printed on the card; each needs an effect the engine applies "
               "(damage, heal, shield, flip, reroll) or its effect in words."), schema=SURGE,
               example=[{"name": "Cleave", "cost": 2, "damage": 1}])

HERO = Schema(N_("a Runebound 3rd edition hero"), (
    Field("id", "text", N_("The hero's id, used when setting up a session."), required=True, example="elder-mok"),
    Field("name", "text", N_("The hero's name as printed."), required=True, example="Elder Mok"),
    *(Field(stat, "integer", doc, required=True, minimum=LOWEST.get(stat, 0), maximum=HIGHEST[stat],
            example=EXAMPLE[stat]) for stat, doc in ATTRIBUTE_DOCS.items()),
    Field("start", "text", N_("The space the hero starts on, as printed on the hero card."), required=True,
          example="Tamalir"),
    TOKENS,
    SURGES,
    Field("setup", "text", N_("The setup condition printed on the card, in words; the app shows it to the table "
          "until the time token first moves."), example="Take one extra skill card."),
    Field("source", "text", N_("Where the values come from (information only)."), example="my copy of the hero card"),
), info=("source",))

ITEM = Schema(N_("a Runebound 3rd edition item"), (
    Field("id", "text", N_("The item's id."), required=True, example="war-axe"),
    Field("name", "text", N_("The item's name as printed."), required=True, example="War Axe"),
    Field("type", "choice", N_("The item's type; a hero carries one of each type at most."), required=True,
          choices=tuple(t.value for t in ItemType), example="weapon", words=CHOICES_SAID),
    Field("cost", "integer", N_("Price in gold (selling gives its value)."), required=True, minimum=0, example=4),
    TOKENS,
    replace(SURGES, example=[{"name": "Parry", "cost": 1, "shield": 1}]),
    Field("source", "text", N_("Where the values come from (information only).")),
), info=("source",))

ENEMY = Schema(N_("a Runebound 3rd edition enemy"), (
    Field("id", "text", N_("The enemy's id."), required=True, example="bandit"),
    Field("name", "text", N_("The enemy's name as printed on its challenge card."), required=True, example="Bandit"),
    Field("health", "integer", N_("Health: the wounds that defeat it; at least 1."), required=True, minimum=1,
          example=5),
    Field("reward", "text", N_("The reward printed at the bottom of the card (a winning hero takes it)."),
          example="3 gold"),
    Field("villain_token", "text", N_("A main villain's own seventh token, front/back; empty for other enemies."),
          example=""),
    Field("deck", "choice", N_("The colour of the challenge deck the card is in (green exploration, orange "
          "combat, purple social)."), choices=("green", "orange", "purple"), default="orange", example="orange",
          words=COLOUR_WORDS),
    replace(SURGES, example=[{"name": "Howl", "cost": 2, "reroll": 1}]),
    Field("source", "text", N_("Where the values come from (information only).")),
), info=("source",))

ENEMY_TOKEN = Schema(N_("one of the combat tokens every enemy shares"), (
    Field("id", "text", N_("The token's id (the tokens are used in id order)."), required=True, example="enemy-1"),
    Field("name", "text", N_("A name for the token (e.g. 'enemy token 1')."), required=True, example="Enemy token 1"),
    Field("token", "text", N_("Its two faces, front/back (`skull/2shield*`; * marks initiative)."), required=True,
          example="skull/shield*"),
    Field("act", "choice", N_("1 for the five tokens of act 1, 2 for the stronger sixth that joins in act 2."),
          required=True, choices=(1, 2), example=1),
    Field("source", "text", N_("Where the values come from (information only).")),
), info=("source",))

TROPHY_COLOURS = tuple(c.value for c in Colour)
DECK_COLOURS = ("green", "orange", "purple")

OPTION = Schema(N_("one option of an event card"), (
    Field("text", "text", N_("The option's words as printed (shown to the table)."), example="Pay the toll"),
    Field("effects", "text", N_("What it does that the app applies, joined by commas: gold+N/gold-N, "
          "wounds+N/wounds-N, cards+N/cards-N, delayed, trophy (keep the card), an attribute test first such as "
          "body-1, or none."),
          required=True, example="gold-2,trophy"),
))
TEST_FIELDS = (
    Field("attribute", "choice", N_("The attribute tested: reveal that many skill cards (plus the modifier)."),
          choices=tuple(a.value for a in Attribute), example="body", words=CHOICES_SAID),
    Field("modifier", "integer", N_("The test's printed modifier."), minimum=-3, maximum=3, default=0, example=-1),
    Field("reward", "text", N_("What passing gives, as effects (see an event option's effects); include trophy to "
          "keep the card."), default="trophy", example="gold+1,trophy"),
)
#: The test fields' descriptions as a quest card gives them (each the test field's, after the quest's words).
_QUEST_TEST_DOCS = {
    "attribute": N_("For a quest resolved by a test: the attribute tested: reveal that many skill cards (plus the "
                    "modifier)."),
    "modifier": N_("For a quest resolved by a test: the test's printed modifier."),
    "reward": N_("For a quest resolved by a test: what passing gives, as effects (see an event option's effects); "
                 "include trophy to keep the card."),
}
OUTCOME = Schema(N_("one outcome of an exploration quest"), (
    Field("needs", "list", N_("The terrain symbols it needs, one die each (a wild face pays only for wild)."),
          required=True, item=Field("symbol", "choice", N_("One symbol."), required=True, choices=TERRAIN_SYMBOLS,
                                    spellings=terrain_named, words=TERRAIN_SAID),
          example=["forest", "hills"]),
    Field("reward", "text", N_("What meeting it gives, as effects; include trophy to keep the card (leave it out "
          "when the outcome keeps none)."), default="trophy", example="trophy"),
))
QUEST_FIELDS = (
    Field("region", "list", N_("The spaces outlined in red where the quest is resolved."),
          item=Field("space", "text", N_("One space's name."), required=True), example=["Black Wood"]),
    Field("outcomes", "list", N_("Exploration outcomes (terrain dice equal to speed); or give a test instead."),
          schema=OUTCOME, example=[{"needs": ["forest", "hills"], "reward": "trophy"}]),
    *(Field(f.name, f.type, _QUEST_TEST_DOCS[f.name], choices=f.choices,
            minimum=f.minimum, maximum=f.maximum, words=f.words) for f in TEST_FIELDS),
)
#: The quest fields' descriptions as a story card gives them (each the quest field's, after the story's words).
_STORY_QUEST_DOCS = {
    "region": N_("For a story quest: the spaces outlined in red where the quest is resolved."),
    "outcomes": N_("For a story quest: exploration outcomes (terrain dice equal to speed); or give a test instead."),
    "attribute": N_("For a story quest: for a quest resolved by a test: the attribute tested: reveal that many skill "
                    "cards (plus the modifier)."),
    "modifier": N_("For a story quest: for a quest resolved by a test: the test's printed modifier."),
    "reward": N_("For a story quest: for a quest resolved by a test: what passing gives, as effects (see an event "
                 "option's effects); include trophy to keep the card."),
}
#: A story quest's fields, as a quest card's but its outcomes written as notations (`forest+hills:trophy`),
#: without examples (the template's story card is no quest).
STORY_QUEST_FIELDS = tuple(
    replace(f, doc=_STORY_QUEST_DOCS[f.name], example=[] if f.type == "list" else None,
            schema=None, item=Field("outcome", "text", N_("NEEDS:REWARD, e.g. forest+hills:trophy,gold+1."),
                                    required=True) if f.name == "outcomes" else f.item,
            separator=";" if f.name == "outcomes" else f.separator)  # a reward is a comma list itself
    for f in QUEST_FIELDS)
_NAME_SOURCE = (Field("source", "text", N_("Where the values come from (information only).")),)

EVENT = Schema(N_("a Runebound 3rd edition event card"), (
    Field("id", "text", N_("The card's id."), required=True, example="toll-bridge"),
    Field("name", "text", N_("The card's name as printed."), required=True, example="Toll Bridge"),
    Field("deck", "choice", N_("The colour of its challenge deck."), choices=DECK_COLOURS, default="purple",
          example="purple", words=COLOUR_WORDS),
    Field("options", "list", N_("Its two options; the player picks one, applied as fully as possible."),
          required=True, schema=OPTION, example=[{"text": "Pay the toll", "effects": "gold-2,trophy"},
                                                 {"text": "Swim across", "effects": "body-1,trophy"}]),
    Field("text", "text", N_("Anything else printed, shown to the table."), example=""),
    *_NAME_SOURCE,
), info=("source",))

TEST = Schema(N_("a Runebound 3rd edition attribute test card"), (
    Field("id", "text", N_("The card's id."), required=True, example="rope-bridge"),
    Field("name", "text", N_("The card's name as printed."), required=True, example="Rope Bridge"),
    Field("deck", "choice", N_("The colour of its challenge deck."), choices=DECK_COLOURS, default="purple",
          example="green", words=COLOUR_WORDS),
    Field("attribute", "choice", N_("The attribute tested: reveal that many skill cards (plus the modifier)."),
          required=True, choices=tuple(a.value for a in Attribute), example="body", words=CHOICES_SAID),
    *TEST_FIELDS[1:],
    Field("text", "text", N_("Anything else printed, shown to the table."), example=""),
    *_NAME_SOURCE,
), info=("source",))

QUEST = Schema(N_("a Runebound 3rd edition quest card"), (
    Field("id", "text", N_("The card's id."), required=True, example="lost-shrine"),
    Field("name", "text", N_("The card's name as printed."), required=True, example="Lost Shrine"),
    Field("deck", "choice", N_("The colour of its challenge deck."), choices=DECK_COLOURS, default="green",
          example="green", words=COLOUR_WORDS),
    *QUEST_FIELDS,
    Field("text", "text", N_("Anything else printed, shown to the table."), example=""),
    *_NAME_SOURCE,
), info=("source",))

SKILL = Schema(N_("a Runebound 3rd edition skill card"), (
    Field("id", "text", N_("The skill's id."), required=True, example="quick-reflexes"),
    Field("name", "text", N_("The skill's name as printed."), required=True, example="Quick Reflexes"),
    Field("attribute", "choice", N_("The attribute it belongs to (bottom left of the card); a hero knows no more "
          "skills of an attribute than its value."), required=True, choices=tuple(a.value for a in Attribute),
          example="body", words=CHOICES_SAID),
    Field("cost", "list", N_("Its trophy cost, one colour per orb (grey is paid by a trophy of any colour)."),
          required=True, item=Field("colour", "choice", N_("One orb's colour."), required=True, choices=TROPHY_COLOURS,
                                    words=COLOUR_WORDS),
          example=["orange", "grey"]),
    Field("active", "boolean", N_("true for an active skill (used when the card says), false for a passive one."),
          required=True, example=False),
    Field("text", "text", N_("What the skill does, in words (shown to the table; the app applies only `effects`)."),
          example=""),
    Field("effects", "list", N_("What a passive skill changes that the app applies: test+N (cards in every test), "
          "test:body+N (or mind, spirit), speed+N, hand+N, health+N. Not for an active skill."),
          item=Field("effect", "text", N_("One effect, e.g. test:body+1."), required=True), example=["test:body+1"]),
    Field("source", "text", N_("Where the values come from (information only).")),
), info=("source",))

STORY = Schema(N_("a Runebound 3rd edition story card"), (
    Field("id", "text", N_("The story card's id."), required=True, example="margath-1"),
    Field("name", "text", N_("The story card's name as printed."), required=True, example="The Gathering Storm"),
    Field("scenario", "choice", N_("The scenario whose ten story cards it belongs to."), required=True,
          choices=tuple(s.value for s in Scenario), example="margath", words=CHOICES_SAID),
    Field("quest", "boolean", N_("true when it carries a story quest (it goes to the story quest zone)."),
          required=True, example=False),
    Field("text", "text", N_("What the card tells the table to do, in words (shown; the app applies only `effects`)."),
          example=""),
    Field("effects", "list", N_("What the app carries out when the card is drawn: token:SPACE:COLOUR (a challenge "
          "token placed face up), refresh (used challenge tokens turn face up, except under a hero), gold+N or "
          "gold-N (every hero), time+N (the time token moves N spaces forward; where it stops counts as on the "
          "turn's advance)."), item=Field("effect", "text", N_("One effect, e.g. refresh."), required=True),
          example=["refresh"]),
    *STORY_QUEST_FIELDS,
    Field("trophy", "choice", N_("For a story quest: the colour of the trophy it becomes when an outcome keeps the "
          "card (a resolved quest is kept as a trophy unless its outcome says otherwise); left out, the app shows "
          "the table that the card says what it keeps."), choices=DECK_COLOURS, words=COLOUR_WORDS),
    Field("source", "text", N_("Where the values come from (information only).")),
), info=("source",))

TERRAIN_DIE = Schema(N_("the table's terrain die (one description serves all its terrain dice)"), (
    Field("id", "text", N_("An id for the table's dice."), required=True, example="our-dice"),
    Field("name", "text", N_("A name for them."), required=True, example="Our terrain dice"),
    Field("faces", "list", Message("Every face of the die, each the terrain symbols it shows (of {symbols}); with "
                                  "them the app can roll a move, a rest or an exploration.",
                                  symbols=", ".join(TERRAIN_SYMBOLS)),
          required=True,
          item=Field("face", "list", N_("The symbols one face shows."),
                     item=Field("symbol", "choice", N_("A terrain symbol."), required=True, choices=TERRAIN_SYMBOLS,
                                spellings=terrain_named, words=TERRAIN_SAID)),
          example=[["plains", "road"], ["forest", "hills"], ["water"], ["mountains", "swamp"], ["plains"], ["wild"]]),
    Field("source", "text", N_("Where the faces come from (information only).")),
), info=("source",))
