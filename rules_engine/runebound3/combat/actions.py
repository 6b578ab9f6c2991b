"""Combat actions: the toss, the spends, shields, passing and retreating, each a recorded value.

`side` is 0 for the attacking hero and 1 for the defender. Token positions are indices into the
fighter's tokens; naming either token of a doubled pair names the pair. Chance is recorded in the
action (`Toss.landed`, `Reroll.landed`, `Retreat.roll`), so a replay needs no dice.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action, action
from rules_engine.dice import DiceRoll


@action("runebound3.fight.toss")
@frozen_value
class Toss(Action):
    """Every token of both sides tossed: for each side, whether each token landed front up."""

    landed: tuple[tuple[bool, ...], tuple[bool, ...]]


@action("runebound3.fight.strike")
@frozen_value
class Strike(Action):
    """Spend damage (axes and bolts for a hero, skulls for an enemy) from one or more tokens."""

    side: int
    tokens: tuple[int, ...]


@action("runebound3.fight.flip")
@frozen_value
class Flip(Action):
    """Spend a wing to turn own unspent tokens to their other face (one per wing shown)."""

    side: int
    wing: int
    targets: tuple[int, ...]


@action("runebound3.fight.reroll")
@frozen_value
class Reroll(Action):
    """Spend a wing to make the opponent toss unspent tokens again; `landed` says how they fell."""

    side: int
    wing: int
    targets: tuple[int, ...]
    landed: tuple[bool, ...]


@action("runebound3.fight.surge")
@frozen_value
class Surge(Action):
    """Spend surges from tokens to use a surge ability by name.

    `targets` are the tokens an ability that turns tokens over (own) or has them tossed again (the
    opponent's) acts on; for a toss again, `landed` says how each fell.
    """

    side: int
    ability: str
    tokens: tuple[int, ...]
    targets: tuple[int, ...] = ()
    landed: tuple[bool, ...] = ()


@action("runebound3.fight.double")
@frozen_value
class Double(Action):
    """Put an unspent token on a doubling token so its effect counts twice."""

    side: int
    doubling: int
    top: int


@action("runebound3.fight.shield")
@frozen_value
class Shield(Action):
    """Spend shields against damage about to land on this side."""

    side: int
    tokens: tuple[int, ...]


@action("runebound3.fight.take-damage")
@frozen_value
class TakeDamage(Action):
    """Let the pending damage land (after any shields)."""

    side: int


@action("runebound3.fight.pass")
@frozen_value
class Pass(Action):
    """Take no more combat actions this round."""

    side: int


@action("runebound3.fight.retreat")
@frozen_value
class Retreat(Action):
    """Between rounds, roll a terrain die to step away from the fight."""

    side: int
    roll: DiceRoll


@action("runebound3.fight.fight-on")
@frozen_value
class FightOn(Action):
    """Between rounds, stay in the fight instead of retreating."""

    side: int


#: Actions a side takes in its turn while spending (shields and retreats are not among them).
COMBAT_ACTIONS = (Strike, Flip, Reroll, Surge, Double, Pass)
