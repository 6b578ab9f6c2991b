"""The dice tray shows how to type the table's dice: numbers for numbered dice, symbols for terrain."""

from __future__ import annotations

from rules_engine.dice import DieSpec, TableDice, numbered_die, symbol_die
from screens.dice_tray import entry_example

TERRAIN = DieSpec("t", "terrain die", (), kind="symbols",
                  symbols_allowed=("plains", "road", "river", "swamp", "forest", "hills", "mountains"))


def test_examples_are_themselves_valid_entries():
    dice = [(numbered_die(6), 5), (numbered_die(10), 2), (TERRAIN, 5),
            (symbol_die("g", "gunslinger die", [(1, ["bullet"]), (4, ["dash"]), (6, ["bullseye"])]), 5)]
    for die, count in dice:
        example = entry_example(die, count)
        assert example.startswith("e.g. ")
        faces = example.removeprefix("e.g. ").split()
        assert len(faces) == count
        TableDice(faces).roll(die, count)  # raises if the example could not be typed as shown


def test_terrain_example_names_terrains_not_numbers():
    assert "plains+road" in entry_example(TERRAIN, 5)
