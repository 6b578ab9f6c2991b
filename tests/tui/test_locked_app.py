"""The app locked on one session (a phone's player link, `companion --open ID`) offers only that session.

Walks every palette command (all providers, Textual's system commands included) and every key binding
of the locked session in each game, and every screen class the app has: each is one of the session's
own actions (the allow-lists below) or is absent and refused. Then it tries the forbidden ones anyway
(the keys, the actions by name, the screens pushed directly, the app's own methods) and finds the
laptop's settings file, its catalogue and its folders unchanged.
"""

from __future__ import annotations

import importlib
import inspect
import json
import pkgutil
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from pathlib import Path

import pytest
from textual.screen import Screen
from textual.widget import Widget
from textual.worker import WorkerCancelled

import screens
from cards_db.store import imported_entries
from companion.services.settings import settings_held, settings_path
from companion.services.store import SessionStore
from companion.shell import locked_mode
from companion.shell.app import CompanionApp, make_app
from rules_engine.game import GameSetup
from tests.dungeoneer.solo_bot import solo_setup
from tests.runebound3.helpers import fighting_setup
from tests.support.palette_waits import palette_opened, searched
from tests.support.pilot_waits import until
from tests.support.whole_games import DICE_THRONE_SETUP, RUNEBOUND_SETUP, play_whole_game
from tests.tui.conftest import tally_setup

SIZE = (120, 40)


def _dice_throne(store: SessionStore) -> int:
    return play_whole_game(store, "dice-throne", DICE_THRONE_SETUP, [])[0].session.id


def _runebound2(store: SessionStore) -> int:
    return play_whole_game(store, "runebound2", RUNEBOUND_SETUP, [])[0].session.id


def _created(game_id: str, setup: Callable[[], GameSetup]) -> Callable[[SessionStore], int]:
    return lambda store: store.create_session(game_id=game_id, name="Phone game", setup=setup()).id


GAMES: dict[str, Callable[[SessionStore], int]] = {
    "dice-throne": _dice_throne,
    "runebound2": _runebound2,
    "runebound3": _created("runebound3", fighting_setup),
    "dungeoneer": _created("dungeoneer", solo_setup),
}

#: The session frame's own keys a locked app keeps (all act on the open session or only show).
FRAME_ACTIONS = {"undo", "redo", "free_roll", "open_cited_rule", "house_rule", "rules", "reload", "focus_log",
                 "focus_command", "toggle_clock", "summary", "leave", "app.help", "app.focus_next",
                 "app.focus_previous", "screen.copy_text", "past_moments"}
#: Each game area's keys: moves of the game, its dialogs, its map cursor.
AREA_ACTIONS = {
    "DiceThroneArea": {"calculator", "next_phase", "take_advice"},
    "Runebound2Area": {"combat", "market", "experience", "track_cards", "class_cards", "talents", "deck_builder"},
    "Runebound3Area": {"fight('toss')", "fight('strike')", "fight('shield')", "fight('take')", "fight('pass')",
                       "fight('stay')", "focus_fight", "time_spaces"},
    # The lord's switch holds for this session; its remembered setting is not written (settings are held).
    "DungeoneerArea": {"move_here", "battle", "place", "peril_roll", "draw", "next_phase", "focus_map",
                       "toggle_lord(1)", "toggle_lord(0)"},
}
#: The app's own keys a locked app keeps: help, the palette, closing the player's own app.
APP_ACTIONS = {"quit", "help_quit", "help", "command_palette"}
#: Textual's system commands a locked app keeps: they change only what this app shows, or close it.
SYSTEM_COMMANDS = {"Keys", "Maximize", "Minimize", "Quit"}
#: Palette entries (first line) a locked session may offer: its keys, the game's typed commands, and these.
FRAME_NAMES = {"Focus Next", "Focus Previous", "Copy selected text", "Undo", "Redo", "Dice", "Cite", "House rule",
               "Rules", "Reload", "Log", "Command line", "Clock", "Summary", "Home", "Help", "Past moments"}
