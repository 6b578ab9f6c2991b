"""The share server over real HTTP: tokens, origins, live spectator updates, capacity, bind failures."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator

import aiohttp
import pytest

from companion.services.sharing.guard import PLAYER_COOKIE
from companion.services.sharing.server import ShareError, ShareServer
from companion.services.sharing.session_share import player_command
from companion.services.store import SessionStore
from companion.services.sharing.tokens import Access, ShareTokens
from tests.sharing.helpers import act, serving
from tests.support.whole_games import DICE_THRONE_SETUP, play_whole_game


@pytest.fixture
async def shared() -> AsyncIterator[tuple[ShareServer, object]]:
    async with serving(max_connections=2) as served:
        yield served


def base(server: ShareServer) -> str:
    return f"http://127.0.0.1:{server.port}"


async def test_the_spectator_link_shows_the_board_for_a_phone(shared) -> None:
    server, _controller = shared
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    async with aiohttp.ClientSession() as client, client.get(link) as response:
        page = await response.text()
    assert response.status == 200
    assert 'name="viewport" content="width=device-width, initial-scale=1"' in page
    assert "Friday &lt;b&gt;&amp;" in page and "<b>&" not in page  # names are text, never markup
    assert "Ann" in page and "Bob" in page


@pytest.mark.parametrize("path", ["/", "/s/", "/s/wrong-token", "/static/js/textual.js", "/play/", "/play/ws"])
async def test_without_a_valid_token_nothing_of_the_game_is_served(shared, path: str) -> None:
    server, _controller = shared
    async with aiohttp.ClientSession() as client, client.get(base(server) + path) as response:
        body = await response.text()
    assert response.status in (403, 404)
    assert "Ann" not in body and "Friday" not in body


async def test_a_token_opens_only_its_own_kind_of_link(shared) -> None:
    server, _controller = shared
    player = server.tokens.token(Access.PLAYER)
    async with aiohttp.ClientSession() as client, client.get(f"{base(server)}/s/{player}") as response:
        assert response.status == 403


async def test_a_revoked_token_opens_nothing_at_once(shared) -> None:
    server, _controller = shared
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    server.tokens.revoke(Access.SPECTATOR)
    async with aiohttp.ClientSession() as client, client.get(link) as response:
        body = await response.text()
    assert response.status == 403 and "Ann" not in body


async def test_a_request_from_another_site_is_refused_whatever_its_token(shared) -> None:
    server, _controller = shared
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    async with aiohttp.ClientSession() as client:
        async with client.get(link, headers={"Origin": "http://evil.example"}) as response:
            assert response.status == 403
        async with client.get(link, headers={"Origin": base(server)}) as response:
            assert response.status == 200


async def test_a_spectator_cannot_act(shared) -> None:
    server, controller = shared
    before = len(controller.session.entries)
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    async with aiohttp.ClientSession() as client:
        for method in ("POST", "PUT", "DELETE"):
            async with client.request(method, link, data="roll-off") as response:
                assert response.status in (403, 405)
    assert len(controller.session.entries) == before


async def read_event(stream: aiohttp.StreamReader) -> str:
    lines = []
    while True:
        line = (await stream.readline()).decode()
        if line == "\n":
            return "\n".join(lines)
        lines.append(line.removeprefix("data: ").rstrip("\n"))


async def test_an_action_reaches_the_spectator_within_a_second(shared) -> None:
    server, controller = shared
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    async with aiohttp.ClientSession() as client, client.get(link + "/events") as response:
        first = await asyncio.wait_for(read_event(response.content), 1)
        assert "Last ruling" not in first
        act(controller, "roll-off [dice: 6 1]")
        server.changed()
        second = await asyncio.wait_for(read_event(response.content), 1)
    assert "Last ruling" in second and second != first


async def test_connections_beyond_the_cap_are_turned_away(shared) -> None:
    server, _controller = shared
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    async with aiohttp.ClientSession() as client:
        open_streams = [await client.get(link + "/events") for _ in range(2)]
        for stream in open_streams:
            await asyncio.wait_for(read_event(stream.content), 1)
        async with client.get(link + "/events") as third:
            assert third.status == 503
        for stream in open_streams:
            stream.close()


async def test_the_player_link_sets_its_cookie_and_serves_the_app_page(shared) -> None:
    server, _controller = shared
    link = server.link(Access.PLAYER, "127.0.0.1")
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as client:  # an IP host
        async with client.get(link, allow_redirects=False) as response:
            assert response.status == 302 and response.headers["Location"] == "/play/"
            assert PLAYER_COOKIE in response.cookies
        async with client.get(link) as page:  # follows to /play/ with the cookie
            body = await page.text()
    assert page.status == 200 and 'name="viewport"' in body and "/play/ws" in body


async def test_the_players_socket_refuses_a_foreign_origin(shared) -> None:
    server, _controller = shared
    token = server.tokens.token(Access.PLAYER)
    async with aiohttp.ClientSession(cookies={PLAYER_COOKIE: token}) as client:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(base(server) + "/play/ws", origin="http://evil.example")
    assert refused.value.status == 403


async def test_a_port_in_use_is_one_clear_sentence() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        server = ShareServer(None, ShareTokens())
        with pytest.raises(ShareError, match=f"port {port} is already in use"):
            await server.start("127.0.0.1", port)
    assert not server.running


async def test_an_address_this_machine_lacks_is_one_clear_sentence() -> None:
    server = ShareServer(None, ShareTokens())
    with pytest.raises(ShareError, match="no such address"):
        await server.start("192.0.2.254", 0)


@pytest.mark.parametrize("port", [-1, 65536, 99999])
async def test_a_port_out_of_range_is_refused(port: int) -> None:
    with pytest.raises(ShareError, match="out of range"):
        await ShareServer(None, ShareTokens()).start("127.0.0.1", port)


async def test_a_player_link_runs_the_app_and_revoking_it_cuts_the_phone_off(tmp_path) -> None:
    """The player link starts the companion itself on the shared session; revocation ends it."""
    store = SessionStore.open(f"sqlite:///{tmp_path / 'shared.db'}")
    try:
        controller, _ = play_whole_game(store, "dice-throne", DICE_THRONE_SETUP, [])
        tokens = ShareTokens()
        token = tokens.issue(Access.PLAYER)
        command = player_command(store.url, controller.session.id)
        server = ShareServer(None, tokens, player_command=command)
        await server.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession(cookies={PLAYER_COOKIE: token}) as client:
                socket_ = await client.ws_connect(f"{base(server)}/play/ws?width=80&height=24", origin=base(server))
                first = await asyncio.wait_for(socket_.receive(), 30)  # the app's first bytes
                assert first.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT)
                assert [viewer.access for viewer in server.viewers] == [Access.PLAYER]
                tokens.revoke(Access.PLAYER)
                while True:
                    message = await asyncio.wait_for(socket_.receive(), 10)
                    if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
                        break
        finally:
            await server.stop()
        assert server.viewers == []
    finally:
        store.close()


@pytest.mark.parametrize("host", ["evil.example", "evil.example:{port}", "127.0.0.1:1", "192.168.1.9:{port}",
                                  "127.0.0.1.evil.example:{port}", ""])
async def test_a_host_the_server_did_not_announce_is_refused_and_never_echoed(shared, host: str) -> None:
    """A page on another name that resolves to this machine (DNS rebinding) reaches nothing."""
    server, _controller = shared
    header = host.format(port=server.port)
    player = server.tokens.token(Access.PLAYER)
    async with aiohttp.ClientSession(cookies={PLAYER_COOKIE: player}) as client:
        for path in (server.link(Access.SPECTATOR, "127.0.0.1").split(str(server.port), 1)[1], "/play/", "/nothing"):
            async with client.get(base(server) + path, headers={"Host": header}) as response:
                body = await response.text()
            assert response.status == 421, path
            assert "evil" not in body and "Ann" not in body and "192.168" not in body
            assert body.strip() == "This server answers only at the address in its link."


@pytest.mark.parametrize("host", ["127.0.0.1:{port}", "localhost:{port}", "LOCALHOST:{port}"])
async def test_the_announced_and_loopback_hosts_are_answered(shared, host: str) -> None:
    server, _controller = shared
    link = server.link(Access.SPECTATOR, "127.0.0.1")
    async with aiohttp.ClientSession() as client:
        async with client.get(link, headers={"Host": host.format(port=server.port)}) as response:
            assert response.status == 200


async def test_the_player_page_names_the_announced_address_not_the_requests_host(shared) -> None:
    server, _controller = shared
    token = server.tokens.token(Access.PLAYER)
    async with aiohttp.ClientSession(cookies={PLAYER_COOKIE: token}) as client:
        async with client.get(base(server) + "/play/", headers={"Host": f"LocalHost:{server.port}"}) as page:
            body = await page.text()
    assert page.status == 200
    assert f"ws://localhost:{server.port}/play/ws" in body and "LocalHost" not in body


def test_announced_hosts_are_the_bound_ones_the_loopback_names_and_the_public_url() -> None:
    from companion.services.sharing.guard import announced_hosts

    assert announced_hosts(["192.168.1.5"], 8765) == {"192.168.1.5:8765": "http://192.168.1.5:8765"}
    assert set(announced_hosts(["127.0.0.1"], 8765)) == {"127.0.0.1:8765", "localhost:8765"}
    public = announced_hosts(["127.0.0.1"], 8000, "https://Table.example/")
    assert public["table.example"] == public["table.example:443"] == "https://table.example"
    assert announced_hosts(["::1"], 80)["[::1]"] == "http://[::1]:80"
