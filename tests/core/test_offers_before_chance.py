"""Every game's "may I?" on a roll before it is made, as offers (`Game.offers(state, BeforeChance(request))`): the
ruling `ruled_before_chance` gives with the game's own `check`, or None where the ruling reads the dice."""

from __future__ import annotations

from rules_engine.chance import ruled_before_chance
from rules_engine.dice_throne.choices.rolls import offensive_roll_request
from rules_engine.verdicts import BeforeChance
from tests.dice_throne.support import GAME, started, to_phase


def test_before_the_roll_the_offer_is_the_ruling_check_gives_on_the_unrolled_action():
    for phase in ("main-1", "offensive-roll"):
        state = to_phase(started(), phase)
        request = offensive_roll_request(state, (1,))
        offered = GAME.offers(state, BeforeChance(request))
        assert offered == ruled_before_chance(lambda action, s=state: GAME.check(s, action), request)
        assert GAME.offers(state, BeforeChance(request)) is offered  # once per state object and request
        if phase == "main-1":
            assert offered is not None and not offered.allowed and offered.citations  # no reroll outside the roll
