"""What the app imports before the home screen's first frame (issue 32: launch to a board from the list), counted in a
fresh process in English on a file with a saved session, the worker's head start left out.

The list's first frame translates through the source language's catalogue (no file): the compiled catalogues and their
digest (`hashlib`), the stored English sentences' reading and the retired sentences are imported where first used (a
language other than English, a saved sentence read in it), and the help screen on its first showing (f1) or by the
worker after the board. Every module named here is one the first frame waited for at 921d225f or d42a77be."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.fresh_app import run_fresh_probe
from tests.support.saved_games import golden_game_file

#: Modules the home screen's first frame in English does not need, and must not wait for.
NOT_BEFORE_THE_FIRST_FRAME = (
    "companion.services.i18n.catalogues", "companion.services.i18n.stored_text",
    "companion.services.i18n.retired_sentences", "hashlib", "mmap", "screens.help",
    # the engine's citations, rules index, game registry, books and rulings: the package re-exported them and the
    # shared formatting imported `Citation` for its annotations (at d42a77be)
    "rules_engine.citations", "rules_engine.rules_index", "rules_engine.plugin", "rules_engine.books",
    "rules_engine.ruling", "rules_engine.frozen_values", "pkgutil",
    # the home screen's rename and delete dialogs (with their text field's ordered keys) and the names' check, the
    # command palette's provider, its keys' table and the palette itself: at their first use (at 7ec496e6)
    "screens.dialogs", "screens.ordered_keys", "cards_db.names", "companion.shell.palette", "screens.key_table",
    "screens.command_palette",
    # and, as before, the store's database layer and the boards
    "sqlalchemy", "sqlmodel", "pydantic", "alembic", "screens.session_frame", "rules_engine.games",
)

#: The most modules loaded at the first frame: 445 now (the app's 442 and the probe's own 3: `tests`, `tests.support`,
#: `tests.support.pilot_waits`), 451 at 7ec496e6 (the six named above from the dialogs to the palette, less
#: `screens.drawn_whole`, which the twenty-eighth pass added), 458 at d42a77be (the engine's eight named above), 466 at 921d225f (the eight
#: named above from the catalogues to the help screen).
AT_MOST = 445

#: The app launched on the file in a fresh process, the worker's head start left out: the modules loaded when the
#: home screen's first frame is out (`on_ready`), then f1's help shown for the first time.
FIRST_FRAME = """
import asyncio, json, sys
from tests.support.pilot_waits import until
from companion.shell import deferred
deferred.warm_up_session = lambda game_ids=(), pause=None: None
deferred.warm_up = lambda stop=None, pause=None: False
from companion.shell.app import CompanionApp, make_app

seen = {}
real_on_ready = CompanionApp.on_ready

def on_ready(self):
    seen.setdefault("first frame", sorted(sys.modules))
    return real_on_ready(self)

CompanionApp.on_ready = on_ready

async def main():
    app = make_app(db_url=sys.argv[1])
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: "first frame" in seen and bool(app.screen.query("#sessions")
                    and app.screen.query_one("#sessions").row_count), "the list drawn")
        await pilot.press("ctrl+p")
        await until(pilot, lambda: type(app.screen).__name__ == "LocalizedCommandPalette", "the palette")
        seen["palette"] = type(app.screen).__module__
        await pilot.press("r", "e", "n")  # the home screen's Rename, offered by the screen's own actions
        await until(pilot, lambda: "companion.shell.palette" in sys.modules, "the screen's actions searched")
        await pilot.press("escape")
        await until(pilot, lambda: type(app.screen).__name__ == "HomeScreen", "the list again, before help")
        app.screen._typeahead.disarm()  # a key right after the palette closed would be taken as typed for it
        await pilot.press("f1")
        await until(pilot, lambda: type(app.screen).__name__ == "HelpScreen", "help")
        seen["help"] = type(app.screen).__module__
        await pilot.press("f1")
        await until(pilot, lambda: type(app.screen).__name__ == "HomeScreen", "the list again")
    print(json.dumps(seen))

asyncio.run(main())
"""


@pytest.mark.slow  # a fresh process that launches the app (a few seconds)
def test_the_first_frame_in_english_waits_for_no_catalogue_stored_sentences_help_dialogs_or_palette(tmp_path: Path) -> None:
    url, _session_id = golden_game_file(tmp_path)
    seen = run_fresh_probe(FIRST_FRAME, tmp_path, url)
    first = set(seen["first frame"])
    assert "screens.home" in first and "companion.services.i18n.translation" in first  # the app was started
    assert sorted(name for name in NOT_BEFORE_THE_FIRST_FRAME if name in first) == []
    assert len(first) <= AT_MOST, f"{len(first)} modules at the first frame, at most {AT_MOST}"
    assert seen["help"] == "screens.help"  # f1 still shows the keys, its screen imported on that first showing
    assert seen["palette"] == "screens.command_palette"  # ctrl+p still opens the palette, imported as it opens
