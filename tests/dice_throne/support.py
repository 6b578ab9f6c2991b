"""Helpers for Dice Throne tests: a setup with the shipped heroes, typed commands with given dice."""

from __future__ import annotations

from cards_db.dice_throne import shipped_heroes
from rules_engine.dice import TableDice
from rules_engine.dice_throne.game import DICE_THRONE
from rules_engine.dice_throne.state import DTState
from rules_engine.game import DiceRequest, GameSetup, PlayerSetup

GAME = DICE_THRONE
HEROES = shipped_heroes()


def make_setup(mode: str = "1v1", heroes: tuple[str, ...] = ("gunslinger", "cursed-pirate"),
               names: tuple[str, ...] | None = None) -> GameSetup:
    """A setup for the mode with the given heroes (names Ann, Bob, Cat, ... by default)."""
    names = names or tuple(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"][: len(heroes)])
    return GameSetup(tuple(PlayerSetup(n, h) for n, h in zip(names, heroes)), {"mode": mode},
                     {"heroes": {h: HEROES[h] for h in set(heroes) if h in HEROES}})


def new(mode: str = "1v1", heroes: tuple[str, ...] = ("gunslinger", "cursed-pirate")) -> DTState:
    """A new match."""
    return GAME.new_game(make_setup(mode, heroes))


def act(state: DTState, text: str, *dice: str | int, override: bool = False) -> DTState:
    """Type a command (with the table's dice if it asks for dice) and apply it."""
    return GAME.apply(state, to_action(state, text, *dice), override=override).state


def to_action(state: DTState, text: str, *dice: str | int):
    """The action a typed command (plus entered dice) makes."""
    parsed = GAME.parse_command(state, text)
    if isinstance(parsed, DiceRequest):
        roll = TableDice([str(d) for d in dice]).roll(parsed.die, parsed.count, parsed.modifier)
        return parsed.build(roll)
    assert not dice, "this command takes no dice"
    return parsed


def started(mode: str = "1v1", heroes: tuple[str, ...] = ("gunslinger", "cursed-pirate"), first: int = 0) -> DTState:
    """A match after the roll-off, seat `first` winning."""
    state = new(mode, heroes)
    dice = [1] * len(heroes)
    dice[first] = 6
    return act(state, "roll-off", *dice)


def to_phase(state: DTState, phase: str) -> DTState:
    """Press next until the phase is reached (within the current turn or the next)."""
    for _ in range(20):
        if state.phase == phase:
            return state
        state = act(state, "next")
    raise AssertionError(f"never reached {phase}")


def attack(state, dice=(1, 1, 1, 4, 5), ability="revolver"):
    """Roll and activate an attack in the active player's offensive roll phase."""
    s = to_phase(state, "offensive-roll")
    s = act(s, "roll", *dice)
    s = act(s, f"ability {ability}")
    return act(s, "activate")
