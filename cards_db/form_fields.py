"""A catalogue entry as the rows of a form: nested objects opened into one row per printed value.

A form shows a kind's `Schema` as rows in the card's own order. An object field (a location's
`exits`) and a map with named keys (a monster's `forms`, a Dice Throne hero's `dice`) are opened
into one row per value (`exits.north.kind`, `forms.melee.value`, `dice.1`), so the table types
what the card prints, never JSON. An object that takes exactly one of several fields (a Dice Throne
ability's condition: symbols, a straight or a number of a kind) is opened the same way, and the table
fills one of its rows. A map of any keys to numbers (the symbols a condition needs, a hero's starting
statuses) is typed as pairs with commas between them (`bolt: 3, eye: 1`). A list of words or numbers is
typed as a comma list (`1, 1, 2, 2`), and a list of such lists, a die's faces each its symbols, as a
comma list of items whose words are joined by '+' (`plains+road, forest+hills, water`), as the dice
tray takes a face. A row of a list or map still reads JSON (`[...]`, `{...}`) typed in it.

`nest` turns the rows' values back into the entry the kind's validator checks; a row left empty
is left out, and so is an object all of whose rows are empty. `id_from_name` gives an entry typed
by its name an id, as the form does when the id row is left empty.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from cards_db.entry_draft import OMITTED, DraftError, value_from_text, value_to_text
from cards_db.schema import Field, Schema, number_range
from rules_engine.messages import Message, N_

SCALARS = ("text", "id", "integer", "boolean", "choice")


@dataclass(frozen=True)
class FormField:
    """One row of a form: the value at `path` inside the entry, described by `spec` (owned by `owner`)."""

    path: tuple[str, ...]
    spec: Field
    owner: Schema

    @property
    def dotted(self) -> str:
        """The row's path as errors and docs give it: 'exits.north.kind'."""
        return ".".join(self.path)

    @property
    def key(self) -> str:
        """The row's path as a widget id can hold it: 'exits--north--kind'."""
        return "--".join(self.path)


def _opens(spec: Field) -> Schema | None:
    """The schema a field opens into one row per field (one of whose rows the table fills when the schema takes
    exactly one of its fields), or None when the field is one row."""
    if spec.type == "object" and spec.schema is not None:
        return spec.schema
    return None


def form_fields(schema: Schema, prefix: tuple[str, ...] = ()) -> tuple[FormField, ...]:
    """Every row of a form for `schema`, in declaration order, nested objects opened."""
    rows: list[FormField] = []
    for spec in schema.fields:
        path = (*prefix, spec.name)
        inner = _opens(spec)
        if inner is not None:
            rows.extend(form_fields(inner, path))
        elif spec.type == "map" and spec.keys and spec.item is not None:
            for key in spec.keys:
                item = spec.item
                item_schema = _opens(item)
                if item_schema is not None:
                    rows.extend(form_fields(item_schema, (*path, key)))
                elif item.type in SCALARS:
                    keyed = Field(key, item.type, item.doc, required=item.required and spec.required,
                                  choices=item.choices, minimum=item.minimum, maximum=item.maximum,
                                  nullable=item.nullable, default=item.default, hint=item.hint)
                    rows.append(FormField((*path, key), keyed, Schema(spec.doc, (keyed,))))
                else:
                    rows.append(FormField(path, spec, schema))
                    break
        else:
            rows.append(FormField(path, spec, schema))
    return tuple(rows)


def value_at(entry: Mapping[str, Any], path: tuple[str, ...]) -> Any:
    """The value at `path` inside an entry, or None where the entry does not give it."""
    here: Any = entry
    for name in path:
        if not isinstance(here, Mapping) or name not in here:
            return None
        here = here[name]
    return here


def _joined_lists(spec: Field) -> Field | None:
    """The innermost item of a list whose items are lists of words (a die's faces, each its symbols), typed as
    'plains+road, forest+hills'; None for any other field."""
    item = spec.item
    if spec.type != "list" or spec.schema is not None or item is None or item.type != "list" or item.schema is not None:
        return None
    inner = item.item
    return inner if inner is not None and inner.type in ("text", "id", "choice") else None


def _pairs(spec: Field) -> Field | None:
    """The value of a map of any keys to numbers or words (`bolt: 3, eye: 1`), typed as pairs; None for any other
    field."""
    item = spec.item
    if spec.type != "map" or spec.keys or spec.schema is not None or item is None or item.type not in SCALARS:
        return None
    return item


def _pair_key(key: Any) -> bool:
    return isinstance(key, str) and bool(key.strip()) and not any(mark in key for mark in ",:{")


def _plain_word(item: Any) -> bool:
    return isinstance(item, str) and bool(item) and not any(mark in item for mark in ",+[")


#: How a form says a value of a field in the table's language (`Field.words` translated); None: as the file says it.
Word = Callable[[Field, Any], str]


def _said(item: Field, value: Any, word: Word | None) -> str:
    """A list's item as a row shows it: in the table's words when the item has words for it, else as it is."""
    if word is not None and item.words is not None and value in item.words:
        return word(item, value)
    return str(value)


