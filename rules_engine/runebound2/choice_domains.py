"""The values a Runebound choice's fields may take: names in any spelling the engine finds, whole numbers
with the span a table meets, cards entered field by field, and the dice the rules ask for.

These extend `rules_engine.decisions`' domains only where Runebound needs more: the engine finds a
character by 'hero', the hero's name or the player's name, in any case, so a name field admits each
spelling; a card is a record whose every value has its own domain.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from functools import cache
from itertools import combinations
from random import Random
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.decisions import Domain, Exactly, IntRange, Where
from rules_engine.dice import DieSpec, numbered_die
from rules_engine.runebound2.heroes import Character, HeroState, Item
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import TERRAINS, terrain_die

#: The biggest number a table types (the command line refuses larger ones as typos).
LARGEST = 9999

D10 = numbered_die(10)

#: Face-up example names for the table's free text (a random walk draws from them).
CITIES = ("Tamalir", "Greyhaven", "Riverwatch", "Frostgate", "Dawnsmoor", "Vynelvale", "Nerekhall")


@frozen_value
class Named(Exactly):
    """One name, admitted in any spelling the engine resolves to it ('hero', the hero's or player's name, any case)."""

    spellings: frozenset[str] = frozenset()

    def admits(self, value: Any) -> bool:
        return isinstance(value, str) and (value == self.value or value.casefold() in self.spellings)


@cache
def named(value: str, *spellings: str) -> Named:
    """A name admitted as `value` or any of `spellings`, case-insensitively."""
    return Named(value, frozenset(s.casefold() for s in (value, *spellings)))


@frozen_value
class Whole(IntRange):
    """Whole numbers from `low` to `high`; samples keep to the `usual` span a table meets (a bonus of 0-2, not 9999)."""

    usual: tuple[int, int] | None = None

    def sample(self, rng: Random) -> int:
        if self.usual is not None:
            low, high = max(self.low, self.usual[0]), min(self.high, self.usual[1])
            if low <= high:
                return rng.randint(low, high)
        return rng.randint(self.low, self.high)


@cache
def whole(low: int, high: int = LARGEST, usual: tuple[int, int] | None = None) -> Whole:
    """Whole numbers low..high (high defaults to the largest a table types)."""
    return Whole(low, high, usual)


#: A bonus or modifier the table adds to a roll: any whole number, usually none.
BONUS = Whole(-LARGEST, LARGEST, (0, 0))


@frozen_value
class Record(Domain):
    """A frozen dataclass value (a card as the table enters it) whose every field has its own domain.

    `rule` is a condition across fields (an item limit that depends on both class and type);
    samples are drawn field by field and drawn again while the rule refuses them; `fallback`
    turns a refused draw into one the rule accepts (an item of no class and no type fits any limit).
    """

    kind: type
    fields: tuple[tuple[str, Domain], ...]
    rule: Callable[[Any], bool] | None = None
    text: str = ""
    fallback: Callable[[Any], Any] | None = None

    @classmethod
    def of(cls, record_type: type, /, *, rule: Callable[[Any], bool] | None = None, text: str = "",
           fallback: Callable[[Any], Any] | None = None, **values: Any) -> Record:
        """A record of `record_type`; a field not given may take only its default, a plain value means exactly it."""
        kind = record_type
        domains = []
        for spec in dataclasses.fields(kind):
            if spec.name in values:
                given = values.pop(spec.name)
                domains.append((spec.name, given if isinstance(given, Domain) else Exactly(given)))
            elif spec.default is not dataclasses.MISSING:
                domains.append((spec.name, Exactly(spec.default)))
            else:
                raise TypeError(f"a record of {kind.__name__} must say what {spec.name} may be")
        if values:
            raise TypeError(f"{kind.__name__} has no field {', '.join(sorted(values))}")
        return cls(kind, tuple(domains), rule, text or kind.__name__, fallback)

    def admits(self, value: Any) -> bool:
        return (isinstance(value, self.kind) and all(d.admits(getattr(value, n)) for n, d in self.fields)
                and (self.rule is None or bool(self.rule(value))))

    def sample(self, rng: Random) -> Any:
        value = None
        for _ in range(20):
            value = self.kind(**{name: domain.sample(rng) for name, domain in self.fields})
            if self.rule is None or self.rule(value):
                return value
        if self.fallback is not None and self.admits(self.fallback(value)):
            return self.fallback(value)
        raise ValueError(f"no sample of {self.text} met its rule in 20 draws")

    def describe(self) -> str:
        return self.text

    def domain(self, name: str) -> Domain:
        """The domain of one field."""
        return dict(self.fields)[name]


#: How many distinct combinations a sequence domain's sampler tries after its random draws (2^12: every set of
#: twelve options, more allies or counters than a party holds).
MOST_COMBINATIONS_TRIED = 4096


def sequences(test: Callable[[tuple[Any, ...]], bool], options: tuple[Any, ...], longest: int,
              text: str) -> Domain:
    """Tuples of up to `longest` options that `test` accepts; samples are drawn from the options and checked.

    When the accepted tuples are rare among random draws (five allies and two gold: three of them must be named,
    each once), the sample is found by trying the options' distinct combinations, smallest first, in a shuffled
    order: a sample the domain itself refuses is never given."""
    def sampler(rng: Random) -> tuple[Any, ...]:
        for _ in range(50):
            drawn = tuple(options[rng.randrange(len(options))] for _ in range(rng.randint(0, longest))) if options else ()
            if test(drawn):
                return drawn
        shuffled = list(dict.fromkeys(options))
        rng.shuffle(shuffled)
        tried = 0
        for size in range(min(longest, len(shuffled)) + 1):
            for drawn in combinations(shuffled, size):
                if test(drawn):
                    return drawn
                tried += 1
                if tried >= MOST_COMBINATIONS_TRIED:
                    return ()
        return ()

    return Where(lambda value: isinstance(value, tuple) and test(value), sampler, text)


# -- names -----------------------------------------------------------------------------------------


def characters(party: HeroState) -> tuple[tuple[Character, Named], ...]:
    """Each character the engine can find by name, once, with the spellings that find it (hero first)."""
    hero = party.hero
    found: list[tuple[Character, Named]] = [(hero, named("hero", hero.name, party.player))]
    seen = {"hero", hero.name.casefold(), party.player.casefold()}
    for ally in party.allies:
        key = ally.name.casefold()
        if key in seen:
            continue  # the engine finds the first of that name (or the hero) under this spelling
        seen.add(key)
        found.append((party.character(ally.name) or ally, named(ally.name)))
    return tuple(found)


def items(party: HeroState) -> tuple[Item, ...]:
    """Each item the engine can find by name, once (the first of a name is the one found)."""
    found: dict[str, Item] = {}
    for item in party.items:
        key = item.name.casefold()
        if key not in found:
            # A name typed with spaces around it is found by its stripped spelling, perhaps as another item.
            found[key] = item if item.name == item.name.strip() else (party.item(item.name) or item)
    return tuple(found.values())


def first_by_name(cards: Iterable[Any]) -> tuple[Any, ...]:
    """The first card of each name (case-insensitive): the one the engine finds by that name."""
    seen: set[str] = set()
    found = []
    for card in cards:
        if card.name.casefold() not in seen:
            seen.add(card.name.casefold())
            found.append(card)
    return tuple(found)


def player_spellings(state: Rb2State, seat: int) -> tuple[str, ...]:
    """The names that find a seat: its player and its hero."""
    party = state.players[seat]
    return party.player, party.hero.name


# -- dice ------------------------------------------------------------------------------------------


def movement_die(state: Rb2State) -> DieSpec:
    """The terrain die as this session knows it: its faces if the table described them, else entered only."""
    return terrain_die({"faces": state.terrain_faces} if state.terrain_faces else None)


#: Every face an undescribed terrain die could show: two or three different terrains, each written as the die writes
#: the face when the table types it (`DieSpec.parse_face`), so a sampled roll is the roll the same faces typed make
#: and the store's import finds it exactly (`companion.services.store.dice_check`).
_ANY_TERRAIN_FACES = tuple(
    terrain_die().parse_face("+".join(combo)) for size in (2, 3) for combo in combinations(TERRAINS, size)
)


def sampling_die(state: Rb2State) -> DieSpec:
    """The terrain die to draw samples from: the described die, else one that may show any two or three terrains."""
    die = movement_die(state)
    if die.faces:
        return die
    return DieSpec(die.id, die.name, _ANY_TERRAIN_FACES, kind="symbols")
