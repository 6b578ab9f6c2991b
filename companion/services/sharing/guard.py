"""The share server's gate: a valid token for every route, the served origin only, a cap on connections.

Every request names its token, in the link's path (`/s/TOKEN`, `/p/TOKEN`) or, for the served app's
own requests after the player link was opened, in a cookie scoped to those routes. A request whose
Origin header names another site (a page elsewhere trying to drive the app from the phone's
browser) is refused whatever its token. Refusals carry no game data.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field

from aiohttp import web

from companion.services.i18n import _
from companion.services.sharing.spectator_page import render_refusal
from companion.services.sharing.tokens import Access, ShareTokens

PLAYER_COOKIE = "companion_player"
SPECTATOR_PREFIX = "/s/"
PLAYER_LINK_PREFIX = "/p/"
PLAYER_APP_PREFIX = "/play"

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def allowed_origins(hosts: Iterable[str], port: int) -> frozenset[str]:
    """The origins a page served at these hosts and port has (http, the port spelled or default)."""
    origins = set()
    for host in hosts:
        shown = f"[{host}]" if ":" in host else host
        origins.add(f"http://{shown}:{port}")
        if port == 80:
            origins.add(f"http://{shown}")
    return frozenset(origins)


def required_access(path: str) -> Access | None:
    """The access a path needs, or None for a path the server does not serve."""
    if path.startswith(SPECTATOR_PREFIX):
        return Access.SPECTATOR
    if path.startswith(PLAYER_LINK_PREFIX) or path == PLAYER_APP_PREFIX or path.startswith(PLAYER_APP_PREFIX + "/"):
        return Access.PLAYER
    return None


def presented_token(request: web.Request) -> str | None:
    """The token a request carries: the path segment after /s/ or /p/, else the player cookie."""
    path = request.path
    for prefix in (SPECTATOR_PREFIX, PLAYER_LINK_PREFIX):
        if path.startswith(prefix):
            return path[len(prefix):].split("/", 1)[0] or None
    return request.cookies.get(PLAYER_COOKIE)


@dataclass
class Guard:
    """Checks origin, token and the number of open connections before any handler runs."""

    tokens: ShareTokens
    origins: frozenset[str]
    max_connections: int = 16
    open_connections: int = field(default=0)

    def origin_allowed(self, origin: str | None) -> bool:
        """True for no Origin (not a browser page) or the served origin; a foreign site is refused."""
        return origin is None or origin in self.origins

    def admits(self, request: web.Request) -> Access | None:
        """The access granted to a request, or None when it must be refused."""
        needed = required_access(request.path)
        if needed is None or not self.origin_allowed(request.headers.get("Origin")):
            return None
        granted = self.tokens.access_of(presented_token(request))
        return granted if granted is needed else None

    def at_capacity(self) -> bool:
        """True when no further long-lived connection (event stream, app socket) may open."""
        return self.open_connections >= self.max_connections

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """The aiohttp middleware: refuse with 403 (404 for unknown paths) before the handler runs."""
        if required_access(request.path) is None:
            return web.Response(status=404, text=_("Not found.") + "\n")
        if self.admits(request) is None:
            return web.Response(status=403, text=render_refusal(), content_type="text/html")
        return await handler(request)
