"""Runebound 2nd edition: the base game's rules (and, later, the Class Decks expansion)."""
