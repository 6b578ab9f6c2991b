"""The tokens that open a shared session: unguessable, of one kind each, revocable.

A spectator token lets a phone watch; a player token lets it act. A link without a valid token
opens nothing. Tokens are compared in constant time so their bytes cannot be guessed one by one.
"""

from __future__ import annotations

import enum
import hmac
import secrets
from dataclasses import dataclass, field

#: Bytes of randomness in a token (32 characters of URL-safe text).
TOKEN_BYTES = 24


class Access(enum.StrEnum):
    """What a link lets its holder do."""

    SPECTATOR = "spectator"  # watch: board, tracks, last ruling, log
    PLAYER = "player"  # act through the same controller and rules


@dataclass
class ShareTokens:
    """The live tokens of one sharing, at most one of each kind at a time."""

    _live: dict[Access, str] = field(default_factory=dict)

    def issue(self, access: Access) -> str:
        """A fresh token for `access`; the one it replaces stops working at once."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        self._live[access] = token
        return token

    def token(self, access: Access) -> str | None:
        """The live token of that kind, or None when none is issued (or it was revoked)."""
        return self._live.get(access)

    def revoke(self, access: Access) -> None:
        """Stop the token of that kind from opening anything."""
        self._live.pop(access, None)

    def access_of(self, candidate: str | None) -> Access | None:
        """The access a presented token grants, or None for a missing, wrong or revoked one."""
        if not candidate:
            return None
        found = None
        for access, token in self._live.items():
            if hmac.compare_digest(token.encode(), candidate.encode("utf-8", "surrogatepass")):
                found = access
        return found
