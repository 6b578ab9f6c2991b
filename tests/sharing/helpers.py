"""A shared session for the sharing tests: a Dice Throne match played through the controller."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager

import zxingcpp

from companion.services.controller import SessionController
from companion.services.sharing.qr import qr_matrix
from companion.services.sharing.server import ShareServer
from companion.services.sharing.spectator_view import SpectatorView, spectator_view
from companion.services.sharing.tokens import Access, ShareTokens
from companion.services.store import SessionStore
from tests.support.whole_games import DICE_THRONE_SETUP, drive, play_whole_game


SESSION_NAME = "Friday <b>&"


@contextmanager
def dice_throne_controller() -> Iterator[SessionController]:
    """A fresh two-player Dice Throne session in an in-memory store, driven by a controller."""
    store = SessionStore.open(None, memory=True)
    try:
        controller, _played = play_whole_game(store, "dice-throne", {**DICE_THRONE_SETUP, "name": SESSION_NAME}, [])
        yield controller
    finally:
        store.close()


@asynccontextmanager
async def serving(max_connections: int) -> AsyncIterator[tuple[ShareServer, SessionController]]:
    """The shared match served on a free local port, a spectator and a player token issued, stopped after."""
    with dice_throne_controller() as controller:
        tokens = ShareTokens()
        tokens.issue(Access.SPECTATOR)
        tokens.issue(Access.PLAYER)
        server = ShareServer(feed_of(controller), tokens, player_command="true", max_connections=max_connections)
        await server.start("127.0.0.1", 0)
        try:
            yield server, controller
        finally:
            await server.stop()


def act(controller: SessionController, line: str) -> None:
    """Play one typed line through the controller, as the TUI's command line does."""
    drive(controller, [line])


def feed_of(controller: SessionController, name: str = SESSION_NAME):
    """The spectator feed of a controller's session."""

    def feed() -> SpectatorView:
        session = controller.session
        return spectator_view(name, controller.game, controller.state, session.last_ruling, session.entries)

    return feed


def decode_matrix(matrix: list[list[bool]], scale: int = 4) -> str | None:
    """Decode a QR module matrix with zxing-cpp (an independent decoder): the text, or None."""
    rows = []
    for row in matrix:
        line = bytes(0 if dark else 255 for dark in row for _ in range(scale))
        rows.extend([line] * scale)
    pixels = b"".join(rows)  # kept referenced: the view does not own the bytes
    image = zxingcpp.ImageView(pixels, len(matrix[0]) * scale, len(matrix) * scale, zxingcpp.ImageFormat.Lum)
    found = zxingcpp.read_barcode(image)
    return found.text if found else None


def decode_url(url: str) -> str | None:
    """Make the share QR for `url` and decode it back."""
    return decode_matrix(qr_matrix(url))