AREA_NAMES = {
    "dice-throne": {"Damage", "Next phase", "Advice"},
    "runebound2": {"Combat", "Market", "Experience", "Track cards", "Cards", "Talents", "Decks"},
    "runebound3": {"Toss", "Strike", "Shield", "Take", "Pass", "Stay", "Board", "Time track"},
    "dungeoneer": {"Move", "Battle", "Place", "Peril", "Draw", "Next", "Map", "Lord: automatic",
                   "Lord: step by step"},
}
#: What the unlocked app offers and a locked one must not: typed into its palette, none is found.
FORBIDDEN_SEARCHES = {"hero": "Edit Dice Throne heroes", "language": "Language:", "theme": "Theme",
                      "screenshot": "Screenshot", "share": "Share", "resume": "Resume:"}
#: App actions a locked app refuses, tried by name.
FORBIDDEN_ACTIONS = ["app.edit_heroes", "app.catalogue", "app.language('ru')", "app.change_theme", "app.screenshot",
                     "app.toggle_dark", "app.pop_screen", "app.back", "app.push_screen('x')",
                     "app.switch_mode('x')", "app.suspend_process", "share", "dismiss"]
#: The screens a locked app never shows.
REFUSED_SCREENS = {"screens.home.HomeScreen", "screens.hero_editor.HeroEditor", "screens.wizard.NewSessionWizard",
                   "screens.share_screen.ShareScreen", "screens.catalogue_browser.CatalogueBrowser",
                   "screens.catalogue_editor.CatalogueEditor",
                   # A what-if branch is not the session the app is locked on (its key is refused there too).
                   "screens.branch_frame.BranchFrame", "screens.branch_frame.BranchEndDialog",
                   "screens.kept_branches_dialog.KeptBranchesDialog",
                   # They read every saved session of the machine, not only the one the app is locked on.
                   "screens.precedents_screen.PrecedentsScreen", "screens.dice_report_screen.DiceReportScreen",
                   "screens.play_stats_screen.PlayStatsScreen"}


def _every_screen_class() -> set[type[Screen]]:
    found: set[type[Screen]] = set()
    for module_info in pkgutil.walk_packages(screens.__path__, "screens."):
        module = importlib.import_module(module_info.name)
        for _name, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, Screen) and value.__module__ == module.__name__ and value.BINDINGS is not None:
                found.add(value)
    return found


def _snapshot(*folders: Path) -> dict[str, bytes]:
    """Every file under the folders, by path, with its bytes (the database is compared by its catalogue)."""
    files: dict[str, bytes] = {}
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_file() and not path.name.startswith("saves.db"):
                files[str(path)] = path.read_bytes()
    return files


@asynccontextmanager
async def locked_session(tmp_path: Path, game: str, *, locked: bool = True) -> AsyncIterator[tuple[CompanionApp, object]]:
    """The app opened on one saved session of `game`, locked as a player link opens it (or not, to compare)."""
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    store = SessionStore.open(url)
    try:
        session_id = GAMES[game](store)
        # another session in the same file (its id is the locked one's + 1): a locked app never reaches it
        store.create_session(game_id="tally", name="Someone else's game", setup=tally_setup("Ann"))
    finally:
        store.close()
    app = make_app(db_url=url, open_session=session_id) if locked else make_app(db_url=url)
    try:
        async with app.run_test(size=SIZE) as pilot:
            # A board read with sqlite3 keeps the store unopened until something needs it: these tests refuse
            # and allow what a locked app reads and writes, so the store is wanted before they start.
            app.want_store()
            for worker in list(app.workers):  # each finished; one a newer one replaced counts as done (cancelled)
                with suppress(WorkerCancelled):
                    await worker.wait()
            await pilot.pause()
            if not locked:
                app.open_session(session_id)
                await pilot.pause()
            assert type(app.screen).__name__ == "SessionFrame"
            yield app, pilot
    finally:
        if app.store is not None:
            app.store.close()


