"""Runebound 2nd edition's area of the session frame (registered on import)."""

from screens.runebound2.area import Runebound2Area
from screens.runebound2.class_deck_step import class_deck_step  # registers the wizard's Class Decks step

__all__ = ["Runebound2Area", "class_deck_step"]
