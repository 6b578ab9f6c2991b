"""A candidate action with the engine's verdict on it: what a game's offers (`Game.offers`) are made of.

`Game.choices` holds only what is allowed now. A dialog that also lists what is refused, disabled with the reason
and the rule (a market, a shop, a location to place), renders a game's offers instead: each candidate with the
ruling `Game.check` gives on it, the same message and citations.
"""

from __future__ import annotations

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action
from rules_engine.chance import ChanceRequest
from rules_engine.ruling import Ruling


@frozen_value(slots=True)
class Verdict:
    """One candidate action and the engine's ruling on it now: allowed, or refused with its message and rules."""

    action: Action
    ruling: Ruling

    @property
    def allowed(self) -> bool:
        """The engine allows it now."""
        return self.ruling.allowed


@frozen_value
class BeforeChance:
    """The step of asking "may I?" on a roll or a draw before anyone rolls or draws (a key of `Game.offers`, for every
    game): its offer is the ruling the request's action gets then (`chance.ruled_before_chance`), or None when that
    ruling depends on the roll or the card."""

    request: ChanceRequest
