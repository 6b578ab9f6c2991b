"""Dungeoneer: Tomb of the Lich Lord: the rules engine, being built.

Built so far: the dungeon map and its placement and shift rules; location cards with their exits
and hazards; threats; the dice arithmetic of a battle and the solo peril roll, with exact odds;
and the game's first turns (setup with the entrance and its four tunnels, the first player, the
phases with refresh, placing and exploring locations, moving through exits, hazards, standing up,
the saved point). Battles, quests, adventure cards and solo play are still to come, so the game
is not registered: the app offers no Dungeoneer session until it can referee a whole game.
"""
