"""A session's summary as one self-contained HTML page: escaped text, inline CSS, inline SVG plots."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from companion.services.clock_state import clock_text
from companion.services.i18n import _, current_language, format_moment, pgettext, translate
from companion.services.report_svg import line_plot_svg
from companion.services.report_text import clock_summary, count_of, odds_text, percent, who_text
from companion.services.session_report import SessionReport

#: The look every page the app writes shares (a session's report, the stats across games, honest dice).
PAGE_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #bbb; padding: 0.2rem 0.5rem; text-align: left; }
th { background: #eee; }
figure { margin: 0.5rem 0 1.5rem; }
"""
STYLE = PAGE_STYLE + """.lucky { color: #1a7f37; } .unlucky { color: #b42318; }
"""


def _table(header: tuple[str, ...], rows: Sequence[tuple[object, ...]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _list(items: list[str]) -> str:
    return ("<ul>" + "".join(f"<li>{escape(item)}</li>" for item in items) + "</ul>" if items
            else "<p>" + escape(_("None.")) + "</p>")


def render_html(report: SessionReport) -> str:
    """The whole summary as a standalone HTML document (no script, no external files)."""
    out = ["<!DOCTYPE html>", f'<html lang="{current_language()}"><head><meta charset="utf-8">',
           f"<title>{escape(report.name)} — {escape(_(report.game_title))}</title>",
           f"<style>{STYLE}</style></head><body>",
           f"<h1>{escape(report.name)}</h1>",
           f"<p><em>{escape(_(report.game_title))}</em> — {escape(', '.join(report.players))}</p>", "<ul>"]
    result = (translate(report.winner) if report.winner
              else _("not finished ({turn})").format(turn=translate(report.turn_now)))
    started = _("{started} UTC; last played {last} UTC").format(started=format_moment(report.created_at),
                                                                last=format_moment(report.last_played))
    facts = [(_("Result:"), result), (_("Actions:"), str(report.actions)), (_("Started:"), started),
             (_("Clock:"), clock_summary(report.clock))]
    average = report.average_percentile()
    if average is not None:
        facts.append((_("Luck:"), _("mean percentile {percentile} over {rolls} (50 is average)").format(
            percentile=percent(average), rolls=count_of(len(report.judged_rolls), "roll", "rolls"))))
    out += [f"<li><strong>{escape(k)}</strong> {escape(v)}</li>" for k, v in facts] + ["</ul>"]
    for stat in report.stats():
        chosen = [series for series in report.series if series.stat == stat]
        title = _("{stat} over the turns").format(stat=translate(stat))
        out.append(f"<h2>{escape(title)}</h2>")
        out.append(f"<figure>{line_plot_svg(title, chosen, len(report.turns))}</figure>")
        rows = [(i, translate(turn), *("" if s.values[i] is None else s.values[i] for s in chosen))
                for i, turn in enumerate(report.turns)]
        out.append(_table(("#", _("at the end of"), *(who_text(s.player) for s in chosen)), rows))
    if report.clock.turns:
        out.append("<h2>" + escape(_("Time per turn")) + "</h2>")
        out.append(_table((_("turn"), _("time")), [(translate(t.turn), clock_text(t.seconds))
                                                   for t in report.clock.turns]))
    out.append("<h2>" + escape(_("Luck by player")) + "</h2>")
    by_player = report.luck_by_player()
    out.append(_table((pgettext("table header", "player"), _("rolls"), _("mean percentile")),
                      [(who_text(p), n, percent(v)) for p, n, v in by_player])
               if by_player else "<p>" + escape(_("No rolls with a total to judge.")) + "</p>")
    out.append("<h2>" + escape(_("Rolls")) + "</h2>")
    out.append(_table(("#", _("who"), _("dice"), _("faces"), _("against expectation")),
                      [(r.seq, who_text(r.player), translate(r.dice), translate(r.described), odds_text(r.odds))
                       for r in report.rolls])
               if report.rolls else "<p>" + escape(_("No dice were rolled.")) + "</p>")
    out.append("<h2>" + escape(_("Rulings refused")) + "</h2>")
    out.append(_list([f"#{r.seq}: {translate(r.reason)} — " + (_("applied as a house rule") if r.applied_as_house_rule
                      else _("refused by today's rules on replay")) for r in report.refusals]))
    out.append("<h2>" + escape(_("House rules used")) + "</h2>")
    out.append(_list([f"#{h.seq}: {translate(h.message)}" for h in report.house_rules]))
    out.append("</body></html>")
    return "\n".join(out) + "\n"
