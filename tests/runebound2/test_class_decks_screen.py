"""The Runebound area's threat-pool panel: shown with Class Decks (each player's threat, cards, talent), hidden without."""

from __future__ import annotations

from textual.widgets import Static

from rules_engine.runebound2.class_decks.actions import ThreatByText
from tests.runebound2.class_deck_helpers import GAME, class_game
from tests.runebound2.helpers import new_game
from tests.runebound2.screen_apps import AreaApp

SIZE = (120, 40)


async def test_the_threat_panel_shows_each_players_pool_with_class_decks():
    state = GAME.apply(class_game(2), ThreatByText("Anna", 3)).state
    app = AreaApp(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.query_one("#rb2-threat-box").display
        text = str(app.query_one("#rb2-threat", Static).render())
        assert "3 on hero / 7 pool" in text and "0 on hero / 10 pool" in text and "hand 6" in text
        assert "no class card waiting" in str(app.query_one("#rb2-threat-waiting", Static).render())


async def test_the_threat_panel_is_hidden_without_the_expansion():
    app = AreaApp(new_game(2))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.query_one("#rb2-threat-box").display
