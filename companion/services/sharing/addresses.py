"""The addresses a phone on the same network can reach this machine at.

Every non-loopback IPv4 address of the machine's interfaces is listed; the one the machine would
use to reach the wider network comes first (found by aiming a UDP socket at a documentation
address: nothing is sent), then private-range addresses, then the rest. Only when none exists does
the list hold `localhost`, and then phones cannot reach the app (the share screen says so).
"""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys
from collections.abc import Iterable

try:
    import fcntl
except ImportError:  # not on Windows: the host name's addresses are used there
    fcntl = None  # type: ignore[assignment]  # the module or None, tested before use

#: An address reserved for documentation (RFC 5737): routing toward it reveals the outgoing address.
PROBE_ADDRESS = ("192.0.2.1", 9)

SIOCGIFADDR = 0x8915  # Linux ioctl: the IPv4 address of an interface


def lan_addresses() -> list[str]:
    """This machine's non-loopback IPv4 addresses, the likely one first; ['localhost'] if none."""
    return order_addresses(interface_addresses(), likely=outgoing_address())


def order_addresses(candidates: Iterable[str], *, likely: str | None) -> list[str]:
    """Non-loopback IPv4 addresses without repeats: `likely` first, private ranges next, then the rest."""
    usable: list[str] = []
    for text in [likely, *candidates] if likely else list(candidates):
        if text is None or text in usable:
            continue
        try:
            address = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if address.is_loopback or address.is_unspecified or address.is_link_local or address.is_multicast:
            continue
        usable.append(text)
    if not usable:
        return ["localhost"]
    head = usable[:1] if likely and usable[0] == likely else []
    rest = usable[len(head):]
    rest.sort(key=lambda text: not ipaddress.IPv4Address(text).is_private)
    return head + rest


def outgoing_address() -> str | None:
    """The source address the machine would use toward the wider network, or None without a route."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(PROBE_ADDRESS)
            return str(probe.getsockname()[0])
    except OSError:
        return None


def interface_addresses() -> list[str]:
    """The IPv4 address of every network interface (Linux: one ioctl per interface; else the host name's)."""
    found: list[str] = []
    if fcntl is not None and sys.platform.startswith("linux"):
        found.extend(_linux_interface_addresses())
    try:
        found.extend(str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
    except OSError:
        pass
    return [str(address) for address in found]


def _linux_interface_addresses() -> list[str]:
    addresses = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        for _index, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            try:
                reply = fcntl.ioctl(sock.fileno(), SIOCGIFADDR, request)
            except OSError:
                continue  # no IPv4 address on this interface
            addresses.append(socket.inet_ntoa(reply[20:24]))
    return addresses
