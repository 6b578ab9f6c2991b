"""Runebound 2nd edition Class Decks catalogue: class cards and talents as data, validated field by field.

Only what the book states about a card ships; every other field is null (unknown) for the table to
fill from the printed card. A bad kind, proficiency or timing symbol, or two cards of one name in
one deck, is refused with the card's name and the rule it breaks.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from importlib import resources
from random import Random
from typing import Any

from cards_db.kinds import CatalogueError, CatalogueKind, register_kind
from cards_db.errors import reason
from cards_db.schema import Field, Schema
from rules_engine.runebound2.class_decks.actions import TakeClassDeck
from rules_engine.runebound2.class_decks.cards import COLOURS, ClassCard, Kind, Proficiency, Timing
from rules_engine.runebound2.class_decks.deck_building import HAND_SIZE, DeckOrigin
from rules_engine.messages import N_, NC_, InContext, Message, as_message
from rules_engine.terrain_names import TERRAIN_SAID, terrain_named
from cards_db.field_labels import field_label
from rules_engine.runebound2.terrain import TERRAINS
from rules_engine.serialization import to_jsonable

FIELDS = (
    "id",
    "name",
    "deck",
    "kind",
    "hostile",
    "cost",
    "requires",
    "gives",
    "level",
    "timing",
    "epic",
    "terrain",
    "colour",
    "text",
    "unconfirmed",
)
KIND_RULE = "Karty (five kinds: feat, spell, place, challenge, talent)"
PROFICIENCY_RULE = "Oznaczenia na kartach, 7 (five proficiencies: sorcery, divinity, combat, survival, subterfuge)"
TIMING_RULE = "Kiedy zagrywać karty klasy: Symbole czasu zagrania (movement, challenge or trigger)"
DUPLICATE_RULE = "Składanie talii (a class deck holds no duplicates)"
TERRAIN_RULE = "Oznaczenia na kartach, 10 (a place names the terrain its hero must stand on)"
COST_RULE = "Jak zagrywać karty klasy: Wydawanie żetonów zagrożenia, p. 4 (exactly ten threat tokens, so no cost is higher)"
COLOUR_RULE = "Otrzymywanie zagrożenia za Wyzwania (a challenge is green, yellow, blue or red)"
LEVEL_RULE = "Zakup Talentu (talents rise one level at a time from level 1)"
#: The threat pool holds ten tokens: no card costs more than the whole pool.
MOST_COST = 10
#: The highest talent level a talent deck prints.
MOST_LEVEL = 9


def _choice(raw: Mapping[str, Any], field: str, allowed: Iterable[str], where: str, rule: str) -> str | None:
    value = raw.get(field)
    if value is None:
        return None
    allowed = tuple(allowed)
    if value not in allowed:
        raise CatalogueError(Message("{where}: {field} {value} breaks the rule «{rule}»: one of {allowed}", where=where,
                                     field=field, value=repr(value), rule=rule, allowed=", ".join(allowed)))
    return value


def _proficiencies(raw: Mapping[str, Any], field: str, where: str) -> list[str]:
    value = raw.get(field, [])
    if not isinstance(value, list):
        raise CatalogueError(Message("{where}: {field} lists proficiencies", where=where, field=field))
    allowed = tuple(p.value for p in Proficiency)
    for item in value:
        if item not in allowed:
            raise CatalogueError(Message("{where}: proficiency {value} in {field} breaks the rule «{rule}»", where=where,
                                         value=repr(item), field=field, rule=PROFICIENCY_RULE))
    if len(set(value)) != len(value):
        raise CatalogueError(Message("{where}: {field} names a proficiency twice", where=where, field=field))
    return list(value)


def _number(raw: Mapping[str, Any], field: str, where: str, low: int, high: int) -> int | None:
    value = raw.get(field)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high):
        raise CatalogueError(Message("{where}: {field} must be a whole number from {low} to {high}, or null if unknown; "
                                     "got {value}", where=where, field=field, low=low, high=high, value=repr(value)))
    return value


def validate_class_card(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Check one class card or talent; unknown values stay null."""
    if not isinstance(raw, Mapping):
        raise CatalogueError(Message("a class card must be a JSON object"))
    where = Message("class card {id}", id=repr(raw.get("name") or raw.get("id", "?")))
    CLASS_CARD.check(raw, where)
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CatalogueError(Message("{where}: name must be non-empty text", where=where))
    kind = _choice(raw, "kind", (k.value for k in Kind), where, KIND_RULE)
    if kind is None:
        raise CatalogueError(Message("{where}: kind is required («{rule}»)", where=where, rule=KIND_RULE))
    clean: dict[str, Any] = {"id": str(raw.get("id") or name).strip().lower(), "name": name.strip(), "kind": kind}
    deck = raw.get("deck")
    if deck is not None and (not isinstance(deck, str) or not deck.strip()):
        raise CatalogueError(Message("{where}: deck must be the class deck's name, or null if unknown", where=where))
    clean["deck"] = deck.strip() if deck else None
    hostile = raw.get("hostile")
    if hostile is not None and not isinstance(hostile, bool):
        raise CatalogueError(Message("{where}: hostile must be true or false, or null if unknown", where=where))
    clean["hostile"] = hostile
    clean["cost"] = _number(raw, "cost", where, 0, MOST_COST)
    clean["level"] = _number(raw, "level", where, 1, MOST_LEVEL)
    clean["requires"] = _proficiencies(raw, "requires", where)
    clean["gives"] = _proficiencies(raw, "gives", where)
    if kind != Kind.TALENT and clean["gives"]:
        raise CatalogueError(Message("{where}: only talents give proficiencies («{rule}»)", where=where,
                                     rule=PROFICIENCY_RULE))
    if kind not in (Kind.TALENT, Kind.SPELL, Kind.FEAT) and clean["requires"]:
        raise CatalogueError(Message("{where}: only spells, feats and talents require proficiencies («{rule}»)",
                                     where=where, rule=PROFICIENCY_RULE))
    if kind != Kind.TALENT and clean["level"] is not None:
        raise CatalogueError(Message("{where}: only talents have a level", where=where))
    clean["timing"] = _choice(raw, "timing", (t.value for t in Timing), where, TIMING_RULE)
    if kind == Kind.TALENT and clean["timing"] is not None:
        raise CatalogueError(Message("{where}: a talent has no timing symbol («{rule}»)", where=where, rule=TIMING_RULE))
    epic = raw.get("epic", False)
    if not isinstance(epic, bool):
        raise CatalogueError(Message("{where}: epic must be true or false", where=where))
    clean["epic"] = epic
    terrain = raw.get("terrain", [])
    if not isinstance(terrain, list) or any(t not in TERRAINS for t in terrain):
        raise CatalogueError(Message("{where}: terrain {value} breaks the rule «{rule}»: terrains are {terrains}",
                                     where=where, value=repr(terrain), rule=TERRAIN_RULE, terrains=", ".join(TERRAINS)))
    if terrain and kind != Kind.PLACE:
        raise CatalogueError(Message("{where}: only places name a terrain («{rule}»)", where=where, rule=TERRAIN_RULE))
    clean["terrain"] = list(terrain)
    # Unknown or not a challenge: null, as the schema takes it, so a checked entry checks again (the form saves one).
    clean["colour"] = _choice(raw, "colour", COLOURS, where, COLOUR_RULE)
    text = raw.get("text")
    if text is not None and (not isinstance(text, str) or not text.strip()):
        raise CatalogueError(Message("{where}: text is what the card does in your own words, or null if unknown",
                                     where=where))
    clean["text"] = text.strip() if text else None
    marks = raw.get("unconfirmed", [])
    if not isinstance(marks, list) or any(m not in FIELDS for m in marks):
        raise CatalogueError(Message('{where}: unconfirmed lists field names, e.g. ["requires"]', where=where))
    clean["unconfirmed"] = list(marks) + [
        f for f in ("cost", "hostile", "timing", "level") if clean[f] is None and f not in marks and _applies(kind, f)
    ]
    if "source" in raw:
        clean["source"] = str(raw["source"])
    return clean


