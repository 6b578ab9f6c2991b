"""Field descriptions of catalogue entries: one declaration checks an entry, builds its template and documents it.

A kind's `Schema` lists its fields (`Field`): the type, whether it is required (always, or when a
sibling field has a given value), the values allowed, a sentence for people and an example. The
same declaration is used three ways, so they cannot drift apart:

- `Schema.check` refuses an entry whose shape is wrong (a missing or unknown field, a value of the
  wrong type or out of range) with a `CatalogueError` naming the field's path
  (`abilities[2].condition.symbols`) and the value it expects;
- `Schema.example` is the documented template `companion catalogue template` prints;
- `Schema.rows` is the field table of docs/catalogue.md and of the in-app editor's hints.

What a schema cannot say (a condition naming a symbol the hero's dice lack, two abilities with
one id) stays with the kind's own validator, which runs after the shape is known to be right.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from cards_db.errors import CatalogueError
from rules_engine.messages import ENGLISH, Joined, Message, N_, Translator, render

FieldType = Literal["text", "id", "integer", "boolean", "choice", "list", "map", "object"]

#: The largest number any integer field takes when it names no maximum of its own: no printed value comes near it,
#: and every computation a catalogue value feeds (odds, choices, movement) stays bounded.
CEILING = 99
#: What a value that may be unknown takes, as a file says it (null) and as a form's row says it (left empty).
_NULL_IN_A_FILE = N_("{expects}, or null when unknown")
_EMPTY_IN_A_FORM = N_("{expects}; empty when not known")
#: The most items a list or a map in one entry holds when the field names no limit of its own.
MOST_ITEMS = 60


@dataclass(frozen=True)
class Field:
    """One field of a catalogue entry (or of an object inside one), described for checking, templates and docs."""

    name: str
    type: FieldType
    doc: str
    required: bool = False
    #: Required only when the sibling field (name, values) has one of these values (its default counts).
    required_when: tuple[str, tuple[Any, ...]] | None = None
    example: Any = None
    default: Any = None
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    nullable: bool = False
    #: For a list or a map: the most items it holds (`MOST_ITEMS` when not given).
    most: int | None = None
    #: For a list or a map: the description of each item (list) or value (map).
    item: Field | None = None
    #: For an object (or a list item that is an object): its fields.
    schema: Schema | None = None
    #: For a map: the keys it may have (empty: any key matching `key_doc`), and what a key is.
    keys: tuple[str, ...] = ()
    key_doc: str = "a name"
    #: A sentence added to an error about this field (what to do instead).
    hint: str = ""
    #: For a word typed in a form's row: the value another word names (a Runebound terrain typed in the table's
    #: language, «лес» for `forest`: `rules_engine.terrain_names.terrain_named`), None for a word it does not know.
    spellings: Callable[[str], str | None] | None = field(default=None, compare=False)
    #: For an id naming another card (a quest's locations, its monster): the catalogue kind of those cards, whose
    #: printed names a form shows and reads in place of their ids ("Troll Bridge" for `troll-bridge`).
    names_of: str = ""
    #: A row that means something only when the sibling field (name, values) holds one of these values (a talent's
    #: level, a place's terrain): a form shows it while the sibling is one of them or not chosen yet. The validator
    #: still decides what an entry may hold; this only says which rows a form offers.
    only_when: tuple[str, tuple[Any, ...]] | None = None
    #: For a choice: each value as a word the screens translate (a class card's kind «заклинание» for `spell`), shown
    #: and read by a form in the table's language; None to show the values as they are.
    words: Mapping[Any, str] | None = field(default=None, compare=False)
    #: What an empty row of a form says to type, in a few words (a message); empty for the type's own.
    placeholder: str = ""
    #: For a list typed in a form's row: what stands between its items (a comma; a semicolon for items that hold
    #: commas themselves, a story quest's outcomes, whose rewards are comma lists).
    separator: str = ","

    def expects(self) -> Message:
        """The values this field takes, in words, as errors and docs give them (English as text; translatable)."""
        text = self._expects_base()
        return Message(_NULL_IN_A_FILE, expects=text) if self.nullable else text

    def form_expects(self, word: Callable[[Field, Any], str]) -> Message:
        """The values this field takes as a form's line says them: each choice in `word` (the table's language), and
        an unknown value as an empty row, not the file's null."""
        text = self._expects_base(word)
        return Message(_EMPTY_IN_A_FORM, expects=text) if self.nullable else text

    def _expects_base(self, word: Callable[[Field, Any], str] | None = None) -> Message:
        if self.type == "text":
            return Message("text") if not self.required else Message("text that is not empty")
        if self.type == "id":
            return Message("one word without spaces (letters, digits and '-')")
        if self.type == "integer":
            return number_range(self.minimum, self.highest)
        if self.type == "boolean":
            return Message("true or false")
        if self.type == "choice":
            if word is None and self.words is not None:  # a file's value, and its word where the reader's differs
                return Message("one of {choices}", choices=Joined(", ", tuple(
                    ValueSaid(c, self.words[c]) if c in self.words else _show(c) for c in self.choices)))
            return Message("one of {choices}", choices=", ".join(_show(c) if word is None else word(self, c)
                                                                 for c in self.choices))
        if self.type == "list":
            inner = (Message(self.schema.title) if self.schema else
                     (self.item._expects_base(word) if word is not None and self.item else
                      self.item.expects() if self.item else Message("values")))
            return Message("a list, each item {inner}", inner=inner)
        if self.type == "map":
            keys = ", ".join(_show(k) for k in self.keys) if self.keys else Message(self.key_doc)
            value = self.item.expects() if self.item else Message("any value")
            if word is not None and not self.keys and self.item is not None:  # a form's row of pairs (form_fields)
                return Message("pairs with commas between, each a name, ':' and its value; the names: {keys}; each "
                               "value {value}", keys=keys, value=self.item._expects_base(word))
            return Message("an object with keys {keys}, each value {value}", keys=keys, value=value)
        assert self.schema is not None
        return Message(self.schema.title)

    @property
    def highest(self) -> int:
        """The largest number this integer field takes: its own maximum, else the schema-wide `CEILING`."""
        return self.maximum if self.maximum is not None else max(CEILING, self.minimum or 0)

    @property
    def most_items(self) -> int:
        """The most items this list or map holds: its own limit, else `MOST_ITEMS`."""
        return self.most if self.most is not None else MOST_ITEMS

    def check(self, value: Any, path: str, where: str) -> None:
        """Refuse a value of the wrong shape for this field; the error names `path` and what it expects."""
        if value is None and self.nullable:
            return
        if self.type in ("list", "map") and isinstance(value, (list, Mapping)) and len(value) > self.most_items:
            raise CatalogueError(Message("{where}: '{path}' holds {count} items; it takes at most {most}", where=where,
                                         path=path, count=len(value), most=self.most_items))
        if not self._fits(value):
            problem = Message("{where}: '{path}' expects {expects}, not {value}", where=where, path=path,
                              expects=self.expects(), value=_shown(value))
            raise CatalogueError(with_hint(problem, self.hint))
        if self.type == "list":
            for index, item in enumerate(value, start=1):
                self._check_inner(item, f"{path}[{index}]", where)
        elif self.type == "map":
            for key, item in value.items():
                if self.keys and str(key) not in self.keys:
                    raise CatalogueError(Message("{where}: '{path}' has no key {key}; it takes keys {keys}", where=where,
                                                 path=path, key=_show(key), keys=", ".join(_show(k) for k in self.keys)))
                if self.item is not None:
                    self.item.check(item, f"{path}.{key}", where)
        elif self.type == "object":
            assert self.schema is not None
            self.schema.check(value, where, path)

    def _check_inner(self, item: Any, path: str, where: str) -> None:
        if self.schema is not None:
            self.schema.check(item, where, path)
        elif self.item is not None:
            self.item.check(item, path, where)

    def _fits(self, value: Any) -> bool:
        """True when the value has this field's type and lies in its range (items are checked apart)."""
        kind = self.type
        if kind == "text":
            return isinstance(value, str) and bool(value.strip() or not self.required)
        if kind == "id":
            return isinstance(value, str) and bool(value.strip()) and not any(c.isspace() for c in value.strip())
        if kind == "integer":
            if isinstance(value, bool) or not isinstance(value, int):
                return False
            return (self.minimum is None or value >= self.minimum) and value <= self.highest
        if kind == "boolean":
            return isinstance(value, bool)
        if kind == "choice":
            return any(value == c and type(value) is type(c) for c in self.choices)
        if kind == "list":
            return isinstance(value, list)
        return isinstance(value, Mapping) and bool(kind == "object" or value or not self.required)

    def sample(self) -> Any:
        """The example value (a nested object's own example when none is given)."""
        if self.example is not None:
            return self.example
        if self.schema is not None:
            sample = self.schema.example()
            return [sample] if self.type == "list" else sample
        return self.default


