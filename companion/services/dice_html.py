"""The honest dice report as one self-contained HTML page: per kind of die and source, the count of every face
beside what fair dice would give, as a table and a bar chart (`report_bars_svg`, the fair count a dashed line),
and the chi-square test said in words (`companion.services.dice_fairness`). Escaped text, no script, no
external file, in the app's language; no clock of its own."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from companion.services.dice_fairness import SOURCES, DiceGroup
from companion.services.i18n import _, current_language, translate
from companion.services.report_bars_svg import bar_chart_svg
from companion.services.settings import data_dir
from companion.services.stats_html import REPORTS_FOLDER, STYLE, write_page

#: The file the app writes the page to, in the data folder's reports.
DICE_FILE = "dice.html"


def _group(group: DiceGroup) -> list[str]:
    title = _("{die} · {source} · {count} dice rolled").format(
        die=group.die_name, source=_(SOURCES.get(group.source, group.source)), count=group.rolled)
    fair = _("fair dice")
    rows = "".join(f"<tr><td>{escape(face.label)}</td><td>{face.count}</td><td>{face.expected(group.rolled):.1f}</td></tr>"
                   for face in group.faces)
    head = "".join(f"<th>{escape(h)}</th>" for h in (_("face"), _("came up"), fair))
    # One fair line when every face is as likely (a label printed on several faces is likelier: the table says).
    shares = {face.share for face in group.faces}
    expected = group.faces[0].expected(group.rolled) if len(shares) == 1 else None
    chart = bar_chart_svg(title, [(face.label, face.count) for face in group.faces], expected=expected,
                          expected_label=fair)
    return [f"<h2>{escape(title)}</h2>", "<p>" + escape(translate(group.in_words())) + "</p>",
            f"<figure>{chart}</figure>", f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"]


def render_dice_html(groups: Sequence[DiceGroup], unknown: int, sessions: Sequence[str]) -> str:
    """The whole report for the groups of the sessions named, as a standalone HTML document."""
    title = _("Honest dice")
    out = ["<!DOCTYPE html>", f'<html lang="{current_language()}"><head><meta charset="utf-8">',
           f"<title>{escape(title)}</title>", f"<style>{STYLE}</style></head><body>", f"<h1>{escape(title)}</h1>",
           "<p>" + escape(_("Sessions counted: {names}").format(names=", ".join(sessions) or "—")) + "</p>"]
    if not groups:
        out.append("<p>" + escape(_("No dice were rolled in the sessions chosen.")) + "</p>")
    for group in groups:
        out += _group(group)
    if unknown:
        out.append("<p>" + escape(_("{count} dice whose kind could not be told are not counted.").format(count=unknown))
                   + "</p>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write_dice_page(groups: Sequence[DiceGroup], unknown: int, sessions: Sequence[str]) -> Path:
    """Write the page to dice.html in the data folder's reports; OSError when it cannot be."""
    return write_page(render_dice_html(groups, unknown, sessions), data_dir() / REPORTS_FOLDER / DICE_FILE)
