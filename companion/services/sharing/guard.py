"""The share server's gate: the announced hosts only, a valid token for every route, the served origin
only, a cap on connections.

A request whose Host header names anything but an address the server announced (in its link and QR
code, or the loopback names of a loopback server) is refused first, with 421, and the header is never
echoed: a page on another name that resolves to this machine (DNS rebinding) reaches nothing, and the
player page's addresses are built from the announced entry, never from what the request claimed.

Every request names its token, in the link's path (`/s/TOKEN`, `/p/TOKEN`) or, for the served app's
own requests after the player link was opened, in a cookie scoped to those routes. A request whose
Origin header names another site (a page elsewhere trying to drive the app from the phone's
browser) is refused whatever its token. Refusals carry no game data.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from urllib.parse import urlsplit

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


#: The names a loopback server is also reached by on this machine.
LOOPBACK_NAMES = ("localhost", "127.0.0.1")
#: The port a URL without one means, by scheme.
DEFAULT_PORTS = {"http": 80, "https": 443}


def _authority(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"{shown.lower()}:{port}"


def _is_loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def announced_hosts(hosts: Iterable[str], port: int, public_url: str | None = None) -> dict[str, str]:
    """Each Host header the server answers to -> the base URL its pages use for it.

    The bound hosts at the bound port (and the loopback names when one of them is loopback), and the
    public URL's host when one was announced (`companion serve --public-url`); a host at the scheme's
    default port is also answered without it, as browsers send it.
    """
    announced: dict[str, str] = {}
    hosts = list(hosts)
    if any(_is_loopback(host) for host in hosts):
        hosts += LOOPBACK_NAMES
    for host in hosts:
        authority = _authority(host, port)
        announced[authority] = f"http://{authority}"
        if port == DEFAULT_PORTS["http"]:
            announced[authority.rsplit(":", 1)[0]] = f"http://{authority}"
    if public_url:
        parts = urlsplit(public_url)
        if parts.scheme in DEFAULT_PORTS and parts.hostname:
            public_port = parts.port or DEFAULT_PORTS[parts.scheme]
            base = f"{parts.scheme}://{parts.netloc.lower()}"
            announced[_authority(parts.hostname, public_port)] = base
            if public_port == DEFAULT_PORTS[parts.scheme]:
                announced[_authority(parts.hostname, public_port).rsplit(":", 1)[0]] = base
    return announced


def public_origins(announced: Mapping[str, str]) -> frozenset[str]:
    """The origins of the pages served at the announced hosts (their base URLs)."""
    return frozenset(announced.values())


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
    #: Host header (lower case) -> the base URL pages use for it: only these are answered.
    hosts: Mapping[str, str] = field(default_factory=dict)

    def base_url(self, request: web.Request) -> str | None:
        """The announced base URL the request's Host header names, or None when it names none."""
        host = request.headers.get("Host")
        return None if host is None else self.hosts.get(host.strip().lower())

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
        """The aiohttp middleware: refuse with 421 (a host not announced), 404 (unknown paths) or 403
        (no valid token, a foreign origin) before the handler runs."""
        if self.base_url(request) is None:
            return web.Response(status=421, text=_("This server answers only at the address in its link.") + "\n")
        if required_access(request.path) is None:
            return web.Response(status=404, text=_("Not found.") + "\n")
        if self.admits(request) is None:
            return web.Response(status=403, text=render_refusal(), content_type="text/html")
        return await handler(request)
