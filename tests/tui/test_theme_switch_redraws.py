"""A theme chosen live (the palette's theme picker, the settings) redraws every screen in its colours:
the board, each dialog and screen over it, the summary's plots, and the screens below the top one.

Each picture is taken twice: started in the dark theme and switched to the light one, and started in
the light one. Both must show every character in the same colours.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.app import App

from companion.services.store import SessionStore
from tests.tui.picture_cases import PICTURES

#: The pictures whose text is drawn in the theme's colours by the screens' own code (Rich text), not
#: only by the stylesheet: each board kind, every dialog that draws such text, the summary's plots.
SWITCHED = ["dice-throne-1v1", "dice-throne-calculator", "runebound2-market", "runebound2-deck-builder",
            "dungeoneer-battle-wizard", "summary"]

STYLE_RULE = re.compile(r"\.(terminal-[\w-]+) \{ ([^}]*) \}")
TEXT = re.compile(r'<text class="(terminal-[\w-]+)" x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</text>')


def coloured_text(app: App) -> list[tuple[str, str, str, str]]:
    """Every piece of text on the screen with its place and its colour (from the SVG screenshot)."""
    svg = app.export_screenshot()
    styles = dict(STYLE_RULE.findall(svg))
    return [(x, y, text, styles.get(name, "")) for name, x, y, text in TEXT.findall(svg)]


async def _picture(name: str, tmp_path: Path, theme: str, switch_to: str | None) -> list[tuple[str, str, str, str]]:
    picture = PICTURES[name]
    store = SessionStore.open(f"sqlite:///{tmp_path / f'{theme}-{switch_to}.db'}") if picture.on_store else None
    try:
        app = picture.make(store) if picture.on_store else picture.make()
        app.theme = theme
        async with app.run_test(size=(120, 40)) as pilot:
            if picture.run_before is not None:
                await picture.run_before(pilot)
            await pilot.pause()
            if switch_to is not None:
                app.theme = switch_to
                await pilot.pause()
                await pilot.pause()
            return coloured_text(app)
    finally:
        if store is not None:
            store.close()


@pytest.mark.parametrize("name", SWITCHED)
async def test_a_theme_switched_live_draws_the_screen_as_if_started_in_it(name: str, tmp_path: Path) -> None:
    switched = await _picture(name, tmp_path, "textual-dark", "textual-light")
    light = await _picture(name, tmp_path, "textual-light", None)
    leftovers = [piece for piece in switched if piece not in light]
    assert leftovers == [], f"drawn in the old theme's colours after the switch: {leftovers[:5]}"
