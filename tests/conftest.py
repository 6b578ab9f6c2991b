"""Shared fixtures: where the rulebooks are, isolated data folders, a session store on a fresh file,
Dungeoneer registered for one test."""

from __future__ import annotations

import os
import sys
import tempfile

# The suite compiles the app's modules once and keeps them, as bench/bytecode.py does for the benchmarks:
# with PYTHONDONTWRITEBYTECODE=1 (as on the project's machines) each xdist worker and every app the tests start
# as a real process would compile the ~540 modules again (about a second of CPU each time). Set before the
# app is imported below; the children of the tests inherit it.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

import gc  # noqa: E402 - after the bytecode setting above, on purpose

# The cyclic collector, at its default thresholds, took a fifth to a third of the suite's CPU: every test builds
# Textual apps (cyclic object graphs by the thousand), and each collection of the oldest generation walks every
# object the process holds, the imported app and all. Measured on tests/tui/test_boards_fit.py and
# tests/dungeoneer/test_screens_card_tray.py in one process: 72.7 s of CPU, 21.2 s of it collecting (7,312
# collections, 17.0 s in the oldest generation), 195 MB at most; with these thresholds 60.2 s, 9.1 s collecting
# (368 collections), 200 MB. Garbage is still collected, only in larger batches; the tests' own processes (apps
# started as real programs) keep the interpreter's defaults.
gc.set_threshold(10_000, 10, 10)

from collections.abc import Iterator  # noqa: E402 - after the bytecode setting above, on purpose
from typing import Any  # noqa: E402 - after the bytecode setting above, on purpose
from pathlib import Path  # noqa: E402 - after the bytecode setting above, on purpose

import pytest  # noqa: E402 - after the bytecode setting above, on purpose
from hypothesis import HealthCheck, settings  # noqa: E402 - after the bytecode setting above, on purpose

from companion.services.store import SessionStore  # noqa: E402 - after the bytecode setting above, on purpose
from rules_engine.dungeoneer.game import GAME as DUNGEONEER  # noqa: E402 - after the bytecode setting above, on purpose
from rules_engine.games import all_games, register_game, unregister_game  # noqa: E402 - after the bytecode setting above, on purpose
from tests.support.fresh_store import fresh_store_file, migrated_empty_database  # noqa: E402 - after the bytecode setting above, on purpose
from tests.support.hung_tests import pytest_pyfunc_call, pytest_timeout_set_timer  # noqa: E402, F401 - hooks, put in place by their names here
from tests.support.parsed_stylesheets import share_parsed_stylesheets  # noqa: E402 - after the bytecode setting above, on purpose
from tests.support.rewritten_once import rewrite_this_workers_share  # noqa: E402 - after the bytecode setting above, on purpose

