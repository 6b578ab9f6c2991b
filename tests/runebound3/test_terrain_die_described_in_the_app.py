"""The table describes its terrain die in the app, never in a file, and only then does the app roll it.

The summary does not print the terrain die's faces (shared facts: the product lets the table type what it rolled and
rolls only a die the table described once). In a game, `terrain-die plains+road forest ...` describes it (the app's
convention, `runebound3.terrain-die`): each face checked as the catalogue's schema checks it, a bad one named and
nothing changed; from then on `travel`, `heal` and `explore` ask the app to roll that die, whose faces the tray lists.
The catalogue form takes the faces as the tray does (`plains+road, forest+hills`) for new games. The help and the
refusals say what is true before the die is described: the table types its faces.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cards_db.entry_draft import DraftError
from cards_db.errors import CatalogueError
from cards_db.runebound3 import validate_terrain_die
from cards_db.form_fields import row_placeholder, row_text, row_value
from cards_db.runebound3_format import TERRAIN_DIE as TERRAIN_DIE_SCHEMA
from cards_db.runebound2_format import TERRAIN_DIE as RB2_TERRAIN_DIE_SCHEMA
from rules_engine.chance import DiceRequest
from rules_engine.dice import SeededDiceSource
from rules_engine.errors import CommandError, RuleViolation
from rules_engine.runebound3.actions import DescribeTerrainDie
from rules_engine.runebound3.commands import GRAMMAR
from rules_engine.runebound3.fighting import TERRAIN_SYMBOLS
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.terrain_dice import face_problem, terrain_die
from rules_engine.runebound3.state import SpaceKind, Stage
from rules_engine.values import replace
from tests.runebound3.helpers import new_state

FACES = (("plains", "road"), ("forest", "hills"), ("water",), ("mountains", "swamp"), ("plains",), ("wild",))
TYPED = "terrain-die plains+road forest+hills water mountains+swamp plains wild"


def described():
    outcome = RUNEBOUND3.apply(new_state(), RUNEBOUND3.parse_command(new_state(), TYPED))
    assert outcome.ruling.allowed, outcome.ruling.message
    return outcome


@pytest.mark.rule("runebound3.terrain-die")
def test_a_table_describes_its_die_in_a_game_and_the_app_rolls_it_from_then_on() -> None:
    state = new_state()
    assert not RUNEBOUND3.parse_command(state, "travel").die.can_roll()
    outcome = described()
    state = outcome.state
    assert state.terrain_faces == FACES and state.actions_used == 0 and state.stage is Stage.ACTIONS
    assert "plains+road, forest+hills, water" in outcome.ruling.message and "6 faces" in outcome.ruling.message
    request = RUNEBOUND3.parse_command(state, "travel")
    assert isinstance(request, DiceRequest) and request.die.can_roll()
    roll = SeededDiceSource(3).roll(request.die, request.count)
    assert {face.symbols for face in roll.faces} <= set(FACES)
    moved = RUNEBOUND3.apply(state, request.build(roll)).state
    assert moved.moving is not None and moved.moving.faces == tuple(face.symbols for face in roll.faces)


@pytest.mark.rule("runebound3.terrain-die")
@pytest.mark.parametrize("typed", ["terrain-die plains+lava water", "terrain-die mud"])
def test_a_face_no_terrain_die_shows_is_named_and_nothing_changes(typed: str) -> None:
    state = new_state()
    ruling = RUNEBOUND3.check(state, RUNEBOUND3.parse_command(state, typed))
    assert not ruling.allowed and ruling.citations[0].rule_id == "runebound3.terrain-die"
    assert "face 1" in ruling.message and "plains, road, river" in ruling.message
    with pytest.raises(RuleViolation):  # no house rule makes a face of no terrain
        RUNEBOUND3.apply(state, RUNEBOUND3.parse_command(state, typed), override=True)
    assert state.terrain_faces == ()


def test_a_die_of_no_faces_is_refused() -> None:
    ruling = RUNEBOUND3.check(new_state(), DescribeTerrainDie(()))
    assert not ruling.allowed and "has faces" in ruling.message


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(st.sampled_from(TERRAIN_SYMBOLS + ("lava", "")), min_size=0, max_size=4), max_size=6))
def test_the_game_and_the_catalogue_accept_the_same_faces(faces: list[list[str]]) -> None:
    """The typed command's rule and the catalogue's (the form's and an import's schema and validator) agree."""
    try:
        validate_terrain_die({"id": "ours", "name": "Our dice", "faces": faces})
        catalogue_ok = True
    except CatalogueError:
        catalogue_ok = False
    assert (face_problem(faces) is None) == catalogue_ok


def test_the_command_reads_back_as_typed() -> None:
    state = new_state()
    action = RUNEBOUND3.parse_command(state, TYPED)
    assert action == DescribeTerrainDie(FACES)
    assert GRAMMAR.format(action) == TYPED


@pytest.mark.rule("runebound3.terrain-die")
def test_help_and_refusals_say_the_table_types_its_faces_until_the_die_is_described() -> None:
    state = new_state()
    helps = {c.verb: str(c.describe(state)) for c in GRAMMAR.commands}
    assert "the app rolls the hero's speed" not in helps["travel"]
    assert "terrain-die" in helps["travel"] and "'rolled'" in helps["travel"]
    assert all("(or the app rolls)" not in helps[verb] for verb in ("heal", "explore", "exert"))
    out = replace(state, heroes=(replace(state.heroes[0], space="Hillock", space_kind=SpaceKind.WILDS),
                                 *state.heroes[1:]))
    with pytest.raises(CommandError) as refused:
        RUNEBOUND3.parse_command(out, "rest")
    assert "let the app roll" not in str(refused.value.args[0]) and "heal TERRAIN rolled FACE" in str(refused.value.args[0])
    rolled_for = replace(out, terrain_faces=FACES)
    with pytest.raises(CommandError) as refused:
        RUNEBOUND3.parse_command(rolled_for, "rest")
    assert "let the app roll (heal TERRAIN)" in str(refused.value.args[0])


@pytest.mark.parametrize("schema", [TERRAIN_DIE_SCHEMA, RB2_TERRAIN_DIE_SCHEMA])
def test_the_catalogue_form_takes_the_faces_as_the_tray_does(schema) -> None:
    faces = next(f for f in schema.fields if f.name == "faces")
    typed = "plains+road, forest + hills, river"
    value = row_value(faces, typed, "faces")
    assert value == [["plains", "road"], ["forest", "hills"], ["river"]]
    assert row_text(faces, value) == "plains+road, forest+hills, river"
    assert str(row_placeholder(faces)).startswith("list: ") and "+" in str(row_placeholder(faces))
    assert row_value(faces, '[["plains"]]', "faces") == [["plains"]]  # JSON still reads
    with pytest.raises(DraftError, match="empty item 2"):
        row_value(faces, "plains+road, +hills", "faces")


def test_the_session_s_die_lists_the_described_faces() -> None:
    state = described().state
    die = terrain_die(state)
    assert [face.describe() for face in die.faces] == ["+".join(face) for face in FACES]