async def _palette_names(app: CompanionApp, pilot, query: str = "") -> list[str]:
    """The palette's entries (first lines) as it shows them for `query`, the palette closed after."""
    palette = await palette_opened(pilot)  # the palette gathers its hits in a worker
    if query:
        await searched(pilot, palette, query)
    names = palette.shown()
    await pilot.press("escape")
    await pilot.pause()
    return names


@pytest.fixture
def laptop_settings() -> Path:
    """The laptop's settings file, with a theme and a language remembered."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "en", "theme": "textual-dark"}) + "\n", encoding="utf-8")
    return path


async def test_the_unlocked_palette_finds_what_the_locked_one_hides(tmp_path, laptop_settings) -> None:
    """The locked palette's searches (below) would find their command in the laptop's own app: they can fail."""
    async with locked_session(tmp_path, "dice-throne", locked=False) as (app, pilot):
        for query, expected in FORBIDDEN_SEARCHES.items():
            if query == "resume":  # the home screen's, not the session's
                continue
            assert [name for name in await _palette_names(app, pilot, query) if name.startswith(expected)], query


def _binding_walk(app: CompanionApp) -> list[tuple[Widget | CompanionApp, str, str]]:
    """(namespace, key, action) of every binding the session frame answers to, its game area's included."""
    frame = app.screen
    found = [(namespace, key, binding.action) for namespace, bindings in frame._binding_chain
             for key, binding in bindings]
    area = frame.query_one("#game-area")
    found += [(area, key, binding.action) for key, binding in area._bindings]
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_the_locked_palette_offers_only_the_sessions_commands_and_every_key_is_its_own_or_refused(
        tmp_path, game, laptop_settings, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)  # where a screenshot would be written
    async with locked_session(tmp_path, game) as (app, pilot):
        # The palette offers only the session's commands.
        names = await _palette_names(app, pilot)
        assert names, "the palette lists the session's commands"
        allowed = FRAME_NAMES | AREA_NAMES[game] | SYSTEM_COMMANDS
        assert [name for name in names if name not in allowed and not name.startswith("Type: ")] == []
        for query, forbidden in FORBIDDEN_SEARCHES.items():
            assert not [name for name in await _palette_names(app, pilot, query) if name.startswith(forbidden)], query
        assert {command.title for command in app.get_system_commands(app.screen)} <= SYSTEM_COMMANDS
        # Every key of the locked session is its own or refused.
        settings_before = laptop_settings.read_bytes()
        files_before = _snapshot(tmp_path)
        heroes_before = imported_entries("dice-throne", "heroes", db=app.store)
        refused_keys = []
        for namespace, key, action in _binding_walk(app):
            state = app._check_action_state(action, namespace)
            kind = type(namespace).__name__
            if kind == "CompanionApp":
                allowed = action in APP_ACTIONS
            elif kind == "SessionFrame":
                allowed = action in FRAME_ACTIONS
            elif kind in AREA_ACTIONS:
                allowed = action in AREA_ACTIONS[kind]
            else:  # a focused widget's own editing and scrolling keys (the command line, the log)
                allowed = type(namespace).__module__.startswith(("textual.", "screens.command_line"))
            if not allowed:
                assert state is False, f"{kind} {key} {action}"
                refused_keys.append(key)
        assert "ctrl+s" in refused_keys  # sharing the session again
        for key in refused_keys:
            await pilot.press(key)
            await pilot.pause()
            assert type(app.screen).__name__ == "SessionFrame"
        for action in FORBIDDEN_ACTIONS:
            assert await app.run_action(action, app.screen) is False, action
            assert app._check_action_state(action, app.screen) is False, action
        await pilot.pause()
        assert type(app.screen).__name__ == "SessionFrame"
        # The app's own ways there refuse too, whoever calls them.
        app.open_hero_editor()
        app.open_catalogue()
        app.open_catalogue_form("dungeoneer", "monsters", name="Ghoul")
        app.switch_language("ru")
        app.new_session()
        app.open_session(app.screen.live.id + 1)
        app.open_summary(app.screen.live.id + 1)
        await pilot.pause()
        assert type(app.screen).__name__ == "SessionFrame"
        app.theme = "textual-light"  # a theme set anyway is not remembered
        await pilot.pause()
        assert laptop_settings.read_bytes() == settings_before
        assert imported_entries("dice-throne", "heroes", db=app.store) == heroes_before
        assert _snapshot(tmp_path) == files_before


