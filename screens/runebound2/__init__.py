"""Runebound 2nd edition's area of the session frame (registered on import)."""

from screens.runebound2.area import Runebound2Area

__all__ = ["Runebound2Area"]
