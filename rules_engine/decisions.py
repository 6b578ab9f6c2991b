"""Decisions and choices: who must act now, and what the engine has checked as allowed.

`Game.decision(state)` names the seat that must act and the kind of decision (an action, a
roll, a card, a choice among options, a pass in a timing window). `Game.choices(state)` lists
`Choice`s: each is an action type with a `Domain` for every field, so one choice can stand for
"heal N for N in 1..10" as well as for one concrete action. Screens and the command line offer
only choices; a random walk that picks only from them plays whole games (python-chess's
`legal_moves` is the model).
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from functools import cache
from random import Random
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action
from rules_engine.chance import CardRequest, DiceRequest
from rules_engine.dice import DiceRoll, DieSpec
from rules_engine.values import replace


class DecisionKind(StrEnum):
    """What kind of decision the game waits for."""

    ACTION = "action"  # the seat does something (typed or chosen)
    DICE = "dice"  # a roll is due before anything else can happen
    CARD = "card"  # a card must be drawn, or the drawn card entered
    CHOICE = "choice"  # one of a few options must be picked (e.g. what a kept card becomes)
    PASS = "pass"  # a timing window: the seat may act or pass
    OVER = "over"  # the game has ended


@frozen_value(slots=True)
class Decision:
    """Who must act now (a seat index, or None for the whole table) and what is awaited.

    `automaton` names the part the app itself plays in this step (solo Dungeoneer's dungeon lord),
    '' when a seat or the table decides: a session that lets the app roll and draw may take such
    a step by itself, through the one choice that carries its chance request.
    """

    kind: DecisionKind
    seat: int | None
    prompt: str
    window: str = ""
    automaton: str = ""


# -- domains: the values one field of a choice may take -----------------------------------------


class Domain(ABC):
    """The values a field of a chosen action may take."""

    @abstractmethod
    def admits(self, value: Any) -> bool:
        """True when `value` is one of this domain's values."""

    @abstractmethod
    def sample(self, rng: Random) -> Any:
        """One value of the domain, drawn with the caller's seeded generator."""

    @abstractmethod
    def describe(self) -> str:
        """The domain for people, e.g. '1-10' or 'p1|p2'."""

    def values(self) -> tuple[Any, ...] | None:
        """Every value when there are few enough to list (for completion), else None."""
        return None

    def unsaid(self) -> tuple[Any] | None:
        """(value,) when the field takes that value without the table saying anything (its only value, or
        free text that may stay empty); None when the table must state a value."""
        return None


@frozen_value
class Exactly(Domain):
    """One value only."""

    value: Any

    def admits(self, value: Any) -> bool:
        return bool(value == self.value)

    def sample(self, rng: Random) -> Any:
        return self.value

    def describe(self) -> str:
        return str(self.value)

    def values(self) -> tuple[Any, ...]:
        return (self.value,)

    def unsaid(self) -> tuple[Any]:
        return (self.value,)


@frozen_value
class IntRange(Domain):
    """Whole numbers from `low` to `high`, both included."""

    low: int
    high: int

    def __post_init__(self) -> None:
        if self.low > self.high:
            raise ValueError(f"an empty range {self.low}..{self.high}")

    def admits(self, value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and self.low <= value <= self.high

    def sample(self, rng: Random) -> int:
        return rng.randint(self.low, self.high)

    def describe(self) -> str:
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"

    def values(self) -> tuple[int, ...] | None:
        return tuple(range(self.low, self.high + 1)) if self.high - self.low < 32 else None


@frozen_value
class OneOf(Domain):
    """One of a few listed values."""

    options: tuple[Any, ...]

    def __post_init__(self) -> None:
        if not self.options:
            raise ValueError("a choice among no options")

    def admits(self, value: Any) -> bool:
        return value in self.options

    def sample(self, rng: Random) -> Any:
        return self.options[rng.randrange(len(self.options))]

    def describe(self) -> str:
        return "|".join(str(o) for o in self.options)

    def values(self) -> tuple[Any, ...]:
        return self.options


@frozen_value
class AnyText(Domain):
    """Free text the table types (a card's name, a note); `examples` are what a random walk uses."""

    examples: tuple[str, ...] = ("",)
    allow_empty: bool = True

    def admits(self, value: Any) -> bool:
        return isinstance(value, str) and (self.allow_empty or bool(value.strip()))

    def sample(self, rng: Random) -> str:
        return self.examples[rng.randrange(len(self.examples))]

    def describe(self) -> str:
        return "text"

    def unsaid(self) -> tuple[Any] | None:
        return ("",) if self.admits("") else None


@frozen_value
class Rolled(Domain):
    """A roll of `count` dice of one kind, whatever they show (the dice decide, not the player)."""

    die: DieSpec
    count: int
    modifier: int = 0

    def admits(self, value: Any) -> bool:
        return isinstance(value, DiceRoll) and value.die == self.die.id and len(value.faces) == self.count

    def sample(self, rng: Random) -> DiceRoll:
        faces = tuple(self.die.faces[rng.randrange(len(self.die.faces))] for _ in range(self.count))
        return DiceRoll(self.die.id, faces, "seeded", self.modifier)

    def describe(self) -> str:
        return f"{self.count} × {self.die.name}"


@frozen_value
class Where(Domain):
    """Values a predicate accepts, for fields no simple domain describes (a path that fits the dice)."""

    test: Callable[[Any], bool]
    sampler: Callable[[Random], Any]
    text: str
    #: (value,) when the table may leave the field unsaid and it then takes that value (an empty list).
    default: tuple[Any] | None = None

    def admits(self, value: Any) -> bool:
        return bool(self.test(value))

    def sample(self, rng: Random) -> Any:
        return self.sampler(rng)

    def describe(self) -> str:
        return self.text

    def unsaid(self) -> tuple[Any] | None:
        return self.default


# -- choices ------------------------------------------------------------------------------------


@cache
def _fields_of(action: type) -> dict[str, dataclasses.Field[Any]]:
    """An action's fields by name (looked up once per action type: games build many choices a move)."""
    if not dataclasses.is_dataclass(action):
        raise TypeError(f"{action.__name__} is not an action dataclass")
    return {f.name: f for f in dataclasses.fields(action)}


#: A field with no default (the choice must say what it may be), or the default's own domain (`Exactly` of the
#: default), or the default's factory (called for each choice: its value may be a new list).
_FieldPlan = tuple[str, Exactly | None, Callable[[], Any] | None]


@cache
def _plan_of(action: type) -> tuple[frozenset[str], tuple[_FieldPlan, ...]]:
    """An action's field names, and per field what a choice that leaves it out takes (worked out once per type)."""
    plan: list[_FieldPlan] = []
    for name, spec in _fields_of(action).items():
        if spec.default is not dataclasses.MISSING:
            plan.append((name, Exactly(spec.default), None))
        elif spec.default_factory is not dataclasses.MISSING:
            plan.append((name, None, spec.default_factory))
        else:
            plan.append((name, None, None))
    return frozenset(name for name, _, _ in plan), tuple(plan)


#: What `Choice.of` finds for a field the call leaves out (None may be a field's given value).
_UNSAID = object()
#: The types of the values `Choice.of` has met, domains or not (a set lookup instead of an ABC's subclass test per
#: field): filled by `_is_domain` as they are met.
_DOMAIN_TYPES: set[type] = set()
_PLAIN_TYPES: set[type] = set()


def _is_domain(kind: type) -> bool:
    """Whether values of this type are domains (the ABC's subclass test, asked once per type)."""
    if kind in _DOMAIN_TYPES:
        return True
    if kind in _PLAIN_TYPES:
        return False
    (_DOMAIN_TYPES if issubclass(kind, Domain) else _PLAIN_TYPES).add(kind)
    return kind in _DOMAIN_TYPES


def _made(cls: type[Choice], action: type[Action], fields: Mapping[str, Domain], label: str, actor: int | None,
          request: DiceRequest | CardRequest | None, verb: str) -> Choice:
    """A choice of these values, made the way `values.replace` copies a record: its fields handed to a new instance
    in one dict (the generated frozen `__init__` sets them one by one through `object.__setattr__`). `Choice` has no
    `__post_init__`, so the result is the one `__init__` makes."""
    new = _new_choice(cls)
    _set_attribute(new, "__dict__", {"action": action, "fields": fields, "label": label, "actor": actor,
                                     "request": request, "verb": verb, "answers": True})
    return new


_new_choice = object.__new__
_set_attribute = object.__setattr__


@frozen_value
class Choice:
    """One thing allowed now: an action type with the values each of its fields may take.

    `label` is what a button or a completion list shows; `actor` the seat that does it; `request` the dice
    or card to ask for before the action exists (its roll or card field is then `Rolled` or
    similar). `answers` is True when the choice answers the decision the game waits for (`Game.decision`:
    flee or stay, an attack, a ward, the card drawn) and False for what the moment also allows beside it
    (a card's effect, a skill check, the table's any-time actions); a game that does not tell them apart
    leaves every choice answering. Build one with `Choice.of`.
    """

    action: type[Action]
    fields: Mapping[str, Domain]
    label: str
    actor: int | None = None
    request: DiceRequest | CardRequest | None = None
    verb: str = ""
    answers: bool = True

    @classmethod
    def of(
        cls,
        action: type[Action],
        label: str,
        *,
        actor: int | None = None,
        request: DiceRequest | CardRequest | None = None,
        verb: str = "",
        **values: Any,
    ) -> Choice:
        """A choice whose fields take `values` (a plain value means exactly that value).

        Every field of the action must be given unless it has a default, which is then the only
        value admitted; a field the action does not have is a programming error.
        """
        names, plan = _plan_of(action)  # type: ignore[arg-type]  # a class is hashable (mypy reads the instances' __hash__)
        if not names.issuperset(values):
            raise TypeError(f"{action.__name__} has no field {', '.join(sorted(set(values) - names))}")
        domains: dict[str, Domain] = {}
        for name, default, factory in plan:
            given = values.get(name, _UNSAID)
            if given is not _UNSAID:
                kind = type(given)
                domains[name] = given if kind in _DOMAIN_TYPES or (kind not in _PLAIN_TYPES and _is_domain(kind)) \
                    else Exactly(given)
            elif default is not None:
                domains[name] = default
            elif factory is not None:
                domains[name] = Exactly(factory())
            else:
                raise TypeError(f"a choice of {action.__name__} must say what {name} may be")
        return _made(cls, action, domains, label, actor, request, verb)

    def admits(self, action: Action) -> bool:
        """True when `action` is one of the actions this choice stands for."""
        return type(action) is self.action and all(
            domain.admits(getattr(action, name)) for name, domain in self.fields.items()
        )

    def sample(self, rng: Random) -> Action:
        """One action this choice stands for, drawn with the caller's seeded generator."""
        return self.action(**{name: domain.sample(rng) for name, domain in self.fields.items()})

    @property
    def concrete(self) -> Action | None:
        """The one action this choice stands for when the table need state nothing (every field fixed, or free
        text and lists that may stay empty); else None (a button cannot stand for it, the values are typed)."""
        values = {}
        for name, domain in self.fields.items():
            unsaid = domain.unsaid()
            if unsaid is None:
                return None
            values[name] = unsaid[0]
        return self.action(**values)

    def aside(self) -> Choice:
        """This choice, marked as allowed beside the decision rather than answering it."""
        return self if not self.answers else replace(self, answers=False)  # the engine's copy: no __init__ run again


def answering(choices: Sequence[Choice]) -> tuple[Choice, ...]:
    """The choices that answer the decision, in their order."""
    return tuple(choice for choice in choices if choice.answers)


def admitted(choices: Sequence[Choice], action: Action) -> bool:
    """True when some choice stands for `action`."""
    return any(choice.admits(action) for choice in choices)
