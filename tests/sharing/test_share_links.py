"""Share links: tokens, the gate in front of every route, the addresses offered and the QR code."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.services.sharing.addresses import order_addresses
from companion.services.sharing.guard import allowed_origins, required_access
from companion.services.sharing.qr import qr_lines
from companion.services.sharing.tokens import Access, ShareTokens
from tests.sharing.helpers import decode_matrix, decode_url


def test_a_token_grants_its_own_access_only_until_revoked() -> None:
    tokens = ShareTokens()
    watch, play = tokens.issue(Access.SPECTATOR), tokens.issue(Access.PLAYER)
    assert watch != play and len(watch) >= 32
    assert tokens.access_of(watch) is Access.SPECTATOR and tokens.access_of(play) is Access.PLAYER
    tokens.revoke(Access.SPECTATOR)
    assert tokens.access_of(watch) is None and tokens.access_of(play) is Access.PLAYER


def test_a_new_token_replaces_the_old_one() -> None:
    tokens = ShareTokens()
    old = tokens.issue(Access.SPECTATOR)
    new = tokens.issue(Access.SPECTATOR)
    assert tokens.access_of(old) is None and tokens.access_of(new) is Access.SPECTATOR


@given(st.text(max_size=60))
def test_no_guess_opens_anything(guess: str) -> None:
    tokens = ShareTokens()
    tokens.issue(Access.SPECTATOR)
    tokens.issue(Access.PLAYER)
    assert tokens.access_of(guess) is None
    assert tokens.access_of("") is None and tokens.access_of(None) is None


def test_the_likely_address_comes_first_then_private_ones() -> None:
    found = order_addresses(["127.0.0.1", "81.2.69.160", "10.0.0.5", "192.168.1.20", "10.0.0.5"],
                            likely="192.168.1.20")
    assert found == ["192.168.1.20", "10.0.0.5", "81.2.69.160"]


def test_loopback_link_local_and_garbage_are_never_offered() -> None:
    found = order_addresses(["127.0.1.1", "169.254.3.4", "0.0.0.0", "fe80::1", "not an address"], likely=None)
    assert found == ["localhost"]


def test_a_likely_address_that_is_loopback_is_not_first() -> None:
    assert order_addresses(["10.1.2.3"], likely="127.0.0.1") == ["10.1.2.3"]


def test_routes_and_origins() -> None:
    assert required_access("/s/abc") is Access.SPECTATOR
    assert required_access("/p/abc") is Access.PLAYER and required_access("/play/ws") is Access.PLAYER
    assert required_access("/") is None and required_access("/static/x.js") is None
    assert required_access("/player") is None
    assert allowed_origins(["192.168.1.20"], 8000) == {"http://192.168.1.20:8000"}


@pytest.mark.parametrize("url", ["http://192.168.1.20:8000/s/" + "A" * 32, "http://10.0.0.5:65535/p/x-y_z"])
def test_the_qr_code_decodes_to_the_link(url: str) -> None:
    assert decode_url(url) == url


@pytest.mark.parametrize("light_on_dark", [True, False])
def test_the_qr_drawn_as_text_decodes_to_the_link(light_on_dark: bool) -> None:
    url = "http://192.168.1.20:8000/s/" + "B" * 32
    lines = qr_lines(url, light_on_dark=light_on_dark)
    upper = {" ": (False, False), "▀": (True, False), "▄": (False, True), "█": (True, True)}
    matrix: list[list[bool]] = []
    for line in lines:
        pairs = [upper[ch] for ch in line]
        if light_on_dark:
            pairs = [(not a, not b) for a, b in pairs]
        matrix.append([a for a, _ in pairs])
        matrix.append([b for _, b in pairs])
    assert decode_matrix(matrix) == url
