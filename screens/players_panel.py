"""The players panel of the session frame: one block per seat, the active seat marked."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from screens.content_updates import show_content

from rules_engine.game import PlayerView


def render_players(players: tuple[PlayerView, ...]) -> Text:
    """Seats as text: '▶ name' for the active one, then its stats and notes indented."""
    text = Text()
    if not players:
        text.append("No seats to show.", style="dim")
        return text
    for index, player in enumerate(players):
        if index:
            text.append("\n")
        marker = "▶ " if player.active else "  "
        text.append(marker + player.name, style="bold reverse" if player.active else "bold")
        for label, value in player.stats:
            text.append(f"\n    {label}: ", style="dim")
            text.append(value)
        for note in player.notes:
            text.append(f"\n    {note}", style="italic")
    return text


class PlayersPanel(VerticalScroll):
    """Shows `GameView.players` (scrollable: heroes carry many counters); redrawn after every change."""

    DEFAULT_CSS = """
    PlayersPanel { height: 1fr; }
    PlayersPanel > #players-text { height: auto; }
    """

    def compose(self) -> ComposeResult:
        yield Static("", id="players-text", markup=False)

    def show_players(self, players: tuple[PlayerView, ...]) -> None:
        """Render these seats."""
        show_content(self.query_one("#players-text", Static), render_players(players))

    def text(self) -> str:
        """What the panel shows, as plain text."""
        return str(self.query_one("#players-text", Static).render())
