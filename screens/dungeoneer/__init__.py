"""Dungeoneer's area of the session frame (registered on import)."""

from screens.dungeoneer.area import DungeoneerArea

__all__ = ["DungeoneerArea"]
