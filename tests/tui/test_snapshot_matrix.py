"""Every game board (in the real session frame) and every dialog, pictured at 80x24, 120x40 and 160x50,
in the dark and the light theme.

The pictures reuse the tables of each game's own screen tests; `picture_cases` is shared with
scripts/guide_screenshots.py, which renders the user guide's screenshots from the same apps.
"""

from __future__ import annotations

import pytest

from tests.tui.picture_cases import PICTURES, SIZES, THEMES


def _ids(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


#: Every picture at every size in the dark theme, and at 80x24 in the light one: a theme changes colours,
#: not where anything is laid out, so the light theme's larger sizes showed nothing the others do not
#: (they were 50 of 150 pictures, a third of the matrix's time).
MATRIX = [
    pytest.param(name, size, theme, id=f"{name}-{_ids(size)}-{theme.removeprefix('textual-')}")
    for name in PICTURES
    for size in SIZES
    for theme in THEMES
    if theme == THEMES[0] or size == SIZES[0]
]


@pytest.mark.parametrize(("name", "size", "theme"), MATRIX)
def test_picture(snap_compare, request: pytest.FixtureRequest, name: str, size: tuple[int, int], theme: str) -> None:
    picture = PICTURES[name]
    app = picture.make(request.getfixturevalue("store")) if picture.on_store else picture.make()
    app.theme = theme
    assert snap_compare(app, terminal_size=size, run_before=picture.run_before)
