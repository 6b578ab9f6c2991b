"""Render the user guide's screenshots (docs/images/) from the snapshot apps, at 80x24 and 120x40.

Run from the repo root: `.venv/bin/python scripts/guide_screenshots.py`. Each picture of
tests/tui/picture_cases.py named in GUIDE is saved as SVG (App.save_screenshot) in the dark theme,
and as PNG when chromium is on the PATH (headless, the SVG's size). The pictures are the same apps
the snapshot matrix checks, so the guide shows what the tests see; each is saved once its footer has fitted its
keys to the width (as the tests wait for it), never half-fitted.
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from companion.services.store import SessionStore  # noqa: E402 - after the line that puts the checkout on sys.path
from rules_engine.games import register_game  # noqa: E402 - after the line that puts the checkout on sys.path
from tests.support.footer_waits import shown_keys, until_the_footer_fits  # noqa: E402 - after the line that puts the checkout on sys.path
from tests.support.tally_game import TALLY  # noqa: E402 - after the line that puts the checkout on sys.path
from tests.tui.picture_cases import PICTURES, Picture  # noqa: E402 - after the line that puts the checkout on sys.path

IMAGES = REPO / "docs" / "images"
SIZES = [(80, 24), (120, 40)]
#: The pictures the user guide shows.
GUIDE = ["dice-throne-1v1", "runebound2-tracks", "runebound3-token-fight", "dungeoneer",
         "dice-tray", "runebound2-combat-wizard", "summary"]
#: Browser window size per terminal size (the SVG's frame fits inside with a small margin).
WINDOWS = {(80, 24): "900,560", (120, 40): "1300,900"}


async def render(picture: Picture, size: tuple[int, int], target: Path, folder: Path) -> None:
    """Save one picture as SVG at `target`."""
    store = SessionStore.open(f"sqlite:///{folder / (target.stem + '.db')}") if picture.on_store else None
    try:
        app = picture.make(store) if picture.on_store else picture.make()
        app.theme = "textual-dark"
        async with app.run_test(size=size) as pilot:
            if picture.run_before is not None:
                await picture.run_before(pilot)
            await pilot.pause()
            if shown_keys(app.screen)[0]:  # a screen with a footer: its keys fitted to the width first
                await until_the_footer_fits(pilot, app.screen)
            app.save_screenshot(filename=target.name, path=str(target.parent))
    finally:
        if store is not None:
            store.close()


def to_png(svg: Path, size: tuple[int, int]) -> bool:
    """Turn the SVG into a PNG with headless chromium; False when there is no chromium."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        return False
    subprocess.run([chromium, "--headless", "--no-sandbox", f"--screenshot={svg.with_suffix('.png')}",
                    f"--window-size={WINDOWS[size]}", svg.as_uri()],
                   check=True, capture_output=True, timeout=120)
    return True


async def main() -> None:
    """Render every guide picture at every size."""
    register_game(TALLY)
    IMAGES.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        for name in (sys.argv[1:] or GUIDE):
            for size in SIZES:
                target = IMAGES / f"{name}-{size[0]}x{size[1]}.svg"
                await render(PICTURES[name], size, target, Path(folder))
                png = to_png(target, size)
                print(f"wrote {target.relative_to(REPO)}" + (" and .png" if png else ""))


if __name__ == "__main__":
    asyncio.run(main())
