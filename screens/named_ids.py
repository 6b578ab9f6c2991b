"""A form's rows that name other cards by id (a Dungeoneer quest's locations and its monster, `Field.names_of`) show
them by the names printed on those cards, in the table's language where the catalogue has it, and read those names
back as the ids the file keeps. An id or a name the catalogue does not know stays as typed (the field's spellings
then make an id of a name)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cards_db.form_fields import FormField
from cards_db.schema import Field


def named_kind(spec: Field) -> str:
    """The catalogue kind whose cards a row names by id: its own, or its list items' ("" for any other row)."""
    return spec.names_of or (spec.item.names_of if spec.type == "list" and spec.item is not None else "")


class NamedIds:
    """Each named kind's ids and the names a form says them by."""

    def __init__(self, names: Mapping[str, Mapping[str, str]]) -> None:
        self._names = {kind: dict(by_id) for kind, by_id in names.items()}
        self._ids = {kind: {name.casefold(): entry_id for entry_id, name in by_id.items()}
                     for kind, by_id in self._names.items()}

    @classmethod
    def for_rows(cls, rows: tuple[FormField, ...], names_of: Callable[[str], Mapping[str, str]]) -> NamedIds:
        """The names of every kind the rows name cards of, each kind's read once by `names_of` (id -> name)."""
        kinds = dict.fromkeys(kind for row in rows if (kind := named_kind(row.spec)))
        return cls({kind: names_of(kind) for kind in kinds})

    def shown(self, spec: Field, value: Any) -> Any:
        """The value with each id the catalogue knows said by its card's name."""
        names = self._names.get(named_kind(spec))
        if not names:
            return value
        if isinstance(value, list):
            return [names.get(item, item) if isinstance(item, str) else item for item in value]
        return names.get(value, value) if isinstance(value, str) else value

    def typed(self, spec: Field, text: str) -> str:
        """The text of a row with each name the catalogue knows read back as its card's id."""
        ids = self._ids.get(named_kind(spec))
        if not ids:
            return text
        if spec.type != "list":
            return ids.get(text.strip().casefold(), text)
        parts = text.split(spec.separator)
        return f"{spec.separator} ".join(ids.get(part.strip().casefold(), part.strip()) for part in parts)
