"""Hero dice: a six-sided die whose faces carry a number and the hero's symbol."""

from __future__ import annotations

from rules_engine.dice import DieSpec, Face, numbered_die, symbol_die
from rules_engine.dice_throne.game_names import game_name
from rules_engine.dice_throne.heroes import Hero
from rules_engine.messages import Message

#: Dice in a hero's pool and roll attempts in an offensive roll phase.
HERO_DICE = 5
ROLL_ATTEMPTS = 3


def hero_die(hero: Hero) -> DieSpec:
    """The die of a hero: faces 1 to 6 with the symbols from the hero's data."""
    name = Message("{hero} die", hero=game_name(hero.name))
    return symbol_die(f"dt-{hero.id}", name, [(value, (symbol,)) for value, symbol in hero.faces])


def targeting_die(hero: Hero) -> DieSpec:
    """The attacker's hero die as the targeting roll reads it: by its number alone (the book's targeting table reads
    1 to 6, never the symbol), so the roll says "3", not "3 bullet"."""
    die = hero_die(hero)
    return DieSpec(die.id, die.name, tuple(Face(face.label, face.value) for face in die.faces))


def plain_die() -> DieSpec:
    """A plain d6, used for the first-player roll-off."""
    return numbered_die(6)
