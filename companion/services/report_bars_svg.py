"""A static bar chart as inline SVG (drawn here, no plotting library): one horizontal bar per label.

The HTML reports draw their counts with it (wins per player, plays per game, faces per die). A bar's
label is the table's own text (a player's or hero's name, a face), so every text goes through `escape`;
an optional expected value is drawn as a dashed line across the bars (what a fair die would show).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from companion.services.i18n import current_language
from companion.services.i18n.formats import format_number
from companion.services.i18n.languages import SOURCE_LANGUAGE

#: The bars' colour and the expected line's.
BAR, EXPECTED = "#1f77b4", "#d62728"
WIDTH, ROW, LABEL, RIGHT, TOP = 640, 22, 170, 56, 8
#: A label longer than this is cut with an ellipsis in the chart (the table beside it holds it whole).
LABEL_CHARS = 24


def _number(value: float) -> str:
    """A count as Python writes it in English, the language's way otherwise (a fraction with one decimal)."""
    shown = round(value, 1) if value != int(value) else int(value)
    return str(shown) if current_language() == SOURCE_LANGUAGE else format_number(shown)


def _short(label: str) -> str:
    return label if len(label) <= LABEL_CHARS else label[:LABEL_CHARS - 1] + "…"


def bar_chart_svg(title: str, bars: Sequence[tuple[str, float]], *, expected: float | None = None,
                  expected_label: str = "") -> str:
    """An SVG chart of one horizontal bar per (label, value), the value written at its end; with `expected`, a
    dashed line at that value named by `expected_label` under the bars."""
    high = max([value for _label, value in bars] + [expected or 0, 1])
    inner = WIDTH - LABEL - RIGHT
    height = TOP * 2 + ROW * len(bars) + (18 if expected is not None else 0)

    def at(value: float) -> float:
        return LABEL + inner * value / high

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
             f'height="{height}" role="img" aria-label="{escape(title)}">', f"<title>{escape(title)}</title>",
             f'<line x1="{LABEL}" y1="{TOP}" x2="{LABEL}" y2="{TOP + ROW * len(bars)}" stroke="#555"/>']
    for row, (label, value) in enumerate(bars):
        y = TOP + ROW * row
        parts.append(f'<text x="{LABEL - 6}" y="{y + 15}" text-anchor="end" font-size="12">{escape(_short(label))}</text>')
        parts.append(f'<rect x="{LABEL}" y="{y + 3}" width="{at(value) - LABEL:.1f}" height="{ROW - 6}" fill="{BAR}"/>')
        parts.append(f'<text x="{at(value) + 4:.1f}" y="{y + 15}" font-size="11">{_number(value)}</text>')
    if expected is not None:
        x, bottom = at(expected), TOP + ROW * len(bars)
        parts.append(f'<line x1="{x:.1f}" y1="{TOP}" x2="{x:.1f}" y2="{bottom}" stroke="{EXPECTED}" '
                     f'stroke-dasharray="4 3" stroke-width="2"/>')
        parts.append(f'<text x="{x:.1f}" y="{bottom + 14}" text-anchor="middle" font-size="11" fill="{EXPECTED}">'
                     f"{escape(expected_label)} {_number(expected)}</text>")
    parts.append("</svg>")
    return "".join(parts)
