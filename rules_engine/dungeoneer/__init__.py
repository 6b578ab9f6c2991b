"""Dungeoneer: Tomb of the Lich Lord: the rules engine for multiplayer and solo games.

Built so far: the rules index, the dungeon map and its placement rules, exits and location
hazards, threats, the dice arithmetic of a battle and the solo peril roll, each with its exact
odds. The game itself (setup, the five phases, battles, quests, solo automation) is not
registered yet: until it is, the app offers no Dungeoneer session rather than a partial one.
"""
