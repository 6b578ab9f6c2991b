"""Stats across games as one self-contained HTML page: per game its plays, wins per player and per hero and
the average length, with bar charts as inline SVG (`report_bars_svg`), then every finished play with the
link that hands it to BG Stats. Escaped text, inline CSS, no script, no external file: it reads offline,
in the app's language. The page holds no clock of its own: every moment on it is a play's.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from companion.services.atomic_file import write_whole
from companion.services.i18n import _, current_language, format_moment, pgettext
from companion.services.play_stats import GameStats, Play, bg_stats_link, bg_stats_plays, game_stats
from companion.services.report_bars_svg import bar_chart_svg
from companion.services.report_html import PAGE_STYLE
from companion.services.settings import data_dir

STYLE = PAGE_STYLE
#: The file the app writes the page to, in the data folder's reports.
REPORTS_FOLDER, STATS_FILE = "reports", "stats.html"


def _table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _minutes(value: float | None) -> str:
    return "—" if value is None else _("{minutes} min").format(minutes=round(value))


def _actions(value: float | None) -> str:
    return "—" if value is None else str(round(value))


def _wins(title: str, who: str, wins: tuple[tuple[str, int], ...]) -> list[str]:
    if not wins:
        return []
    return [f"<h3>{escape(title)}</h3>", f"<figure>{bar_chart_svg(title, wins)}</figure>",
            _table((who, _("wins")), wins)]


def _game(stats: GameStats) -> list[str]:
    title = _(stats.game_title)
    out = [f"<h2>{escape(title)}</h2>",
           _table((_("plays"), _("finished"), _("average length on the game clock"), _("average length in actions")),
                  [(stats.plays, stats.finished, _minutes(stats.average_minutes), _actions(stats.average_actions))])]
    if not stats.finished:
        out.append("<p>" + escape(_("No play of this game has finished yet.")) + "</p>")
    out += _wins(_("Wins per player"), pgettext("table header", "player"), stats.wins_by_player)
    out += _wins(_("Wins per hero"), _("hero"), stats.wins_by_hero)
    return out


def _finished(plays: tuple[Play, ...]) -> list[str]:
    done = [play for play in plays if play.finished]
    if not done:
        return []
    out = ["<h2>" + escape(_("Finished plays")) + "</h2>",
           "<p>" + escape(_("Each link hands the play to BG Stats, which asks before saving it.")) + "</p>"]
    rows, add = [], escape(_("add to BG Stats"))
    for play, link in zip(done, bg_stats_plays(plays), strict=True):
        winners = ", ".join(play.winners) or _("no winner recorded")
        rows.append("<tr>" + "".join(f"<td>{escape(text)}</td>" for text in (
            format_moment(play.ended), _(play.game_title), play.name, ", ".join(play.players), winners))
            + f'<td><a href="{escape(bg_stats_link(link))}">{add}</a></td></tr>')
    head = "".join(f"<th>{escape(h)}</th>" for h in (_("last played (UTC)"), _("game"), _("session"), _("players"),
                                                       _("winners"), "BG Stats"))
    out.append(f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>")
    return out


def render_stats_html(plays: tuple[Play, ...]) -> str:
    """The whole page for these plays (every saved session's, oldest first) as a standalone HTML document."""
    found = game_stats(plays)
    title = _("Stats across games")
    out = ["<!DOCTYPE html>", f'<html lang="{current_language()}"><head><meta charset="utf-8">',
           f"<title>{escape(title)}</title>", f"<style>{STYLE}</style></head><body>", f"<h1>{escape(title)}</h1>"]
    if not found:
        out.append("<p>" + escape(_("No saved sessions yet.")) + "</p>")
    else:
        per_game = _("Plays per game")
        out += [f"<h2>{escape(per_game)}</h2>",
                f"<figure>{bar_chart_svg(per_game, [(_(one.game_title), one.plays) for one in found])}</figure>"]
    for one in found:
        out += _game(one)
    out += _finished(plays)
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def stats_page_path() -> Path:
    """Where the app writes the page: stats.html in the data folder's reports."""
    return data_dir() / REPORTS_FOLDER / STATS_FILE


def write_stats_page(plays: tuple[Play, ...], target: Path | None = None) -> Path:
    """Write the page (to stats.html in the data folder's reports unless told where); OSError when it cannot be."""
    return write_page(render_stats_html(plays), stats_page_path() if target is None else target)


def write_page(text: str, path: Path) -> Path:
    """Write a page whole or not at all (a temporary file beside it, then a rename), making its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_whole(path, text)
    return path
