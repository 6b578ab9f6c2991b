"""What a board opened from the list imports on its key's path (issue 32: launch to a 10,000-action board from the
list within 0.55 s): counted in a fresh process, the worker's head start left out (the benchmark's key comes the moment
the list is drawn, before the worker has imported anything), so every module counted is one the key waited for.

The bound is a count and a list of names: the count fails when the path grows, the names say what must stay off it
(the store's database layer, the other games, the screens a board does not show, what only a question asks for)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.fresh_app import run_fresh_probe
from tests.support.saved_games import golden_game_file

#: Modules a Dice Throne board opened from the list must not import before it is drawn.
OFF_THE_PATH = (
    # the store's database layer and the sharing server
    "sqlalchemy", "sqlmodel", "pydantic", "alembic", "aiohttp", "companion.services.store.sessions",
    # the other games' engines and screens
    "rules_engine.dungeoneer.game", "rules_engine.runebound2.game", "rules_engine.runebound3.game",
    "screens.dungeoneer", "screens.runebound2", "screens.runebound3",
    # screens the board does not show
    "screens.wizard", "screens.rules_browser", "screens.hero_editor", "screens.catalogue_browser",
    "screens.timeline_screen", "screens.share_screen", "screens.summary_screen", "screens.catalogue_editor",
    # what only a question asks for: the rules search, the session report
    "companion.services.rules_search", "companion.services.session_report",
    # the dialogs and trays a board opens on first use, never in its first frame: the choice dialog (and the card
    # forms it and the card tray show), the dice and card trays, the free roll's dice notation, Dice Throne's damage
    # calculator
    "screens.choice_dialog", "screens.card_forms", "screens.dice_tray", "screens.card_tray",
    "rules_engine.dice_notation", "screens.dice_throne.calculator",
)

#: The most modules loaded once the board is drawn: 621 now (the app's 618 and the probe's own 3: `tests`,
#: `tests.support`, `tests.support.pilot_waits`; 627 before the fifteenth pass left the dialogs and trays to their
#: first use); 620-odd with or without the worker's head start since the twelfth pass.
AT_MOST = 624

#: The most widgets of a Dice Throne 1v1 board at 80x24 once drawn (its footer's keys included): 64 now (the
#: twenty-sixth pass's f6 "No effect", a key the footer mounts ahead while hidden), 65 before the fifteenth pass (a
#: players panel and its text, composed hidden).
WIDGETS_AT_MOST = 64

#: The app launched on the file, its worker's head start left out; the session opened the moment the list is drawn.
OPENED_FROM_THE_LIST = """
import asyncio, json, sys
from tests.support.pilot_waits import until
from companion.shell import deferred
deferred.warm_up_session = lambda game_ids=(), pause=None: None
deferred.warm_up = lambda stop=None, pause=None: False
from companion.shell.app import make_app

async def main():
    app = make_app(db_url=sys.argv[1])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count),
                    "the list drawn")
        listed = len(sys.modules)
        app.open_session(int(sys.argv[2]))
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._board_settled.is_set(),
                    "the board shown and settled")
        board = sorted(sys.modules)
        frame = app.screen
        widgets = sorted(type(node).__name__ for node in frame.walk_children())
        # Then a dialog and a tray left to their first use, asked for the first time in this process: the free roll's
        # prompt (ctrl+t), and the dice tray it opens.
        await pilot.press("ctrl+t")
        await until(pilot, lambda: type(app.screen).__name__ == "TextPrompt", "the free roll's prompt")
        await pilot.press("enter")  # its 2d6
        await until(pilot, lambda: type(app.screen).__name__ == "DiceTray", "the dice tray of the free roll")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is frame, "the board again")
        frame.query_one("#game-area").action_calculator()  # its button and key as a player's would (enabled or not)
        await until(pilot, lambda: type(app.screen).__name__ == "DamageCalculator", "Dice Throne's damage calculator")
        first_used = ("screens.dice_tray", "screens.dice_throne.calculator")
        print(json.dumps({"listed": listed, "board": board, "widgets": widgets,
                          "first_imported": [name for name in first_used if name not in board and name in sys.modules]}))

asyncio.run(main())
"""


@pytest.mark.slow  # a fresh process that launches the app (a few seconds)
def test_a_board_opened_from_the_list_imports_only_what_it_shows(tmp_path: Path) -> None:
    url, session_id = golden_game_file(tmp_path)
    seen = run_fresh_probe(OPENED_FROM_THE_LIST, tmp_path, url, str(session_id))
    board = set(seen["board"])
    assert "rules_engine.dice_throne.game" in board and "screens.session_frame" in board  # the board was drawn
    assert sorted(name for name in board if name.split(".")[0] in OFF_THE_PATH or name in OFF_THE_PATH
                  or any(name.startswith(f"{heavy}.") for heavy in OFF_THE_PATH)) == []
    assert len(board) <= AT_MOST, f"{len(board)} modules at the board, at most {AT_MOST}"
    # A Dice Throne area shows the players itself: the frame composes no players panel for it (hidden, it was mounted,
    # styled and laid out all the same), and the board is the widgets it shows.
    assert "PlayersPanel" not in seen["widgets"]
    assert len(seen["widgets"]) <= WIDGETS_AT_MOST, f"{len(seen['widgets'])} widgets at the board: {seen['widgets']}"
    # The free roll's tray and the damage calculator, each imported for the first time when asked for, opened.
    assert seen["first_imported"] == ["screens.dice_tray", "screens.dice_throne.calculator"]
