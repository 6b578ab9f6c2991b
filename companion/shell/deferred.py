"""What the app's first frame does not need, imported by name once it is shown (or when first used).

The first frame waits only for Textual, the home screen and the help screen. The session store
(SQLAlchemy and SQLModel, `import_store`), the session frame (every game's area, the sharing server's aiohttp),
the wizard, the rules browser and the hero editor (the card catalogue's own store) take longer to
import than the whole first frame, so the app imports them here: in a worker after the session
list is shown (`warm_up`; the store and what follows it only once something needs the store when the
list holds a session), or at first use if someone is quicker. A player who picks a session
before that is done waits only for the session frame and that session's own game
(`warm_up_session`): the session is read with sqlite3 (`display_read`) and written with sqlite3 too
(`sqlite_log_writer`), so the store and the rest wait until something needs the store (the home screen shown
again, a screen opened over the board); the rest is imported a little after the store opens. This is the one place
where the shell imports its lower layers inside functions, and only for that reason.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from pathlib import Path
    from types import ModuleType

    from companion.services.game_clock import GameClock
    from companion.services.session_report import SessionReport
    from companion.services.store.sessions import SessionStore
    from companion.shell.palette import ScreenActions
    from screens.branch_frame import BranchFrame
    from screens.catalogue_browser import CatalogueBrowser
    from screens.catalogue_editor import CatalogueEditor
    from screens.command_palette import LocalizedCommandPalette
    from screens.dice_report_screen import DiceReportScreen
    from screens.play_stats_screen import PlayStatsScreen
    from screens.help import HelpScreen
    from screens.hero_editor import HeroEditor
    from screens.rules_browser import RulesBrowser
    from screens.session_frame import SessionFrame
    from screens.summary_screen import SummaryScreen
    from screens.wizard import NewSessionWizard

#: What showing any session needs, imported first: the screen a session is played in, and the
#: reading of a saved session with sqlite3 (`display_read`), neither of which imports SQLAlchemy.
SESSION_MODULES = (
    "screens.session_frame",
    "companion.services.store.display_read",
)

#: The session store's modules, imported one at a time by `import_store` (together about half a
#: second): SQLAlchemy's core and ORM, pydantic, SQLModel, then the store itself.
STORE_MODULES = (
    "sqlalchemy",
    "sqlalchemy.orm",
    "pydantic",
    "sqlmodel",
    "companion.services.store.sessions",
)

#: The modules `warm_up` imports after those, the ones a player reaches first coming first.
LATER_MODULES = (
    "screens.wizard",
    "screens.rules_browser",
    "screens.hero_editor",
    "screens.catalogue_browser",
    "companion.services.game_clock",
    "companion.services.session_report",
    "screens.summary_screen",
    "screens.timeline_screen",
    "screens.share_screen",
    "screens.runebound2.deck_builder",
    "screens.help",
    # the home screen's dialogs and the command palette, imported at their first use when nothing imported them first
    "screens.dialogs",
    "cards_db.names",
    "companion.shell.palette",
    "screens.command_palette",
)


def warm_up_session(game_ids: Iterable[str] = (), pause: Callable[[], object] = lambda: None) -> None:
    """Read the rules version snapshots are keyed by, then import SESSION_MODULES (from a worker);
    before those the games of `game_ids` (the sessions listed first) with their areas, which a player
    is most likely to open.

    Otherwise a session's own game and game area are imported when it is opened (`get_game`,
    `game_area_for`): only that one game, not all of them.

    `pause()` is called before each step and returns when the worker may take it: while a board is being
    opened and drawn, the UI thread imports what it needs itself, and a worker importing beside it would take
    the interpreter's lock from it each time it lets it go (reading the session's log with sqlite3 lets it go
    at every row: the board's reading took about twice as long beside an import, measured).
    """
    wanted = list(dict.fromkeys(game_ids))
    # The rules version snapshots are keyed by (a digest of the engine's files, kept between launches; about 12 ms
    # when it must be computed, on a first launch after an install or a change): first, so that a board opened from
    # the list does not compute it on its key's path (a board opened meanwhile waits for this computation).
    pause()
    importlib.import_module("companion.services.store.snapshot_cache").sources_digest()
    if wanted:
        games = importlib.import_module("rules_engine.games")
        for game_id in wanted:
            pause()
            games.get_game(game_id)
    for name in SESSION_MODULES:
        pause()
        importlib.import_module(name)
    if wanted:
        areas = importlib.import_module("screens.game_area")
        for game_id in wanted:
            pause()
            areas.game_area_for(game_id)
    # In another language the log's saved English sentences are read through the catalogue's
    # templates (companion.services.i18n.stored_text), which are read once: here, not as a log is drawn.
    language = importlib.import_module("companion.services.i18n").current_language()
    if language != "en":
        pause()
        catalogue = importlib.import_module("companion.services.i18n.catalogues").load_catalogue(language)
        importlib.import_module("companion.services.i18n.stored_text").english_templates(catalogue)


def import_store(pause: Callable[[], object] = lambda: None) -> None:
    """Import STORE_MODULES (from a worker), calling `pause()` before each: it returns when the
    worker may go on (while a board is being drawn, an import would take turns with it for the
    interpreter's lock and slow it down)."""
    for name in STORE_MODULES:
        pause()
        importlib.import_module(name)


def warm_up(stop: Callable[[], bool] = lambda: False, pause: Callable[[], object] = lambda: None) -> bool:
    """Import every module of SESSION_MODULES and LATER_MODULES, every game and every game's area
    (from a worker); False when `stop()` turned true first (checked between two modules, after `pause()`,
    which holds the worker while a board is being opened, as in `warm_up_session`).

    The game and game area registries may be read meanwhile from the UI thread: each game's
    module registers itself when imported, and a module is imported once whichever thread asks.
    """
    warm_up_session(pause=pause)
    import_store(pause=pause)
    for name in LATER_MODULES:
        pause()
        if stop():
            return False
        importlib.import_module(name)
    games = importlib.import_module("rules_engine.games")
    areas = importlib.import_module("screens.game_area")
    for game_id in (plugin.game_id for plugin in importlib.import_module("rules_engine.plugin").game_plugins()):
        pause()
        if stop():
            return False
        games.get_game(game_id)
        areas.game_area_for(game_id)
    for game in games.all_games():
        areas.game_area_for(game.id)
    return True


def check_file_ahead(path: Path) -> None:
    """Check the database file a board read with sqlite3 writes to, ahead of its first move (from a worker, once the
    board is drawn: `sqlite_log_writer.check_ahead`), so that the first move's key does not wait for it."""
    importlib.import_module("companion.services.store.sqlite_log_writer").check_ahead(path)


def session_store() -> type[SessionStore]:
    """The session store's class (imports SQLAlchemy and SQLModel on first use)."""
    return importlib.import_module("companion.services.store.sessions").SessionStore


def display_read() -> ModuleType:
    """The module that reads a saved session with sqlite3 for the board (`open_for_display`)."""
    return importlib.import_module("companion.services.store.display_read")


def session_frame() -> type[SessionFrame]:
    """The screen a session is played in."""
    return importlib.import_module("screens.session_frame").SessionFrame


def help_screen() -> type[HelpScreen]:
    """The keys of the current screen (f1): not in the first frame, imported on its first showing."""
    return importlib.import_module("screens.help").HelpScreen


def screen_actions() -> type[ScreenActions]:
    """The command palette's provider of the screen's own actions (`CompanionApp.COMMANDS`, which Textual calls when the
    palette opens): not in the first frame."""
    return importlib.import_module("companion.shell.palette").ScreenActions


def command_palette() -> type[LocalizedCommandPalette]:
    """The command palette, its words in the interface's language (ctrl+p, the theme picker)."""
    return importlib.import_module("screens.command_palette").LocalizedCommandPalette


def new_session_wizard() -> type[NewSessionWizard]:
    """The new-session wizard."""
    return importlib.import_module("screens.wizard").NewSessionWizard


def rules_browser() -> type[RulesBrowser]:
    """The rules browser."""
    return importlib.import_module("screens.rules_browser").RulesBrowser


def hero_editor() -> type[HeroEditor]:
    """The Dice Throne hero editor."""
    return importlib.import_module("screens.hero_editor").HeroEditor


def catalogue_browser() -> type[CatalogueBrowser]:
    """The catalogue: each game's kinds of card and the form to type one in."""
    return importlib.import_module("screens.catalogue_browser").CatalogueBrowser


def catalogue_editor() -> type[CatalogueEditor]:
    """The catalogue form of any kind of entry."""
    return importlib.import_module("screens.catalogue_editor").CatalogueEditor


def game_clock() -> type[GameClock]:
    """The game clock of a saved session."""
    return importlib.import_module("companion.services.game_clock").GameClock


def build_report() -> Callable[[SessionStore, int], SessionReport]:
    """The function that builds a session's report by replaying its log."""
    return importlib.import_module("companion.services.session_report").build_report


def summary_screen() -> type[SummaryScreen]:
    """The screen that shows a session's summary with its plots."""
    return importlib.import_module("screens.summary_screen").SummaryScreen


def dice_report_screen() -> type[DiceReportScreen]:
    """The honest dice report: faces per kind of die over the sessions chosen."""
    return importlib.import_module("screens.dice_report_screen").DiceReportScreen


def play_stats_screen() -> type[PlayStatsScreen]:
    """Stats across games: plays, wins per player and hero, length."""
    return importlib.import_module("screens.play_stats_screen").PlayStatsScreen


def play_stats() -> ModuleType:
    """The module that sums up every saved session as a play (`all_plays`, `game_stats`)."""
    return importlib.import_module("companion.services.play_stats")

def branch_frame() -> type[BranchFrame]:
    """The session frame that plays a what-if branch of a session."""
    return importlib.import_module("screens.branch_frame").BranchFrame
