"""Runebound 3rd edition: the rules engine, being built (not yet offered as a game in the app).

Built (outside combat): setup from options and catalogue data copied into the session (scenario, first
player, heroes with gold, hand and start space, three items in each of the four city markets, challenge
tokens, the time token at the start of act 1); the turn of three repeatable actions passing clockwise;
the time track (advance after every player, refresh of used challenge tokens on 6 and 12 except under a
hero, story draws on the setup's story spaces with story quests to the quest zone, act 1 to act 2, the end
of act 2); move to a neighbouring space the table names; trade (reveal through a CardRequest, buy or
discard so three remain, sell, one item per type); adventure (two actions, flip the token, draw a challenge
card through a CardRequest); the table's result of an event, test or quest (trophy or discard); an enemy's
fight, whose outcome the table enters (won, defeated, retreated) because combat step by step is not
integrated yet (`R3State.combat` is where its state will live); rest; train; stand when delayed; learning
skills with trophies (grey takes any colour, never more skills of an attribute than its value); barter of
gold; moving by terrain dice (`travel.py`: speed dice, each step the table names takes its own die
showing the terrain it needs, exerting discards a skill card per reroll); typed commands for train, rest,
stand, move, buy, sell and fight outcomes (`commands.py`). The catalogue of imported heroes and items is
`cards_db/runebound3.py` (validated, not registered). The token combat lives in `combat/`, built
separately; `tokens.py` is the shared token type.

Not built yet: terrain dice for outdoor rest and exploration (the table enters outdoor rest matches;
spaces are named by the table, as there is no map data), attribute tests drawn from the skill deck with
exertion, event options' effects, item barter, a typed command for dice travel, typed view data
(`board.py`), the catalogue's registration and the game's registration.
"""
