"""Peril cards the table drew from its own deck that the catalogue lacks, typed once with their values.

The table names the card and, the first time, gives its values after `as` (`Dragon as monster 3 health 2
melee 4 magic 1 counter`). Each field is checked, and a bad one is named (nothing changes). The card is
then kept in the state (`typed_monsters`, `typed_cards`), so a later draw of the same name needs only the
name, and replay and undo stay exact. The session's catalogue always wins: values typed for a card it
holds are ignored. A name typed again with values takes the new values (the last typing wins).

The same holds for a glory card the table drew alone (`take_typed` with `GLORY_KINDS`) and for a boon,
treasure, bane or encounter played from a hand at a table of several (`play NAME as boon 2 permanent`,
`peril NAME on p2 as bane 1 instant`): the values come after `as`, and a hand card may add when it is
played, a treasure's type and its traits (`shift` makes it a shift card, whose move is then owed).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from rules_engine.dungeoneer.adventure_cards import AdventureCard, Duration, Kind, Timing
from rules_engine.dungeoneer.monsters import FormValue, MonsterCard
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import BATTLE_FORMS, Stat
from rules_engine.messages import Joined, Message, N_, as_message
from rules_engine.grammar.naming import name_fault
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.dungeoneer.words import term, terms

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


def _id_named(cards: Iterable[AdventureCard | MonsterCard], name: str) -> str | None:
    """The id of the first of `cards` with this id or name (either case), if any."""
    wanted = name.casefold()
    return next((card.id for card in cards if wanted in (card.id.casefold(), card.name.casefold())), None)


def catalogue_id(state: DgState, name: str) -> str | None:
    """The id of the session's catalogue card (monster or adventure card) with this id or name, if any."""
    return _catalogue_names(state).get(name.casefold())


def _catalogue_names(state: DgState) -> dict[str, str]:
    """Each catalogue card's id and name (casefolded) with the id of the first card, adventure cards then monsters, that
    has it as either: what `_id_named` finds for it. Worked out once per catalogue and kept beside the state (no field:
    equality, copies and the stored form read the fields only; it remembers the very tuples it was built from, so a
    copy with other cards never reads it)."""
    known = state.__dict__.get("_catalogue_names")
    if known is not None and known[0] is state.adventure_cards and known[1] is state.monsters:
        index: dict[str, str] = known[2]
        return index
    index = {}
    cards: tuple[AdventureCard | MonsterCard, ...] = (*state.adventure_cards, *state.monsters)
    for card in cards:
        index.setdefault(card.id.casefold(), card.id)
        index.setdefault(card.name.casefold(), card.id)
    state.__dict__["_catalogue_names"] = (state.adventure_cards, state.monsters, index)
    return index


def typed_id(state: DgState, name: str) -> str | None:
    """The id of a card typed earlier in this session under this name, if any."""
    return _id_named((*state.typed_cards, *state.typed_monsters), name)


def typed_names(state: DgState) -> tuple[str, ...]:
    """The names of the cards typed so far (a later draw names them only)."""
    cards: tuple[MonsterCard | AdventureCard, ...] = (*state.typed_monsters, *state.typed_cards)
    return tuple(card.name for card in cards)


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


# -- Cards typed when played from a hand or drawn into the solo hand (glory cards, and any adventure card
# played at a table of several): the same 'NAME as KIND COST ...' words, with what a hand card adds.

TYPED_CARD_RULE = "dungeoneer.companion.typed-card"
GLORY_KINDS = (str(Kind.BOON), str(Kind.TREASURE))
HAND_KINDS = (*GLORY_KINDS, str(Kind.BANE), str(Kind.ENCOUNTER))

#: How to type a card played from a hand that the catalogue lacks (the values come last, after 'as').
HAND_VALUES_HELP = N_("a card the catalogue lacks: end the command with its values after 'as', "
                      "'as boon|treasure|bane|encounter COST instant|permanent|attachment' (COST a number or X), "
                      "then as printed: 'deeds', 'dungeon-lord', 'any-time' or 'response' for when it is played, "
                      "'type WORD' for a treasure's type, 'trap FORM NUMBER' for a trap, 'aims W,W' for a bane, "
                      "'traits W,W' ('shift' for a shift card)")
#: How to type a glory card the table drew alone that the catalogue lacks.
GLORY_VALUES_HELP = N_("a glory card the catalogue lacks: write its values after its name, "
                       "'NAME as boon|treasure COST instant|permanent|attachment' (COST a number or X), then as "
                       "printed 'any-time' or 'response', 'type WORD' for a treasure's type, 'traits W,W'")

_TIMINGS = {str(t): t for t in Timing}


def _hand_word(words: list[str], field: str) -> str:
    if not words:
        raise TypedValuesError(field, Message("name the word after '{field}'", field=field))
    return words.pop(0).lower()


