"""Rolls read in the interface's language: English exactly as the engine's `describe`, symbols translated otherwise."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.dice_text import RollText, dice_text, roll_text
from companion.services.i18n import translate, use_language
from rules_engine.dice import DiceRoll, Face
from rules_engine.runebound2.terrain import TERRAINS

SYMBOLS = ("bullet", "dash", "bullseye", "cutlass", "loot", "skull") + tuple(TERRAINS) + ("a table's own symbol",)

faces = st.builds(
    Face,
    label=st.one_of(st.sampled_from(("0", "1", "6", "front")), st.text("ab+", max_size=4)),
    value=st.one_of(st.none(), st.integers(1, 10)),
    symbols=st.lists(st.sampled_from(SYMBOLS), max_size=3).map(tuple),
)
rolls = st.builds(DiceRoll, die=st.sampled_from(("d10", "d6", "dt-gunslinger", "terrain")),
                  faces=st.lists(faces, min_size=1, max_size=5).map(tuple),
                  source=st.sampled_from(("app", "table")), modifier=st.integers(-3, 3))


@settings(max_examples=200, deadline=None)
@given(rolls)
def test_in_english_a_roll_reads_exactly_as_the_engine_describes_it(roll: DiceRoll):
    use_language("en")
    assert roll_text(roll) == roll.describe() == RollText(roll)
    assert dice_text((roll, roll)) == f"{roll.describe()}; {roll.describe()}"


@settings(max_examples=100, deadline=None)
@given(rolls)
def test_in_russian_only_the_symbols_change(roll: DiceRoll):
    use_language("ru")
    russian = roll_text(roll)
    for symbol in {s for face in roll.faces for s in face.symbols} - {"a table's own symbol"}:
        if f" {symbol}" in roll.describe() or f"[{symbol}" in roll.describe():
            assert symbol not in russian.replace("a table's own symbol", ""), (symbol, russian)
    assert [c for c in russian if c.isdigit()] == [c for c in roll.describe() if c.isdigit()]


def test_a_hero_die_and_a_terrain_roll_in_russian():
    hero = DiceRoll("dt-gunslinger", (Face("1", 1, ("bullet",)), Face("4", 4, ("dash",))), "app")
    terrain = DiceRoll("terrain", (Face("forest+road", 3, ("forest", "road")),), "table")
    ten = DiceRoll("d10", (Face("0", 10), Face("7", 7)), "app", 2)
    use_language("ru")
    assert roll_text(hero) == "[1 пуля, 4 рывок]"
    assert roll_text(terrain).startswith("[лес+дорога (=3)")
    assert roll_text(ten) == "[0 (=10), 7] + 2 = 19"
    assert translate(RollText(hero)) == roll_text(hero)
