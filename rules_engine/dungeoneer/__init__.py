"""Dungeoneer: Tomb of the Lich Lord: the rules engine, registered (rules_engine.games) as `dungeoneer`.

Built: the dungeon map and its placement and shift rules; location cards with their exits and
hazards; threats; the dice of a battle and the solo peril roll, with exact odds; the setup
(entrance, four tunnels, quests, first player; heroes and decks from the catalogue copied into
the session, cards with unknown numbers left out and named); the phases with refresh; placing and
exploring locations; moving through exits; hazards; standing up; the saved point; battles
(monsters against a hero, hero against hero, response, rolls, challenge, lair, reward); quests
(threat and chance quests rolled, hunts fought against the quest's monster, seek quests found by
a search roll first plus the locations between the hero and the nearest entrance, escorts carried
by their tracking token from the first location to the second, given up, picked up and stolen by
a hit; influence and sacrifice judged by the table; the first attempt of a turn free; completion
and the win); the end-of-turn discard (hand, treasure or lair monster, never a boon) and the hand
drawn back to five; adventure cards (who pays with what and when, X costs, inventory limits, one
treasure of each type, a spent treasure discarded); cards beat rules (a house rule setting a rule
aside cites it); the variants limited movement, dodging spikes, points for falling, optional
discard, nothing personal, fair placement (who places a location on the drawer's own quest),
resurrection (a new level-1 hero for a defeated hero's player), no fog (the whole dungeon laid in
turn before the first turn, the shared quests' locations last) and choosing heroes (each player in
turn from the first takes a hero no earlier player took); and solo play automated (peril
dice on entering and for staying put, peril cards from the app's deck or the table's, banes
first and a bane aimed at a kind of monster or trap waiting in play for one, monsters in the
app's chosen form, glory draws, instants and discards to the glory deck's own discard, the
optional lair, the solo goal); who must act now (`decision`); everything allowed now
(`choices`, checked by the game's own rules); typed view data with exact odds (`board`) and the
same as text for the generic game area (`view_text`).

Also built: a peril card the table draws from its own deck that the catalogue lacks, typed once with
its values at the draw and remembered for the session (`typed_cards`); trap threats (a trap encounter tests every hero in its location, one die each, danger
raising it) and the move of a shift card (a placed location moved by the placement rules, with what
lies on it).

Not built: the printed effects of adventure and location cards and strike effects beyond the wound
(the table applies them; the view lists what is left to the table). The
game's own screens are built apart (screens/dungeoneer/). The clause-by-clause audit against the
issue is docs/dungeoneer-audit.md.
"""
