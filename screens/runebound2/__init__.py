"""Runebound 2nd edition's area of the session frame (registered on import). The wizard's Class Decks step
(`class_deck_step`) is the plugin's `setup_step_module`, loaded by the wizard."""

from screens.runebound2.area import Runebound2Area

__all__ = ["Runebound2Area"]
