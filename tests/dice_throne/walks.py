"""Random walks over Dice Throne choices: the modes to walk, a seeded pick that favours progress, bounds to check."""

from __future__ import annotations

from random import Random

from rules_engine.decisions import Choice
from rules_engine.dice_throne.modes import MAX_CP
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.statuses import limit_on, status_def
from rules_engine.errors import RuleViolation
from tests.dice_throne.support import GAME, act, make_setup

G, P = "gunslinger", "cursed-pirate"
#: Every mode with a mix of the shipped heroes (team-mates alike and unlike).
MODES = {
    "1v1": (G, P),
    "2v2": (G, P, P, G),
    "3v3": (G, P, G, P, G, P),
    "king-of-the-hill": (G, P, G, P),
}
#: Command words that move a match on, and how strongly a walk favours each.
PROGRESS = {"roll-off": 6, "next": 6, "roll": 6, "reroll": 1, "ability": 4, "declare": 1, "activate": 6,
            "target-roll": 6, "target": 6, "defend": 6, "done": 3, "damage": 3}


ATTACK = (("next",), ("next",), ("next",), ("roll", 1, 1, 1, 4, 5), ("ability revolver",), ("activate",))
ULTIMATE = (("next",), ("next",), ("next",), ("roll", 6, 6, 6, 6, 6), ("ability fill-em-with-lead",), ("activate",))
#: Scripted starts that reach what a random walk seldom finds: (mode, typed commands with their dice).
OPENINGS: dict[str, tuple[str, tuple[tuple[str | int, ...], ...]]] = {
    "new 1v1": ("1v1", ()),
    "new 2v2": ("2v2", ()),
    "new 3v3": ("3v3", ()),
    "new king of the hill": ("king-of-the-hill", ()),
    "ultimate 1v1": ("1v1", (("roll-off", 6, 1),) + ULTIMATE),
    "ultimate 3v3": ("3v3", (("roll-off", 6, 1, 1, 1, 1, 1),) + ULTIMATE + (("next",), ("target-roll", 3))),
    "team help 2v2": ("2v2", (("roll-off", 6, 1, 1, 1),) + ATTACK + (("next",), ("target-roll", 3))),
    "defenders choose 2v2": ("2v2", (("roll-off", 6, 1, 1, 1),) + ATTACK + (("next",), ("target-roll", 5))),
    "targeting die 3v3": ("3v3", (("roll-off", 6, 1, 1, 1, 1, 1),) + ATTACK + (("next",),)),
    "hero down in king of the hill": ("king-of-the-hill", (("roll-off", 6, 1, 1, 1), ("next",), ("next",),
                                                          ("damage 35 pure to p3",)) + ATTACK[2:] + (("next",),)),
    "interrupts 3v3": ("3v3", (("roll-off", 1, 6, 1, 1, 1, 1), ("next",), ("next",), ("play main 0 Big Card",),
                              ("play instant 0 Quick by p4 interrupting",))),
    "upkeep queue 2v2": ("2v2", (("roll-off", 6, 1, 1, 1), ("upkeep damage 3 p1 from keg",), ("upkeep heal 2 p3",),
                                ("status gain evasive 2 p1",))),
    "knockdown 1v1": ("1v1", (("roll-off", 1, 6), ("status inflict knockdown p1 by p2",), ("cp +3 p1",),
                             ("next",), ("next",), ("next",), ("next",), ("next",), ("next",))),
}


def opening(name: str) -> DTState:
    """The state a scripted opening reaches."""
    mode, commands = OPENINGS[name]
    state = new_match(mode)
    for text, *dice in commands:
        state = act(state, str(text), *dice)
    return state


def new_match(mode: str) -> DTState:
    """A new match of this mode, before the roll-off."""
    return GAME.new_game(make_setup(mode, MODES[mode]))


def pick(choices: tuple[Choice, ...], rng: Random, noise: float = 0.2) -> Choice:
    """A choice: mostly one that moves the match on (weighted), else any of them, so every family gets tried."""
    progress = [c for c in choices if c.verb in PROGRESS]
    if progress and rng.random() >= noise:
        return rng.choices(progress, [PROGRESS[c.verb] for c in progress])[0]
    return choices[rng.randrange(len(choices))]


def walk_step(state: DTState, rng: Random) -> DTState | None:
    """One step of a walk: the state after a picked choice's sample; the same state when the sample is refused (an
    open field allowed only in part: the next step picks again from it); None when nothing is offered."""
    offered = GAME.choices(state)
    if not offered:
        return None
    try:
        return GAME.apply(state, pick(offered, rng).sample(rng)).state
    except RuleViolation:
        return state


def check_bounds(state: DTState) -> None:
    """Health within 0..start+10, CP within 0..15, statuses within their limits, the active hero still in."""
    assert all(0 <= h <= state.max_health for h in state.health)
    if state.order and not state.finished:
        assert not state.seats[state.active].defeated
    for i, seat in enumerate(state.seats):
        assert 0 <= seat.cp <= MAX_CP
        assert seat.hand >= 0 and seat.deck >= 0 and seat.discard >= 0
        for sid, n in seat.statuses:
            sdef = status_def(state, sid)
            assert sdef is not None and 0 < n <= limit_on(state, i, sdef)
