"""Peril cards the table drew from its own deck that the catalogue lacks, typed once with their values.

The table names the card and, the first time, gives its values after `as` (`Dragon as monster 3 health 2
melee 4 magic 1 counter`). Each field is checked, and a bad one is named (nothing changes). The card is
then kept in the state (`typed_monsters`, `typed_cards`), so a later draw of the same name needs only the
name, and replay and undo stay exact. The session's catalogue always wins: values typed for a card it
holds are ignored. A name typed again with values takes the new values (the last typing wins).
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.adventure_cards import AdventureCard, Duration, Kind, Timing
from rules_engine.dungeoneer.monsters import FormValue, MonsterCard
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat
from rules_engine.values import replace
from rules_engine.messages import Joined, Message
from rules_engine.dungeoneer.words import terms

TYPED_RULE = "dungeoneer.companion.typed-peril-card"

#: How to type a card's values, for prompts and refusals.
VALUES_HELP = (Message("a card the catalogue lacks: write its values after its name, 'NAME as monster COST health N melee V magic V speed V' (each form the card prints, 'counter' after one it only counters in), 'NAME as bane COST instant|permanent|attachment', or 'NAME as encounter COST [trap FORM NUMBER]' (COST a number, or X for a bane or encounter; 'traits W,W' adds words a bane can aim at; 'aims W,W' makes a bane wait for such a card)"))

KINDS = ("monster", str(Kind.BANE), str(Kind.ENCOUNTER))
MAX_VALUE = 99
PerilCard = MonsterCard | AdventureCard


class TypedValuesError(ValueError):
    """One typed field is wrong: `field` names it, `problem` says why."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def catalogue_id(state: DgState, name: str) -> str | None:
    """The id of the session's catalogue card (monster or adventure card) with this id or name, if any."""
    wanted = name.casefold()
    for card in (*state.adventure_cards, *state.monsters):
        if wanted in (card.id.casefold(), card.name.casefold()):
            return card.id
    return None


def typed_id(state: DgState, name: str) -> str | None:
    """The id of a card typed earlier in this session under this name, if any."""
    wanted = name.casefold()
    for card in (*state.typed_cards, *state.typed_monsters):
        if wanted in (card.id.casefold(), card.name.casefold()):
            return card.id
    return None


def typed_names(state: DgState) -> tuple[str, ...]:
    """The names of the cards typed so far (a later draw names them only)."""
    return tuple(card.name for card in (*state.typed_monsters, *state.typed_cards))


def _number(field: str, word: str | None, low: int, *, x: bool = False) -> int | None:
    if word is None:
        raise TypedValuesError(field, "missing")
    if x and word.upper() == "X":
        return None
    if not word.isdigit() or not low <= int(word) <= MAX_VALUE:
        raise TypedValuesError(field, Joined("", (Message('{word!r} is not a whole number from {low} to {MAX_VALUE}',
                                                          word=word, low=low, MAX_VALUE=MAX_VALUE), Message(' (or X)') if x else "")))
    return int(word)


def _traits(words: list[str], field: str = "traits") -> tuple[str, ...]:
    if not words:
        raise TypedValuesError(field, Message("name the words after '{field}', joined by commas", field=field))
    return tuple(t for t in words.pop(0).lower().split(",") if t)


def _words(words: list[str]) -> Iterator[str]:
    while words:
        yield words.pop(0)