def test_every_screen_class_is_either_a_session_screen_or_refused() -> None:
    """A new screen is refused in locked mode until it is named session-scoped (or among the refused)."""
    classes = {locked_mode.qualified_name(kind): kind for kind in _every_screen_class()}
    assert locked_mode.SESSION_SCREENS - {"textual.command.CommandPalette"} <= set(classes), "names that exist"
    assert REFUSED_SCREENS <= set(classes)
    mixins = {"screens.binding_refresh.ChangedBindingsOnly", "screens.layout_settling.SettledLayout",
              "screens.frame_past_moments.PastMomentsKey",
              # the session frame's jobs (screens/session/), each a base of the frame
              *(name for name in classes if name.startswith("screens.session."))}  # bases, never shown themselves
    assert set(classes) - mixins == (locked_mode.SESSION_SCREENS - {"textual.command.CommandPalette"}) | REFUSED_SCREENS
    assert not any(locked_mode.allowed_screen(classes[name]) for name in REFUSED_SCREENS | mixins)


def test_every_key_of_a_session_screen_is_a_session_action() -> None:
    """The keys of every screen a locked app may show: closing it, moving in it, or acting on the session."""
    session_actions = {"close", "cancel", "confirm", "back", "focus_search", "focus_results", "app.help",
                       "roll_for_me", "draw_for_me", "apply", "check",
                       "keymap_names",  # the help: the names keymap.json uses beside the keys, shown or hidden (reading)
                       "instead",  # the card tray: what the game allows instead of the card (ending solo peril draws)
                       # the choice dialog: an option by its number, the arrows between options
                       *(f"pick({digit})" for digit in "123456789"), "move(1)", "move(-1)",
                       # the timeline of past moments: moving along it (read-only); its branch and kept branches
                       # keys are refused in a locked app (TimelineScreen.check_action, test below)
                       "step(-1)", "step(1)", "step(-10)", "step(10)", "first", "last", "go_to", "branch", "kept"}
    for kind in _every_screen_class():
        if not locked_mode.allowed_screen(kind) or kind.__name__ in ("SessionFrame", "PastMomentsKey"):
            continue
        if kind.__name__ == "LocalizedCommandPalette":
            continue  # Textual's palette in the player's words: its keys move in its list, as Textual's own do
        for binding in kind.BINDINGS:
            if (locked_mode.qualified_name(kind), binding.action) in locked_mode.REFUSED_SCREEN_ACTIONS:
                continue  # refused on that screen in a locked app (the test below shows the rules browser's f4)
            assert binding.action in session_actions, f"{kind.__name__}: {binding.action}"


def test_a_locked_app_refuses_the_rules_browsers_precedents_and_the_machine_wide_reports() -> None:
    """Precedents, stats across games and the honest dice read every saved session: not through a player link."""
    assert ("screens.rules_browser.RulesBrowser", "precedents") in locked_mode.REFUSED_SCREEN_ACTIONS
    for name in ("screens.precedents_screen.PrecedentsScreen", "screens.dice_report_screen.DiceReportScreen",
                 "screens.play_stats_screen.PlayStatsScreen"):
        assert name not in locked_mode.SESSION_SCREENS