# Hypothesis times each example (a 200 ms deadline) and the drawing of the first ones (the too_slow health check),
# in wall-clock time: on a loaded machine a test then fails for the machine's sake (DeadlineExceeded, Flaky,
# FailedHealthCheck) with nothing wrong. The suite has no timed assertions; what a test costs is counted, or measured
# by the benchmarks. Loaded before any test module, so every `@settings(...)` inherits it (those that name their own
# health checks name too_slow as well).
settings.register_profile("untimed", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("untimed")

REPO = Path(__file__).resolve().parents[1]
#: The rulebooks folder the user or CI named before the session started. Read once, here: the autouse
#: fixture below clears the variable for every test, so the product under test never reads it by surprise.
RULEBOOKS_FROM_ENVIRONMENT = os.environ.get("COMPANION_RULEBOOKS")


def rulebooks_dir() -> Path | None:
    """The rulebooks folder named by COMPANION_RULEBOOKS when the session started, else the shared
    rulebooks folder (../shared/rulebooks beside the checkout), if present."""
    env = RULEBOOKS_FROM_ENVIRONMENT
    candidates = [Path(env)] if env else []
    candidates.append(REPO.parent / "shared" / "rulebooks")
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return None


@pytest.fixture
def rulebooks() -> Path:
    """The rulebooks folder, or skip with the reason when it is absent."""
    found = rulebooks_dir()
    if found is None:
        pytest.skip("../shared/rulebooks is absent: locators cannot be checked against the books")
    return found


@pytest.fixture(scope="session")
def _data_dirs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder in which each test's own data folder is made (one per test process)."""
    return tmp_path_factory.mktemp("companion-data")


@pytest.fixture(autouse=True)
def _isolated_data_dir(_data_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never touch the real user data folder from a test: each test has an empty data folder of its own.

    Made with `tempfile.mkdtemp` in one folder of the session's, not with `tmp_path_factory.mktemp`: that numbers its
    folders by listing every folder already in the session's temporary folder, so each test listed the data folders of
    every test before it on its worker (4,000 and more by the end of a run), 11 ms a test by then and about a minute
    of the whole suite's CPU; mkdtemp picks a fresh name without listing."""
    monkeypatch.setenv("COMPANION_DATA_DIR", tempfile.mkdtemp(prefix="test-", dir=_data_dirs))
    for name in ("COMPANION_DB", "COMPANION_RULEBOOKS"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(autouse=True)
def _english_unless_a_test_asks():
    """Each test starts in English and leaves English behind: the interface language is one process-wide
    setting, and a test that switched to Russian must not decide the words of the next test on its worker."""
    from companion.services.i18n import current_language, use_language

    if current_language() != "en":
        use_language("en")
    yield
    if current_language() != "en":
        use_language("en")


@pytest.fixture(autouse=True, scope="session")
def _css_parsed_once() -> Iterator[None]:
    """Each Textual CSS text is parsed once per test process, not once per app (tests/support/parsed_stylesheets.py)."""
    with share_parsed_stylesheets():
        yield


@pytest.fixture(scope="session")
def _session_patches() -> Iterator[pytest.MonkeyPatch]:
    """Patches that hold for every test of the process, made once and undone when the session ends. The autouse
    fixtures below were function-scoped, patching and unpatching the same attributes around each of the ~8,700 tests;
    a test's own `monkeypatch` still changes any of them for that test alone, and is undone back to these."""
    with pytest.MonkeyPatch.context() as patches:
        yield patches


@pytest.fixture(autouse=True, scope="session")
def _keys_act_at_pilot_speed(_session_patches: pytest.MonkeyPatch) -> None:
    """The Pilot presses keys faster than anyone types: without this, the home screen would take the
    keys a test presses right after a screen change for type-ahead meant for the screen that closed
    (`screens.typeahead.BurstGuard`) and drop them. A test about that guard sets its own quiet time."""
    from screens.home import HomeScreen

    _session_patches.setattr(HomeScreen, "TYPEAHEAD_QUIET_SECONDS", 0.0)


@pytest.fixture(autouse=True, scope="session")
def _a_pause_handles_what_is_waiting(_session_patches: pytest.MonkeyPatch) -> None:
    """`pilot.pause()` ends once no message is left waiting in the app or its screen, however loaded the machine
    (tests/support/pilot_waits.pause_until_handled): Textual's own pause may end halfway through a chain of messages
    when the process was kept waiting, and the test then looks at the app between two states."""
    from textual.pilot import Pilot

    from tests.support.pilot_waits import pause_until_handled

    _session_patches.setattr(Pilot, "pause", pause_until_handled(Pilot.pause))


@pytest.fixture(autouse=True, scope="session")
def _idle_seen_not_slept_for(_session_patches: pytest.MonkeyPatch) -> None:
    """The Pilot's wait for an idle app (each pause, twice each key pressed, the snapshots' screenshot) ends when the
    event loop has nothing left to run and no timer due within Textual's 20 ms slice, instead of sleeping slices of
    20 ms until one used under a millisecond of CPU (tests/support/settled_waits.py): most of a Pilot test's time was
    those sleeps. A worker thread running still gets Textual's own wait. Before a click or a key the wait also lets the
    button it goes to stop showing its last press: a button ignores both while it shows one (tests/support/press_effects.py)."""
    import textual.app
    import textual.pilot
    from textual.pilot import Pilot

    from tests.support.press_effects import after_press_effects, keys_after_press_effects, settled_for_keys
    from tests.support.settled_waits import settled

    _session_patches.setattr(textual.pilot, "wait_for_idle", settled)
    _session_patches.setattr(textual.app, "wait_for_idle", settled_for_keys)
    for name in ("click", "mouse_down", "mouse_up"):
        _session_patches.setattr(Pilot, name, after_press_effects(getattr(Pilot, name)))
    _session_patches.setattr(Pilot, "press", keys_after_press_effects(Pilot.press))


#: How long a notification lasts in a test (seconds): longer than any test.
NOTIFICATION_SECONDS_IN_TESTS = 3600.0


@pytest.fixture(autouse=True, scope="session")
def _notifications_last_the_whole_test(_session_patches: pytest.MonkeyPatch) -> None:
    """A notification leaves the app's list (`App._notifications`, which tests read) and the screen once its timeout
    has passed in wall-clock time, 5 to 8 seconds: on a loaded machine a test can take that long between the notice
    and its check, and would find it gone. In tests a notification stays until the test clears it or ends; none
    checks how long one is shown."""
    from textual.app import App

    notify = App.notify

    def lasting(self: App, message: str, *, title: str = "", severity: Any = "information",
                timeout: float | None = None, markup: bool = True) -> None:
        notify(self, message, title=title, severity=severity, timeout=NOTIFICATION_SECONDS_IN_TESTS, markup=markup)

    _session_patches.setattr(App, "notify", lasting)


@pytest.fixture(scope="session")
def migrated_store_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty session database brought to the schema's head once per test process: a `store` fixture
    copies it rather than running every migration again (tests/support/fresh_store.py)."""
    return migrated_empty_database(tmp_path_factory.mktemp("migrated-store") / "sessions.db")


@pytest.fixture
def store(tmp_path: Path, migrated_store_file: Path) -> Iterator[SessionStore]:
    """A session store on a fresh SQLite file (a module or folder with seeded stores defines its own)."""
    opened = SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / "sessions.db"))
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def dungeoneer_registered() -> Iterator[None]:
    """Dungeoneer registered for one test (and left as it was found)."""
    was_registered = any(game.id == DUNGEONEER.id for game in all_games())
    register_game(DUNGEONEER)
    try:
        yield
    finally:
        if not was_registered:
            unregister_game(DUNGEONEER.id)


@pytest.hookimpl(tryfirst=True)
def pytest_collection(session: pytest.Session) -> None:
    """Before a worker collects, it rewrites the asserts of its share of the test modules (tests/support/rewritten_once.py):
    on a fresh checkout the two workers then rewrite each module once between them, not once each."""
    rewrite_this_workers_share(session.config)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests marked `slow` run first, each group in its usual order. xdist's `load` distribution hands tests out in
    the collected order, so a slow test collected late (tests/tui is the last folder) would start when the other
    worker has little left to do, and the run would end with one worker idle while it finishes alone; started first,
    the slow tests share the two workers and the short ones fill in around them. Every worker collects the same
    order, as xdist requires."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What the collection left alive (every test module and the app they import, the ~8,700 collected tests, their
    marks and parameters) is collected once and then frozen out of the cyclic collector's passes (`gc.freeze()`), as
    the app freezes what lives at its first frame and at a board's opening. Until a test process had opened its first
    board, each full pass walked all of it: 8 such passes at the start of a run took 30 s of wall time (load 12) in
    tests that open no board at all (the rule coverage and marked-text readings, the first games from the box). A test
    or the app that unfreezes (a board closed, the collector's own tests) hands it back to the collector as before."""
    gc.collect()
    gc.freeze()