def _monster(card_id: str, name: str, cost: int | None, words: list[str]) -> MonsterCard:
    if cost is None:
        raise TypedValuesError("cost", Message("a monster's cost is a number, never X"))
    health: int | None = None
    forms: dict[Stat, FormValue] = {}
    last: Stat | None = None
    traits: tuple[str, ...] = ()
    for word in _words(words):
        key = word.lower()
        if key == "health" and health is None:
            health = _number("health", words.pop(0) if words else None, 1)
        elif key in (str(s) for s in BATTLE_FORMS):
            stat = Stat(key)
            if stat in forms:
                raise TypedValuesError(key, Message('given twice'))
            value = _number(key, words.pop(0) if words else None, 0)
            assert value is not None
            forms[stat] = FormValue(stat, value)
            last = stat
        elif key == "counter" and last is not None and forms[last].attacks:
            forms[last] = replace(forms[last], attacks=False)
        elif key == "counter":
            raise TypedValuesError("forms", Message("'counter' follows the value of a form (melee 2 counter)"))
        elif key == "traits" and not traits:
            traits = _traits(words)
        else:
            raise TypedValuesError(key, Message("not a monster's field (health, melee, magic, speed, counter, traits), or given twice"))
    if health is None:
        raise TypedValuesError("health", Message("missing: a monster needs 'health N'"))
    if not any(form.attacks for form in forms.values()):
        raise TypedValuesError("forms", Message("a monster needs at least one form it attacks in (melee, magic or speed with its value, without 'counter')"))
    ordered = tuple(forms[stat] for stat in BATTLE_FORMS if stat in forms)
    return MonsterCard(card_id, name, health, cost, ordered, traits=traits)


def _adventure(card_id: str, name: str, kind: Kind, cost: int | None, words: list[str]) -> AdventureCard:
    duration: Duration | None = None
    threat: tuple[Stat, int] | None = None
    traits: tuple[str, ...] = ()
    aims: tuple[str, ...] = ()
    for word in _words(words):
        key = word.lower()
        if key in tuple(str(d) for d in Duration) and duration is None:
            duration = Duration(key)
        elif key == "trap" and kind is Kind.ENCOUNTER and threat is None:
            form = words.pop(0).lower() if words else ""
            if form not in tuple(str(s) for s in Stat):
                raise TypedValuesError("trap", Message("the threat's value is one of {names}, then its number (trap speed 4)",
                                                       names=terms(Stat)))
            target = _number("trap", words.pop(0) if words else None, 1)
            assert target is not None
            threat = (Stat(form), target)
        elif key == "traits" and not traits:
            traits = _traits(words, key)
        elif key == "aims" and kind is Kind.BANE and not aims:
            aims = _traits(words, key)
        else:
            raise TypedValuesError(key, Message('not a field of {value} (instant, permanent, attachment{value2}, traits), or given twice',
                                                value=kind.value,
                                                value2=Message(', trap') if kind is Kind.ENCOUNTER else Message(', aims')))
    if duration is None and kind is Kind.BANE:
        raise TypedValuesError("duration", Message('a bane is instant, permanent or attachment'))
    if threat is not None:
        traits = tuple(dict.fromkeys((*traits, "trap")))
    return AdventureCard(card_id, name, kind, cost, Timing.DUNGEON_LORD, duration or Duration.INSTANT,
                         traits=traits, waits_for=aims, threat_stat=threat[0] if threat else None,
                         threat_target=threat[1] if threat else 0)


def parse_values(card_id: str, name: str, values: tuple[str, ...]) -> PerilCard:
    """The peril card these typed words describe; TypedValuesError naming the first bad field."""
    words = list(values)
    kind = words.pop(0).lower() if words else ""
    if kind not in KINDS:
        raise TypedValuesError("kind", Message('{value!r}: a peril card is a {names} or an {KINDS}',
                                               value=kind or Message('nothing'), names=', a '.join(KINDS[:-1]),
                                               KINDS=KINDS[-1]))
    cost = _number("cost", words.pop(0) if words else None, 0, x=kind != "monster")
    if kind == "monster":
        return _monster(card_id, name, cost, words)
    return _adventure(card_id, name, Kind(kind), cost, words)


def remember(state: DgState, card: PerilCard) -> DgState:
    """The state keeping a typed card (in place of an earlier typing of the same id)."""
    monsters = tuple(m for m in state.typed_monsters if m.id != card.id)
    cards = tuple(c for c in state.typed_cards if c.id != card.id)
    if isinstance(card, MonsterCard):
        return replace(state, typed_monsters=(*monsters, card), typed_cards=cards)
    return replace(state, typed_monsters=monsters, typed_cards=(*cards, card))
