"""Dungeoneer: Tomb of the Lich Lord: the rules engine, being built.

Built: the dungeon map and its placement and shift rules; location cards with their exits and
hazards; threats; the dice of a battle and the solo peril roll, with exact odds; the setup
(entrance, four tunnels, quests, first player); the phases with refresh; placing and exploring
locations; moving through exits; hazards; standing up; the saved point; battles (monsters against
a hero, hero against hero, response, rolls, challenge, lair, reward); quests (threat and chance
quests rolled, the others judged by the table; the first attempt of a turn free; completion and
the win); adventure cards (who pays with what and when, X costs, inventory limits, one treasure of
each type); and solo play automated (peril dice on entering, peril cards from the app's deck or
the table's, banes first, monsters in the app's chosen form, glory draws, the optional lair, the
solo goal); who must act now (`decision`); everything allowed now (`choices`, checked by the
game's own rules); and typed view data with exact odds (`board`).

Still to come before the game is registered (until then the app offers no Dungeoneer session):
the dungeon map screen and the hero and solo panels, the catalogue in cards_db, a whole solo game
played to its end by a scripted player, the hunt, seek and escort procedures, and the
end-of-turn discard.
"""
