"""Sharing the session with phones (ctrl+s): the share screen, and who joined or left.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.services.i18n import _
from screens.session.frame_state import FrameState

if TYPE_CHECKING:
    from companion.services.sharing.share_types import Viewer
    from companion.services.sharing.spectator_view import SpectatorView


class FrameSharing(FrameState):
    """Sharing the session with phones (ctrl+s): the share screen, and who joined or left."""

    def action_share(self) -> None:
        """Open the share screen (the sharing goes on while the session stays open)."""
        if self.share is None:
            # Imported when the session is first shared: the board is drawn without them.
            from companion.services.sharing.session_share import SessionShare, player_command

            store = getattr(self.app, "store", None)
            url = None if getattr(store, "in_memory", False) else getattr(store, "url", None)
            self.share = SessionShare(self._spectator_view, player_command(url, self.live.id))
            self.share.server.on_viewer = self._phone_moved
        # Imported when first opened: its QR code library is not needed to draw the board.
        from screens.share_screen import ShareScreen

        self.app.push_screen(ShareScreen(self.share))

    def _phone_moved(self, viewer: Viewer, connected: bool) -> None:
        from companion.services.sharing.tokens import Access

        watching = viewer.access is Access.SPECTATOR
        if connected:
            self.notify((_("A phone at {peer} is watching.") if watching else _("A phone at {peer} is playing."))
                        .format(peer=viewer.peer), title=_("Shared"))
        else:
            self.notify((_("The phone at {peer} (watching) disconnected.") if watching
                         else _("The phone at {peer} (playing) disconnected.")).format(peer=viewer.peer),
                        title=_("Shared"), severity="warning")

    def _spectator_view(self) -> SpectatorView:
        from companion.services.sharing.spectator_view import spectator_view

        return spectator_view(getattr(self.live, "name", ""), self.live.game, self.live.state,
                              self.live.last_ruling, self.live.entries)