def _read(item: Field, typed: str, word: Word | None) -> str:
    """A word typed in a row as the value it names: one of the item's words in the table's language (any case), a
    word the item's spellings know (a terrain in any language), else as typed."""
    folded = typed.strip().casefold()
    if word is not None and item.words is not None:
        for value in item.words:
            if word(item, value).casefold() == folded:
                return str(value)
    if item.spellings is not None:
        return item.spellings(typed.strip()) or typed
    return typed


def row_text(spec: Field, value: Any, word: Word | None = None) -> str:
    """How a row shows a value: a list of words or numbers as a comma list, a list of lists of words as a comma list
    of '+'-joined items, other values as `value_to_text`; with `word`, each item in the table's words."""
    inner = _joined_lists(spec)
    if inner is not None and isinstance(value, list) and value and all(
            isinstance(item, list) and item and all(_plain_word(symbol) for symbol in item) for item in value):
        return ", ".join("+".join(_said(inner, symbol, word) for symbol in item) for item in value)
    if spec.type == "list" and spec.schema is None and isinstance(value, list) and all(
            isinstance(item, (str, int)) and not isinstance(item, bool) and spec.separator not in str(item)
            for item in value):
        item_spec = spec.item or Field("value", "text", "")
        return f"{spec.separator} ".join(_said(item_spec, item, word) for item in value)
    pair = _pairs(spec)
    if pair is not None and isinstance(value, Mapping) and all(
            _pair_key(key) and isinstance(item, (str, int)) and "," not in str(item) for key, item in value.items()):
        return ", ".join(f"{key}: {_said(pair, item, word)}" for key, item in value.items())
    return value_to_text(spec, value)


def row_value(spec: Field, text: str, path: str, word: Word | None = None) -> Any:
    """The value a row's text stands for (OMITTED when empty); a comma list for a list of words or numbers, each word
    read in the table's language too (`word`) or by the item's spellings."""
    stripped = text.strip()
    inner = _joined_lists(spec)
    if inner is not None and stripped and not stripped.startswith("["):
        lists = []
        for index, part in enumerate(stripped.split(","), start=1):
            words = [typed.strip() for typed in part.split("+")]
            if not all(words):
                raise DraftError(Message("'{path}' has an empty item {index}: write the items with commas between "
                                         "them and the words of one item joined by '+', e.g. {example}", path=path,
                                         index=index, example=row_text(spec, spec.sample() or [["a", "b"], ["c"]])),
                                 spec.name)
            words = [_read(inner, typed, word) for typed in words]  # a word in the table's language: its value
            lists.append([value_from_text(inner, typed, f"{path}[{index}][{number}]")
                          for number, typed in enumerate(words, start=1)])
        return lists
    if spec.type == "list" and spec.schema is None and stripped and not stripped.startswith("["):
        item = spec.item or Field("value", "text", "")
        values = []
        for index, part in enumerate(stripped.split(spec.separator), start=1):
            value = value_from_text(item, _read(item, part, word) if part.strip() else part, f"{path}[{index}]")
            if value is OMITTED:
                example = row_text(spec, spec.sample() or ["a", "b"])
                raise DraftError(Message("'{path}' has an empty item {index}: write the items with commas between "
                                         "them, e.g. {example}", path=path, index=index, example=example)
                                 if spec.separator == "," else
                                 Message("'{path}' has an empty item {index}: write the items with '{separator}' "
                                         "between them, e.g. {example}", path=path, index=index,
                                         separator=spec.separator, example=example), spec.name)
            values.append(value)
        return values
    pair = _pairs(spec)
    if pair is not None and stripped and not stripped.startswith("{"):
        return _read_pairs(spec, pair, stripped, path, word)
    if stripped and spec.type in ("id", "text"):  # one word: as the list's items, the table's or the spellings'
        return value_from_text(spec, _read(spec, stripped, word), path)
    return value_from_text(spec, text, path)


def _read_pairs(spec: Field, item: Field, text: str, path: str, word: Word | None) -> dict[str, Any]:
    """The map typed as pairs `name: value, name: value`; DraftError naming the row and the pair that is not one."""
    example = row_text(spec, spec.sample()) if isinstance(spec.sample(), Mapping) and spec.sample() else "a: 1"
    pairs: dict[str, Any] = {}
    for index, part in enumerate(text.split(","), start=1):
        name, colon, typed = part.rpartition(":")
        name = name.strip()
        if not colon:
            raise DraftError(Message("'{path}' item {index} has no ':' between its name and its number: write the "
                                     "pairs with commas between them, e.g. {example}", path=path, index=index,
                                     example=example), spec.name)
        if not name:
            raise DraftError(Message("'{path}' item {index} has no name before its ':'", path=path, index=index),
                             spec.name)
        if name in pairs:
            raise DraftError(Message("'{path}' names {name} twice", path=path, name=name), spec.name)
        value = value_from_text(item, _read(item, typed, word) if typed.strip() else typed, f"{path}[{name}]")
        if value is OMITTED:
            raise DraftError(Message("'{path}' item {index} has no value after its ':'", path=path, index=index),
                             spec.name)
        pairs[name] = value
    return pairs


