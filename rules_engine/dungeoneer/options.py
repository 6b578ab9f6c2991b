"""A game's setup options: solo play and the book's variants, as one typed record."""

from __future__ import annotations

from collections.abc import Mapping
from rules_engine.frozen_values import frozen_value
from typing import Any


@frozen_value(slots=True)
class Options:
    """Which variants the table plays with (names as in the setup wizard)."""

    limited_movement: bool = False
    dodging_spikes: bool = False
    points_for_falling: bool = False
    optional_discard: bool = False
    solo: bool = False
    solo_lair: bool = False
    nothing_personal: bool = False
    fair_placement: bool = False
    resurrection: bool = False
    no_fog: bool = False
    choosing_heroes: bool = False

    @classmethod
    def from_setup(cls, options: Mapping[str, Any]) -> Options:
        """The options of a validated setup."""
        return cls(bool(options.get("limited-movement", False)), bool(options.get("dodging-spikes", False)),
                   bool(options.get("points-for-falling", False)), bool(options.get("optional-discard", False)),
                   bool(options.get("solo", False)), bool(options.get("solo-lair", False)),
                   bool(options.get("nothing-personal", False)), bool(options.get("fair-placement", False)),
                   bool(options.get("resurrection", False)),
                   bool(options.get("no-fog", False)), bool(options.get("choosing-heroes", False)))
