"""A session's summary as Markdown: a file a table can keep with its history."""

from __future__ import annotations

from companion.services.clock_state import clock_text
from companion.services.report_text import clock_summary, count_of, odds_text, percent
from companion.services.session_report import SessionReport


def _cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _table(header: tuple[str, ...], rows: list[tuple[object, ...]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines.extend("| " + " | ".join(_cell(value) for value in row) + " |" for row in rows)
    return lines


def render_markdown(report: SessionReport) -> str:
    """The whole summary in Markdown: result, clock, stats per turn, rolls and luck, house rules, refusals."""
    lines = [f"# {report.name}", "", f"*{report.game_title}* — {', '.join(report.players)}", ""]
    lines.append(f"- **Result:** {report.winner or 'not finished (' + report.turn_now + ')'}")
    lines.append(f"- **Actions:** {report.actions}")
    lines.append(f"- **Started:** {report.created_at:%Y-%m-%d %H:%M} UTC; last played {report.last_played:%Y-%m-%d %H:%M} UTC")
    lines.append(f"- **Clock:** {clock_summary(report.clock)}")
    average = report.average_percentile()
    if average is not None:
        lines.append(f"- **Luck:** mean percentile {percent(average)} over {count_of(len(report.judged_rolls), 'roll', 'rolls')} (50 is average)")
    lines.append("")
    for stat in report.stats():
        lines += [f"## {stat} over the turns", ""]
        chosen = [series for series in report.series if series.stat == stat]
        rows = [(turn, *("" if s.values[i] is None else s.values[i] for s in chosen)) for i, turn in enumerate(report.turns)]
        lines += _table(("at the end of", *(s.player for s in chosen)), rows) + [""]
    if report.clock.turns:
        lines += ["## Time per turn", ""]
        lines += _table(("turn", "time"), [(t.turn, clock_text(t.seconds)) for t in report.clock.turns]) + [""]
    lines += ["## Luck by player", ""]
    by_player = report.luck_by_player()
    if by_player:
        lines += _table(("player", "rolls", "mean percentile"), [(p, n, percent(v)) for p, n, v in by_player]) + [""]
    else:
        lines += ["No rolls with a total to judge.", ""]
    lines += ["## Rolls", ""]
    if report.rolls:
        rows = [(roll.seq, roll.player, roll.dice, roll.described, odds_text(roll.odds)) for roll in report.rolls]
        lines += _table(("#", "who", "dice", "faces", "against expectation"), rows) + [""]
    else:
        lines += ["No dice were rolled.", ""]
    lines += ["## Rulings refused", ""]
    if report.refusals:
        lines += [f"- #{r.seq}: {r.reason}" + (" — applied as a house rule" if r.applied_as_house_rule
                                                else " — refused by today's rules on replay") for r in report.refusals]
    else:
        lines.append("None.")
    lines += ["", "## House rules used", ""]
    if report.house_rules:
        lines += [f"- #{h.seq}: {h.message}" for h in report.house_rules]
    else:
        lines.append("None.")
    return "\n".join(lines) + "\n"
