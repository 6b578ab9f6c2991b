"""Every value of every catalogue form is typed as the card prints it, never as JSON (the file's notation).

A Dice Throne hero typed in the editor needed JSON in three rows: an ability's condition (`{"symbols": {"bolt": 3}}`),
its damage by dice count and the hero's starting statuses. A condition is now opened into its three rows (symbols,
straight, of a kind: one of them filled), and a map of words or numbers to numbers is typed as pairs, `bolt: 3, eye: 1`.
"""

from __future__ import annotations

import pytest

from cards_db.dice_throne_format import ABILITY, HERO
from cards_db.entry_draft import OMITTED, DraftError
from cards_db.form_fields import form_fields, nest, row_placeholder, row_text, row_value
from cards_db.kinds import all_kinds
from tests.catalogue.test_field_labels import rows_of

SYMBOLS = next(row.spec for row in form_fields(ABILITY) if row.dotted == "condition.symbols")
SETUP_STATUSES = HERO.field("setup_statuses")
DAMAGE_BY_COUNT = ABILITY.field("damage_by_count")


@pytest.mark.parametrize("kind", [k for k in all_kinds() if k.schema is not None], ids=lambda k: f"{k.game}-{k.kind}")
def test_no_row_of_any_form_asks_for_json(kind) -> None:
    """A list of objects (a hero's abilities, an enemy's surges) is no row: the form edits it item by item."""
    said = [(row.dotted, str(row_placeholder(row.spec).msgid)) for row in rows_of(kind.schema)
            if not (row.spec.type == "list" and row.spec.schema is not None)]
    assert [(path, words) for path, words in said if "format" in words] == []


def test_a_condition_is_three_rows_of_which_the_table_fills_one() -> None:
    paths = [row.dotted for row in form_fields(ABILITY)]
    assert {"condition.symbols", "condition.straight", "condition.of_a_kind"} <= set(paths)
    assert "condition" not in paths
    values = {("condition", "symbols"): row_value(SYMBOLS, "bolt: 3, eye: 1", "condition.symbols"),
              ("condition", "straight"): OMITTED, ("condition", "of_a_kind"): OMITTED}
    assert nest(values) == {"condition": {"symbols": {"bolt": 3, "eye": 1}}}


@pytest.mark.parametrize(("spec", "value", "text"), [
    (SYMBOLS, {"bolt": 3, "eye": 1}, "bolt: 3, eye: 1"),
    (SETUP_STATUSES, {"tailwind": 1}, "tailwind: 1"),
    (DAMAGE_BY_COUNT, {"4": 7, "5": 9}, "4: 7, 5: 9"),
])
def test_a_map_of_counts_shows_as_pairs_and_reads_back(spec, value, text) -> None:
    assert row_text(spec, value) == text
    assert row_value(spec, text, spec.name) == value
    assert row_value(spec, "  " + text.replace(": ", ":").replace(", ", " ,") + " ", spec.name) == value


def test_a_map_typed_as_json_still_reads() -> None:
    assert row_value(SYMBOLS, '{"bolt": 3}', "condition.symbols") == {"bolt": 3}


@pytest.mark.parametrize(("text", "said"), [
    ("bolt 3", "'condition.symbols' item 1 has no ':' between its name and its number: write the pairs with commas "
               "between them, e.g. bolt: 3"),
    ("bolt: 3, : 1", "'condition.symbols' item 2 has no name before its ':'"),
    ("bolt: three", "'condition.symbols[bolt]' expects a whole number from 1 to 5, not 'three'"),
    ("bolt: 3, bolt: 1", "'condition.symbols' names bolt twice"),
])
def test_a_pair_that_is_not_one_is_refused_naming_the_row(text, said) -> None:
    with pytest.raises(DraftError) as refused:
        row_value(SYMBOLS, text, "condition.symbols")
    assert str(refused.value) == said


def test_an_empty_map_row_is_left_out() -> None:
    assert row_value(SETUP_STATUSES, "  ", "setup_statuses") is OMITTED


def test_a_map_row_s_placeholder_gives_an_example_pair() -> None:
    assert str(row_placeholder(SYMBOLS)) == "pairs: bolt: 3, …"


def test_a_story_quest_s_outcomes_are_typed_with_semicolons_between_them() -> None:
    """An outcome's reward is a comma list itself ('forest+hills:trophy,gold+1', the field's own example): split at
    its commas, one outcome read as two and the second refused; and a saved one showed as JSON."""
    from cards_db.kinds import get_kind
    from cards_db.runebound3_format import STORY

    outcomes = STORY.field("outcomes")
    typed = "forest+hills:trophy,gold+1; water:gold+2"
    value = row_value(outcomes, typed, "outcomes")
    assert value == ["forest+hills:trophy,gold+1", "water:gold+2"]
    assert row_text(outcomes, value) == typed
    assert str(row_placeholder(outcomes)) == "list, with ';' between"
    get_kind("runebound3", "story").validate({"id": "storm", "name": "Storm", "scenario": "margath", "quest": True,
                                               "outcomes": value})
