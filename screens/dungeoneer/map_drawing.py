"""The dungeon map as characters: one box per placed location with its four exits, heroes and marks.

Pure drawing from the board's view data (`PlaceData`, `FaultData`): no rule is decided here. Each
character carries a role ('wall', 'fault', 'hero', ...); the widget turns roles into the theme's
colours. Two sizes: compact boxes for 80 columns, larger ones when the screen has room.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from companion.services.i18n import _, pgettext, translate
from rules_engine.dungeoneer.board import FaultData, PlaceData

Cell = tuple[int, int]

#: The sides in the order PlaceData lists its exits, and each side's (column, row) step.
SIDE_NAMES = ("north", "east", "south", "west")
STEP = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}

#: The roles a character may have (each a component class of the map widget).
ROLES = ("border", "entrance", "name", "numbers", "open", "wall", "blocked", "trap", "hero", "active-hero",
         "cursor", "ghost", "fault", "empty")


@dataclass(frozen=True, slots=True)
class BoxSize:
    """The size of one location's box in characters (borders included)."""

    width: int
    height: int

    @property
    def inner(self) -> int:
        """Characters of text inside the borders."""
        return self.width - 2


COMPACT = BoxSize(14, 5)
LARGE = BoxSize(20, 7)


@dataclass(frozen=True, slots=True)
class MapPicture:
    """What to draw: the placed locations, a cursor cell, a location shown where it would go, faults."""

    places: tuple[PlaceData, ...]
    active: int = -1  # the seat whose hero is marked as the one acting
    cursor: Cell | None = None
    ghost: PlaceData | None = None  # the location being placed, drawn in the cursor's cell
    faults: tuple[FaultData, ...] = ()


def exit_mark(exit_text: str) -> tuple[str, str]:
    """(role, two-character label) of an exit as the board describes it ('open', 'wall', 'blocked 5+ (speed)')."""
    words = exit_text.split()
    kind = words[0] if words else "wall"
    if kind == "open":
        return "open", "  "
    if kind in ("blocked", "trap"):
        number = words[1].rstrip("+") if len(words) > 1 else "?"
        return kind, f"{kind[0].upper()}{number}"[:2].ljust(2)
    return "wall", "██"


def bounds(picture: MapPicture) -> tuple[int, int, int, int]:
    """(first column, first row, last column, last row) that the picture covers."""
    cells = [(p.column, p.row) for p in picture.places]
    if picture.cursor is not None:
        cells.append(picture.cursor)
    for fault in picture.faults:
        cells.append((fault.column, fault.row))
        if fault.other_column is not None and fault.other_row is not None:
            cells.append((fault.other_column, fault.other_row))
    if not cells:
        cells = [(0, 0)]
    columns = [c for c, _ in cells]
    rows = [r for _, r in cells]
    return min(columns), min(rows), max(columns), max(rows)


