"""The user guide's screenshots are the snapshot matrix's pictures: each SVG in docs/images that
scripts/guide_screenshots.py writes shows the same text as the recorded dark picture of that size
(which the matrix checks against the running app), so a board that changes without the guide's
screenshots being regenerated fails here."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
IMAGES = ROOT / "docs" / "images"
MATRIX = Path(__file__).parent / "__snapshots__" / "test_snapshot_matrix"
#: Every screenshot the user guide shows: (picture, size).
SHOWN = sorted(set(re.findall(r"images/([a-z0-9-]+)-(\d+x\d+)\.png", (ROOT / "docs" / "user-guide.md").read_text(
    encoding="utf-8"))))


def screen_text(svg: Path) -> str:
    """The text of a screenshot in drawing order, runs of spaces made one (the two writers split runs differently)."""
    pieces = re.findall(r"<text [^>]*>([^<]*)</text>", svg.read_text(encoding="utf-8"))
    return re.sub(r"\s+", " ", "".join(html.unescape(piece).replace("\xa0", " ") for piece in pieces))


def test_the_guide_shows_screenshots_at_80x24_and_120x40() -> None:
    assert {size for _, size in SHOWN} == {"80x24", "120x40"}


@pytest.mark.parametrize(("name", "size"), SHOWN)
def test_the_guides_screenshot_shows_what_the_snapshot_matrix_recorded(name: str, size: str) -> None:
    guide = IMAGES / f"{name}-{size}.svg"
    recorded = MATRIX / f"test_picture[{name}-{size}-dark].svg"
    assert guide.exists() and recorded.exists()
    assert screen_text(guide) == screen_text(recorded), f"regenerate {guide.name}: scripts/guide_screenshots.py"
    assert guide.with_suffix(".png").exists(), f"{guide.name} has no PNG for the guide"
