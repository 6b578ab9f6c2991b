"""Dungeoneer: Tomb of the Lich Lord: the rules engine for multiplayer and solo games.

Built so far: the dungeon map and its placement and shift rules, location cards with their
exits and hazards, threats, the dice arithmetic of a battle and the solo peril roll, each with
its exact odds, and the index entries of those rules. The game itself (setup, the five phases, battles, quests, solo automation) is not
registered yet: until it is, the app offers no Dungeoneer session rather than a partial one.
"""
