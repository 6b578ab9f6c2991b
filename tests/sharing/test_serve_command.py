"""`companion serve` for real: a process that prints a tokened link and its QR code, and guards both."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from companion.shell.cli.serve import SERVE_FOOTER
from tests.sharing.helpers import decode_matrix

ANSI = re.compile(r"\x1b\[[0-9;]*m")
BLOCKS = {" ": (False, False), "▀": (True, False), "▄": (False, True), "█": (True, True)}


@pytest.fixture
def serving() -> Iterator[tuple[str, list[str]]]:
    with socket.socket() as probe:  # a free port (ports outside 1-65535, 0 included, are refused)
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "companion", "--memory", "serve", "--port", str(port)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines: list[str] = []
        while SERVE_FOOTER not in lines:
            line = process.stdout.readline()
            if not line:
                pytest.fail(f"serve stopped: {process.stderr.read()}")
            lines.append(line.rstrip("\n"))
        link = re.search(r"(http://\S+)", lines[0]).group(1)
        yield link, lines
    finally:
        process.terminate()
        process.wait(10)


def qr_text(lines: list[str]) -> list[list[bool]]:
    matrix = []
    for line in lines:
        if "\x1b[97;40m" not in line:
            continue
        pairs = [BLOCKS[ch] for ch in ANSI.sub("", line)]
        matrix.append([not upper for upper, _ in pairs])  # blocks draw the light modules
        matrix.append([not lower for _, lower in pairs])
    return matrix


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # urllib's signature
        return None


def status(url: str) -> int:
    """The HTTP status of a GET, redirects not followed."""
    try:
        with urllib.request.build_opener(_NoRedirect).open(url, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_serve_prints_a_tokened_link_whose_qr_decodes_to_it(serving) -> None:
    link, lines = serving
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/p/[A-Za-z0-9_-]{32}", link)
    assert decode_matrix(qr_text(lines)) == link


def test_serve_shows_nothing_without_the_token(serving) -> None:
    link, _ = serving
    root = link.split("/p/")[0]
    assert status(root + "/") == 404
    assert status(root + "/p/not-the-token") == 403
    assert status(root + "/play/") == 403
    assert status(link) == 302  # to /play/, with the player cookie
