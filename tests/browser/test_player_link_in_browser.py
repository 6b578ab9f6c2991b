"""The player link in a real browser (Debian's Chromium, headless, driven by Playwright) stays in its session.

A phone opens the player link of a saved Dice Throne match: the companion itself runs for it, locked on
that session. Its command palette finds no hero editor, no language and no theme ("No matches found"),
and the laptop's settings file and catalogue are byte for byte as they were. The palette's own "No matches found" shows that the typed
keys did reach the app. The screen is read from the terminal output the page receives over its socket.

They skip, saying why, where Chromium is not installed (`.ci/run` installs Debian's `chromium`).
"""

from __future__ import annotations

import asyncio
import json
import re
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cards_db.store import imported_entries
from companion.services.settings import settings_path
from companion.services.sharing.server import ShareServer
from companion.services.sharing.session_share import player_command
from companion.services.sharing.tokens import Access, ShareTokens
from companion.services.store import SessionStore
from tests.support.whole_games import DICE_THRONE_SETUP, play_whole_game

playwright = pytest.importorskip("playwright.async_api", reason="the test extra's playwright is not installed")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install chromium)")

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TABLET = {"width": 1024, "height": 768}
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]")
SESSION_NAME = "Phone game"
#: The first entry of either provider of the palette's list of every command (its order varies with
#: which provider answers first): the session's keys, or Textual's own commands.
EVERY_COMMAND = ("Focus Next", "Show help for the focused widget")
#: Seconds the served app may take to draw its first board on a loaded machine (a bound, not a measure).
START_LIMIT = 90


class Screen:
    """The text of everything the app sent to the page (escape sequences removed)."""

    def __init__(self) -> None:
        self.text = ""

    def received(self, payload: str | bytes) -> None:
        raw = payload.decode("utf-8", "replace") if isinstance(payload, bytes) else payload
        self.text += ANSI.sub("", raw)

    async def shows(self, *words: str, limit: float = 20) -> bool:
        """True once the page has received any of `words` (False after `limit` seconds)."""
        for _round in range(int(limit * 10)):
            if any(each in self.text for each in words):
                return True
            await asyncio.sleep(0.1)
        return any(each in self.text for each in words)


async def palette_opened(page: object, screen: Screen) -> bool:
    """Press ctrl+p until the palette and its list of every command show.

    A press while the palette is opening is ignored, and what is drawn once is not drawn again, so
    everything received since the first press counts. The list is gathered after the palette's input
    has the focus: keys typed before that would go to the session's command line behind it.
    """
    screen.text = ""
    for _attempt in range(6):
        await page.keyboard.press("Control+p")
        if await screen.shows("Search for commands", limit=5):
            return await screen.shows(*EVERY_COMMAND, limit=30)
    return False


@pytest.fixture
async def browser() -> AsyncIterator[object]:
    async with playwright.async_playwright() as driver:
        launched = await driver.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            yield launched
        finally:
            await launched.close()


@pytest.fixture
async def player_link(tmp_path: Path) -> AsyncIterator[tuple[str, SessionStore]]:
    """A saved match shared with a player link on loopback; the laptop's settings file written."""
    settings = settings_path()
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps({"language": "en", "theme": "textual-dark"}) + "\n", encoding="utf-8")
    store = SessionStore.open(f"sqlite:///{tmp_path / 'laptop.db'}")
    try:
        controller, _ = play_whole_game(store, "dice-throne", {**DICE_THRONE_SETUP, "name": SESSION_NAME}, [])
        tokens = ShareTokens()
        tokens.issue(Access.PLAYER)
        server = ShareServer(None, tokens, player_command=player_command(store.url, controller.session.id))
        await server.start("127.0.0.1", 0)
        try:
            yield server.link(Access.PLAYER, "127.0.0.1"), store
        finally:
            await server.stop()
    finally:
        store.close()


async def test_the_player_links_palette_has_no_hero_editor_language_or_theme(browser, player_link) -> None:
    link, store = player_link
    settings_before = settings_path().read_bytes()
    heroes_before = imported_entries("dice-throne", "heroes", db=store)
    screen = Screen()
    page = await browser.new_page(viewport=TABLET)
    page.on("websocket", lambda socket: socket.on("framereceived", screen.received))
    response = await page.goto(link)
    assert response.status == 200
    assert await screen.shows(SESSION_NAME, limit=START_LIMIT), "the served app drew its session"
    await page.click("#terminal")

    assert await palette_opened(page, screen), "the palette opened on the phone"
    # The laptop's own app finds each (tests/tui/test_locked_app.py); the palette matches letters in
    # order, so a bare "hero" or "theme" also finds the session's own commands that mention heroes.
    for query in ("edit dice throne heroes", "language", "change theme"):
        screen.text = ""
        await page.keyboard.type(query)
        # The app's own answer to the typed query: the keys reached it, and it has no such command.
        assert await screen.shows("No matches found"), query
        assert "Edit Dice Throne heroes" not in screen.text and "Language:" not in screen.text
        assert "Change the current theme" not in screen.text
        screen.text = ""
        for _letter in query:
            await page.keyboard.press("Backspace")
        # The empty query lists every command again: only then the next query, so that its "No matches
        # found" is drawn anew.
        assert await screen.shows(*EVERY_COMMAND), query

    assert settings_path().read_bytes() == settings_before
    assert imported_entries("dice-throne", "heroes", db=store) == heroes_before