class Canvas:
    """A grid of characters, each with a role."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.chars = [[" "] * width for _ in range(height)]
        self.roles = [["empty"] * width for _ in range(height)]

    def put(self, x: int, y: int, text: str, role: str) -> None:
        """Write `text` from (x, y) rightwards, clipped to the canvas; a wide character takes two cells."""
        column = x
        for char in text:
            width = cell_len(char)
            if width == 0:
                continue  # a combining or control character: nothing to place
            if not (0 <= column and column + width <= self.width and 0 <= y < self.height):
                column += width
                continue
            self.chars[y][column] = char
            self.roles[y][column] = role
            if width == 2:
                self.chars[y][column + 1] = ""  # the second cell of a wide character
                self.roles[y][column + 1] = role
            column += width

    def runs(self, row: int) -> list[tuple[str, str]]:
        """One row as runs of characters of one role each, left to right: (characters, role)."""
        chars, roles = self.chars[row], self.roles[row]
        out, start = [], 0
        for index in range(1, self.width + 1):
            if index == self.width or roles[index] != roles[start]:
                out.append(("".join(chars[start:index]), roles[start]))
                start = index
        return out

    def text(self, styles: Mapping[str, Style]) -> Text:
        """The canvas as rich text, each role in its style."""
        out = Text(no_wrap=True, overflow="crop")
        for row_index in range(self.height):
            chars, roles = self.chars[row_index], self.roles[row_index]
            start = 0
            for index in range(1, self.width + 1):
                if index == self.width or roles[index] != roles[start]:
                    out.append("".join(chars[start:index]), styles.get(roles[start], Style()))
                    start = index
            if row_index < self.height - 1:
                out.append("\n")
        return out


def _box(canvas: Canvas, x: int, y: int, size: BoxSize, place: PlaceData, border: str, active: int) -> None:
    """One location's box at (x, y)."""
    w, h = size.width, size.height
    middle_x, middle_y = x + w // 2 - 1, y + h // 2
    canvas.put(x, y, "┌" + "─" * (w - 2) + "┐", border)
    canvas.put(x, y + h - 1, "└" + "─" * (w - 2) + "┘", border)
    for row in range(y + 1, y + h - 1):
        canvas.put(x, row, "│", border)
        canvas.put(x + w - 1, row, "│", border)
        canvas.put(x + 1, row, " " * size.inner, "empty")
    for side, exit_text in zip(SIDE_NAMES, place.exits):
        role, label = exit_mark(exit_text)
        if side == "north":
            canvas.put(middle_x, y, label, role)
        elif side == "south":
            canvas.put(middle_x, y + h - 1, label, role)
        else:
            column = x if side == "west" else x + w - 1
            canvas.put(column, middle_y - 1, label[0] if role != "wall" else "█", role)
            canvas.put(column, middle_y, label[1] if role != "wall" else "█", role)
    name = ("⌂ " if place.entrance else "") + translate(place.name)
    lines = _wrap(name, size.inner, 2 if size.height >= 7 else 1)
    for offset, line in enumerate(lines):
        canvas.put(x + 1, y + 1 + offset, line, "entrance" if place.entrance else "name")
    numbers_row = y + 1 + len(lines)
    kind = "" if size.inner < 16 else f" {translate(place.kind)}"
    numbers = _("G{glory} P{peril}").format(glory=place.glory, peril=place.peril)
    canvas.put(x + 1, numbers_row, f"{numbers}{kind}"[:size.inner], "numbers")
    heroes_row = y + h - 2
    column = x + 1
    for seat in place.heroes:
        mark = f"[{seat + 1}]"
        if column + len(mark) > x + w - 1:
            canvas.put(x + w - 2, heroes_row, "+", "hero")
            break
        canvas.put(column, heroes_row, mark, "active-hero" if seat == active else "hero")
        column += len(mark)


def _cut(text: str, width: int) -> str:
    """`text` in at most `width` cells, ending in '…' when cut."""
    if cell_len(text) <= width:
        return text
    out = ""
    for char in text:
        if cell_len(out + char) > width - 1:
            break
        out += char
    return out + "…"


def _wrap(text: str, width: int, lines: int) -> list[str]:
    """Up to `lines` lines of at most `width` cells, the last cut with '…' when the text is longer."""
    words, out, line = text.split(), [], ""
    for word in words:
        candidate = f"{line} {word}".strip()
        if cell_len(candidate) <= width:
            line = candidate
            continue
        if line:
            out.append(line)
        line = word
    out.append(line)
    if len(out) > lines:
        kept = out[:lines]
        kept[-1] = " ".join(out[lines - 1:])
        out = kept
    return [_cut(o, width) for o in out]


