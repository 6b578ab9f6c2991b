"""The share screen in the app: a key and a palette entry, links and QR on demand, revocation, and
the spectator page following actions typed in the TUI."""

from __future__ import annotations

import aiohttp

from companion.services.sharing import session_share
from companion.services.sharing.tokens import Access
from companion.shell.app import make_app
from companion.services.store import SessionStore
from screens.share_screen import ShareScreen
from tests.sharing.helpers import decode_matrix
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE
from tests.tui.drive import create_tally_session, frame, type_command

BLOCKS = {" ": (False, False), "▀": (True, False), "▄": (False, True), "█": (True, True)}


def shown_qr(screen: ShareScreen) -> list[list[bool]]:
    """The QR code as the screen draws it, read back into modules (blocks draw the light ones)."""
    text = str(screen.query_one("#share-qr").render())
    matrix = []
    for line in text.splitlines():
        pairs = [BLOCKS[ch] for ch in line]
        matrix.append([not upper for upper, _ in pairs])
        matrix.append([not lower for _, lower in pairs])
    return matrix


async def test_share_on_this_machine_follow_an_action_and_revoke(db_url: str, monkeypatch) -> None:
    monkeypatch.setattr(session_share, "DEFAULT_PORT", 0)
    store = SessionStore.open(db_url)
    async with make_app(store).run_test(size=SIZE) as pilot:
        await create_tally_session(pilot, "Ann", "Bob", name="Friday")
        session = frame(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ShareScreen)
        assert "Not shared" in str(screen.query_one("#share-status").render())
        await pilot.press("l")
        await pilot.pause()
        status = screen.share.status()
        assert status.listening and not status.on_network and status.spectator_link
        assert status.player_link  # the session is in a database file another process can open
        assert decode_matrix(shown_qr(screen)) == status.spectator_link

        await pilot.press("escape")
        await pilot.pause()
        async with aiohttp.ClientSession() as client, client.get(status.spectator_link + "/state.json") as reply:
            before = await reply.json()
        await type_command(pilot, "add 3")
        async with aiohttp.ClientSession() as client, client.get(status.spectator_link + "/state.json") as reply:
            after = await reply.json()
        assert before["ruling"] is None and "Ann adds 3" in after["ruling"]["message"]

        async with aiohttp.ClientSession() as client:  # a phone watches, then drops: the table is told
            stream = await client.get(status.spectator_link + "/events")
            await stream.content.readline()
            await until(pilot, lambda: any("is watching" in n.message for n in pilot.app._notifications),
                        "the table told that a phone watches")
            stream.close()
        await until(pilot, lambda: any("disconnected" in n.message for n in pilot.app._notifications),
                    "the table told that the phone disconnected")

        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("x")  # revoke the spectator link
        await pilot.pause()
        async with aiohttp.ClientSession() as client, client.get(status.spectator_link) as reply:
            assert reply.status == 403
        assert session.share.tokens.token(Access.SPECTATOR) is None
        await pilot.press("v")  # a new one works
        await pilot.pause()
        fresh = session.share.status().spectator_link
        assert fresh and fresh != status.spectator_link
        await pilot.press("escape", "escape")  # back to the session, then home: sharing stops
        await pilot.pause()
        assert not session.share.server.running
    store.close()


async def test_in_memory_there_is_no_player_link(monkeypatch) -> None:
    monkeypatch.setattr(session_share, "DEFAULT_PORT", 0)
    store = SessionStore.open(None, memory=True)
    async with make_app(store).run_test(size=SIZE) as pilot:
        await create_tally_session(pilot, "Ann", name="Mem")
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        screen = pilot.app.screen
        status = screen.share.status()
        assert status.spectator_link and status.player_link is None
        assert "No player link" in str(screen.query_one("#share-status").render())
        await pilot.press("s")
        await pilot.pause()
        assert not screen.share.server.running
    store.close()


async def test_a_port_in_use_is_said_on_the_screen(db_url: str, monkeypatch) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        monkeypatch.setattr(session_share, "DEFAULT_PORT", taken.getsockname()[1])
        store = SessionStore.open(db_url)
        async with make_app(store).run_test(size=SIZE) as pilot:
            await create_tally_session(pilot, "Ann", name="Busy")
            await pilot.press("ctrl+s")
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            screen = pilot.app.screen
            assert "already in use" in str(screen.query_one("#share-error").render())
            assert not screen.share.server.running
        store.close()