async def test_screens_a_locked_app_refuses_are_not_shown_even_when_pushed(tmp_path, laptop_settings) -> None:
    from screens.hero_editor import HeroEditor
    from screens.home import HomeScreen
    from screens.wizard import NewSessionWizard

    async with locked_session(tmp_path, "dice-throne") as (app, pilot):
        from screens.catalogue_browser import CatalogueBrowser

        for screen in (HeroEditor(), HomeScreen(), NewSessionWizard(), CatalogueBrowser()):
            app.push_screen(screen)
            await pilot.pause()
            assert type(app.screen).__name__ == "SessionFrame", type(screen).__name__
        assert await app.push_screen(HeroEditor(), wait_for_dismiss=True) is None


async def test_the_hero_editor_refuses_to_save_in_a_locked_app(tmp_path, laptop_settings) -> None:
    """Defence in depth: were the editor shown anyway, its save writes nothing to the catalogue."""
    from screens.hero_editor import HeroEditor

    async with locked_session(tmp_path, "dice-throne") as (app, pilot):
        before = imported_entries("dice-throne", "heroes", db=app.store)
        editor = HeroEditor()
        await super(CompanionApp, app).push_screen(editor)  # past the app's own refusal
        await pilot.pause()
        await editor.action_save()
        await pilot.pause()
        assert imported_entries("dice-throne", "heroes", db=app.store) == before
        assert "player link" in str(editor.query_one("#editor-error").render())


async def test_a_locked_app_writes_no_setting_even_when_a_screen_asks(tmp_path, laptop_settings) -> None:
    """Dungeoneer's lord switch holds for the session but is not remembered: settings are held."""
    async with locked_session(tmp_path, "dungeoneer") as (app, pilot):
        before = laptop_settings.read_bytes()
        area = app.screen.query_one("#game-area")
        lord = area.lord_automatic
        await area.run_action("toggle_lord(1)" if lord else "toggle_lord(0)")
        await pilot.pause()
        assert area.lord_automatic is not lord
        assert laptop_settings.read_bytes() == before
    assert not settings_held()  # the hold ends with the app: the laptop's own app writes its settings


async def test_a_locked_app_shows_past_moments_but_starts_no_branch(tmp_path, laptop_settings) -> None:
    async with locked_session(tmp_path, "dice-throne") as (app, pilot):
        await pilot.press("f2")
        await until(pilot, lambda: type(app.screen).__name__ == "TimelineScreen" and app.screen.is_mounted,
                    "the past moments")
        assert app._check_action_state("branch", app.screen) is False
        assert app._check_action_state("kept", app.screen) is False
        await pilot.press("b")
        await pilot.pause()
        assert type(app.screen).__name__ == "TimelineScreen"


@pytest.mark.parametrize("wait", ["_settle_after", "_give_early_keys"])
async def test_keys_held_until_the_board_is_shown_reach_it_even_when_the_wait_for_it_is_cancelled(
        tmp_path, laptop_settings, wait) -> None:
    """The locked app holds the keys typed before its board is shown and gives them to it once mounted (a board read
    with sqlite3: `_settle_after`; one opened through the store: `_give_early_keys`). A wait cancelled before that
    (as a worker of this test's Dungeoneer case once was, f4a9ecf9) held every later key for good: ctrl+p never
    showed the palette. Here a board's mounting that never ends stands for the wait cut short."""
    import asyncio

    from textual.command import CommandPalette

    url = f"sqlite:///{tmp_path / 'saves.db'}"
    store = SessionStore.open(url)
    try:
        session_id = GAMES["dungeoneer"](store)
    finally:
        store.close()
    app = make_app(db_url=url, open_session=session_id)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app._early_keys is None,
                    "the board shown and given the keys typed before it")
        app._early_keys = []  # a board being shown: keys are held for it
        never_mounted = asyncio.get_running_loop().create_future()
        shown = (app.screen,) if wait == "_settle_after" else ()  # the board whose drawing it then waits for
        waiting = app.run_worker(getattr(app, wait)(never_mounted, *shown), name="the wait cut short", group="test")
        await pilot.press("ctrl+p")
        assert [key.key for key in app._early_keys or []] == ["ctrl+p"]  # held
        waiting.cancel()
        await until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette, from the key held")
    if app.store is not None:
        app.store.close()
