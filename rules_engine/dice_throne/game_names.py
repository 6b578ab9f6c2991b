"""Game names printed on the shipped hero boards (heroes, statuses, abilities, die symbols), for the catalogue.

A name is data (the catalogue's JSON, or a table's own hero), so the engine cannot mark it where it
is written. `GameName` keeps the English name as its text and is looked up under one context, so
"Reload" the status never reads as "Reload" the button. The Russian catalogue gives the Russian
edition's name where the book prints one («Охотница за головами», «Разборки») and a Russian name of its own
where it does not («Меткий глаз»); the Polish catalogue gives Polish names of its own (no Polish edition is
known to it). A table's own hero has no entry and keeps its name. The words a command gives a source the
table does not name ("an effect") are words of another context (`source_name`).
"""

from __future__ import annotations

from rules_engine.messages import NC_, InContext

#: The catalogue context of every game name.
CONTEXT = "dice-throne name"

#: The names of the shipped heroes (cards_db/dice_throne_heroes.json), marked for extraction.
SHIPPED_NAMES = (
    NC_("dice-throne name", "Gunslinger"), NC_("dice-throne name", "Cursed Pirate"),
    NC_("dice-throne name", "Evasive"), NC_("dice-throne name", "Reload"), NC_("dice-throne name", "Knockdown"),
    NC_("dice-throne name", "Bounty"), NC_("dice-throne name", "Cursed Doubloon"),
    NC_("dice-throne name", "Powder Keg"), NC_("dice-throne name", "Withering"), NC_("dice-throne name", "Parley"),
    NC_("dice-throne name", "Revolver"), NC_("dice-throne name", "Bounty Hunter"),
    NC_("dice-throne name", "Take Cover"), NC_("dice-throne name", "Showdown"), NC_("dice-throne name", "Deadeye"),
    NC_("dice-throne name", "Fan the Hammer"), NC_("dice-throne name", "Fill 'Em With Lead!"),
    NC_("dice-throne name", "Duel"), NC_("dice-throne name", "Reaction"),
    NC_("dice-throne name", "Cutlass Strike"), NC_("dice-throne name", "X Marks the Spot"),
    NC_("dice-throne name", "Walk the Plank"), NC_("dice-throne name", "Light the Fuse"),
    NC_("dice-throne name", "Black Spot"), NC_("dice-throne name", "Shiver Me Timbers"),
    NC_("dice-throne name", "Pirate's Touch"), NC_("dice-throne name", "Ahoy!"), NC_("dice-throne name", "Curse"),
    NC_("dice-throne name", "bullet"), NC_("dice-throne name", "dash"), NC_("dice-throne name", "bullseye"),
    NC_("dice-throne name", "cutlass"), NC_("dice-throne name", "loot"), NC_("dice-throne name", "skull"),
)


class GameName(InContext):
    """A hero's, status's, ability's or die symbol's name: English as its text, translated under `CONTEXT`."""

    def __new__(cls, name: str) -> GameName:
        return super().__new__(cls, CONTEXT, name)

    def __reduce__(self) -> tuple[object, ...]:
        return (GameName, (self.msgid,))


def game_name(name: str) -> GameName:
    """`name` as a game name, for a message or a screen to translate."""
    return name if isinstance(name, GameName) else GameName(name)


#: The catalogue context of the source a command names when the table names none ("damage 3 to p2" comes from "an
#: effect"). It ends in " word", so a saved log's English sentence reads it back in the table's language as well.
SOURCE_CONTEXT = "dice-throne source word"
#: The source of a changed die, a damage, a heal and upkeep's effects when the command names none (`from NAME` left
#: out), kept in the state as these English words.
A_CARD = NC_("dice-throne source word", "a card")
AN_EFFECT = NC_("dice-throne source word", "an effect")
HEALING = NC_("dice-throne source word", "healing")
UPKEEP_EFFECT = NC_("dice-throne source word", "upkeep effect")
#: A card the table plays without naming it, by its timing ("play main 2": "Ann plays a main card for 2 CP").
UNNAMED_CARDS = {"main": NC_("dice-throne source word", "a main card"), "roll": NC_("dice-throne source word", "a roll card"),
                 "instant": NC_("dice-throne source word", "an instant card")}
DEFAULT_SOURCES = frozenset((A_CARD, AN_EFFECT, HEALING, UPKEEP_EFFECT, *UNNAMED_CARDS.values()))


def source_name(source: str) -> str:
    """What a changed die, a damage or a heal comes from, as a sentence names it: the words a command gives when the
    table named no source ("an effect"), translated in `SOURCE_CONTEXT`; else a card's, status's or ability's name, as
    a game name."""
    return InContext(SOURCE_CONTEXT, source) if source in DEFAULT_SOURCES else game_name(source)