def _applies(kind: str, field: str) -> bool:
    """Whether a field means anything for a card of this kind (a talent has no cost, timing or side)."""
    if kind == Kind.TALENT:
        return field == "level"
    return field != "level"


def validate_class_cards(entries: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Check a list of cards: each card, then no two of one name in one deck («Składanie talii»)."""
    clean = [validate_class_card(raw) for raw in entries]
    no_duplicates(clean)
    return clean


def no_duplicates_by_id(entries: Mapping[str, Mapping[str, Any]]) -> None:
    """The whole catalogue's rule for class cards: no two of one name in one deck («Składanie talii»)."""
    no_duplicates(list(entries.values()))


def no_duplicates(clean: Sequence[Mapping[str, Any]]) -> None:
    """Refuse checked cards that hold two of one name in one deck («Składanie talii»)."""
    counts = Counter(((c["deck"] or "").casefold(), c["name"].casefold()) for c in clean)
    twice = sorted({c["name"] for c in clean if counts[((c["deck"] or "").casefold(), c["name"].casefold())] > 1})
    if twice:
        names = ", ".join(twice)
        raise CatalogueError(Message("the class card {names} appears twice in its deck: that breaks the rule «{rule}»",
                                     names=names, rule=DUPLICATE_RULE) if len(twice) == 1
                             else Message("the class cards {names} each appear twice in their deck: that breaks the "
                                          "rule «{rule}»", names=names, rule=DUPLICATE_RULE))


def as_class_card(entry: Mapping[str, Any]) -> ClassCard:
    """The engine's value for a validated entry; ValueError naming what the table must fill in first."""
    missing = [f for f in ("hostile", "cost") if entry.get(f) is None and entry["kind"] != Kind.TALENT]
    if missing:
        raise ValueError(Message("{card}: {fields} not known yet; enter them from the printed card", card=entry["name"],
                                 fields=", ".join(missing)))
    return ClassCard(
        name=entry["name"],
        deck=entry.get("deck") or "",
        kind=Kind(entry["kind"]),
        hostile=bool(entry.get("hostile")),
        cost=entry.get("cost"),
        requires=tuple(Proficiency(p) for p in entry.get("requires", ())),
        gives=tuple(Proficiency(p) for p in entry.get("gives", ())),
        level=entry.get("level"),
        timing=Timing(entry["timing"]) if entry.get("timing") else None,
        epic=bool(entry.get("epic")),
        terrain=tuple(entry.get("terrain", ())),
        colour=entry.get("colour") or "",
    )


#: What a screen says of a card whose text neither the book nor the table gave.
TEXT_UNKNOWN = "not in the book: the table's (read it from the card, or enter or import it)"


def card_text(entry: Mapping[str, Any] | None) -> str:
    """A card's text as the catalogue carries it, or the plain statement that it is the table's."""
    text = entry.get("text") if entry is not None else None
    return text or TEXT_UNKNOWN


#: The rule a name the catalogue does not hold breaks: the card must be entered or imported first.
UNKNOWN_CARD_RULE = "runebound2.class-decks.deck.building"


def deck_from_names(
    names: Iterable[str], talent_names: Iterable[str], entries: Mapping[str, Mapping[str, Any]]
) -> tuple[tuple[ClassCard, ...], tuple[ClassCard, ...], tuple[tuple[str, str], ...]]:
    """The cards a typed list names (catalogue entries by name), and (rule id, message) for each name it cannot use.

    A name the catalogue lacks, or a card whose side or cost is not known yet, is a problem naming
    the card; the deck-building rules themselves are the engine's (`deck_problems`).
    """
    by_name = {e["name"].casefold(): e for e in entries.values()}
    problems: list[tuple[str, str]] = []

    def read(wanted: Iterable[str], talents: bool) -> tuple[ClassCard, ...]:
        found = []
        for raw in wanted:
            name = raw.strip()
            if not name:
                continue
            entry = by_name.get(name.casefold())
            if entry is None:
                problems.append((UNKNOWN_CARD_RULE, Message("{card} is not in the catalogue: enter or import it first",
                                                            card=name)))
                continue
            if talents != (entry["kind"] == Kind.TALENT):
                wrong = (Message("{card} is a {kind}: it does not go in the talent list", card=entry["name"],
                                 kind=entry["kind"]) if talents else
                         Message("{card} is a {kind}: it does not go in the class card list", card=entry["name"],
                                 kind=entry["kind"]))
                problems.append((UNKNOWN_CARD_RULE, wrong))
                continue
            try:
                found.append(as_class_card(entry))
            except ValueError as error:
                problems.append((UNKNOWN_CARD_RULE, reason(error)))
        return tuple(found)

    cards = read(names, talents=False)
    talent_cards = read(talent_names, talents=True)
    return cards, talent_cards, tuple(problems)


#: A class deck in the catalogue: its class cards and its talents (entries).
DeckEntries = tuple[list[Mapping[str, Any]], list[Mapping[str, Any]]]


def decks_in_catalogue(entries: Mapping[str, Mapping[str, Any]]) -> dict[str, DeckEntries]:
    """The catalogue's class decks by name: (class cards, talents); cards with no deck named belong to none."""
    decks: dict[str, DeckEntries] = {}
    for entry in entries.values():
        if not entry.get("deck"):
            continue
        cards, talents = decks.setdefault(entry["deck"], ([], []))
        (talents if entry["kind"] == Kind.TALENT else cards).append(entry)
    return dict(sorted(decks.items()))


def dealt_deck(
    player: str, deck: str, entries: Mapping[str, Mapping[str, Any]], talent: str, rng: Random,
    origin: DeckOrigin = DeckOrigin.PRINTED,
) -> dict[str, Any]:
    """A player's class deck shuffled by the app and six cards drawn, in the JSON form a setup carries, with the
    player's word on it (a printed deck as it comes, or one they put together: the engine's rules check either).

    ValueError names the deck or the card the table must complete first (an unknown side or cost).
    """
    decks = decks_in_catalogue(entries)
    if deck not in decks:
        raise ValueError(Message("{player}: there is no class deck {deck} in the catalogue", player=player,
                                 deck=repr(deck)))
    raw_cards, raw_talents = decks[deck]
    cards = [as_class_card(e) for e in raw_cards]
    talents = tuple(as_class_card(e) for e in raw_talents)
    rng.shuffle(cards)
    hand = tuple(c.name for c in cards[:HAND_SIZE])
    return to_jsonable(TakeClassDeck(player, tuple(cards), talents, hand, talent, origin))


def shipped_class_cards() -> dict[str, dict[str, Any]]:
    """The class cards and talents the book names, with only what it states about them."""
    text = resources.files("cards_db").joinpath("runebound2_class_cards.json").read_text(encoding="utf-8")
    raw = json.loads(text)
    clean = validate_class_cards({**data, "id": card_id} for card_id, data in raw.items())
    return {entry["id"]: entry for entry in clean}


_PROFICIENCIES = tuple(p.value for p in Proficiency)

#: The kinds each row means something for (a form shows a row while the kind is one of these or not chosen yet);
#: the validator refuses the rest (`validate_class_card`).
CLASS_KINDS_ONLY = ("kind", tuple(k.value for k in Kind if k != Kind.TALENT))
PROFICIENCY_KINDS = ("kind", (Kind.TALENT.value, Kind.SPELL.value, Kind.FEAT.value))
TALENTS_ONLY = ("kind", (Kind.TALENT.value,))
PLACES_ONLY = ("kind", (Kind.PLACE.value,))
CHALLENGES_ONLY = ("kind", (Kind.CHALLENGE.value,))

#: A form's words for the kinds, the timing symbols, the proficiencies and the colours (translated by the screens).
KIND_CONTEXT = "class-card kind"
KIND_NAMES = {"feat": InContext(KIND_CONTEXT, NC_("class-card kind", "feat")),
              "spell": InContext(KIND_CONTEXT, NC_("class-card kind", "spell")),
              "place": InContext(KIND_CONTEXT, NC_("class-card kind", "place")),
              "challenge": InContext(KIND_CONTEXT, NC_("class-card kind", "challenge")),
              "talent": InContext(KIND_CONTEXT, NC_("class-card kind", "talent"))}
TIMING_CONTEXT = "class-card timing"
TIMING_NAMES = {"movement": InContext(TIMING_CONTEXT, NC_("class-card timing", "end of movement")),
                "challenge": InContext(TIMING_CONTEXT, NC_("class-card timing", "start of a challenge")),
                "trigger": InContext(TIMING_CONTEXT, NC_("class-card timing", "own trigger"))}
PROFICIENCY_CONTEXT = "class-deck proficiency"
PROFICIENCY_NAMES = {"sorcery": InContext(PROFICIENCY_CONTEXT, NC_("class-deck proficiency", "sorcery")),
                     "divinity": InContext(PROFICIENCY_CONTEXT, NC_("class-deck proficiency", "divinity")),
                     "combat": InContext(PROFICIENCY_CONTEXT, NC_("class-deck proficiency", "combat")),
                     "survival": InContext(PROFICIENCY_CONTEXT, NC_("class-deck proficiency", "survival")),
                     "subterfuge": InContext(PROFICIENCY_CONTEXT, NC_("class-deck proficiency", "subterfuge"))}
COLOUR_NAMES = {"green": Message(N_("green")), "yellow": Message(N_("yellow")), "blue": Message(N_("blue")),
                "red": Message(N_("red"))}
#: The rows a card's "not checked yet" list may name, by their labels.
FIELD_NAMES = {name: as_message(field_label(name)) for name in FIELDS}

#: The fields of a class card or talent (the template, docs/catalogue.md and the shape check).
CLASS_CARD = Schema(N_("a Runebound class card or talent"), (
    Field("id", "text", N_("An id; the name, in lower case, when left out."), example="frost-bolt",
          placeholder=N_("made from the name when left empty")),
    Field("name", "text", N_("The card's name as printed."), required=True, example="Frost bolt",
          placeholder=N_("the name printed on the card")),
    Field("deck", "text", N_("The class deck the card belongs to."), nullable=True,
          example="Mage", placeholder=N_("its class deck, e.g. Mage")),
    Field("kind", "choice", N_("What the card is."), required=True, choices=tuple(k.value for k in Kind),
          example="spell", hint=Message("see the rule «{rule}»", rule=KIND_RULE), words=KIND_NAMES),
    Field("hostile", "boolean", N_("True for a hostile card (played on another hero), false for a friendly one."),
          nullable=True, example=True, only_when=CLASS_KINDS_ONLY),
    Field("cost", "integer", N_("The printed threat cost."), minimum=0, maximum=MOST_COST, nullable=True, example=2,
          hint=Message("see the rule «{rule}»", rule=COST_RULE), only_when=CLASS_KINDS_ONLY),
    Field("requires", "list", N_("Proficiencies the card requires."),
          item=Field("proficiency", "choice", N_("A proficiency."), required=True, choices=_PROFICIENCIES,
                     hint=Message("see the rule «{rule}»", rule=PROFICIENCY_RULE), words=PROFICIENCY_NAMES),
          example=["sorcery"], only_when=PROFICIENCY_KINDS),
    Field("gives", "list", N_("Proficiencies a talent gives."),
          item=Field("proficiency", "choice", N_("A proficiency."), required=True, choices=_PROFICIENCIES,
                     hint=Message("see the rule «{rule}»", rule=PROFICIENCY_RULE), words=PROFICIENCY_NAMES),
          example=[], only_when=TALENTS_ONLY),
    Field("level", "integer", N_("A talent's level (talents only)."), minimum=1, maximum=MOST_LEVEL, nullable=True,
          hint=Message("see the rule «{rule}»", rule=LEVEL_RULE), only_when=TALENTS_ONLY),
    Field("timing", "choice", N_("When the card may be played: its printed symbol."),
          choices=tuple(t.value for t in Timing), nullable=True, example="challenge",
          hint=Message("see the rule «{rule}»", rule=TIMING_RULE), only_when=CLASS_KINDS_ONLY, words=TIMING_NAMES),
    Field("epic", "boolean", N_("True for an epic card (one per turn at the table)."), default=False, example=False),
    Field("terrain", "list", N_("Where the hero must stand for the place."),
          item=Field("terrain", "choice", N_("A terrain."), required=True, choices=tuple(TERRAINS),
                     hint=Message("see the rule «{rule}»", rule=TERRAIN_RULE), words=TERRAIN_SAID,
                     spellings=terrain_named),
          example=[], only_when=PLACES_ONLY),
    Field("colour", "choice", N_("The challenge's colour (the threat it puts on the hero)."),
          choices=COLOURS, nullable=True, hint=Message("see the rule «{rule}»", rule=COLOUR_RULE),
          only_when=CHALLENGES_ONLY, words=COLOUR_NAMES),
    Field("text", "text", N_("What the card does, in your own words (the table enters it)."),
          nullable=True, example="Play before your hero's ranged attack: it deals 1 more wound.",
          placeholder=N_("what the card does, in your own words")),
    Field("unconfirmed", "list", N_("Fields not yet checked against the printed card."),
          item=Field("field", "text", N_("A field name."), required=True, words=FIELD_NAMES), example=["cost"]),
    Field("source", "text", N_("Where the values come from (information only)."), example="my copy of the card",
          placeholder=N_("e.g. my copy of the card")),
), info=("source",))

CLASS_CARDS = register_kind(
    CatalogueKind(
        "runebound2", "class-card", N_("Runebound class cards and talents"), validate_class_card, shipped_class_cards,
        schema=CLASS_CARD, check_together=no_duplicates_by_id,
    )
)