@dataclass(frozen=True)
class Schema:
    """The fields of one object in a catalogue entry (the entry itself, an ability, a condition ...)."""

    title: str
    fields: tuple[Field, ...]
    #: Exactly one of the fields must be given (a condition is symbols, a straight or n of a kind).
    one_of: bool = False
    #: Fields the engine ignores but the entry may keep (where the data came from, a translation).
    info: tuple[str, ...] = ()

    def field(self, name: str) -> Field:
        """The field of this name; KeyError when there is none."""
        for candidate in self.fields:
            if candidate.name == name:
                return candidate
        raise KeyError(name)

    def names(self) -> tuple[str, ...]:
        """Every field name, in declaration order."""
        return tuple(f.name for f in self.fields)

    def required_names(self) -> tuple[str, ...]:
        """The fields that must always be given."""
        return tuple(f.name for f in self.fields if f.required)

    def check(self, raw: Any, where: str, path: str = "") -> None:
        """Refuse an object whose fields are missing, unknown or of the wrong shape (CatalogueError)."""
        label = f"'{path}'" if path else Message("the entry")
        title = Message(self.title)
        if not isinstance(raw, Mapping):
            raise CatalogueError(Message("{where}: {label} expects {title}, not {value}", where=where, label=label,
                                         title=title, value=_shown(raw)))
        prefix = f"{path}." if path else ""
        unknown = sorted(str(k) for k in raw if k not in self.names())
        if unknown:
            raise CatalogueError(Message("{where}: unknown field '{field}'; the fields of {title} are {fields}",
                                         where=where, field=prefix + unknown[0], title=title,
                                         fields=", ".join(self.names())))
        if self.one_of:
            given = [n for n in self.names() if n in raw]
            if len(given) != 1:
                options = ", ".join(f"'{n}'" for n in self.names())
                if given:
                    raise CatalogueError(Message("{where}: {label} needs exactly one of {options}, not {given}",
                                                 where=where, label=label, options=options, given=len(given)))
                raise CatalogueError(Message("{where}: {label} needs exactly one of {options}", where=where, label=label,
                                             options=options))
        for spec in self.fields:
            if spec.name in raw:
                spec.check(raw[spec.name], prefix + spec.name, where)
            elif self._needs(spec, raw):
                if spec.required_when is not None:
                    sibling, values = spec.required_when
                    raise CatalogueError(Message(
                        "{where}: '{field}' is missing (needed when '{sibling}' is {values}); it expects {expects}",
                        where=where, field=prefix + spec.name, sibling=prefix + sibling,
                        values=_either(tuple(_value_said(self.field(sibling), v) for v in values)),
                        expects=spec.expects()))
                raise CatalogueError(Message("{where}: '{field}' is missing; it expects {expects}", where=where,
                                             field=prefix + spec.name, expects=spec.expects()))

    def _needs(self, spec: Field, raw: Mapping[str, Any]) -> bool:
        if spec.required:
            return True
        if spec.required_when is None:
            return False
        sibling, values = spec.required_when
        return raw.get(sibling, self.field(sibling).default) in values

    def example(self) -> dict[str, Any]:
        """A valid example object: every field that has an example (or a nested example), in order."""
        sample: dict[str, Any] = {}
        for spec in self.fields:
            value = spec.sample()
            if value is not None:
                sample[spec.name] = value
            if self.one_of and sample:
                break
        return sample

    def rows(self, path: str = "") -> Iterator[tuple[str, Field, Schema]]:
        """(path, field, the schema that owns it) for every field, nested ones after their parent ('abilities[].id')."""
        prefix = f"{path}." if path else ""
        for spec in self.fields:
            here = prefix + spec.name
            yield here, spec, self
            if spec.schema is not None:
                yield from spec.schema.rows(here + ("[]" if spec.type == "list" else ""))


