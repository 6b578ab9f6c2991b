"""SVG snapshots of the home screen, the new-session wizard, the rules browser and the share screen (80x24);
the session frame's are in the snapshot matrix (test_snapshot_matrix.py)."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Input, Select

import itertools

from companion.services.sharing import session_share, tokens
from companion.services.store import SessionStore
from screens.wizard import NewSessionWizard
from tests.support.footer_waits import until_the_footer_fits
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE
from tests.tui.snapshot_apps import empty_home, home_with_sessions


def test_home_with_sessions(snap_compare, store: SessionStore) -> None:
    assert snap_compare(home_with_sessions(store), terminal_size=SIZE)


def test_home_first_time(snap_compare, store: SessionStore) -> None:
    assert snap_compare(empty_home(store), terminal_size=SIZE)


def test_new_session_wizard(snap_compare, store: SessionStore) -> None:
    async def choose_tally(pilot: Pilot) -> None:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(pilot.app.screen, NewSessionWizard)
                    and bool(pilot.app.screen.query("#player-1")), "the wizard shown")
        # Choose the test game explicitly: the first game by title depends on which games are installed.
        pilot.app.screen.query_one("#game", Select).value = "tally"
        await pilot.pause()
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False  # a loaded machine would catch a blinking cursor on or off
        pilot.app.screen.query_one("#player-1").focus()
        await pilot.press(*"Ania")
        await until(pilot, lambda: pilot.app.screen.query_one("#player-1", Input).value == "Ania", "the name typed")
        await until_the_footer_fits(pilot, pilot.app.screen)

    assert snap_compare(empty_home(store), terminal_size=SIZE, run_before=choose_tally)


def test_rules_browser(snap_compare, store: SessionStore) -> None:
    async def open_tally_rules(pilot: Pilot) -> None:
        # Only the test game's rules, so the picture does not change as games add rules.
        pilot.app.open_rules(rule_id="tally.points", game="tally")
        await pilot.pause()

    assert snap_compare(empty_home(store), terminal_size=SIZE, run_before=open_tally_rules)


def test_share_screen(snap_compare, store: SessionStore, monkeypatch) -> None:
    """Shared on this machine with fixed tokens: the QR code, both links and the keys fit 80x24."""
    fixed = itertools.cycle(["W" * 32, "P" * 32])
    monkeypatch.setattr(tokens.secrets, "token_urlsafe", lambda _bytes: next(fixed))
    monkeypatch.setattr(session_share, "DEFAULT_PORT", 0)

    async def share_locally(pilot: Pilot) -> None:
        await pilot.press("down", "enter")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        share = pilot.app.screen.share
        share.server.port = 8765  # the picture shows the usual port whatever port the test got
        pilot.app.screen.show_status()
        await pilot.pause()

    assert snap_compare(home_with_sessions(store), terminal_size=SIZE, run_before=share_locally)