def _empty_cursor(canvas: Canvas, x: int, y: int, size: BoxSize) -> None:
    w, h = size.width, size.height
    canvas.put(x, y, "┌" + "┄" * (w - 2) + "┐", "cursor")
    canvas.put(x, y + h - 1, "└" + "┄" * (w - 2) + "┘", "cursor")
    for row in range(y + 1, y + h - 1):
        canvas.put(x, row, "┆", "cursor")
        canvas.put(x + w - 1, row, "┆", "cursor")
    canvas.put(x + 2, y + h // 2, pgettext("dungeoneer map", "here")[: size.inner], "cursor")


def _fault_marks(canvas: Canvas, picture: MapPicture, origin: Cell, size: BoxSize) -> None:
    """Mark each side where an exit meets a wall, on both cards, and every faulty cell's corner."""
    for fault in picture.faults:
        x, y = _position((fault.column, fault.row), origin, size)
        canvas.put(x, y, "✗", "fault")
        if not fault.side or fault.other_column is None or fault.other_row is None:
            continue
        _side_mark(canvas, x, y, size, fault.side, "wall" if not fault.wall_on_other else "exit")
        ox, oy = _position((fault.other_column, fault.other_row), origin, size)
        _side_mark(canvas, ox, oy, size, OPPOSITE[fault.side], "wall" if fault.wall_on_other else "exit")


def _side_mark(canvas: Canvas, x: int, y: int, size: BoxSize, side: str, what: str) -> None:
    w, h = size.width, size.height
    label = "✗W" if what == "wall" else "✗E"
    if side == "north":
        canvas.put(x + w // 2 - 1, y, label, "fault")
    elif side == "south":
        canvas.put(x + w // 2 - 1, y + h - 1, label, "fault")
    else:
        column = x if side == "west" else x + w - 1
        canvas.put(column, y + h // 2 - 1, label[0], "fault")
        canvas.put(column, y + h // 2, label[1], "fault")


def _position(cell: Cell, origin: Cell, size: BoxSize) -> tuple[int, int]:
    return (cell[0] - origin[0]) * size.width, (cell[1] - origin[1]) * size.height


def draw_map(picture: MapPicture, size: BoxSize, styles: Mapping[str, Style]) -> Text:
    """The whole map as rich text: every location, the cursor, the location being placed and the faults."""
    return map_canvas(picture, size).text(styles)


def map_canvas(picture: MapPicture, size: BoxSize) -> Canvas:
    """The whole map's characters, each with its role: every location, the cursor, the location being placed and
    the faults."""
    first_column, first_row, last_column, last_row = bounds(picture)
    canvas = Canvas((last_column - first_column + 1) * size.width, (last_row - first_row + 1) * size.height)
    origin = (first_column, first_row)
    for place in picture.places:
        x, y = _position((place.column, place.row), origin, size)
        _box(canvas, x, y, size, place, "entrance" if place.entrance else "border", picture.active)
    if picture.cursor is not None:
        x, y = _position(picture.cursor, origin, size)
        taken = any((p.column, p.row) == picture.cursor for p in picture.places)
        if picture.ghost is not None and not taken:
            _box(canvas, x, y, size, picture.ghost, "ghost", picture.active)
        elif not taken:
            _empty_cursor(canvas, x, y, size)
        else:
            canvas.put(x, y, "┏", "cursor")
            canvas.put(x + size.width - 1, y + size.height - 1, "┛", "cursor")
    _fault_marks(canvas, picture, origin, size)
    return canvas


def map_extent(picture: MapPicture, size: BoxSize) -> tuple[int, int]:
    """(width, height) in characters of the whole map drawn with boxes of `size`."""
    first_column, first_row, last_column, last_row = bounds(picture)
    return (last_column - first_column + 1) * size.width, (last_row - first_row + 1) * size.height


def box_size_for(picture: MapPicture, room: tuple[int, int]) -> BoxSize:
    """The larger boxes when the whole map fits `room` (columns, rows) with them; else the compact ones, so a
    large terminal never cuts a map it could show whole with the smaller boxes."""
    width, height = map_extent(picture, LARGE)
    return LARGE if width <= room[0] and height <= room[1] else COMPACT


def cell_region(cell: Cell, picture: MapPicture, size: BoxSize) -> tuple[int, int, int, int]:
    """(x, y, width, height) of a cell's box in the drawn map (to scroll it into view)."""
    first_column, first_row, _, _ = bounds(picture)
    x, y = _position(cell, (first_column, first_row), size)
    return x, y, size.width, size.height