def nest(values: Mapping[tuple[str, ...], Any]) -> dict[str, Any]:
    """The entry the rows' values make: OMITTED rows left out, an object with no row given left out too."""
    entry: dict[str, Any] = {}
    for path, value in values.items():
        if value is OMITTED:
            continue
        here = entry
        for name in path[:-1]:
            here = here.setdefault(name, {})
        here[path[-1]] = value
    return entry


def within_item(path: str) -> str:
    """A quoted path as a row of an item's form reads it: 'abilities[2].damage' -> 'damage' (others unchanged)."""
    return re.sub(r"^[a-z_]+\[\d+\]\.", "", path)


#: A quoted path that names one value of a row's list: 'melee[2]', the second value typed in the row of 'melee'.
_LIST_ITEM = re.compile(r"(.+)\[(\d+)\]")


def list_item(path: str) -> tuple[str, int] | None:
    """The row's path and the value's number (from 1) of a quoted path that names one value of a row's list
    ('melee[2]' -> ('melee', 2)); None for any other path."""
    found = _LIST_ITEM.fullmatch(path)
    return None if found is None else (found.group(1), int(found.group(2)))


def row_of_error(rows: tuple[FormField, ...], message: str) -> FormField | None:
    """The row an error message is about: the longest row path it quotes (`'exits.north.target'`), else None."""
    quoted = re.findall(r"'([^']+)'", message)
    for found in quoted:  # the first path the message quotes is the one it is about
        tail = within_item(found)
        matching = [row for row in rows if tail == row.dotted or tail.startswith((row.dotted + ".", row.dotted + "["))]
        if matching:
            return max(matching, key=lambda row: len(row.dotted))
        grouped = [row for row in rows if row.dotted.startswith(tail + ".")]  # a group of rows: its first
        if grouped:
            return grouped[0]
    for found in quoted:  # an object left out whole: "'exits' is missing" marks its first row
        for row in rows:
            if found == row.path[0]:
                return row
    return None


def id_from_name(name: str) -> str:
    """An id for a card typed by its name: lower case, words joined by '-' ('Troll bridge' -> 'troll-bridge')."""
    words = re.findall(r"\w+", name.casefold())
    return "-".join(words)


def shown(value: Any) -> str:
    """A value as one short line (for notes under a form)."""
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value


#: A number's range as an empty row says it, shorter than `schema.RANGE_WORDS` (in the same four shapes).
PLACEHOLDER_RANGE_WORDS = (N_("whole number {low} to {high}"), N_("whole number, {low} or more"),
                           N_("whole number, at most {high}"), N_("a whole number"))


def row_placeholder(spec: Field, word: Word | None = None) -> Message:
    """What an empty row's input says it takes, in a few words that fit the input at 80 columns (the line under the
    form gives the whole of `Field.expects` for the focused row): the field's own words when it has them, a number's
    range, a comma list with an example of its first item (in the table's words, `word`), and for JSON rows where to
    read their format; a value that may be unknown is an empty row, not the file's null."""
    if spec.placeholder:
        return Message(spec.placeholder)
    if spec.type == "integer":
        return number_range(spec.minimum, spec.highest, PLACEHOLDER_RANGE_WORDS)
    if spec.type == "id":
        return Message("one word, no spaces")
    if _joined_lists(spec) is not None:
        sample = spec.sample()
        inner = _joined_lists(spec)
        assert inner is not None
        first = ("+".join(_said(inner, symbol, word) for symbol in sample[0]) if isinstance(sample, list) and sample
                 else "")
        return Message("list: {first}, …", first=first) if first else Message("list, with commas between")
    if spec.type == "list" and spec.schema is None and (spec.item is None or spec.item.type in SCALARS):
        sample = spec.sample() or (list(spec.item.choices) if spec.item is not None and spec.item.choices else [])
        item = spec.item or Field("value", "text", "")
        first = next((_said(item, value, word) for value in sample if str(value)), "")
        if spec.separator != ",":
            return (Message("list: {first}{separator} …", first=first, separator=spec.separator) if first
                    else Message("list, with '{separator}' between", separator=spec.separator))
        return Message("list: {first}, …", first=first) if first else Message("list, with commas between")
    pair = _pairs(spec)
    if pair is not None:
        example = spec.sample()
        pairs = list(example.items())[:1] if isinstance(example, Mapping) else []
        return (Message("pairs: {first}, …", first=f"{pairs[0][0]}: {_said(pair, pairs[0][1], word)}") if pairs
                else Message("pairs: name: number, …"))
    if spec.type in ("list", "map", "object"):
        return Message("format: on the line below")
    if spec.nullable and spec.type == "text":
        return Message("text; empty when not known")
    return spec.expects()
