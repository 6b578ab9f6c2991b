"""A catalogue entry being edited part by part: each change is checked whole, and a refused one changes nothing.

The in-app hero editor keeps one `EntryDraft`. The entry's list sections holding objects (a Dice
Throne hero's `statuses` and `abilities`) are edited one item at a time; the other fields
together as the entry's "details". Every change builds a candidate entry and runs the kind's own
validator on it: a `CatalogueError` leaves the draft as it was and says which field is wrong
(`DraftError.field`, for the form to mark). Form text becomes values with `value_from_text`,
which refuses text that is not what the field takes with the same wording the validator uses.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cards_db.errors import CatalogueError, reason
from cards_db.kinds import CatalogueKind
from cards_db.schema import Field, Schema
from rules_engine.messages import Message

#: What a form field left empty stands for: the field is left out of the object.
OMITTED: Any = object()


class DraftError(CatalogueError):
    """A change the draft refused; `field` is the field of the edited part the message is about (if known)."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Part:
    """What a form edits: the entry's details (section None) or one item of a list section."""

    section: str | None = None
    index: int = 0

    def label(self) -> str:
        """The part's path as errors give it ('abilities[2]'), or 'details'."""
        return "details" if self.section is None else f"{self.section}[{self.index + 1}]"


def value_to_text(spec: Field, value: Any) -> str:
    """How a form shows a value: plain text for words and numbers, compact JSON for lists and objects."""
    if value is None or value is OMITTED:
        return ""
    if spec.type in ("list", "map", "object"):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def value_from_text(spec: Field, text: str, path: str) -> Any:
    """The value a form's text stands for (OMITTED when left empty); DraftError naming `path` when it is not one."""
    text = text.strip()
    if not text:
        return OMITTED
    if spec.type in ("text", "id", "choice"):
        return text
    if spec.type == "integer":
        try:
            return int(text)
        except ValueError:
            raise DraftError(Message("'{path}' expects {expects}, not {value}", path=path, expects=spec.expects(),
                                     value=repr(text)), spec.name) from None
    if spec.type == "boolean":
        if text.lower() in ("true", "false"):
            return text.lower() == "true"
        raise DraftError(Message("'{path}' expects {expects}, not {value}", path=path, expects=spec.expects(),
                                 value=repr(text)), spec.name)
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        example = json.dumps(spec.sample(), ensure_ascii=False) if spec.sample() is not None else "[]"
        raise DraftError(Message("'{path}' expects {expects}, written as JSON such as {example}, not {value}",
                                 path=path, expects=spec.expects(), example=example, value=repr(text)),
                         spec.name) from None


