"""The share screen: the QR code and links that bring the table's phones to this session.

Nothing listens until the table chooses: `l` shares on this machine only, `n` on the network (the
machine's LAN addresses, the likely one first). The spectator link watches; the player link acts
through the same rules and log. Either link can be replaced or revoked at any time, which cuts off
the phones holding it. The screen only asks the session's `SessionShare`; it decides nothing.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Label, Static

from companion.services.i18n import _, translate
from companion.services.sharing.qr import qr_lines
from rules_engine.messages import NC_, N_
from screens.localized_footer import Footer
from companion.services.sharing.share_types import ShareError
from companion.services.sharing.session_share import SessionShare, ShareStatus
from companion.services.sharing.tokens import Access


def status_text(status: ShareStatus, showing: Access) -> Text:
    """The right-hand column: mode, links, other addresses, who is connected, what the keys do."""
    text = Text()
    if not status.listening:
        text.append(_("Not shared."), style="bold")
        text.append("\n" + _("Press n to share on the network (phones on the same Wi-Fi), or l for this machine "
                             "only.\nEvery link carries a secret token; revoke it any time."))
        return text
    shared = (_("Shared on the network at {address}") if status.on_network
              else _("Shared on this machine only (phones cannot reach it) at {address}"))
    text.append(shared.format(address=status.address) + "\n", style="bold")
    for label, link, access in ((N_("Spectator (watch)"), status.spectator_link, Access.SPECTATOR),
                                (N_("Player (act)"), status.player_link, Access.PLAYER)):
        marker = "▶ " if access is showing else "  "
        text.append(f"\n{marker}{_(label)}: ", style="bold")
        text.append(link or _("revoked (press the new-link key)"))
    if status.player_note:
        text.append(f"\n{translate(status.player_note)}", style="italic")
    if status.addresses:
        text.append("\n\n" + _("Also reachable at: {addresses}").format(addresses=", ".join(status.addresses)))
    text.append("\n\n" + _("Connected: {spectators} watching, {players} playing").format(
        spectators=status.spectators, players=status.players))
    if status.peers:
        text.append(": " + ", ".join(status.peers[:4]) + (" …" if len(status.peers) > 4 else ""))
    text.append("\n" + _("q shows the other link's code; v and p make new links (the old ones stop working)."),
                style="dim")
    return text


class ShareScreen(Screen[None]):
    """Share the session with phones: QR code, links, revocation, connected phones."""

    HELP_TITLE = NC_("screen title", "Share with phones")

    DEFAULT_CSS = ""
    CSS_PATH = "share_screen.tcss"

    BINDINGS = [
        Binding("n", "share(True)", N_("Network"), id="share.network",
                tooltip=N_("Share on the machine's network addresses.")),
        Binding("l", "share(False)", N_("Local"), id="share.local", tooltip=N_("Share on this machine only (loopback).")),
        Binding("s", "stop", N_("Stop"), id="share.stop", tooltip=N_("Stop sharing: every link stops working.")),
        Binding("q", "toggle_qr", N_("QR"), id="share.toggle", tooltip=N_("Show the QR code of the other link.")),
        Binding("v", "new_link('spectator')", N_("New watch link"), id="share.new_spectator", show=False,
                tooltip=N_("A new spectator link; the old one stops working.")),
        Binding("x", "revoke('spectator')", N_("Revoke watch"), id="share.revoke_spectator",
                tooltip=N_("The spectator link stops working; watching phones are cut off.")),
        Binding("p", "new_link('player')", N_("New play link"), id="share.new_player", show=False,
                tooltip=N_("A new player link; the old one stops working.")),
        Binding("r", "revoke('player')", N_("Revoke play"), id="share.revoke_player",
                tooltip=N_("The player link stops working; playing phones are cut off.")),
        Binding("escape", "close", N_("Back"), id="share.close", tooltip=N_("Back to the session (sharing goes on).")),
    ]

    def __init__(self, share: SessionShare) -> None:
        super().__init__()
        self.share = share
        self.showing = Access.SPECTATOR

    def compose(self) -> ComposeResult:
        yield Label(_("Share this session"), classes="screen-title", markup=False)
        with Horizontal(id="share-body"):
            yield Static("", id="share-qr", markup=False)
            with Vertical(id="share-side"):
                yield Static("", id="share-status", markup=False)
                yield Static("", id="share-error", classes="error", markup=False)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.show_status()
        self.set_interval(1.0, self.show_status)

    def show_status(self) -> None:
        """Redraw the QR code and the links from the share's status."""
        status = self.share.status()
        link = status.spectator_link if self.showing is Access.SPECTATOR else status.player_link
        qr = self.query_one("#share-qr", Static)
        # Always light modules on black: a phone camera needs the contrast whatever the theme.
        qr.update(Text("\n".join(qr_lines(link)), style="#ffffff on #000000", no_wrap=True) if link else Text(""))
        qr.display = bool(link)
        self.query_one("#share-status", Static).update(status_text(status, self.showing))
        self.refresh_bindings()

    def _error(self, message: str) -> None:
        self.query_one("#share-error", Static).update(message)

    async def action_share(self, on_network: bool) -> None:
        """Start (or restart) sharing with fresh links."""
        self._error("")
        try:
            await self.share.start(on_network=on_network)
        except ShareError as error:
            self._error(_("Cannot share: {error}.").format(error=error))
        self.show_status()

    async def action_stop(self) -> None:
        """Stop sharing."""
        await self.share.stop()
        self.show_status()

    def action_toggle_qr(self) -> None:
        """Show the other link's QR code."""
        self.showing = Access.PLAYER if self.showing is Access.SPECTATOR else Access.SPECTATOR
        self.show_status()

    def action_new_link(self, access: str) -> None:
        """Replace a link."""
        self.share.new_link(Access(access))
        self.show_status()

    def action_revoke(self, access: str) -> None:
        """Revoke a link."""
        self.share.revoke(Access(access))
        self.show_status()

    def action_close(self) -> None:
        """Back to the session."""
        self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that would do nothing now are hidden from the footer."""
        listening = self.share.server.running
        if action in ("stop", "toggle_qr", "new_link", "revoke"):
            if action in ("new_link", "revoke") and parameters and parameters[0] == "player":
                return listening and self.share.command is not None
            return listening
        return True