def _either(values: tuple[str, ...]) -> str:
    """'a or b or c' with the interface's word for 'or' (the grammar's joiner, so a Russian error reads 'или')."""
    said = values[0]
    for value in values[1:]:
        said = Message("{items} or {last}", items=said, last=value)
    return said


def requirement(schema: Schema, spec: Field, label: Callable[[str], str] | None = None) -> Message:
    """'required', 'required when kind is offensive', 'exactly one of ...' or 'optional (default ...)' (messages the
    screens translate; English as text); a choice's value with its word (`ValueSaid`), and with `label` each field
    named by its label (a form's), not its name."""
    named = label or (lambda name: name)
    if spec.required:
        return Message("required")
    if spec.required_when is not None:
        sibling, values = spec.required_when
        return Message("required when {sibling} is {values}", sibling=named(sibling),
                       values=_either(tuple(_value_said(schema.field(sibling), v) for v in values)))
    if schema.one_of:
        return Message("exactly one of {names}", names=", ".join(named(name) for name in schema.names()))
    if spec.default is not None:
        return Message("optional (default {value})", value=_value_said(spec, spec.default))
    return Message("optional")


def _value_said(spec: Field, value: Any) -> str:
    """A value of a field as a message says it: a choice with words as the file writes it and its word in the
    reader's language (`ValueSaid`), anything else as the file writes it."""
    if spec.words is not None and value in spec.words:
        return ValueSaid(value, spec.words[value])
    return _show(value)


