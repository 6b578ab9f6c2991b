"""Dice sources of the app itself: rolling with the operating system's random generator."""

from __future__ import annotations

import random

from rules_engine.dice import RngDiceSource


class SystemDiceSource(RngDiceSource):
    """The app rolls for the table with an OS-seeded generator (`random.SystemRandom`)."""

    def __init__(self) -> None:
        super().__init__(random.SystemRandom(), "app")
