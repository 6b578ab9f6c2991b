"""Dice Throne (rules v2.2): the rules engine for 1v1, team (2v2, 3v3) and King of the Hill matches."""
