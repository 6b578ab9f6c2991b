"""At 80x24 a Runebound 3e move and a trade show what their decision needs, read from the screen's own characters.

Played as a new table: a hero of speed 4 rolled four terrain dice and spent the first; the status row, cut at 80
columns, read "move dice: 1: plains (spent), …" and none of the three dice left to spend was on the screen. A trade in
Tamalir revealed an item ("buy one or discard one"): Tamalir's market is the fourth in the list, below the rows the
panel shows, so its items and their costs were not on the screen either. The panel beside the heroes now puts a move's
dice, then the market being traded in, above the challenge tokens and the other markets.
"""

from __future__ import annotations

from textual.app import App

from rules_engine.game import GameSetup
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import R3State
from tests.runebound3.helpers import HERO, after as played, new_setup
from tests.tui.picture_cases import board


def speed_five() -> R3State:
    """Two heroes of speed 5 in Tamalir, the markets dealt."""
    setup = new_setup(2)
    fast = {**HERO, "speed": 5}
    return RUNEBOUND3.new_game(GameSetup(setup.players, setup.options,
                                         {**setup.catalogue, "heroes": {hero: fast for hero in setup.catalogue["heroes"]}}))


async def screen_text(app: App[object]) -> str:
    """The rows of an 80x24 screen showing `app`, as the terminal shows them (each run of spaces as one)."""
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        lines = app.screen._compositor.render_strips()
        return "\n".join(" ".join(line.text.split()) for line in lines)


async def test_every_move_die_left_to_spend_is_on_the_screen_at_80x24() -> None:
    state = played(speed_five(), "travel rolled forest+hills plains+road hills+mountains water+river desert",
                   "step 1 forest/wilds/Glade")
    shown = await screen_text(board(RUNEBOUND3, state).make())
    for die in ("2: plains+road", "3: hills+mountains", "4: water+river", "5: desert"):
        assert die in shown, f"{die!r} is not on screen"


async def test_the_market_traded_in_is_on_the_screen_at_80x24() -> None:
    state = played(RUNEBOUND3.new_game(new_setup(2)), "trade Dagger as weapon 2 axe/miss")
    shown = await screen_text(board(RUNEBOUND3, state).make())
    assert "Trading: buy one or discard one" in shown
    for words in ("Tamalir: Tamalir 1 (goods, 2", "Tamalir 2 (goods, 2 gold)", "Tamalir 3 (goods, 2 gold)", "Dagger"):
        assert words in shown, f"{words!r} is not on screen"
