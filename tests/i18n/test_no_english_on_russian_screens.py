"""Every screen in Russian reads Russian: no English word outside names, ids and the commands typed.

One Pilot run walks the screens outside a game (home, the new-session wizard, the rules browser,
the catalogue, help and the command palette); one plays into a refusal and reads the house-rule
question; one per game shows its board at a mid-game position. Each screen's visible text is
searched for Latin words of three letters or more that are not allowed (`english_words`).
"""

from __future__ import annotations

import pytest
from textual.command import CommandInput, CommandPalette
from textual.pilot import Pilot
from textual.widgets import DataTable, Input

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from rules_engine.runebound3.game import RUNEBOUND3
from screens.catalogue_browser import CatalogueBrowser
from screens.dialogs import HouseRuleDialog
from screens.help import HelpScreen
from screens.rules_browser import RulesBrowser
from screens.session_frame import SessionFrame
from screens.wizard import NewSessionWizard
from tests.dice_throne.screen_apps import mid_attack
from tests.dice_throne.support import GAME as DICE_THRONE, make_setup
from tests.dungeoneer.screen_tables import solo_entered, walled_table
from tests.i18n.english_words import command_words, english_left, name_words
from tests.runebound2.helpers import GAME as RUNEBOUND2
from tests.runebound2.screen_apps import showcase_state
from tests.runebound2.test_class_decks_dialogs import movement_window
from tests.runebound3.screen_tables import first_turn_done, wolf_fight
from tests.support.palette_waits import palette_opened
from tests.support.pilot_waits import until
from tests.tui.drive import enter_command
from tests.tui.snapshot_apps import FrameApp
from tests.tui.test_boards_fit import visible_text

SIZE = (120, 40)


def _no_english(app, allowed: set[str], where: str) -> None:
    left = english_left(visible_text(app), allowed)
    assert left == [], f"English on the Russian {where}: {left}"


async def _palette_checked(pilot: Pilot, allowed: set[str], where: str) -> None:
    """ctrl+p: the placeholder, the screen's commands and Textual's own (Theme, Quit, Keys ...) in Russian."""
    palette = (await palette_opened(pilot)).palette  # the palette gathers its commands in a worker
    assert palette.query_one(CommandInput).placeholder == "Поиск команд…"
    await pilot.pause()  # the commands gathered drawn
    _no_english(pilot.app, allowed, f"palette of the {where}")
    await pilot.press("escape")
    await until(pilot, lambda: not isinstance(pilot.app.screen, CommandPalette), "the palette closed")


async def _help_checked(pilot: Pilot, allowed: set[str], where: str) -> None:
    await pilot.press("f1")
    await until(pilot, lambda: isinstance(pilot.app.screen, HelpScreen), "help")
    _no_english(pilot.app, allowed, f"help of the {where}")
    await pilot.press("escape")
    await until(pilot, lambda: not isinstance(pilot.app.screen, HelpScreen), "help closed")


@pytest.mark.slow
async def test_the_screens_outside_a_game_read_russian_and_a_refusal_asks_the_house_rule_question_in_russian(
        store: SessionStore, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("COMPANION_RULEBOOKS", str(tmp_path))  # the product's own words, whatever books are here
    setups = [make_setup(names=("Аня", "Борис"))]
    live = store.create_session(game_id="dice-throne", name="Дуэль", setup=setups[0])
    allowed = name_words(*setups)
    app = make_app(store, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: pilot.app.screen.query(DataTable) and pilot.app.screen.query_one(DataTable).row_count,
                    "the saved sessions listed")
        _no_english(app, allowed, "home screen")
        await _help_checked(pilot, allowed, "home screen")
        await _palette_checked(pilot, allowed, "home screen")

        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewSessionWizard) and bool(app.screen.query("#hero-2")),
                    "the wizard")
        await pilot.pause()
        _no_english(app, allowed, "new-session wizard")
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, NewSessionWizard), "the wizard closed")

        app.push_screen(RulesBrowser(first="dice-throne"))
        await until(pilot, lambda: isinstance(app.screen, RulesBrowser) and bool(app.screen.query("#rules-search")),
                    "the rules browser")
        app.screen.query_one(Input).value = "лишние очки пропадают"
        await until(pilot, lambda: app.screen.query_one(DataTable).row_count >= 1, "the search's results")
        await pilot.pause()
        _no_english(app, allowed, "rules browser")
        await pilot.press("escape")

        app.push_screen(CatalogueBrowser())
        await until(pilot, lambda: isinstance(app.screen, CatalogueBrowser), "the catalogue")
        await pilot.pause()
        _no_english(app, allowed, "catalogue")
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, CatalogueBrowser), "the catalogue closed")

        # In the session: a refusal asks the house-rule question in Russian.
        frame = SessionFrame(live)
        app.push_screen(frame)
        await pilot.pause()
        await enter_command(pilot, "roll")  # before the roll for the first player: refused, a house rule offered
        await until(pilot, lambda: isinstance(app.screen, HouseRuleDialog) and bool(app.screen.query("#dialog-message")),
                    "the house-rule question")
        await pilot.pause()
        await pilot.pause()
        shown = visible_text(app)
        assert "Правила запрещают" in shown and "Отказ: " in shown and "см. Трон кубов: правила игры" in shown
        assert "Всё равно бросить" in shown and "[домашнее правило]" in shown and "Бросить как дом. правило" in shown
        assert english_left(shown, name_words(*setups) | command_words(DICE_THRONE, live.state)) == []
        await pilot.press("escape")


BOARDS = {
    "dice-throne": (DICE_THRONE, mid_attack),
    "runebound2-tracks": (RUNEBOUND2, showcase_state),
    "runebound2-class-decks": (RUNEBOUND2, movement_window),
    "runebound3-outside": (RUNEBOUND3, first_turn_done),
    "runebound3-fight": (RUNEBOUND3, wolf_fight),
    "dungeoneer": (DUNGEONEER, walled_table),
    "dungeoneer-solo": (DUNGEONEER, solo_entered),
}


@pytest.mark.slow
@pytest.mark.parametrize("board", BOARDS)
async def test_each_board_reads_russian_mid_game(board: str) -> None:
    game, table = BOARDS[board]
    state = table()
    use_language("ru")
    app = FrameApp(game, state, "Пятница")
    allowed = name_words(state) | command_words(game, state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        _no_english(app, allowed, f"{board} board")
        if board == "dice-throne":  # one session's help and palette: the frame's keys and Textual's commands
            await _help_checked(pilot, allowed, f"{board} board")
            await _palette_checked(pilot, allowed, f"{board} board")
