"""A session's summary as Markdown: a file a table can keep with its history."""

from __future__ import annotations

from collections.abc import Sequence
from companion.services.clock_state import clock_text
from companion.services.i18n import _, pgettext, translate
from companion.services.report_text import clock_summary, count_of, odds_text, percent, who_text
from companion.services.session_report import SessionReport


def _cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _table(header: tuple[str, ...], rows: Sequence[tuple[object, ...]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines.extend("| " + " | ".join(_cell(value) for value in row) + " |" for row in rows)
    return lines


def render_markdown(report: SessionReport) -> str:
    """The whole summary in Markdown: result, clock, stats per turn, rolls and luck, house rules, refusals."""
    lines = [f"# {report.name}", "", f"*{_(report.game_title)}* — {', '.join(report.players)}", ""]
    result = (translate(report.winner) if report.winner
              else _("not finished ({turn})").format(turn=translate(report.turn_now)))
    lines.append("- **" + _("Result:") + "** " + f"{result}")
    lines.append("- **" + _("Actions:") + "** " + f"{report.actions}")
    lines.append("- **" + _("Started:") + "** " + _("{started} UTC; last played {last} UTC").format(
        started=f"{report.created_at:%Y-%m-%d %H:%M}", last=f"{report.last_played:%Y-%m-%d %H:%M}"))
    lines.append("- **" + _("Clock:") + "** " + f"{clock_summary(report.clock)}")
    average = report.average_percentile()
    if average is not None:
        lines.append("- **" + _("Luck:") + "** " + _("mean percentile {percentile} over {rolls} (50 is average)").format(
            percentile=percent(average), rolls=count_of(len(report.judged_rolls), "roll", "rolls")))
    lines.append("")
    for stat in report.stats():
        lines += ["## " + _("{stat} over the turns").format(stat=translate(stat)), ""]
        chosen = [series for series in report.series if series.stat == stat]
        rows = [(translate(turn), *("" if s.values[i] is None else s.values[i] for s in chosen))
                for i, turn in enumerate(report.turns)]
        lines += _table((_("at the end of"), *(who_text(s.player) for s in chosen)), rows) + [""]
    if report.clock.turns:
        lines += ["## " + _("Time per turn"), ""]
        lines += _table((_("turn"), _("time")), [(translate(t.turn), clock_text(t.seconds))
                                                 for t in report.clock.turns]) + [""]
    lines += ["## " + _("Luck by player"), ""]
    by_player = report.luck_by_player()
    if by_player:
        lines += _table((pgettext("table header", "player"), _("rolls"), _("mean percentile")),
                        [(who_text(p), n, percent(v)) for p, n, v in by_player]) + [""]
    else:
        lines += [_("No rolls with a total to judge."), ""]
    lines += ["## " + _("Rolls"), ""]
    if report.rolls:
        rows = [(roll.seq, who_text(roll.player), translate(roll.dice), translate(roll.described), odds_text(roll.odds))
                for roll in report.rolls]
        lines += _table(("#", _("who"), _("dice"), _("faces"), _("against expectation")), rows) + [""]
    else:
        lines += [_("No dice were rolled."), ""]
    lines += ["## " + _("Rulings refused"), ""]
    if report.refusals:
        lines += [f"- #{r.seq}: {translate(r.reason)} — " + (_("applied as a house rule") if r.applied_as_house_rule
                                                           else _("refused by today's rules on replay"))
                  for r in report.refusals]
    else:
        lines.append(_("None."))
    lines += ["", "## " + _("House rules used"), ""]
    if report.house_rules:
        lines += [f"- #{h.seq}: {translate(h.message)}" for h in report.house_rules]
    else:
        lines.append(_("None."))
    return "\n".join(lines) + "\n"