def parse_hand_values(card_id: str, name: str, values: tuple[str, ...], kinds: tuple[str, ...]) -> AdventureCard:
    """The boon, treasure, bane or encounter these typed words describe (only `kinds` allowed); TypedValuesError
    naming the first bad field. Timing defaults to the deeds phase for a glory card, the dungeon lord's for peril."""
    words = list(values)
    kind_word = words.pop(0).lower() if words else ""
    if kind_word not in kinds:
        raise TypedValuesError("kind", Message("{typed!r}: here a card is one of {kinds}",
                                               typed=kind_word or "nothing", kinds=", ".join(kinds)))
    kind = Kind(kind_word)
    cost = _number("cost", words.pop(0) if words else None, 0, x=True)
    duration: Duration | None = None
    timing: Timing | None = None
    treasure_type = ""
    threat: tuple[Stat, int] | None = None
    traits: tuple[str, ...] = ()
    aims: tuple[str, ...] = ()
    for word in _words(words):
        key = word.lower()
        if key in (str(d) for d in Duration) and duration is None:
            duration = Duration(key)
        elif key in _TIMINGS and timing is None:
            timing = _TIMINGS[key]
        elif key == "type" and kind is Kind.TREASURE and not treasure_type:
            treasure_type = _hand_word(words, key)
        elif key == "trap" and kind is Kind.ENCOUNTER and threat is None:
            form = words.pop(0).lower() if words else ""
            if form not in tuple(str(s) for s in Stat):
                raise TypedValuesError("trap", Message("the threat's value is one of {stats}, then its number "
                                                       "(trap speed 4)", stats=", ".join(str(s) for s in Stat)))
            target = _number("trap", words.pop(0) if words else None, 1)
            assert target is not None
            threat = (Stat(form), target)
        elif key == "aims" and kind is Kind.BANE and not aims:
            aims = _traits(words, key)
        elif key == "traits" and not traits:
            traits = _traits(words, key)
        else:
            raise TypedValuesError(key, Message("not a field of a {kind} here, or given twice", kind=str(kind)))
    if duration is None:
        raise TypedValuesError("duration", Message("a {kind} is instant, permanent or attachment", kind=str(kind)))
    if threat is not None:
        traits = tuple(dict.fromkeys((*traits, "trap")))
    default = Timing.DEEDS if kind.glory else Timing.DUNGEON_LORD
    return AdventureCard(card_id, name, kind, cost, timing or default, duration, treasure_type=treasure_type,
                         traits=traits, waits_for=aims, threat_stat=threat[0] if threat else None,
                         threat_target=threat[1] if threat else 0)


def check_name(name: str, ref: Referee) -> None:
    """A typed card's name follows the project's name rule (naming.name_fault): refused, hard, when it does not."""
    fault = name_fault(name)
    ref.require(fault is None, TYPED_CARD_RULE, fault or "", hard=True)


def take_typed(state: DgState, named: str, values: tuple[str, ...], ref: Referee, kinds: tuple[str, ...],
               how: str) -> tuple[DgState, str]:
    """The id of the card named, and the state remembering it when the table typed values the catalogue lacks.

    The catalogue's card wins over typed values (a note says so); a name typed before needs no values; a bad
    field is refused by name with `how` (nothing changes), said in the table's language (a marked help, `N_`)."""
    how = as_message(how)
    known = catalogue_id(state, named)
    if known is not None:
        if values:
            ref.note(Message("{card} is in the catalogue: its values there count, not the ones typed",
                             card=state.card_name(known)))
        return state, known
    earlier = typed_id(state, named)
    if not values:
        ref.require(earlier is not None, TYPED_CARD_RULE,
                    Message("no card {name!r} among this session's cards; {how}", name=named, how=how), hard=True)
        assert earlier is not None
        return state, earlier
    name = state.card_name(earlier) if earlier is not None else named.strip()
    ref.require(bool(name), TYPED_CARD_RULE, Message("name: the card's name is missing; {how}", how=how), hard=True)
    check_name(name, ref)
    try:
        card = parse_hand_values(earlier or name, name, values, kinds)
    except TypedValuesError as error:
        ref.refuse(TYPED_CARD_RULE, Message("{name}'s {field}: {problem}; {how}", name=name, field=term(error.field),
                                            problem=error.problem, how=how), hard=True)
        raise AssertionError("unreachable") from None
    ref.cite(TYPED_CARD_RULE)
    ref.note(Message("{name} typed by the table ({values}), remembered for the session", name=name,
                     values=" ".join(values)))
    return remember(state, card), card.id


#: How to type a monster played from a hand that the catalogue lacks.
MONSTER_VALUES_HELP = N_("a monster the catalogue lacks: end the command with its values after 'as', "
                         "'as monster COST health N melee V magic V speed V' (each form the card prints, 'counter' "
                         "after one it only counters in; 'traits W,W')")


def take_typed_monster(state: DgState, named: tuple[str, ...], values: tuple[str, ...],
                       ref: Referee) -> DgState:
    """The state remembering the monster typed for the one name among `named` the session lacks (none typed:
    unchanged). A bad field is refused by name (nothing changes); values with every monster known are noted."""
    unknown = [n for n in named if catalogue_id(state, n) is None and typed_id(state, n) is None]
    if not values:
        ref.require(not unknown, TYPED_CARD_RULE, Message("no monster {name!r} among this session's cards; {how}",
                                                          name=unknown[0] if unknown else "",
                                                          how=Message(MONSTER_VALUES_HELP)), hard=True)
        return state
    if not unknown:
        ref.note(Message("every monster named is known: the values typed are not used"))
        return state
    ref.require(len(unknown) == 1, TYPED_CARD_RULE,
                Message("the values typed describe one monster, but {names} are all new: play them one at a time",
                        names=", ".join(unknown)), hard=True)
    name = unknown[0].strip()
    check_name(name, ref)
    try:
        if (values[0].lower() if values else "") != "monster":
            raise TypedValuesError("kind", Message("{typed!r}: a monster is typed 'as monster COST ...'",
                                                   typed=values[0] if values else "nothing"))
        card = parse_values(name, name, values)
    except TypedValuesError as error:
        ref.refuse(TYPED_CARD_RULE, Message("{name}'s {field}: {problem}; {how}", name=name, field=term(error.field),
                                            problem=error.problem, how=Message(MONSTER_VALUES_HELP)), hard=True)
        raise AssertionError("unreachable") from None
    ref.cite(TYPED_CARD_RULE)
    ref.note(Message("{name} typed by the table ({values}), remembered for the session", name=name,
                     values=" ".join(values)))
    return remember(state, card)
