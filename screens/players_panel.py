"""The players panel of the session frame: one block per seat, the active seat marked.

A click on a seat's block (any of its lines) selects that seat, marked '◆ selected'; a second
click on it clears the mark. The games that choose targets draw their own heroes (their areas).
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import VerticalScroll

from screens.clickable_lines import ClickableLines

from rules_engine.game import PlayerView
from companion.services.i18n import _, translate


def render_players(players: tuple[PlayerView, ...], selected: int | None = None,
                   rows: list[str | None] | None = None) -> Text:
    """Seats as text: '▶ name' for the active one, then its stats and notes indented.

    The selected seat's name is followed by '◆ selected'. `rows`, when given, receives the seat
    (as a string) each source line belongs to, for clicks.
    """
    text = Text()
    if not players:
        text.append(_("No seats to show."), style="dim")
        return text
    for index, player in enumerate(players):
        if index:
            text.append("\n")
        marker = "▶ " if player.active else "  "
        text.append(marker + translate(player.name), style="bold reverse" if player.active else "bold")
        if index == selected:
            text.append("  ◆ " + _("selected"), style="italic")
        for label, value in player.stats:
            text.append(f"\n    {translate(label)}: ", style="dim")
            text.append(translate(value))
        for note in player.notes:
            text.append(f"\n    {translate(note)}", style="italic")
        if rows is not None:
            lines = 1 + sum(1 + value.count("\n") for _, value in player.stats)
            lines += sum(1 + note.count("\n") for note in player.notes)
            rows.extend([str(index)] * lines)
    return text


class PlayersPanel(VerticalScroll):
    """Shows `GameView.players` (scrollable: heroes carry many counters); redrawn after every change."""

    DEFAULT_CSS = """
    PlayersPanel { height: 1fr; }
    PlayersPanel > #players-text { height: auto; }
    """

    #: The seat selected by a click (None: none).
    selected: int | None = None
    _players: tuple[PlayerView, ...] = ()

    def compose(self) -> ComposeResult:
        panel = ClickableLines(id="players-text")
        panel.tooltip = _("Click a player to select it (click again to clear)")
        yield panel

    def show_players(self, players: tuple[PlayerView, ...]) -> None:
        """Render these seats."""
        self._players = players
        if self.selected is not None and self.selected >= len(players):
            self.selected = None
        rows: list[str | None] = []
        text = render_players(players, self.selected, rows)
        self.query_one("#players-text", ClickableLines).show_lines(text, rows)

    @on(ClickableLines.Clicked, "#players-text")
    def _clicked(self, event: ClickableLines.Clicked) -> None:
        event.stop()
        seat = int(event.target)
        self.selected = None if self.selected == seat else seat
        self.show_players(self._players)

    def text(self) -> str:
        """What the panel shows, as plain text."""
        return str(self.query_one("#players-text", ClickableLines).render())
