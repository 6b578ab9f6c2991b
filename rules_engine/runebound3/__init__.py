"""Runebound 3rd edition: the rules engine, being built (not yet offered as a game in the app)."""
