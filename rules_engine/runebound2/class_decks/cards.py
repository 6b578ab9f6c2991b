"""Class cards and talents as values: kind, friendly or hostile, cost, proficiencies, timing, epic, terrain.

Only what a card's printing states is required; what the book does not say stays None and the
table supplies it (a talent's level, a card's cost) before the rules need it.
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.messages import Message, N_
from rules_engine.runebound2.names import printed_name


class Proficiency(enum.StrEnum):
    """The five proficiencies a talent gives and a spell or feat may require."""

    SORCERY = "sorcery"
    DIVINITY = "divinity"
    COMBAT = "combat"
    SURVIVAL = "survival"
    SUBTERFUGE = "subterfuge"


class Kind(enum.StrEnum):
    """The five kinds of card: four make up a class deck, talents their own deck."""

    FEAT = "feat"
    SPELL = "spell"
    PLACE = "place"
    CHALLENGE = "challenge"
    TALENT = "talent"


class Timing(enum.StrEnum):
    """When a class card may be played: end of movement, start of a challenge, or its own trigger."""

    MOVEMENT = "movement"
    CHALLENGE = "challenge"
    TRIGGER = "trigger"


#: Kinds whose cost rises with each proficiency the current talent lacks.
PROFICIENCY_PRICED = (Kind.FEAT, Kind.SPELL)
#: Kinds that belong in a class deck (talents form their own deck).
CLASS_KINDS = (Kind.FEAT, Kind.SPELL, Kind.PLACE, Kind.CHALLENGE)
#: The four challenge colours, easiest first.
COLOURS = ("green", "yellow", "blue", "red")


#: The kinds of class card as a card's description names them.
KIND_WORDS = {"feat": N_("feat"), "spell": N_("spell"), "place": N_("place"), "challenge": N_("challenge"),
              "talent": N_("talent")}

@frozen_value(slots=True)
class ClassCard:
    """One class card or talent as the catalogue or the table gives it.

    `requires` (spells and feats: proficiencies needed; talents: the requirement to buy it) and
    `gives` (talents: the proficiencies they grant) are sets of `Proficiency`; `terrain` lists a
    place's terrains; `colour` is a class-deck challenge's colour.
    """

    name: str
    deck: str
    kind: Kind
    hostile: bool = False
    cost: int | None = None
    requires: tuple[Proficiency, ...] = ()
    gives: tuple[Proficiency, ...] = ()
    level: int | None = None
    timing: Timing | None = None
    epic: bool = False
    terrain: tuple[str, ...] = ()
    colour: str = ""

    @property
    def friendly(self) -> bool:
        """True for a friendly card (played on one's own hero, cost from the pool)."""
        return not self.hostile

    @property
    def is_talent(self) -> bool:
        """True for a talent card."""
        return self.kind == Kind.TALENT

    def describe(self) -> str:
        """One line for the screen."""
        side = Message("hostile") if self.hostile else Message("friendly")
        if self.is_talent:
            if self.level is None:
                return Message("{name} (talent, level unknown)", name=printed_name(self.name))
            return Message("{name} (talent, level {level})", name=printed_name(self.name), level=self.level)
        cost = str(self.cost) if self.cost is not None else "?"
        kind = Message(KIND_WORDS[str(self.kind)]) if str(self.kind) in KIND_WORDS else str(self.kind)
        return Message("{name} ({side} {kind}{epic}, threat {cost})", name=printed_name(self.name), side=side, kind=kind,
                       epic=Message(", epic") if self.epic else "", cost=cost)


def card_named(cards: tuple[ClassCard, ...], name: str) -> ClassCard | None:
    """The card of that name (case-insensitive), or None: the first of `cards` whose case-folded name is the typed
    name's, trimmed and case-folded (looked up in the cards' index, `_by_folded_name`)."""
    return _by_folded_name(cards).get(name.strip().casefold())


#: Each tuple of cards seen lately (by identity: a seat's cards are one tuple for the whole game, carried from state to
#: state) with its index by case-folded name. Asked for every card in every hand whenever choices are worked out.
_INDEXES: dict[int, tuple[tuple[ClassCard, ...], dict[str, ClassCard]]] = {}
_INDEXES_KEPT = 64


def _by_folded_name(cards: tuple[ClassCard, ...]) -> dict[str, ClassCard]:
    """The cards by case-folded name, the first card of a name kept (as a scan in order finds it)."""
    kept = _INDEXES.get(id(cards))
    if kept is not None and kept[0] is cards:
        return kept[1]
    index: dict[str, ClassCard] = {}
    for card in cards:
        index.setdefault(card.name.casefold(), card)
    if len(_INDEXES) >= _INDEXES_KEPT:
        _INDEXES.clear()
    _INDEXES[id(cards)] = (cards, index)  # the tuple is kept with its index, so its id is not reused meanwhile
    return index
