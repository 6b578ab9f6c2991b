"""Textual screens and widgets of Table Companion: shared frame and widgets, one module per game."""
