"""The share server: the spectator page with live updates, and the app itself for the player link.

It runs on the event loop of the app that started it (the Textual app's), so the spectator page
reads the very session on the laptop's screen: `changed()` after each action pushes the new board
to every phone at once, and a slow poll catches changes made elsewhere. The player link serves the
companion itself through textual-serve, opened on the shared session, in a process of its own that
commits to the same database through the same controller and rules.

Routes: `/s/TOKEN` (spectator page), `/s/TOKEN/events` (its event stream), `/s/TOKEN/state.json`;
`/p/TOKEN` (sets the player cookie, then `/play`), `/play`, `/play/ws`, `/play/static/...`. Nothing
else is served: no files, no other session, no catalogue.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import web
from textual_serve.server import Server as TextualServer

from companion.services.i18n import _, current_language
from companion.services.sharing.guard import (
    PLAYER_APP_PREFIX,
    PLAYER_COOKIE,
    PLAYER_LINK_PREFIX,
    SPECTATOR_PREFIX,
    Guard,
    allowed_origins,
    announced_hosts,
    public_origins,
)
from companion.services.sharing.spectator_page import render_board, render_page
from companion.services.sharing.share_types import ShareError, Viewer
from companion.services.sharing.spectator_view import SpectatorView
from companion.services.sharing.tokens import Access, ShareTokens
from rules_engine.messages import N_, Message

#: Seconds between two looks at the session when nothing called `changed()`.
POLL_SECONDS = 0.5
#: Quiet polls between two keep-alive comments on an event stream (about 15 seconds).
KEEPALIVE_POLLS = 30

Feed = Callable[[], SpectatorView]
TEMPLATES = Path(__file__).with_name("templates")
#: The player page's words when the connection drops (templates/app_index.html), marked for the catalogue.
PLAYER_PAGE_LOST = N_("The connection to the table's laptop was lost (it stopped sharing, revoked this link, or the "
                      "network dropped). Nothing you played is lost: every action was saved when it was shown.")
PLAYER_PAGE_RELOAD = N_("Reload this page to reconnect.")


class ShareServer:
    """Serves one session to phones: spectators watch, players act; tokens and origin checked."""

    def __init__(self, feed: Feed | None, tokens: ShareTokens, *, player_command: str | None = None,
                 max_connections: int = 16, title: str = "Table Companion") -> None:
        self.feed = feed
        self.tokens = tokens
        self.player_command = player_command
        self.title = title
        self.guard = Guard(tokens, frozenset(), max_connections)
        self.viewers: list[Viewer] = []
        #: Told of each phone that connects (True) or drops (False), e.g. to say so on screen.
        self.on_viewer: Callable[[Viewer, bool], None] | None = None
        self.host = ""
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._changed = asyncio.Event()
        self._stopping = False

    # -- life ------------------------------------------------------------------------------------

    async def start(self, hosts: str | Sequence[str], port: int, *, public_url: str | None = None) -> None:
        """Listen on each host at `port` (0: a free one); ShareError says why not in plain words.

        The first host's port is used for the others, so one link shape works on every address.
        Only these hosts (and `public_url`'s, the address phones open when it is not host:port) are
        answered: any other Host header is refused (see `guard`).
        """
        hosts = (hosts,) if isinstance(hosts, str) else tuple(hosts)
        if not 0 <= port <= 65535:
            raise ShareError(Message("port {port} is out of range (1 to 65535)", port=port))
        app = web.Application(middlewares=[self.guard.middleware])
        self._add_routes(app)
        runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await runner.setup()
        bound = port
        try:
            for host in hosts:
                # asyncio's default reuses the address on Unix (never on Windows, where that would let
                # two servers share a port): the table can share again right after stopping (the
                # phones' closed connections wait on the port for a minute), and a port another
                # program listens on is still refused.
                await web.TCPSite(runner, host, bound).start()
                bound = _bound_port(runner) or bound
        except OSError as error:
            await runner.cleanup()
            raise ShareError(_bind_failure(host, bound, error)) from None
        self._runner = runner
        self.host = hosts[0]
        self.port = bound
        self.guard.hosts = announced_hosts(hosts, self.port, public_url)
        self.guard.origins = allowed_origins({*hosts, "localhost", "127.0.0.1"}, self.port) | public_origins(
            self.guard.hosts)
        self._stopping = False

    async def stop(self) -> None:
        """Close every connection and stop listening."""
        self._stopping = True
        self._changed.set()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def running(self) -> bool:
        """True while listening."""
        return self._runner is not None

    def changed(self) -> None:
        """The session moved on: push the new board to every spectator now."""
        self._changed.set()

    def link(self, access: Access, host: str) -> str | None:
        """The link a phone opens for `access` at `host`, or None when no such token is live."""
        token = self.tokens.token(access)
        if token is None or not self.running:
            return None
        shown = f"[{host}]" if ":" in host else host
        prefix = SPECTATOR_PREFIX if access is Access.SPECTATOR else PLAYER_LINK_PREFIX
        return f"http://{shown}:{self.port}{prefix}{token}"

    # -- routes ----------------------------------------------------------------------------------

    def _add_routes(self, app: web.Application) -> None:
        app.add_routes([
            web.get(SPECTATOR_PREFIX + "{token}", self._spectator_page),
            web.get(SPECTATOR_PREFIX + "{token}/events", self._spectator_events),
            web.get(SPECTATOR_PREFIX + "{token}/state.json", self._spectator_state),
            web.get(PLAYER_LINK_PREFIX + "{token}", self._player_link),
        ])
        if self.player_command is not None:
            self._add_player_app(app)

    async def _spectator_page(self, request: web.Request) -> web.StreamResponse:
        view = self._view()
        if view is None:
            return web.Response(status=404, text=_("Nothing is shared for spectators.") + "\n")
        return web.Response(text=render_page(view), content_type="text/html", headers=_NO_CACHE)

    async def _spectator_state(self, request: web.Request) -> web.StreamResponse:
        view = self._view()
        if view is None:
            return web.Response(status=404, text=_("Nothing is shared for spectators.") + "\n")
        return web.json_response(asdict(view), headers=_NO_CACHE)

    async def _spectator_events(self, request: web.Request) -> web.StreamResponse:
        if self.guard.at_capacity():
            return web.Response(status=503, text=_("Too many phones are connected; try again later.") + "\n")
        token = request.match_info["token"]
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", **_NO_CACHE})
        await response.prepare(request)
        viewer = Viewer(Access.SPECTATOR, request.remote or "?")
        self._open(viewer)
        sent = ""
        try:
            quiet = 0
            while not self._stopping and self.tokens.access_of(token) is Access.SPECTATOR:
                if request.transport is None or request.transport.is_closing():
                    break  # the phone went away
                view = self._view()
                board = render_board(view) if view is not None else ""
                if board != sent:
                    await response.write(_event(board))
                    sent, quiet = board, 0
                elif (quiet := quiet + 1) >= KEEPALIVE_POLLS:
                    await response.write(b": still here\n\n")  # finds a phone that vanished silently
                    quiet = 0
                self._changed.clear()
                try:
                    await asyncio.wait_for(self._changed.wait(), POLL_SECONDS)
                except TimeoutError:
                    pass
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._close(viewer)
        return response

    async def _player_link(self, request: web.Request) -> web.StreamResponse:  # raises the redirect
        if self.player_command is None:
            return web.Response(status=404, text=_("Nothing is shared for players.") + "\n")
        response = web.HTTPFound(PLAYER_APP_PREFIX + "/")
        response.set_cookie(PLAYER_COOKIE, request.match_info["token"], path=PLAYER_APP_PREFIX,
                            httponly=True, samesite="Strict")
        raise response

    def _add_player_app(self, app: web.Application) -> None:
        player = _PlayerApp(self)
        templates = aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(TEMPLATES))
        # The player page speaks the interface's language too (its words looked up when served).
        templates.globals.update(lang=current_language, lost_text=lambda: _(PLAYER_PAGE_LOST),
                                 reload_text=lambda: _(PLAYER_PAGE_RELOAD))
        app.add_routes([
            web.get(PLAYER_APP_PREFIX + "/", player.index, name="index"),
            web.get(PLAYER_APP_PREFIX + "/ws", player.websocket, name="websocket"),
            web.static(PLAYER_APP_PREFIX + "/static", player.statics_path, name="static"),
        ])

    # -- helpers ---------------------------------------------------------------------------------

    def _view(self) -> SpectatorView | None:
        return None if self.feed is None else self.feed()

    def _open(self, viewer: Viewer) -> None:
        self.viewers.append(viewer)
        self.guard.open_connections += 1
        if self.on_viewer is not None:
            self.on_viewer(viewer, True)

    def _close(self, viewer: Viewer) -> None:
        if viewer in self.viewers:
            self.viewers.remove(viewer)
        self.guard.open_connections -= 1
        if self.on_viewer is not None and not self._stopping:
            self.on_viewer(viewer, False)


class _PlayerApp:
    """textual-serve's page and socket for the player link, behind the share server's guard."""

    def __init__(self, share: ShareServer) -> None:
        self.share = share
        self.server = TextualServer(share.player_command or "", title=share.title, templates_path=TEMPLATES)
        self.statics_path = self.server.statics_path

    async def index(self, request: web.Request) -> Any:
        # The page's own addresses (its socket, its scripts) come from the announced host the request
        # named, never from the header itself (the guard refused any other before this runs).
        base = self.share.guard.base_url(request)
        if base is None:
            return web.Response(status=421, text=_("This server answers only at the address in its link.") + "\n")
        self.server.public_url = base
        return await self.server.handle_index(request)

    async def websocket(self, request: web.Request) -> web.StreamResponse:
        """Run the app for one phone; revoking its link (or stopping the share) cuts it off."""
        if self.share.guard.at_capacity():
            return web.Response(status=503, text=_("Too many phones are connected; try again later.") + "\n")
        viewer = Viewer(Access.PLAYER, request.remote or "?")
        self.share._open(viewer)
        handler = asyncio.current_task()
        token = request.cookies.get(PLAYER_COOKIE)
        watcher = asyncio.create_task(self._cut_off_when_revoked(token, handler)) if handler else None
        try:
            return await self.server.handle_websocket(request)
        finally:
            if watcher is not None:
                watcher.cancel()
            self.share._close(viewer)

    async def _cut_off_when_revoked(self, token: str | None, handler: asyncio.Task) -> None:
        while not self.share._stopping and self.share.tokens.access_of(token) is Access.PLAYER:
            await asyncio.sleep(POLL_SECONDS)
        handler.cancel()  # textual-serve closes the socket and stops the app's process


_NO_CACHE = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}


def _event(board: str) -> bytes:
    lines = board.splitlines() or [""]
    return ("".join(f"data: {line}\n" for line in lines) + "\n").encode("utf-8", "surrogatepass")


def _bound_port(runner: web.AppRunner) -> int | None:
    for address in runner.addresses:
        if isinstance(address, tuple) and len(address) >= 2:
            return int(address[1])
    return None


def _bind_failure(host: str, port: int, error: OSError) -> Message:
    if error.errno in (98, 48, 10048):  # EADDRINUSE on Linux, macOS, Windows
        return Message("port {port} is already in use on {host}; choose another port", port=port, host=host)
    if error.errno in (99, 49, 10049):  # EADDRNOTAVAIL
        return Message("cannot listen on {host}: this machine has no such address", host=host)
    return Message("cannot listen on {host}:{port}: {error}", host=host, port=port, error=error.strerror or error)

