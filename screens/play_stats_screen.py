"""Stats across games (t on the home screen): per game, its plays, wins per player and per hero, the average
length, with a bar plot of the wins. The numbers are `companion.services.play_stats`'s; this screen shows them,
and w writes them as an HTML page with charts into the data folder's reports (`companion.services.stats_html`)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.color import Color
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Label, Static

from companion.services.i18n import _, format_number, ngettext
from companion.services.play_stats import GameStats, Play
from rules_engine.messages import NC_, N_
from screens.localized_footer import Footer
from screens.themed_plot import ThemedPlot


def stats_lines(stats: GameStats) -> str:
    """Plays, finished plays, the average length and the wins, one fact a line."""
    lines = [ngettext("{count} play, {finished} finished", "{count} plays, {finished} finished", stats.plays).format(
        count=format_number(stats.plays), finished=format_number(stats.finished))]
    if stats.average_minutes is not None:
        lines.append(_("Average length: {minutes} min on the game clock").format(minutes=round(stats.average_minutes)))
    if stats.average_actions is not None:
        actions = round(stats.average_actions)
        lines.append(ngettext("Average length: {actions} action", "Average length: {actions} actions", actions).format(
            actions=format_number(actions)))
    if stats.wins_by_player:
        lines.append(_("Wins per player: {wins}").format(wins=", ".join(f"{name} {count}" for name, count in stats.wins_by_player)))
    if stats.wins_by_hero:
        lines.append(_("Wins per hero: {wins}").format(wins=", ".join(f"{name} {count}" for name, count in stats.wins_by_hero)))
    if not stats.finished:
        lines.append(_("No play of this game has finished yet."))
    return "\n".join(lines)


class WinsPlot(ThemedPlot):
    """A bar per player: the finished plays they won."""

    DEFAULT_CSS = "WinsPlot { height: 9; }"

    def __init__(self, stats: GameStats) -> None:
        super().__init__()
        self.stats = stats

    def draw(self) -> None:
        names = [name for name, _count in self.stats.wins_by_player]
        counts = [count for _name, count in self.stats.wins_by_player]
        self.plt.bar(names, counts, color=Color.parse(self.app.get_css_variables()["text-primary"]).rgb)
        self.plt.title(_("wins per player"))
        self.plt.yticks(list(range(0, max(counts) + 1)))


class PlayStatsScreen(Screen[None]):
    """Every game's stats over the saved sessions; escape goes back."""

    HELP_TITLE = NC_("screen title", "Stats across games")
    HELP_TEXT = N_("Per game: how often it was played, who won (by player and by hero) and how long a play takes.")
    DEFAULT_CSS = """
    PlayStatsScreen #stats-games { height: 1fr; }
    PlayStatsScreen .stats-game-title { text-style: bold; margin-top: 1; }
    """
    BINDINGS = [Binding("escape,q", "close", N_("Back"), id="stats.close", tooltip=N_("Back to the home screen.")),
                Binding("w", "write_page", N_("Write page"), id="stats.write",
                        tooltip=N_("Write these stats as an HTML page with charts into the data folder's reports."))]

    def __init__(self, stats: tuple[GameStats, ...], plays: tuple[Play, ...] = ()) -> None:
        super().__init__()
        self.stats = stats
        self.plays = plays

    def compose(self) -> ComposeResult:
        yield Label(_("Stats across games"), id="stats-title", classes="screen-title", markup=False)
        with VerticalScroll(id="stats-games"):
            if not self.stats:
                yield Static(_("No saved sessions yet: press n on the home screen to start one."), id="stats-none",
                             markup=False)
            for one in self.stats:
                parts: list[Widget] = [Label(_(one.game_title), classes="stats-game-title", markup=False),
                         Static(stats_lines(one), classes="stats-game-lines", markup=False)]
                if one.wins_by_player:
                    parts.append(WinsPlot(one))
                yield Vertical(*parts, classes="stats-game")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#stats-games").focus()

    def action_write_page(self) -> None:
        """Write the stats page (stats.html in the data folder's reports) and say where."""
        from companion.services.stats_html import write_stats_page

        try:
            path = write_stats_page(self.plays)
        except OSError as error:
            self.notify(_("Cannot write the stats page: {reason}").format(reason=error.strerror or type(error).__name__),
                        severity="error", timeout=8, markup=False)
            return
        self.notify(_("Wrote the stats page to {file}").format(file=path), timeout=8, markup=False)

    def action_close(self) -> None:
        """Back to the home screen."""
        self.dismiss(None)
