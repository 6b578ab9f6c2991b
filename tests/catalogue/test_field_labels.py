"""Every value a catalogue form shows is labelled in the table's words, in English and Russian, never by its field name."""

from __future__ import annotations

import pytest

from cards_db.field_labels import FIELD_LABELS, field_label, has_label
from cards_db.form_fields import FormField, form_fields
from cards_db.kinds import all_kinds
from cards_db.schema import Schema
from companion.services.i18n.catalogues import load_catalogue


def rows_of(schema: Schema) -> list[FormField]:
    """Every row of a kind's form, the rows of its lists' items included."""
    rows = []
    for row in form_fields(schema):
        rows.append(row)
        spec = row.spec
        inner = spec.schema or (spec.item.schema if spec.item is not None else None)
        if spec.type == "list" and inner is not None:
            rows.extend(rows_of(inner))
    return rows


@pytest.mark.parametrize("kind", [k for k in all_kinds() if k.schema is not None], ids=lambda k: f"{k.game}-{k.kind}")
def test_every_row_of_every_kind_has_a_label(kind) -> None:
    missing = {name for row in rows_of(kind.schema) for name in row.path if not has_label(name)}
    assert not missing, f"fields without a label: {sorted(missing)}"


def test_a_label_is_words_not_the_field_name() -> None:
    for name, label in FIELD_LABELS.items():
        assert "_" not in label, name
        assert label[0].isupper() or name in {"north", "south", "east", "west"}, name


def test_every_label_reads_in_russian() -> None:
    russian = load_catalogue("ru")
    for name, label in FIELD_LABELS.items():
        shown = russian.gettext(label)
        assert shown != label and not shown.isascii(), f"{name}: {label!r} has no Russian label"


def test_a_die_face_key_reads_as_the_face() -> None:
    assert str(field_label("3")) == "Face 3"
    assert load_catalogue("ru").gettext("Face {number}") == "Грань {number}"
    assert field_label("boon_limit") == "Boon limit"


@pytest.mark.parametrize("kind", [k for k in all_kinds() if k.schema is not None], ids=lambda k: f"{k.game}-{k.kind}")
def test_every_choice_a_form_offers_is_said_in_the_tables_words(kind) -> None:
    """A choice list or a typed word of a form reads in the table's language (the file keeps the English value): a
    Dice Throne ability's kind and a Runebound 3e item's type were offered in English in a Russian form."""
    unsaid = {(row.dotted, choice) for row in rows_of(kind.schema)
              for spec in (row.spec, *((row.spec.item,) if row.spec.item is not None else ()))
              for choice in spec.choices if isinstance(choice, str) and choice
              and (spec.words is None or choice not in spec.words)}
    assert not unsaid, sorted(unsaid)
