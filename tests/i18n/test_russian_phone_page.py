"""The page phones see, in Russian: the spectator board, its live-update words, the refusal and the player page.

The page speaks the interface's language of the app serving it and says so in `<html lang>`; the
game's own words (turn, phase, seats, the last ruling, the log) are the engine's messages rendered
in that language.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import aiohttp
import pytest

from companion.services.i18n import translate, use_language
from companion.services.sharing.server import ShareServer
from companion.services.sharing.spectator_page import render_page, render_refusal
from companion.services.sharing.spectator_view import spectator_view
from companion.services.sharing.tokens import Access
from tests.sharing.helpers import act, dice_throne_controller, serving

ENGLISH_WORDS = ("Watching (read-only)", "connecting…", "Last ruling", "Log (newest first)", "(acting)",
                 "connection lost", "Allowed:")


@pytest.fixture
async def shared() -> AsyncIterator[tuple[ShareServer, object]]:
    async with serving(max_connections=4) as served:
        yield served


async def test_the_spectator_page_in_russian(shared) -> None:
    server, controller = shared
    act(controller, "roll-off [dice: 6 1]")
    use_language("ru")
    async with aiohttp.ClientSession() as client, client.get(server.link(Access.SPECTATOR, "127.0.0.1")) as response:
        page = await response.text()
    assert response.status == 200
    assert '<html lang="ru">' in page
    assert "Просмотр (только чтение)" in page and "подключение…" in page and "Последнее решение" in page
    assert "Журнал (сначала новые)" in page and "(ходит)" in page and 'class="verdict Allowed">Разрешено:' in page
    assert 'const LIVE = "в эфире";' in page and "связь потеряна" in page
    view = controller.game.view(controller.state)
    assert translate(view.turn) in page and translate(view.turn) != str(view.turn)  # the game's words in Russian
    ruling = controller.session.last_ruling
    assert translate(ruling.message) in page and translate(ruling.message) != str(ruling.message)
    assert not [word for word in ENGLISH_WORDS if word in page]


async def test_a_refused_link_and_the_player_page_in_russian(shared) -> None:
    server, _controller = shared
    use_language("ru")
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as client:
        async with client.get(f"http://127.0.0.1:{server.port}/s/wrong-token") as refused:
            refusal = await refused.text()
        async with client.get(server.link(Access.PLAYER, "127.0.0.1")) as player:
            player_page = await player.text()
    assert refused.status == 403 and '<html lang="ru">' in refusal and "Эта ссылка недействительна" in refusal
    assert player.status == 200 and '<html lang="ru">' in player_page
    assert "Связь с ноутбуком за столом потеряна" in player_page and "Перезагрузите страницу" in player_page


def test_the_english_page_is_unchanged() -> None:
    with dice_throne_controller() as controller:
        act(controller, "roll-off [dice: 6 1]")
        session = controller.session
        page = render_page(spectator_view("Friday", controller.game, controller.state, session.last_ruling,
                                          session.entries))
    assert '<html lang="en">' in page and "Watching (read-only) · <span id=\"link\">connecting…</span>" in page
    assert "<h2>Last ruling</h2>" in page and 'const LIVE = "live";' in page
    assert "<title>Not shared</title>" in render_refusal() and '<html lang="en">' in render_refusal()
