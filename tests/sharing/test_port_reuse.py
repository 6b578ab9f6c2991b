"""Sharing again on the port just used works: the server's socket reuses the address.

Stopping the server closes its phones' connections from the server's side, which leaves those
connections waiting (TIME_WAIT) on the port for a minute; a server that did not set the socket's
reuse-address option could not listen there again until then ("port in use"). A port another
program really listens on is still refused.
"""

from __future__ import annotations

import socket

import aiohttp
import pytest

from companion.services.sharing.server import ShareError
from tests.sharing.helpers import serving


async def test_sharing_again_on_the_same_port_right_after_stopping_works() -> None:
    async with serving(max_connections=4) as (server, controller):
        port = server.port
        async with aiohttp.ClientSession() as client:
            for _ in range(3):  # connections the server closes when it stops: TIME_WAIT on its side
                async with client.get(f"http://127.0.0.1:{port}/s/wrong") as response:
                    assert response.status == 403
            await server.stop()
        await server.start("127.0.0.1", port)
        assert server.running and server.port == port
        async with aiohttp.ClientSession() as client, client.get(f"http://127.0.0.1:{port}/s/wrong") as response:
            assert response.status == 403


async def test_a_port_another_program_listens_on_is_still_refused() -> None:
    other = socket.socket()
    other.bind(("127.0.0.1", 0))
    other.listen()
    try:
        async with serving(max_connections=4) as (server, _controller):
            await server.stop()
            with pytest.raises(ShareError, match="already in use"):
                await server.start("127.0.0.1", other.getsockname()[1])
    finally:
        other.close()
