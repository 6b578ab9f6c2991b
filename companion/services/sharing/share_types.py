"""What the session frame and the share screen need from the share server without importing it.

The server itself (aiohttp, its templates, the served companion) takes about a third of a second
to import, so it is imported only when the table first shares a session (`session_share`).
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.services.i18n import translate
from companion.services.sharing.tokens import Access


class ShareError(Exception):
    """The share server cannot start (port in use, address not bindable): one clear sentence, in the interface's language."""

    def __str__(self) -> str:
        message = self.args[0] if len(self.args) == 1 else None
        return translate(message) if hasattr(message, "render") else super().__str__()


@dataclass(frozen=True, slots=True)
class Viewer:
    """One open connection: its access and where it comes from."""

    access: Access
    peer: str
