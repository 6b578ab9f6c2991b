"""The pictures of the snapshot matrix: every game board in the real session frame, and every dialog.

Each picture is an app made on a (temporary) session store and the steps that bring it to the
screen to picture, built from the tables each game's own screen tests use. The snapshot matrix
(test_snapshot_matrix.py) takes each at every size in both themes; scripts/guide_screenshots.py
renders the user guide's screenshots from the same pictures.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Input, TextArea

from cards_db.store import save_entries
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from rules_engine.runebound3.game import RUNEBOUND3
from screens.dialogs import HouseRuleDialog, TextPrompt
from tests.support.choice_dialogs import opened
from tests.dice_throne.screen_apps import AreaApp as DTAreaApp, mid_attack, six_heroes_rolling, team_rolling
from tests.dice_throne.support import GAME as DICE_THRONE
from tests.dice_throne.test_odds_screens import TrayApp, rolled
from tests.dungeoneer.screen_tables import AreaApp as DGAreaApp, battle_table, solo_entered, walled_table
from tests.runebound2.helpers import GAME as RUNEBOUND2
from tests.runebound2.screen_apps import AreaApp as RB2AreaApp, showcase_state
from tests.runebound2.test_class_decks_dialogs import movement_window, open_cards, open_talents, talent_step
from tests.runebound2.test_class_decks_wizard_step import deck, open_runebound
from tests.runebound2.test_combat_wizard import in_challenge
from tests.runebound2.test_duels_encounters_lots import duel_ready
from tests.runebound3.screen_tables import first_turn_done, wolf_fight
from tests.support.saved_games import save_golden_game
from tests.tui.snapshot_apps import FrameApp, home_with_sessions
from tests.tui.test_dialogs_fit import DialogApp

#: The smallest supported terminal, a common large one, and a very large one.
SIZES = [(80, 24), (120, 40), (160, 50)]
#: Textual's own dark and light themes.
THEMES = ["textual-dark", "textual-light"]

Steps = Callable[[Pilot], Awaitable[None]]


@dataclass(frozen=True)
class Picture:
    """An app (on a store, when `on_store`), and what to do before the picture is taken."""

    make: Callable[..., App]
    run_before: Steps | None = None
    #: True when `make` takes a session store (a temporary one, in the tests).
    on_store: bool = False
    #: True for a game's board in the session frame (not a dialog).
    board: bool = False


def board(game, state) -> Picture:
    """A game's board in the real session frame, over `state`."""
    return Picture(lambda: FrameApp(game, state, "Friday night"), board=True)


def _on_area(action: str) -> Steps:
    async def steps(pilot: Pilot) -> None:
        await pilot.pause()
        getattr(pilot.app.query_one("#game-area"), f"action_{action}")()
        await opened(pilot)

    return steps


def _keys(*keys: str, dialog: bool = False) -> Steps:
    async def steps(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press(*keys)
        await pilot.pause()
        if dialog:
            await opened(pilot)

    return steps


async def _still_cursor(pilot: Pilot) -> None:
    """No blinking text cursor: a loaded machine would catch it on or off."""
    await pilot.pause()
    for field in pilot.app.screen.query(Input):
        field.cursor_blink = False
    await pilot.pause()


async def _deck_builder(pilot: Pilot) -> None:
    await pilot.pause()
    await pilot.press("f10")
    await pilot.pause()
    screen = pilot.app.screen
    screen.query_one("#db-cards", TextArea).text = "Skalny ogar\nSkalny ogar\nZnamię Hydry\nNo such card"
    screen.query_one("#db-talents", TextArea).text = "Zmysł zagrożenia"
    await pilot.press("ctrl+s")
    screen.query_one("#db-check").focus()  # no blinking text cursor in the picture
    await pilot.pause()


def _wizard(store: SessionStore) -> App:
    """The app over a store whose catalogue holds two test class decks (the wizard lists them)."""
    save_entries("runebound2", "class-card", {**deck("Warrior", "War"), **deck("Mage", "Mag")}, source="test",
                 db=store)
    return make_app(store)


async def _class_deck_step(pilot: Pilot) -> None:
    wizard = await open_runebound(pilot)
    wizard.query_one("#class-deck-1").value = "Warrior"
    await pilot.pause()
    wizard.query_one("#class-deck-step").scroll_visible(animate=False)
    await _still_cursor(pilot)


async def _resume_friday(pilot: Pilot) -> None:
    await pilot.press("down", "enter")
    await _still_cursor(pilot)


def _summary(store: SessionStore) -> App:
    """The app over a saved Dice Throne match whose clock never ran; the steps open its summary (f12's screen)."""
    save_golden_game(store, "dice-throne-1v1", name="Friday match")
    return make_app(store)


async def _open_summary(pilot: Pilot) -> None:
    pilot.app.open_summary(pilot.app.store.list_sessions()[0].id)
    await pilot.pause()


LONG_REFUSAL = "Refused: " + "the rule says no, and here is why at length. " * 12

#: Every picture by name: the boards first, then the dialogs.
PICTURES: dict[str, Picture] = {
    "dice-throne-1v1": board(DICE_THRONE, mid_attack()),
    "dice-throne-2v2": board(DICE_THRONE, team_rolling()),
    "dice-throne-3v3": board(DICE_THRONE, six_heroes_rolling("3v3")),
    "dice-throne-king-of-the-hill": board(DICE_THRONE, six_heroes_rolling("king-of-the-hill")),
    "runebound2-tracks": board(RUNEBOUND2, showcase_state()),
    "runebound2-class-decks": board(RUNEBOUND2, movement_window()),
    "runebound3-outside": board(RUNEBOUND3, first_turn_done()),
    "runebound3-token-fight": board(RUNEBOUND3, wolf_fight()),
    "dungeoneer": board(DUNGEONEER, walled_table()),
    "dungeoneer-solo": board(DUNGEONEER, solo_entered()),
    "dice-throne-calculator": Picture(lambda: DTAreaApp(mid_attack(), calculator=True)),
    "dice-tray": Picture(lambda: TrayApp(rolled(1, 2, 3, 4, 6), (4, 5)), _still_cursor),
    "runebound2-combat-wizard": Picture(lambda: RB2AreaApp(duel_ready()), _on_area("combat")),
    "runebound2-market": Picture(lambda: RB2AreaApp(in_challenge()), _on_area("market")),
    "runebound2-experience": Picture(lambda: RB2AreaApp(in_challenge()), _on_area("experience")),
    "runebound2-class-cards": Picture(lambda: RB2AreaApp(movement_window()), open_cards),
    "runebound2-talent-shop": Picture(lambda: RB2AreaApp(talent_step()), open_talents),
    "runebound2-deck-builder": Picture(lambda: RB2AreaApp(movement_window()), _deck_builder),
    "dungeoneer-battle-wizard": Picture(lambda: DGAreaApp(battle_table()), _keys("f5", dialog=True)),
    "dungeoneer-placement": Picture(lambda: DGAreaApp(walled_table()), _keys("f3", "up", "up", "enter")),
    "house-rule": Picture(lambda: DialogApp(HouseRuleDialog("Apply it anyway?", LONG_REFUSAL))),
    "text-prompt": Picture(lambda: DialogApp(TextPrompt("Name the hero", value="Ann")), _still_cursor),
    "new-session-wizard": Picture(_wizard, _class_deck_step, on_store=True),
    "summary": Picture(_summary, _open_summary, on_store=True),
    "frame-with-clock": Picture(home_with_sessions, _resume_friday, on_store=True),
}

#: The pictures that show a game's board in the session frame.
BOARDS = [name for name, picture in PICTURES.items() if picture.board]