class EntryDraft:
    """One entry of a described kind, changed only by changes its validator accepts."""

    def __init__(self, kind: CatalogueKind, entry: Mapping[str, Any],
                 blanks: Mapping[str, Mapping[str, Any]] | None = None, *, checked: bool = True) -> None:
        """A draft of `entry`; `blanks` are the items a section's "add" starts from (default: the schema's examples).

        With `checked` false the entry may be incomplete (a card being typed in): the first change
        that makes it whole is checked like any other, and saving checks it again.
        """
        if kind.schema is None:
            raise CatalogueError(Message("{kind} is not described, so it cannot be edited here", kind=kind.template_name))
        self.kind = kind
        self.schema: Schema = kind.schema
        examples = {f.name: f.schema.example() for f in kind.schema.fields if f.type == "list" and f.schema is not None}
        self._blanks = {name: dict(item) for name, item in {**examples, **(blanks or {})}.items()}
        self._entry = copy.deepcopy(dict(entry))
        self.changed = False
        if checked:
            self._check(self._entry, Part())

    @property
    def valid(self) -> bool:
        """True when the entry as it stands is one the kind accepts."""
        try:
            self.kind.validate(self._entry)
        except CatalogueError:
            return False
        return True

    @property
    def entry(self) -> dict[str, Any]:
        """A copy of the entry as it stands."""
        return copy.deepcopy(self._entry)

    def sections(self) -> tuple[str, ...]:
        """The list fields edited item by item (lists of objects)."""
        return tuple(f.name for f in self.schema.fields if f.type == "list" and f.schema is not None)

    def part_schema(self, part: Part) -> Schema:
        """The fields a form shows for this part."""
        if part.section is None:
            return Schema(self.schema.title, tuple(f for f in self.schema.fields if f.name not in self.sections()),
                          info=self.schema.info)
        schema = self.schema.field(part.section).schema
        assert schema is not None
        return schema

    def part_values(self, part: Part) -> dict[str, Any]:
        """The current values of one part's fields (only those given)."""
        if part.section is None:
            return {k: copy.deepcopy(v) for k, v in self._entry.items() if k not in self.sections()}
        return copy.deepcopy(self._entry[part.section][part.index])

    def items(self, section: str) -> list[dict[str, Any]]:
        """The items of one section, in order."""
        return copy.deepcopy(self._entry.get(section, []))

    def replace(self, part: Part, values: Mapping[str, Any]) -> None:
        """Put these values (OMITTED: leave the field out) in place of the part's fields; DraftError changes nothing."""
        kept = {name: value for name, value in values.items() if value is not OMITTED}
        candidate = copy.deepcopy(self._entry)
        if part.section is None:
            sections = {name: candidate[name] for name in self.sections() if name in candidate}
            order = [f.name for f in self.schema.fields]
            merged = {**kept, **sections}
            candidate = {name: merged[name] for name in order if name in merged}
            candidate.update({k: v for k, v in merged.items() if k not in order})
        else:
            candidate[part.section][part.index] = kept
        self._accept(candidate, part)

    def add(self, section: str) -> Part:
        """Add a blank item (a unique id) at the end of a section; the part to edit it."""
        item = dict(self._blanks[section])
        if "id" in item:
            taken = {str(other.get("id")) for other in self._entry.get(section, [])}
            base, number = item["id"], 1
            while item["id"] in taken:
                number += 1
                item["id"] = f"{base}-{number}"
        candidate = copy.deepcopy(self._entry)
        candidate.setdefault(section, []).append(item)
        part = Part(section, len(candidate[section]) - 1)
        self._accept(candidate, part)
        return part

    def remove(self, part: Part) -> None:
        """Take one item out of its section (refused, changing nothing, if the entry needs it)."""
        if part.section is None:
            raise DraftError(Message("the details are not an item: choose a status or an ability to remove"))
        candidate = copy.deepcopy(self._entry)
        del candidate[part.section][part.index]
        self._accept(candidate, Part())

    def clean(self) -> dict[str, Any]:
        """The entry as the validator returns it (what saving stores)."""
        return self.kind.validate(self._entry)

    def _accept(self, candidate: dict[str, Any], part: Part) -> None:
        self._check(candidate, part)
        if candidate != self._entry:
            self._entry = candidate
            self.changed = True

    def _check(self, candidate: dict[str, Any], part: Part) -> None:
        try:
            self.kind.validate(candidate)
        except DraftError:
            raise
        except CatalogueError as error:
            raise DraftError(reason(error), self._field_of(str(error), part)) from None

    def _field_of(self, message: str, part: Part) -> str | None:
        """The field of `part` an error message is about, read from its path or the engine's wording."""
        fields = self.part_schema(part).names()
        prefix = re.escape(part.label()) + r"\." if part.section is not None else ""
        found = re.search(rf"'{prefix}([a-z_]+)", message)
        if found and found.group(1) in fields:
            return found.group(1)
        if part.section is not None:
            # The engine's own wording: "ability 2 (Name): 'symbols' must ..." or "status 1 (Name): ...".
            singular = {"abilities": "ability", "statuses": "status"}.get(part.section, part.section)
            engine = re.search(rf"\b{singular} {part.index + 1}\b[^:]*: .*?'([a-z_]+)'", message)
            if engine and self._owning_field(engine.group(1), fields, part):
                return self._owning_field(engine.group(1), fields, part)
            about_item = re.search(rf"\b{singular} {part.index + 1}\b", message)
            if about_item and "condition" in fields and re.search(r"\bsymbols?\b|\bcondition\b", message):
                return "condition"  # the engine's condition checks quote symbols, not the field
        return None

    def _owning_field(self, name: str, fields: tuple[str, ...], part: Part) -> str | None:
        if name in fields:
            return name
        schema = self.part_schema(part)
        for spec in schema.fields:  # a key inside a nested object belongs to that object's field
            if spec.schema is not None and name in spec.schema.names():
                return spec.name
        return None
