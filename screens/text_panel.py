"""A panel of rich text that is never read as markup (the boards' fight, markets, trap and solo panels), drawn again
from the lines it kept when it shows again what it showed a move ago (a fight begun, taken back and put back)."""

from __future__ import annotations

from typing import Any

from screens.recent_looks import RecentLooks


class TextPanel(RecentLooks):
    """A panel of rich text that is never read as markup, keeping the lines of its recent contents."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
