"""Runebound 3rd edition: the rules engine, registered as the game `runebound3`.

Built: setup from options and catalogue data copied into the session (scenario, first player, heroes
with gold, hand and start space, challenge tokens from the catalogue or the `challenge_tokens` option,
three items in each of the four city markets, given or dealt card by card in the `markets` stage
(`dealing.py`), the time token at the start of act 1); the turn of three repeatable actions passing
clockwise; the time track (advance after every player, refresh of used challenge tokens on 6 and 12
except under a hero, story draws on the setup's story spaces with story quests to the quest zone, act 1
to act 2, the end of act 2); move to a neighbouring space the table names; moving by terrain dice
(`travel.py`); trade (reveal through a CardRequest or a named card, looked up in the session's items
or entered with its values; buy or discard so three remain; sell; one item per type); adventure (two
actions, flip the token, draw a challenge card); the table's result of an event, test or quest (trophy
or discard); an enemy fought token by token (`fighting.py` over `combat/`: hero and item tokens
against the common five, six in act 2, a villain's seventh; the player on the right decides for the
enemy; retreat between rounds to a named space; trophy, defeat or retreat carried back); rest; train;
stand when delayed; learning skills with trophies (grey takes any colour, never more skills of an
attribute than its value); barter of gold and of items (`item_barter.py`, one item per type kept);
attribute tests drawn from the skill deck through a CardRequest, with exertion, a pass on any success,
a failure discarding the challenge and revealed cards counted as discarded (`attribute_tests.py`);
exploration for a quest by terrain dice, a wild face paying only a wild symbol (`exploration.py`);
outdoor rest by real terrain dice through a DiceRequest (`outdoor_rest.py`); their choices and
decisions (`challenge_choices.py`) and commands `test`, `reveal`, `exert`, `result`, `explore`, `heal`,
`barter` (`challenge_commands.py`); event cards with their two options, one chosen (`choose 1|2`)
and applied as fully as possible, an option's attribute test first (`events.py`); typed commands for
every action (`commands.py`, `card_commands.py`, `fight_commands.py`); typed view data (`board.py`: time track, hero panels,
markets, the fight's board and exact toss odds, the fight's buttons of `fight_buttons.py`: each spend's
typed value it submits now or the rule that forbids it) and text sections (`view_text.py`). The catalogue of
heroes (with their surge abilities), items, enemies (each in a colour's challenge deck), the enemies'
common tokens, skill cards and story cards is `cards_db/runebound3.py` (registered; nothing ships),
read into the session by `setup.py`, `enemies.py` and `catalogue_cards.py`; learning a skill or
drawing a story card by name uses the catalogue card. Values typed for a card the catalogue lacks are
remembered in the state for the rest of the session (`typed_cards.py`). An adventure's CardRequest
names the token colour's deck and offers its cards (`challenge_decks.py`). `tokens.py` is the shared
token type.

Left to the table: the outcome of a fight the session cannot run (no enemy health, too few common
tokens in the catalogue, a hero without tokens) is entered (`PendingCombat`); a surge ability's effect
other than damage or healing is shown in words; a quest's outcomes and an attribute test's modifier are named by the table (printed
pictures), and what a passed test leads to is entered as the challenge's result (an event whose
options were typed applies the chosen one itself).
"""
