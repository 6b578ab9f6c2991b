"""The spectator page in a real browser (Debian's Chromium, headless, driven by Playwright).

A phone at 390x844 and a laptop at 1280x800 open the spectator link; an action played through the
controller (as the TUI plays it) shows on the page within a second; links without a token or with
a revoked one show nothing; a spectator's attempt to act changes nothing. Screenshots of both sizes
are saved under the test's temporary folder, or into docs/images with UPDATE_SCREENSHOTS=1.

Run them with the rest of the suite; they skip, saying why, where Chromium is not installed
(`.ci/run` installs Debian's `chromium` when it is missing).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from companion.services.sharing.server import ShareServer
from companion.services.sharing.tokens import Access, ShareTokens
from tests.sharing.helpers import act, dice_throne_controller, feed_of

playwright = pytest.importorskip("playwright.async_api", reason="the test extra's playwright is not installed")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install chromium)")

#: Flags for a headless Chromium on a closed network (no background connections, no sandbox as root).
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}
DOCS_IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images"


@pytest.fixture
async def browser() -> AsyncIterator[object]:
    async with playwright.async_playwright() as driver:
        launched = await driver.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            yield launched
        finally:
            await launched.close()


@pytest.fixture
async def shared() -> AsyncIterator[tuple[ShareServer, object]]:
    with dice_throne_controller() as controller:
        tokens = ShareTokens()
        tokens.issue(Access.SPECTATOR)
        server = ShareServer(feed_of(controller), tokens)
        await server.start("127.0.0.1", 0)
        try:
            yield server, controller
        finally:
            await server.stop()


def screenshot_path(tmp_path: Path, name: str) -> Path:
    if os.environ.get("UPDATE_SCREENSHOTS"):
        DOCS_IMAGES.mkdir(parents=True, exist_ok=True)
        return DOCS_IMAGES / name
    return tmp_path / name


@pytest.mark.parametrize(("size", "name"), [(PHONE, "spectator-phone.png"), (LAPTOP, "spectator-laptop.png")])
async def test_the_spectator_page_follows_the_table_live(browser, shared, size, name, tmp_path) -> None:
    server, controller = shared
    page = await browser.new_page(viewport=size)
    response = await page.goto(server.link(Access.SPECTATOR, "127.0.0.1"))
    assert response.status == 200
    await page.wait_for_function("document.getElementById('link').textContent === 'live'", timeout=5000)
    # Readable on a phone without zooming: nothing wider than the screen, large enough text.
    assert await page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    assert await page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)") >= 16
    assert await page.locator("#ruling").count() == 0

    act(controller, "roll-off [dice: 6 1]")
    server.changed()
    await page.wait_for_selector("#ruling", timeout=1000)  # within a second of the action
    assert "Ann" in await page.inner_text("#ruling")
    assert await page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    await page.screenshot(path=str(screenshot_path(tmp_path, name)), full_page=False)


async def test_without_the_token_the_browser_sees_nothing(browser, shared) -> None:
    server, _controller = shared
    page = await browser.new_page(viewport=PHONE)
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    wrong = await page.goto(link[: -4] + "AAAA")
    assert wrong.status == 403 and "Ann" not in await page.content()
    server.tokens.revoke(Access.SPECTATOR)
    revoked = await page.goto(link)
    assert revoked.status == 403 and "Ann" not in await page.content()


async def test_a_spectator_cannot_act_from_the_page(browser, shared) -> None:
    server, controller = shared
    page = await browser.new_page(viewport=PHONE)
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    await page.goto(link)
    before = len(controller.session.entries)
    statuses = await page.evaluate(
        """async (link) => {
            const answers = [];
            for (const method of ['POST', 'PUT', 'DELETE']) {
                answers.push((await fetch(link, {method, body: method === 'DELETE' ? null : 'roll-off'})).status);
            }
            return answers;
        }""", link)
    assert all(status in (403, 405) for status in statuses)
    assert len(controller.session.entries) == before
