"""Runebound 3rd edition's area of the session frame (registered on import)."""

from screens.runebound3.area import Runebound3Area

__all__ = ["Runebound3Area"]