def with_hint(problem: Message, hint: str) -> Message:
    """A field's problem with its hint (what to do instead) after it, when it has one."""
    if not hint:
        return problem
    return Message("{problem}; {hint}", problem=problem, hint=hint if isinstance(hint, Message) else Message(hint))


#: How a whole number's range reads in an error or a doc: between two bounds, from one, up to one, unbounded.
RANGE_WORDS = (N_("a whole number from {low} to {high}"), N_("a whole number of {low} or more"),
               N_("a whole number of at most {high}"), N_("a whole number"))


def number_range(low: int | None, high: int | None, words: tuple[str, str, str, str] = RANGE_WORDS) -> Message:
    """A whole number's range in `words` (`RANGE_WORDS`' four shapes, in their order)."""
    if low is not None and high is not None:
        return Message(words[0], low=low, high=high)
    if low is not None:
        return Message(words[1], low=low)
    if high is not None:
        return Message(words[2], high=high)
    return Message(words[3])


class ValueSaid(Message):
    """A choice's value as a file writes it, with its word in the reader's language where that differs: `"orange"`
    in English, «"orange" (оранжевый)» in Russian (the file takes the value; the reader knows the word)."""

    __slots__ = ("value", "word")

    value: Any
    word: str

    def __new__(cls, value: Any, word: str) -> ValueSaid:
        text = str.__new__(cls, _show(value))
        text.msgid, text.params = _show(value), {}
        text.value, text.word = value, word
        return text

    def render(self, translator: Translator) -> str:
        """The value, and its word when the reader's language says it otherwise."""
        said = render(self.word if isinstance(self.word, Message) else Message(self.word), translator)
        english = render(self.word if isinstance(self.word, Message) else Message(self.word), ENGLISH)
        return str(self) if said == english else f"{self} ({said})"

    def __reduce__(self) -> tuple[object, ...]:
        return (ValueSaid, (self.value, self.word))


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _shown(value: Any) -> str:
    text = _show(value) if isinstance(value, (str, int, float, bool, list, dict, type(None))) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def in_form_words(message: Message) -> Message:
    """`message` as a form says it: a value that may be unknown is an empty row there, not a file's null. The same
    refusal the schema gives every path, with that one phrase in the form's words, wherever it is nested; and a
    choice's value said by its word alone (what the form's choice list shows)."""
    if isinstance(message, ValueSaid):
        word = message.word
        return word if isinstance(word, Message) else Message(word)
    if type(message) is not Message or not message.params:  # a counted word or a name: nothing nested to say
        return message
    params = {key: in_form_words(value) if isinstance(value, Message) else value
              for key, value in message.params.items()}
    return Message(_EMPTY_IN_A_FORM if message.msgid == _NULL_IN_A_FILE else message.msgid, **params)
