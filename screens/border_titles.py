"""A border title fitted to its border: whole when it fits, else cut at a word's end and ending in "…".

Textual cuts a border title too long for its border at the last cell that fits, mid-word ("Ann · Maximilian the
Unbreak…"); a card that puts names in its border fits them here first and keeps the whole title in its tooltip.
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size

#: The cells of a border that a title cannot take: the two corners, a line's cell beside each, a space either side.
BORDER_CELLS = 6
ELLIPSIS = "…"
#: What a title's parts are joined by ("Ann · Gunslinger": the player, then the hero).
PART_SEPARATOR = " · "


def fitted_title(title: str, width: int) -> tuple[str, bool]:
    """`title` as a border `width` cells wide (the widget's outer width) shows it, and whether it was cut: whole when
    it fits (or before the widget has a width), else cut at the end of its last word that fits, with "…"; cut inside
    a word when no word before it fits, or when ending at a word would leave nothing of the title's last part (its
    hero's first letters are kept: "Ann · Gu…", not "Ann…")."""
    room = width - BORDER_CELLS
    if width <= 0 or cell_len(title) <= room:
        return title, False
    if room <= 1:
        return ELLIPSIS if room == 1 else "", True
    kept = set_cell_size(title, room - 1).rstrip()
    if not title[len(kept):].startswith(" "):  # the cut fell inside a word: end at the word before it...
        before = kept.rsplit(" ", 1)[0].rstrip(" ·") if " " in kept else ""
        # ... unless that leaves nothing of the title's last part (a card's hero after its player): a hero's first
        # letters tell the table more than none.
        head = title.rsplit(PART_SEPARATOR, 1)[0] if PART_SEPARATOR in title else ""
        if before and len(before) > len(head):
            kept = before
    return kept.rstrip(" ·") + ELLIPSIS, True
