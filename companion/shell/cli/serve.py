"""`companion serve`: the app served to browsers behind a player token, with a QR code of its address."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import TYPE_CHECKING, Any, TextIO

from companion.services.i18n import _
from companion.shell.cli.database_options import database_location
from companion.shell.cli.failures import Failure, said
from rules_engine.messages import N_

if TYPE_CHECKING:
    from companion.services.sharing.server import ShareServer

#: The line `companion serve` prints after its QR code.
SERVE_FOOTER = N_("Serving until Ctrl+C.")


def add_commands(commands: Any, common: argparse.ArgumentParser) -> None:
    """Add `serve` to the `companion` command's sub-commands."""
    serve = commands.add_parser("serve", help=_("serve the app to a browser, with a QR code of its address"),
                                parents=[common])
    serve.add_argument("--host", default="localhost",
                       help=_("address to listen on (default: localhost, this machine only; 'lan' or 0.0.0.0: "
                       "this machine's network addresses, so phones can join with the printed link)"))
    serve.add_argument("--port", type=_port, default=8000, help=_("port, 1 to 65535 (default: 8000)"))
    serve.add_argument("--public-url", help=_("the address phones should open, if not host:port"))
    serve.set_defaults(handler=_serve)


def _port(text: str) -> int:
    """A --port value: a whole number from 1 to 65535 in ASCII digits; anything else is a usage error (exit 2)."""
    from rules_engine.numbers import read_whole_number

    port = read_whole_number(text.strip(), signed=False)
    if port is None or not 1 <= port <= 65535:
        shown = text if len(text) <= 20 else text[:20] + "…"
        raise argparse.ArgumentTypeError(_("{text} is not a port: give a whole number from 1 to 65535, e.g. 8000")
                                         .format(text=repr(shown)))
    return port


def _serve(args: argparse.Namespace, out: TextIO) -> int:
    """Serve the app to browsers behind a player token; Ctrl+C stops."""
    from companion.services.sharing.addresses import lan_addresses  # aiohttp only when serving
    from companion.services.sharing.server import ShareError, ShareServer
    from companion.services.sharing.tokens import Access, ShareTokens

    command = [sys.executable, "-m", "companion"]
    if args.db is not None:
        database_location(args)  # refuse an empty path or unintended memory before serving anything
        command += ["--db", args.db]
    if args.memory:
        command += ["--memory"]
    tokens = ShareTokens()
    tokens.issue(Access.PLAYER)
    server = ShareServer(None, tokens, player_command=" ".join(_quote(c) for c in command))
    hosts = lan_addresses() if args.host in ("0.0.0.0", "::", "lan") else [args.host]
    if hosts == ["localhost"]:
        hosts = ["127.0.0.1"]
    try:
        asyncio.run(_serve_until_stopped(server, hosts, args.port, args.public_url, out))
    except ShareError as error:
        raise Failure(_("cannot serve: {reason}").format(reason=said(error))) from None
    return 0


async def _serve_until_stopped(server: ShareServer, hosts: list[str], port: int, public_url: str | None,
                               out: TextIO) -> None:
    from companion.services.sharing.qr import qr_lines
    from companion.services.sharing.tokens import Access

    await server.start(hosts, port, public_url=public_url)
    link = server.link(Access.PLAYER, hosts[0]) or ""
    if public_url:
        link = public_url.rstrip("/") + link[link.index("/p/"):]
    print(_("Serving Table Companion at {link}").format(link=link), file=out)
    print(_("Open the link, or scan the code; without the link's token the server shows nothing."), file=out)
    if len(hosts) > 1:
        print(_("Also reachable at: {hosts}").format(hosts=", ".join(hosts[1:])), file=out)
    for line in qr_lines(link):
        print(f"\x1b[97;40m{line}\x1b[0m", file=out)  # light modules on black, whatever the terminal
    print(_(SERVE_FOOTER), file=out)
    out.flush()
    try:
        await asyncio.Event().wait()
    finally:
        await server.stop()


def _quote(part: str) -> str:
    import shlex

    return shlex.quote(part)
