"""Walk an example entry with its schema: every object field at its concrete path, for the template tests."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from cards_db.schema import Field, Schema


@dataclass(frozen=True)
class Spot:
    """One field of one object inside an entry: its concrete path, its description and the object holding it."""

    path: str
    field: Field
    owner: Schema
    holder: dict[str, Any]

    @property
    def needed(self) -> bool:
        """The field must be there (always, or because of its sibling's value in this object)."""
        if self.field.required:
            return True
        if self.field.required_when is None:
            return False
        sibling, values = self.field.required_when
        return self.holder.get(sibling, self.owner.field(sibling).default) in values


def objects(schema: Schema, value: dict[str, Any], path: str = "") -> Iterator[tuple[str, Schema, dict[str, Any]]]:
    """(path, schema, object) for the entry and every object nested in it."""
    yield path, schema, value
    prefix = f"{path}." if path else ""
    for spec in schema.fields:
        if spec.schema is None or spec.name not in value:
            continue
        if spec.type == "list":
            for index, item in enumerate(value[spec.name], start=1):
                yield from objects(spec.schema, item, f"{prefix}{spec.name}[{index}]")
        else:
            yield from objects(spec.schema, value[spec.name], prefix + spec.name)


def spots(schema: Schema, value: dict[str, Any]) -> Iterator[Spot]:
    """Every field given in the entry or any object inside it, at its concrete path."""
    for path, owner, holder in objects(schema, value):
        prefix = f"{path}." if path else ""
        for spec in owner.fields:
            if spec.name in holder:
                yield Spot(prefix + spec.name, spec, owner, holder)


def resolve(entry: dict[str, Any], path: str) -> tuple[dict[str, Any], str]:
    """The object holding the field at `path` and the field's name ('abilities[2].damage' -> (ability, 'damage'))."""
    *parents, last = path.split(".")
    holder: Any = entry
    for part in parents:
        name, _, index = part.partition("[")
        holder = holder[name]
        if index:
            holder = holder[int(index.rstrip("]")) - 1]
    return holder, last
