"""A static line plot as inline SVG (drawn here, no plotting library): one line per player's series."""

from __future__ import annotations

from html import escape

from companion.services.i18n import _, current_language
from companion.services.i18n.formats import format_number
from companion.services.i18n.languages import SOURCE_LANGUAGE
from companion.services.report_text import who_text
from companion.services.session_report import StatSeries

#: Line colours, told apart by a marker shape as well (circle, square, triangle, diamond) for colour-blind readers.
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 640, 260, 48, 150, 16, 36


def _marker(shape: int, x: float, y: float, colour: str) -> str:
    if shape == 0:
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colour}"/>'
    if shape == 1:
        return f'<rect x="{x - 3:.1f}" y="{y - 3:.1f}" width="6" height="6" fill="{colour}"/>'
    if shape == 2:
        return f'<polygon points="{x:.1f},{y - 4:.1f} {x - 4:.1f},{y + 3:.1f} {x + 4:.1f},{y + 3:.1f}" fill="{colour}"/>'
    return f'<polygon points="{x:.1f},{y - 4:.1f} {x + 4:.1f},{y:.1f} {x:.1f},{y + 4:.1f} {x - 4:.1f},{y:.1f}" fill="{colour}"/>'


def _number(value: int) -> str:
    """A tick's number: as Python writes it in English (the report's text unchanged), the language's way otherwise."""
    return str(value) if current_language() == SOURCE_LANGUAGE else format_number(value)


def line_plot_svg(title: str, series: list[StatSeries], points: int) -> str:
    """An SVG line plot of the series against turn number (0 = setup), with axes, ticks and a legend."""
    values = [v for s in series for v in s.values if v is not None]
    low, high = (min(values), max(values)) if values else (0, 1)
    if low == high:
        low, high = low - 1, high + 1
    span_x = max(points - 1, 1)
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def at(index: int, value: int) -> tuple[float, float]:
        return LEFT + inner_w * index / span_x, TOP + inner_h * (high - value) / (high - low)

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" '
             f'height="{HEIGHT}" role="img" aria-label="{escape(title)}">',
             f'<title>{escape(title)}</title>',
             f'<line x1="{LEFT}" y1="{TOP + inner_h}" x2="{LEFT + inner_w}" y2="{TOP + inner_h}" stroke="#555"/>',
             f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + inner_h}" stroke="#555"/>']
    for value in (low, (low + high) // 2, high):
        y = at(0, value)[1]
        parts.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end" font-size="11">{_number(value)}</text>')
    step = max(1, span_x // 8)
    for index in range(0, points, step):
        x = at(index, low)[0]
        parts.append(f'<text x="{x:.1f}" y="{TOP + inner_h + 16}" text-anchor="middle" font-size="11">{_number(index)}</text>')
    turn = escape(_("turn"))
    parts.append(f'<text x="{LEFT + inner_w / 2:.1f}" y="{HEIGHT - 4}" text-anchor="middle" font-size="11">{turn}</text>')
    for number, one in enumerate(series):
        colour, shape = COLOURS[number % len(COLOURS)], number % 4
        coords = [at(i, v) for i, v in enumerate(one.values) if v is not None]
        if coords:
            path = " ".join(f"{x:.1f},{y:.1f}" for x, y in coords)
            parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{path}"/>')
            parts.extend(_marker(shape, x, y, colour) for x, y in coords)
        legend_y = TOP + 14 + 18 * number
        parts.append(_marker(shape, WIDTH - RIGHT + 14, legend_y - 4, colour))
        parts.append(f'<text x="{WIDTH - RIGHT + 24}" y="{legend_y}" font-size="12">{escape(who_text(one.player))}</text>')
    parts.append("</svg>")
    return "".join(parts)
