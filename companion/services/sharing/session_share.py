"""One session shared from this app: where it listens, its two links, and who is connected.

Safe by default: nothing listens until the table asks; "this machine only" listens on loopback;
"on the network" listens on the machine's LAN addresses, and every link carries a token either way.
The player link serves the companion itself, opened on this session, in its own process; it needs
the session saved in a database file that process can open.
"""

from __future__ import annotations

import importlib
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.services.i18n import _
from companion.services.sharing.addresses import lan_addresses
from companion.services.sharing.spectator_view import SpectatorView
from companion.services.sharing.tokens import Access, ShareTokens

if TYPE_CHECKING:
    from companion.services.sharing.server import ShareServer

LOOPBACK = "127.0.0.1"
DEFAULT_PORT = 8765


@dataclass(frozen=True, slots=True)
class ShareStatus:
    """What the share screen shows: mode, the address phones use, links, other addresses, viewers."""

    listening: bool
    on_network: bool
    address: str
    spectator_link: str | None
    player_link: str | None
    addresses: tuple[str, ...]
    spectators: int
    players: int
    player_note: str
    peers: tuple[str, ...] = ()


def player_command(db_url: str | None, session_id: int) -> str | None:
    """The command a player's browser runs: this app opened on the session; None without a file database."""
    if not db_url or db_url.rstrip("/") in ("sqlite:", "sqlite:/", "sqlite://") or ":memory:" in db_url:
        return None
    parts = [sys.executable, "-m", "companion", "--db", db_url, "--open", str(session_id)]
    return " ".join(shlex.quote(part) for part in parts)


def share_server_class() -> type[ShareServer]:
    """The share server's class, imported by name when a session is first shared (aiohttp is slow to import)."""
    return importlib.import_module("companion.services.sharing.server").ShareServer


class SessionShare:
    """The sharing of one open session: start, stop, links, revocation."""

    def __init__(self, feed: Callable[[], SpectatorView], command: str | None, *,
                 addresses: Callable[[], list[str]] = lan_addresses, port: int | None = None) -> None:
        self.tokens = ShareTokens()
        self.server: ShareServer = share_server_class()(feed, self.tokens, player_command=command)
        self.command = command
        self.port = DEFAULT_PORT if port is None else port
        self._find_addresses = addresses
        self.addresses: tuple[str, ...] = ()
        self.on_network = False

    async def start(self, *, on_network: bool) -> None:
        """Listen (again) on loopback or on the LAN addresses, with fresh links; ShareError if it cannot."""
        await self.stop()
        self.addresses = tuple(self._find_addresses()) if on_network else (LOOPBACK,)
        if on_network and self.addresses == ("localhost",):
            self.addresses = ()
        hosts = self.addresses or (LOOPBACK,)
        await self.server.start(hosts, self.port)
        self.on_network = on_network and bool(self.addresses)
        self.tokens.issue(Access.SPECTATOR)
        if self.command is not None:
            self.tokens.issue(Access.PLAYER)

    async def stop(self) -> None:
        """Stop listening; every link stops working."""
        self.tokens.revoke(Access.SPECTATOR)
        self.tokens.revoke(Access.PLAYER)
        await self.server.stop()

    def new_link(self, access: Access) -> None:
        """A fresh link of that kind; the previous one stops working."""
        if access is Access.PLAYER and self.command is None:
            return
        self.tokens.issue(access)

    def revoke(self, access: Access) -> None:
        """The link of that kind stops working (open pages of it are cut off)."""
        self.tokens.revoke(access)

    def changed(self) -> None:
        """The session moved on: spectators see it now."""
        self.server.changed()

    def status(self) -> ShareStatus:
        """Everything the share screen shows."""
        address = self.addresses[0] if self.addresses else LOOPBACK
        viewers = self.server.viewers
        note = "" if self.command is not None else _(
            "No player link: this session is not saved in a database file another process can open "
            "(the app runs in memory).")
        return ShareStatus(
            listening=self.server.running,
            on_network=self.on_network,
            address=f"{address}:{self.server.port}" if self.server.running else "",
            spectator_link=self.server.link(Access.SPECTATOR, address),
            player_link=self.server.link(Access.PLAYER, address),
            addresses=self.addresses[1:],
            spectators=sum(1 for v in viewers if v.access is Access.SPECTATOR),
            players=sum(1 for v in viewers if v.access is Access.PLAYER),
            player_note=note,
            peers=tuple(_("{peer} (watching)").format(peer=v.peer) if v.access is Access.SPECTATOR
                        else _("{peer} (playing)").format(peer=v.peer) for v in viewers),
        )
