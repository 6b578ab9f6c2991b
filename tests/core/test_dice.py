"""Dice: faces, the d10 zero rule, entered dice validation, notation, seeded determinism."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dice import (
    DiceError,
    DiceRoll,
    DieSpec,
    Face,
    SeededDiceSource,
    TableDice,
    numbered_die,
    symbol_die,
    two_sided_token,
)
from rules_engine.dice_notation import SUPPORTED_SIDES, parse_notation

D10 = numbered_die(10)
D6 = numbered_die(6)
GUNSLINGER = symbol_die(
    "dt:gunslinger", "Gunslinger die",
    [(1, ["bullet"]), (2, ["bullet"]), (3, ["bullet"]), (4, ["dash"]), (5, ["dash"]), (6, ["bullseye"])],
)
TERRAIN = DieSpec("rb2:terrain", "terrain die", (), kind="symbols",
                  symbols_allowed=("plains", "road", "river", "swamp", "forest", "hills", "mountains"))


@pytest.mark.rule("runebound2.dice.d10-zero-is-ten")
def test_d10_zero_counts_as_ten_and_two_zeros_make_twenty():
    roll = TableDice(["0", "0"]).roll(D10, 2)
    assert roll.total == 20
    assert TableDice(["0", "7"]).roll(D10, 2).total == 17
    assert TableDice(["10", "1"]).roll(D10, 2).faces[0].label == "0"


def test_entered_d6_cannot_show_seven():
    with pytest.raises(DiceError, match="cannot show 7"):
        TableDice(["7"]).roll(D6, 1)
    with pytest.raises(DiceError, match="cannot show 0"):
        TableDice(["0"]).roll(D6, 1)


def test_entered_dice_must_match_the_count():
    with pytest.raises(DiceError, match="enter 2"):
        TableDice(["3"]).roll(D6, 2)


def test_symbol_die_accepts_value_or_symbol_and_refuses_unknown():
    assert TableDice(["6"]).roll(GUNSLINGER, 1).faces[0].symbols == ("bullseye",)
    assert TableDice(["dash"]).roll(GUNSLINGER, 1).faces[0].value == 4
    with pytest.raises(DiceError):
        TableDice(["skull"]).roll(GUNSLINGER, 1)


def test_undescribed_terrain_die_is_entered_by_symbols_but_not_rolled():
    roll = TableDice(["forest+road", "river"]).roll(TERRAIN, 2)
    assert roll.faces[0].symbols == ("forest", "road")
    with pytest.raises(DiceError, match="no symbol lava"):
        TableDice(["lava"]).roll(TERRAIN, 1)
    with pytest.raises(DiceError, match="does not know the faces"):
        SeededDiceSource(1).roll(TERRAIN, 5)


def test_two_sided_token():
    token = two_sided_token("rb3:t1", "combat token", ["physical", "physical"], ["shield"])
    roll = SeededDiceSource(5).roll(token, 6)
    assert {f.label for f in roll.faces} <= {"front", "back"}
    assert TableDice(["back"]).roll(token, 1).faces[0].symbols == ("shield",)


def test_seeded_source_is_deterministic():
    assert SeededDiceSource(42).roll(D10, 5) == SeededDiceSource(42).roll(D10, 5)
    assert SeededDiceSource(42).permutation(20) == SeededDiceSource(42).permutation(20)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), sides=st.sampled_from(SUPPORTED_SIDES), count=st.integers(1, 20))
def test_rolled_faces_are_faces_of_the_die(seed, sides, count):
    die = numbered_die(sides)
    roll = SeededDiceSource(seed).roll(die, count)
    assert len(roll.faces) == count
    assert all(face in die.faces for face in roll.faces)
    low = 1
    high = sides
    assert count * low <= roll.total <= count * high
    # entering what was rolled gives the same roll, from the table
    entered = TableDice([f.label for f in roll.faces]).roll(die, count)
    assert entered.faces == roll.faces and entered.source == "table"


@pytest.mark.parametrize(
    ("text", "count", "die", "modifier"),
    [("2d10", 2, "d10", 0), ("5d6", 5, "d6", 0), ("3d6+2", 3, "d6", 2), ("d20-1", 1, "d20", -1), (" 2D10 ", 2, "d10", 0)],
)
def test_notation_parses(text, count, die, modifier):
    notation = parse_notation(text)
    assert (notation.count, notation.die.id, notation.modifier) == (count, die, modifier)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2d7x", "unexpected 'x'"),
        ("2d7", "no d7"),
        ("banana", "not dice notation"),
        ("", "no dice given"),
        ("0d6", "between 1 and 100"),
        ("101d6", "between 1 and 100"),
        ("2d10+", r"unexpected '\+'"),
        ("2d6+99999999999", "modifier goes up to"),
    ],
)
def test_bad_notation_says_what_is_wrong(text, message):
    with pytest.raises(DiceError, match=message):
        parse_notation(text)


def test_roll_describes_itself():
    roll = DiceRoll("d10", (Face("0", 10), Face("7", 7)), "table")
    assert roll.describe() == "[0 (=10), 7] = 17"
    assert DiceRoll("d6", (Face("3", 3),), "app", 2).describe() == "[3] + 2 = 5"
    terrain = DiceRoll("t", (Face("plains+road", None, ("plains", "road")),), "table")
    assert terrain.describe() == "[plains+road]"
    hero = DiceRoll("g", (Face("1", 1, ("bullet",)), Face("6", 6, ("bullseye",))), "app")
    assert hero.describe() == "[1 bullet, 6 bullseye]"
