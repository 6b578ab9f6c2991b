"""The summary of a session: result, clock, stats over the turns as plots, luck, house rules and refusals.

Display only: the report is built by `companion.services.session_report` from the stored log
and handed in; the plots are textual-plotext widgets (one per tracked stat, a line per player).
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.color import Color
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, Static

from companion.services.clock_state import clock_text
from companion.services.report_text import clock_summary, count_of, odds_text, percent, who_text
from companion.services.session_report import SessionReport, StatSeries
from companion.services.i18n import _, translate
from rules_engine.messages import NC_, N_
from screens.localized_footer import Footer
from screens.themed_plot import ThemedPlot

#: Line colours per player: theme variables (readable as text on the theme's background), so a
#: light theme gets darker lines; the legend names each line as well.
COLOURS = ("text-primary", "text-error", "text-success", "text-warning", "text-secondary", "foreground")
#: Point markers per player (plotext names): without colour (NO_COLOR) the lines still differ.
MARKERS = ("braille", "dot", "+", "x", "o", "*")


def line_colour(variables: dict[str, str], number: int) -> tuple[int, int, int]:
    """The RGB colour of the `number`th player's line in the current theme."""
    return Color.parse(variables[COLOURS[number % len(COLOURS)]]).rgb


class StatPlot(ThemedPlot):
    """One stat of every player over the turns (turn 0 is the setup)."""

    def __init__(self, stat: str, series: list[StatSeries], points: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.stat = stat
        self.series = series
        self.points = points

    def draw(self) -> None:
        plt = self.plt
        plt.title(_("{stat} over the turns").format(stat=translate(self.stat)))
        plt.xlabel(_("turn"))
        values = [v for one in self.series for v in one.values if v is not None]
        if values:
            low, high = min(values), max(values)
            step = max(1, (high - low) // 4)
            plt.yticks(list(range(low, high + 1, step)))
        for number, one in enumerate(self.series):
            xs = [i for i, v in enumerate(one.values) if v is not None]
            ys = [v for v in one.values if v is not None]
            plt.plot(xs, ys, label=one.player, marker=MARKERS[number % len(MARKERS)],
                     color=line_colour(self.app.get_css_variables(), number))


def summary_lines(report: SessionReport) -> list[str]:
    """The facts at the top of the summary, one line each."""
    result = (translate(report.winner) if report.winner
              else _("not finished ({turn})").format(turn=translate(report.turn_now)))
    lines = [f"{_(report.game_title)} — {', '.join(report.players)}",
             _("Result: {result}").format(result=result),
             _("Clock: {clock} · {actions}").format(clock=clock_summary(report.clock),
                                                   actions=count_of(report.actions, "action", "actions"))]
    average = report.average_percentile()
    if average is not None:
        lines.append(_("Luck: mean percentile {percentile} over {rolls} (50 is average)").format(
            percentile=percent(average), rolls=count_of(len(report.judged_rolls), "roll", "rolls")))
        lines += [_("  {player}: {percentile} over {rolls}").format(
            player=who_text(player), percentile=percent(value), rolls=count_of(count, "roll", "rolls"))
            for player, count, value in report.luck_by_player()]
    return lines


def detail_lines(report: SessionReport) -> list[str]:
    """Time per turn, the rolls, refusals and house rules, as plain lines."""
    lines: list[str] = []
    if report.clock.turns:
        lines.append(_("Time per turn:"))
        lines += [f"  {translate(t.turn)}: {clock_text(t.seconds)}" for t in report.clock.turns]
    lines.append(_("Rolls:") if report.rolls else _("No dice were rolled."))
    lines += [f"  #{r.seq} {who_text(r.player)}: {translate(r.described)} — {odds_text(r.odds)}" for r in report.rolls]
    lines.append(_("Rulings refused:") if report.refusals else _("Rulings refused: none"))
    lines += [f"  #{r.seq}: {translate(r.reason)} " + (_("(applied as a house rule)") if r.applied_as_house_rule else
                                                      _("(refused by today's rules on replay)")) for r in report.refusals]
    lines.append(_("House rules used:") if report.house_rules else _("House rules used: none"))
    lines += [f"  #{h.seq}: {translate(h.message)}" for h in report.house_rules]
    return lines


class SummaryScreen(Screen[None]):
    """A session's summary; escape goes back."""

    CSS_PATH = "summary_screen.tcss"
    HELP_TITLE = NC_("screen title", "Summary")
    HELP_TEXT = N_("Who won, stats over the turns, luck against expectation, refusals and house rules.")
    BINDINGS = [
        Binding("escape,q", "close", N_("Back"), id="summary.close", tooltip=N_("Back to where you came from.")),
    ]

    def __init__(self, report: SessionReport) -> None:
        super().__init__()
        self.report = report

    def compose(self) -> ComposeResult:
        report = self.report
        yield Label(_("Summary — {name}").format(name=report.name), id="summary-title", classes="screen-title", markup=False)
        with VerticalScroll(id="summary-body"):
            yield Static("\n".join(summary_lines(report)), id="summary-facts", markup=False)
            for stat in report.stats():
                chosen = [series for series in report.series if series.stat == stat]
                yield StatPlot(stat, chosen, len(report.turns), classes="summary-plot")
            yield Static("\n".join(detail_lines(report)), id="summary-details", markup=False)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#summary-body").focus()

    def action_close(self) -> None:
        """Back to the screen the summary was opened from."""
        self.dismiss(None)
